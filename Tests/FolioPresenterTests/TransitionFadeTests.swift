import FolioCore
import FolioRender
import Testing

@testable import FolioPresenter

/// A slide transition never waits for pixels: the page arriving starts as its placeholder, and its
/// crisp pixels, landing during the transition, fade in over it rather than popping in.
@Suite(.serialized) struct TransitionFadeTests {
    /// Pages that take a quarter of a second to render: page 11 cannot be ready when it is turned to.
    static let pages = SyntheticDocument(
        pageCount: 20, pageSizes: .cycled([Size(width: 400, height: 300)]), renderMilliseconds: 250)

    @Test func crispPixelsLandingDuringATransitionFadeInOverThePlaceholder() throws {
        var reader = try HeadlessSession(pages: Self.pages)
        defer { reader.stop() }
        try reader.frame([.setPresenting(true)])
        let dissolve = SlideTransition(style: .dissolve, seconds: 1.5)
        try reader.frame([.slidesRead(SlideShow(slides: [11: .init(transition: dissolve)]))])
        try reader.frame([.goToPage(10)])
        try reader.frame([.command(.nextPage, focus: nil)])
        #expect(reader.session.model.presentation.run?.to == 11, "page 11 comes in by its transition")
        let start = reader.frames.count - 1
        let arriving = { (frame: ComposedFrame) in frame.pages.first { $0.page == 11 } }
        // The transition's frames, then one after it.
        _ = try reader.frames(upTo: 3) { $0.transition == nil }
        let during = reader.frames[start..<reader.frames.count - 1]
        let pages = during.compactMap(arriving)
        let first = try #require(pages.first, "page 11 was not drawn during its transition")
        #expect(first.layers.isEmpty && first.placeholder != nil, "it starts from its placeholder")
        let fading = pages.filter { !$0.layers.isEmpty && $0.opacity < 1 }
        #expect(!fading.isEmpty, "its crisp pixels landed during the transition and faded in")
        #expect(fading.allSatisfy { $0.placeholder != nil }, "the placeholder stays under them while they fade")
        #expect(fading.contains { $0.opacity > 0 })
        let withPixels = pages.filter { !$0.layers.isEmpty }.map(\.opacity)
        #expect(withPixels == withPixels.sorted(), "the fade only rises")
        let after = try #require(reader.frames.last.flatMap(arriving))
        #expect(after.opacity == 1 && after.placeholder == nil && !after.layers.isEmpty, "opaque once it is over")
    }
}
