import FolioCore
import Testing

/// `pan-read` played through the reader as the bench plays it: 8x, then bands read left to right in
/// half-window pans with rests between, back and down, never leaving the page.
@Suite struct PanReadScriptTests {
    /// The view's top-left corner (device pixels into the page) at the end of each rest.
    static func restCorners(pageSize: Size) throws -> (corners: [Point], zooms: Set<Double>, pages: Set<Int>) {
        let script = try #require(BuiltinScripts.script(named: "pan-read", pageCount: 64))
        var model = ReaderModel(
            pageSizes: Array(repeating: pageSize, count: 64), viewport: script.window, firstPage: 12)
        var player = ScriptPlayer(script: script)
        var corners: [Point] = [], zooms: Set<Double> = [], pages: Set<Int> = []
        var frame = 0, wasSettled = false
        while !player.isFinished || !model.isSettled {
            let time = Double(frame) / script.fps
            for event in player.events(upTo: time) { model.apply(event.event, at: event.time) }
            model.apply(.tick, at: time)
            pages.insert(model.currentPage)
            let view = try #require(model.currentZoomView)
            if model.isSettled, !wasSettled, view.isZoomed {
                // Whole pixels: the drags add up with rounding errors far below one.
                corners.append(Point(x: view.offset.x.rounded(), y: view.offset.y.rounded()))
                zooms.insert((view.zoom * 1000).rounded() / 1000)
            }
            wasSettled = model.isSettled
            frame += 1
        }
        return (corners, zooms, pages)
    }

    @Test(arguments: [Size(width: 595.276, height: 841.89), Size(width: 612, height: 792)])
    func readsBandsLeftToRightInHalfWindowPans(pageSize: Size) throws {
        let (corners, zooms, pages) = try Self.restCorners(pageSize: pageSize)
        #expect(zooms == [8])
        #expect(pages == [12])
        // The pinch's rest, then per band four pans, the swipe back and the step down.
        #expect(corners.count == 1 + 5 * 6)
        #expect(corners[0] == .zero)
        for band in 0..<5 {
            let start = corners[band * 6]
            #expect(start.x == 0 && start.y == Double(band * 400))
            for pan in 1...4 {
                #expect(corners[band * 6 + pan] == Point(x: Double(pan * 640), y: start.y))
            }
            #expect(corners[band * 6 + 5] == start)  // back where the band began
        }
        #expect(corners.last == Point(x: 0, y: 5 * 400))
    }
}
