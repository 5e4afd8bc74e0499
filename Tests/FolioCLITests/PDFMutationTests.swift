import FolioTestSupport
import Foundation
import Testing

/// The mutator the damaged-file tests and the fuzzer share: every mutation applies to the sample,
/// a seed always gives the same bytes, and each damages what its name says.
struct PDFMutationTests {
    static let sample = [UInt8](FileManager.default.contents(atPath: PackageRoot.samplePDF) ?? Data())

    private func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

    @Test(arguments: PDFMutation.allCases)
    func aSeedAlwaysGivesTheSameCopy(_ mutation: PDFMutation) throws {
        let first = try #require(mutation.apply(to: Self.sample, seed: 7))
        #expect(first != Self.sample)
        #expect(mutation.apply(to: Self.sample, seed: 7) == first)
        if mutation.drawsFromSeed {
            #expect((8...10).contains { mutation.apply(to: Self.sample, seed: $0) != first })
        } else {
            #expect(mutation.apply(to: Self.sample, seed: 8) == first)
        }
    }

    @Test func truncationsKeepTheirShareOfTheFile() throws {
        #expect(PDFMutation.truncate10.apply(to: Self.sample, seed: 1)?.count == Self.sample.count / 10)
        #expect(PDFMutation.truncate50.apply(to: Self.sample, seed: 1)?.count == Self.sample.count / 2)
        let ninety = try #require(PDFMutation.truncate90.apply(to: Self.sample, seed: 1))
        #expect(ninety.count == Self.sample.count * 9 / 10 && Self.sample.starts(with: ninety))
    }

    @Test func zeroingTheXrefLeavesNoEntryAndTheRestAsItWas() throws {
        let zeroed = try #require(PDFMutation.zeroXref.apply(to: Self.sample, seed: 1))
        #expect(zeroed.count == Self.sample.count)
        #expect(PDFBytes(Self.sample).offset(of: " 00000 n", from: 0) != nil)
        #expect(PDFBytes(zeroed).offset(of: " 00000 n", from: 0) == nil)
        #expect(PDFBytes(zeroed).offsets(of: "trailer").count == PDFBytes(Self.sample).offsets(of: "trailer").count)
        #expect(PDFBytes(zeroed).offset(of: "startxref", from: 0) != nil)
    }

    /// The one place a `huge-*` copy differs from the sample holds one of the absurd numbers, right
    /// after its key (or inside its key's array).
    @Test func absurdNumbersGoAfterTheirKey() throws {
        let numberCharacters = Set("0123456789.+-eNa".utf8)
        for (mutation, key) in [
            (PDFMutation.hugeCount, "/Count"), (.hugeLength, "/Length"), (.hugeMediaBox, "/MediaBox"),
        ] {
            for seed in UInt64(1)...8 {
                let damaged = try #require(mutation.apply(to: Self.sample, seed: seed))
                guard
                    let first = damaged.indices.first(where: {
                        $0 >= Self.sample.count || damaged[$0] != Self.sample[$0]
                    })
                else {
                    continue  // "0" written over a 0
                }
                var start = first, end = first
                while start > 0, numberCharacters.contains(damaged[start - 1]) { start -= 1 }
                while end < damaged.count, numberCharacters.contains(damaged[end]) { end += 1 }
                let token = text(Array(damaged[start..<end]))
                #expect(PDFMutation.absurdNumbers.contains(token), "\(mutation) seed \(seed) wrote \(token.prefix(40))")
                let before = text(Array(damaged[max(0, start - 40)..<start]))
                #expect(before.contains(key), "\(mutation) seed \(seed): not after \(key): \(before)")
            }
        }
    }

    @Test func swappingNumbersKeepsTheBytesAndMovesTwoHeaders() throws {
        let swapped = try #require(PDFMutation.swapNumbers.apply(to: Self.sample, seed: 3))
        #expect(swapped.sorted() == Self.sample.sorted())
        let numbers = { (bytes: [UInt8]) in PDFBytes(bytes).objects.map { self.text(Array(bytes[$0.number])) } }
        let before = numbers(Self.sample), after = numbers(swapped)
        #expect(before.count == after.count)
        #expect(zip(before, after).filter { $0 != $1 }.count == 2)
    }

    @Test func cuttingAStreamShortensTheFileInsideAStream() throws {
        let cut = try #require(PDFMutation.cutStream.apply(to: Self.sample, seed: 5))
        #expect(cut.count < Self.sample.count)
        #expect(PDFBytes(cut).streamData.count == PDFBytes(Self.sample).streamData.count)
    }

    @Test func aMutationWithNothingToAimAtDoesNotApply() {
        let plain = Array("%PDF-1.4\nno objects here\n%%EOF\n".utf8)
        for mutation in [
            PDFMutation.zeroXref, .cutStream, .swapBodies, .swapNumbers, .hugeCount, .hugeLength, .hugeMediaBox,
        ] {
            #expect(mutation.apply(to: plain, seed: 1) == nil, "\(mutation)")
        }
        #expect(PDFMutation.flipBits.apply(to: plain, seed: 1) != nil)
        #expect(PDFMutation.truncate50.apply(to: [], seed: 1) == nil)
    }

    @Test func thePlanVisitsSeedlessMutationsOnce() {
        let plan = Array(FuzzPlan(files: ["a.pdf", "b.pdf"], mutations: [.truncate50, .flipBits], seeds: 4...6))
        #expect(
            plan.map(\.description) == [
                "a.pdf truncate-50 seed 4", "a.pdf flip-bits seed 4", "b.pdf truncate-50 seed 4",
                "b.pdf flip-bits seed 4",
                "a.pdf flip-bits seed 5", "b.pdf flip-bits seed 5", "a.pdf flip-bits seed 6", "b.pdf flip-bits seed 6",
            ])
        #expect(DamagedCopy(source: "/x/book.pdf", mutation: .cutStream, seed: 9).fileName == "book.cut-stream.9.pdf")
    }
}
