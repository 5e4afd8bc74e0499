import FolioCore
import FolioRender
import FolioTestSupport
import Testing

@testable import FolioRenderProcess

/// A worker started ahead renders the first page before the reader asks, at the scale the reader's
/// planner asks for it (`PageFit`), and answers the reader's first render with those pixels when
/// it is that render; any other render is drawn as asked.
@Suite struct FirstPageAheadTests {
    static let viewport = Size(width: 1280, height: 800)

    /// The scale the reader asks page `page` at, from the size the worker gives it.
    static func fitScale(_ source: ProcessPageSource, page: Int) throws -> Double {
        PageFit(page: try source.pageSize(page), viewport: viewport, margin: ReaderModel.marginPoints).scale
    }

    /// A source on a worker started ahead and asked to render `page` ahead.
    static func openedAhead(page: Int, layoutFromDocument: Bool = true) throws -> (
        opener: ProcessPageSourceOpener, source: ProcessPageSource
    ) {
        let opener = WorkerProcessTests.opener()
        opener.renderFirstPageAhead(
            page: page, viewport: viewport, margin: ReaderModel.marginPoints, layoutFromDocument: layoutFromDocument)
        return (opener, try WorkerProcessTests.open(opener))
    }

    @Test func theFirstRenderIsAnsweredWithThePageRenderedAhead() throws {
        let (opener, source) = try Self.openedAhead(page: 3)
        let scale = try Self.fitScale(source, page: 3)
        let ahead = try source.render(page: 3, scale: scale, region: nil)
        #expect(opener.workerProcessCounts?.firstPagesDrawnAhead == 1)
        let asked = try source.render(page: 3, scale: scale, region: nil)
        #expect(opener.workerProcessCounts?.firstPagesDrawnAhead == 1, "only the first render is answered ahead")
        #expect(ahead.width == asked.width && ahead.height == asked.height)
        #expect(ImageDifference.meanAbsolute(ahead, asked) == 0, "the same pixels as a render asked for")
    }

    @Test func aFirstRenderOfAnotherPageOrScaleIsDrawnAsAsked() throws {
        let (opener, source) = try Self.openedAhead(page: 3)
        let scale = try Self.fitScale(source, page: 3)
        let other = try source.render(page: 3, scale: scale * 2, region: nil)
        #expect(other.width > Int(try source.pageSize(3).width * scale * 1.9))
        let page = try source.render(page: 3, scale: scale, region: nil)
        #expect(opener.workerProcessCounts?.firstPagesDrawnAhead == 0, "the page ahead went with the first render")
        #expect(ImageDifference.contrast(page) > 5)
    }

    /// The pages the reader measures before it reports the document open are measured as the render
    /// ahead is asked for, not behind it: the first measure is answered with them.
    @Test func thePagesAroundTheFirstAreMeasuredBeforeItRenders() throws {
        let (_, source) = try Self.openedAhead(page: 3)
        let measured = source.measure(OpenedPages.pagesMeasuredFirst(around: 3, count: source.pageCount))
        #expect(measured.sizes.keys.sorted() == [2, 3, 4])
        for page in 2...4 { #expect(measured.sizes[page] == (try source.pageSize(page))) }
        #expect(source.measure([9]).sizes.keys.sorted() == [9], "the next measure is asked")
    }

    @Test(arguments: [0, 65])
    func aPageTheDocumentLacksIsNotRenderedAhead(_ page: Int) throws {
        let (opener, source) = try Self.openedAhead(page: page, layoutFromDocument: false)
        let image = try source.render(page: 1, scale: try Self.fitScale(source, page: 1), region: nil)
        #expect(opener.workerProcessCounts?.firstPagesDrawnAhead == 0)
        #expect(ImageDifference.contrast(image) > 5)
    }
}
