import Foundation

/// A test hook, not a feature: with `FOLIO_SOAK_TEST_LEAK_MB_PER_STEP=N` in its environment, a
/// soak run (`folio bench --script soak`) keeps N MiB for every step it plays, written to so that
/// it is resident, and lets go of it only once the run's figures are read. It is how the tests
/// prove that the soak's verdict fails a leak (`UncachedMemory`) and names its size.
///
/// The bench, not the engine, holds it: no reader path reads the variable. The steps are spread
/// evenly over the script's time (an action's steps take a varying time), so by script time t the
/// run keeps N × steps × t / duration MiB, in whole MiB blocks.
final class SoakTestLeak {
    static let variable = "FOLIO_SOAK_TEST_LEAK_MB_PER_STEP"
    static let blockBytes = 1 << 20

    /// MiB kept once the whole script has played, and the script's seconds.
    private let totalMebibytes: Double
    private let scriptSeconds: Double
    private var blocks: [UnsafeMutableRawPointer] = []

    /// Nil unless the variable holds a number above 0, or when the script takes no time.
    init?(steps: Int, scriptSeconds: Double, environment: [String: String] = ProcessInfo.processInfo.environment) {
        guard let text = environment[Self.variable], let perStep = Double(text), perStep > 0, perStep.isFinite,
            scriptSeconds > 0
        else { return nil }
        totalMebibytes = perStep * Double(max(steps, 0))
        self.scriptSeconds = scriptSeconds
    }

    deinit { blocks.forEach { $0.deallocate() } }

    /// Keeps what the steps played by script time `seconds` leak (all of them once it is over).
    func keep(upTo seconds: Double) {
        let due = Int(totalMebibytes * min(max(seconds / scriptSeconds, 0), 1))
        while blocks.count < due {
            let block = UnsafeMutableRawPointer.allocate(byteCount: Self.blockBytes, alignment: 4096)
            // Written, so resident, not just reserved.
            block.initializeMemory(as: UInt8.self, repeating: 0xA5, count: Self.blockBytes)
            blocks.append(block)
        }
    }
}
