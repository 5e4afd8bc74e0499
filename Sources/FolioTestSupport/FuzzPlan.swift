/// The damaged copies a fuzzing run makes, in the order it makes them: seed after seed, and for
/// each seed every file under every mutation that draws from a seed. The mutations that draw
/// nothing (the truncations, `zero-xref`) come once, with the first seed.
public struct FuzzPlan: Sendable, Sequence {
    public let files: [String]
    public let mutations: [PDFMutation]
    public let seeds: ClosedRange<UInt64>

    public init(files: [String], mutations: [PDFMutation] = PDFMutation.allCases, seeds: ClosedRange<UInt64>) {
        self.files = files
        self.mutations = mutations
        self.seeds = seeds
    }

    public func makeIterator() -> AnyIterator<DamagedCopy> {
        var seed = seeds.lowerBound
        var pending: [DamagedCopy] = []
        var finished = false
        return AnyIterator {
            while pending.isEmpty {
                guard !finished else { return nil }
                let drawn = mutations.filter { $0.drawsFromSeed || seed == seeds.lowerBound }
                pending = files.flatMap { file in drawn.map { DamagedCopy(source: file, mutation: $0, seed: seed) } }
                    .reversed()
                if seed == seeds.upperBound { finished = true } else { seed += 1 }
            }
            return pending.removeLast()
        }
    }
}

extension PDFMutation {
    /// Whether the seed changes what this mutation does.
    public var drawsFromSeed: Bool {
        switch self {
        case .truncate10, .truncate50, .truncate90, .zeroXref: return false
        default: return true
        }
    }
}
