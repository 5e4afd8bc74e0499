import FolioTestSupport
import Foundation
import Testing

/// The DocC catalog's example builds and runs headless: a host's own `PageSource`, shown in the
/// carousel through the library products and measured, keeps the engine's promises.
@Suite struct CarouselExampleTests {
    @Test func aHostsOwnPagesPlayInTheCarouselWithNoStaleOrBlankFrame() throws {
        let outcome = try ExternalCommand(PackageRoot.carouselExampleExecutable, []).run(timeout: 60)
        #expect(outcome.status == 0 && !outcome.signalled, "\(outcome.standardError)")
        let line = outcome.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
        let figures = Dictionary(
            uniqueKeysWithValues: line.split(separator: ",").compactMap { part -> (String, Double)? in
                let words = part.split(separator: " ")
                guard let value = words.last.flatMap({ Double($0) }) else { return nil }
                return (words.dropLast().joined(separator: " "), value)
            })
        #expect(figures["pages"] == 500)
        #expect((figures["frames"] ?? 0) > 150, "\(line)")
        #expect(figures["stale frames"] == 0, "\(line)")
        #expect(figures["blank frames"] == 0, "\(line)")
        // Three key presses and eight flicks forward: well past the first pages, into rendered ones.
        #expect((figures["ended on page"] ?? 0) >= 10, "\(line)")
        #expect((figures["renders"] ?? 0) > 0, "\(line)")
        // The page that fails on purpose is reported through the engine's logger, not a crash.
        #expect(outcome.standardError.contains("page 7 cannot be rendered"), "\(outcome.standardError)")
    }
}
