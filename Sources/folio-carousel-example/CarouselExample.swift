import FolioCore
import FolioInstrument
import FolioRender
import FolioSDL
import Foundation

/// Shows a host's own pages (`ColourChartPages`) in Folio's carousel and measures it: a script of
/// page turns, flicks and a zoom replayed headless, then the figures every run must keep (no stale
/// frame, no blank one), or, with `--window`, the same pages in a reader window.
///
///     swift run folio-carousel-example            # headless, prints the figures
///     swift run folio-carousel-example --window   # the reader window; q quits
@main
enum CarouselExample {
    static func main() {
        let pages = ColourChartPages(pageCount: 500, failingPage: 7)
        do {
            if CommandLine.arguments.dropFirst().contains("--window") {
                try Reader.run(
                    ReaderConfiguration(source: pages, firstPage: 1, windowSize: Size(width: 1024, height: 768)))
            } else {
                try measure(pages)
            }
        } catch {
            FileHandle.standardError.write(Data("folio-carousel-example: \(error)\n".utf8))
            exit(1)
        }
    }

    /// Three seconds of reading: a few key presses, a run of flicks and a pinch, at 60 frames a second.
    static let script = GestureScript(
        window: Size(width: 1024, height: 768),
        steps: [
            .repeatSteps(times: 3, steps: [.key("Right"), .wait(seconds: 0.3)]),
            .repeatSteps(times: 8, steps: [.drag(dx: -600, dy: 0, seconds: 0.1, release: .flick)]),
            .pinch(scale: 4, at: nil, seconds: 0.4), .wait(seconds: 0.5), .key("0"), .wait(seconds: 0.3),
        ])

    static func measure(_ pages: ColourChartPages) throws {
        let report = try Bench.run(
            BenchConfiguration(
                source: pages, scriptChoice: .file(script), scriptName: "example", commandLine: CommandLine.arguments))
        print(
            """
            pages \(pages.pageCount), frames \(report.frames), stale frames \(report.staleFrames), \
            blank frames \(report.blankFrames), stalls \(report.stalls), prefetch hit rate \
            \(DecimalText.fixed(report.prefetchHitRate, 2)), renders \(report.renders.completed), \
            ended on page \(report.final.page)
            """)
    }
}
