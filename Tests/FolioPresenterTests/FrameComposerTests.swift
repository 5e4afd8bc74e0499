import FolioCore
import FolioRender
import Testing

@testable import FolioPresenter

/// What a zoomed slot draws: the regions at its zoom, and under them the magnified layers (the page
/// at fit, another zoom's regions) only where those regions leave the view uncovered.
@Suite struct FrameComposerTests {
    static let visible = PixelRect(x: 0, y: 0, width: 1000, height: 800)

    static func image(scale: Double, region: PixelRect?) -> CachedImage {
        let size = region ?? PixelRect(x: 0, y: 0, width: 250, height: 200)
        return CachedImage(
            PixelBuffer(whiteWidth: size.width, height: size.height, bytesPerRow: size.width * 4),
            for: RenderJob(key: RenderKey(page: 1, scale: scale, region: region), kind: .visibleCrisp, generation: 1),
            renderSeconds: 0, arrivedAt: 0)
    }

    @Test func regionsThatLeaveAPartUncoveredSayWhichPart() {
        let left = Self.image(scale: 4, region: PixelRect(x: 0, y: 0, width: 600, height: 800))
        let layers = FrameComposer.regions(of: [left], meeting: Self.visible, at: 4)
        #expect(layers.images.map(\.key) == [left.key])
        #expect(!layers.coverView)
        #expect(layers.uncovered == [PixelRect(x: 600, y: 0, width: 400, height: 800)])
    }

    @Test func regionsThatCoverTheViewLeaveNothingUnder() {
        let left = Self.image(scale: 4, region: PixelRect(x: 0, y: 0, width: 600, height: 800))
        let right = Self.image(scale: 4, region: PixelRect(x: 600, y: 0, width: 400, height: 800))
        let layers = FrameComposer.regions(of: [left, right], meeting: Self.visible, at: 4)
        #expect(layers.coverView && layers.uncovered.isEmpty)
    }

    @Test func anotherZoomsRegionsCoveringTheViewHideThePageAtFit() {
        let left = Self.image(scale: 4, region: PixelRect(x: 0, y: 0, width: 600, height: 800))
        let old = Self.image(scale: 2, region: PixelRect(x: 0, y: 0, width: 500, height: 400))
        let layers = FrameComposer.regions(of: [left, old], meeting: Self.visible, at: 4)
        #expect(layers.images.map(\.key) == [old.key, left.key], "the old zoom's region under the new one's")
        #expect(layers.coverView)
        #expect(layers.uncovered == [PixelRect(x: 600, y: 0, width: 400, height: 800)])
    }

    @Test func magnifiedLayersAreDrawnOnlyWhereTheyShow() {
        let screen = Rect(x: 0, y: 0, width: 1280, height: 800)
        var slot = ComposedFrame.Page(page: 1, origin: Point(x: 10, y: -20), scale: 4)
        slot.underClip = [Rect(x: 610, y: -20, width: 400, height: 900)]
        let fit = Self.image(scale: 0.5, region: nil)
        let old = Self.image(scale: 2, region: PixelRect(x: 0, y: 0, width: 500, height: 400))
        let crisp = Self.image(scale: 4, region: PixelRect(x: 0, y: 0, width: 600, height: 800))
        let shown = Rect(x: 610, y: 0, width: 400, height: 800)
        #expect(slot.drawnParts(of: fit, on: screen) == [shown])
        #expect(slot.drawnParts(of: old, on: screen) == [shown])
        #expect(slot.drawnParts(of: crisp, on: screen) == [screen])
        slot.underClip = nil
        #expect(slot.drawnParts(of: fit, on: screen) == [screen], "at fit the page is drawn whole")
    }
}
