import FolioCore
import Testing

/// The zoom layer on its own: coverage by several regions, the budget, and which regions go first.
@Suite struct ZoomLayerTests {
    static let window = Size(width: 1000, height: 500)
    /// Half a million pixels a screen: the budget is three screens, a million and a half pixels.
    static func layer() -> ZoomLayer { ZoomLayer(page: 3, scale: 8, viewport: window) }

    static func rect(_ x: Int, _ y: Int, _ width: Int, _ height: Int) -> PixelRect {
        PixelRect(x: x, y: y, width: width, height: height)
    }

    @Test func subtractingLeavesTheUncoveredParts() {
        let square = Self.rect(0, 0, 10, 10)
        #expect(square.subtracting(Self.rect(0, 0, 10, 10)).isEmpty)
        #expect(square.subtracting(Self.rect(20, 20, 5, 5)) == [square])
        let pieces = square.subtracting(Self.rect(3, 3, 4, 4))
        #expect(pieces.count == 4 && pieces.reduce(0) { $0 + $1.area } == 100 - 16)
        #expect(square.isCovered(by: [Self.rect(0, 0, 6, 10), Self.rect(5, 0, 5, 10)]))
        #expect(!square.isCovered(by: [Self.rect(0, 0, 5, 10), Self.rect(6, 0, 5, 10)]))
        #expect(Self.rect(0, 0, 10, 10).gap(to: Self.rect(15, 2, 3, 3)) == 5)
        #expect(Self.rect(0, 0, 10, 10).gap(to: Self.rect(10, 0, 3, 3)) == 0)
    }

    @Test func theBudgetIsScreensOfTheWindow() {
        #expect(Self.layer().budgetPixels == 1_500_000)
        #expect(ZoomLayer.budgetScreens == 3)
        #expect(Self.layer().transitBudgetPixels == 750_000)
    }

    @Test func regionsOnTheirWayLeaveRoomForTwoAheadOnlyOnceTheViewsOwnIsShown() {
        var layer = Self.layer()
        let view = Self.rect(5000, 5000, 1000, 500)
        let own = view.outset(by: 50)  // 660,000 pixels: 1.3 screens
        layer.add(own, view: view, forView: true)
        let right = Self.rect(own.maxX, own.y, 500, own.height), below = Self.rect(own.x, own.maxY, own.width, 250)
        var shown: Set<PixelRect> = []
        #expect(!layer.hasRoomInTransit(for: right) { !shown.contains($0) })
        shown.insert(own)
        #expect(layer.hasRoomInTransit(for: right) { !shown.contains($0) })
        layer.add(right, view: view)
        #expect(layer.hasRoomInTransit(for: below) { !shown.contains($0) })
        layer.add(below, view: view)
        // A third region ahead waits for one of the two to be shown.
        let left = Self.rect(own.x - 500, own.y, 500, own.height)
        #expect(!layer.hasRoomInTransit(for: left) { !shown.contains($0) })
        shown.insert(right)
        #expect(layer.hasRoomInTransit(for: left) { !shown.contains($0) })
    }

    @Test func aRegionAheadEvictsOnlyRegionsFurtherAwayAndOffTheView() {
        var layer = Self.layer()
        let view = Self.rect(5000, 5000, 1000, 500)
        let own = view.outset(by: 50)
        let added1 = layer.add(own, view: view, forView: true)
        #expect(added1)
        let farLeft = Self.rect(1000, 5000, 500, 600)
        let right = Self.rect(6050, 4950, 500, 600)
        let added2 = layer.add(farLeft, view: view)
        #expect(added2)
        let added3 = layer.add(right, view: view)
        #expect(added3)
        #expect(layer.pixels == own.area + farLeft.area + right.area)
        // A fourth region overflows: the furthest (far left) goes, the view's own stays.
        let below = Self.rect(4950, 5550, 1100, 250)
        let added4 = layer.add(below, view: view)
        #expect(added4)
        #expect(layer.regions == [own, right, below])
        #expect(layer.pixels <= layer.budgetPixels)
        // Something further than all the rest cannot push out what is nearer.
        let added5 = layer.add(Self.rect(20_000, 20_000, 500, 600), view: view)
        #expect(!added5)
        #expect(layer.regions == [own, right, below])
    }

    @Test func theViewsOwnRegionMayEvictAnything() {
        var layer = Self.layer()
        let view = Self.rect(0, 0, 1000, 500)
        let pieces = (0..<3).map { Self.rect($0 * 500, 0, 500, 1000) }  // 1.5 million pixels, all meeting the view
        for piece in pieces {
            let added = layer.add(piece, view: view, forView: true)
            #expect(added)
        }
        let moved = Self.rect(300, 100, 1000, 500).outset(by: 50)
        let added7 = layer.add(moved, view: moved, forView: true)
        #expect(added7)
        #expect(layer.regions.contains(moved) && layer.pixels <= layer.budgetPixels)
    }

    @Test(arguments: [PanDirection.right, .left, .down, .up])
    func theRegionAheadStartsWhereTheCoverageEnds(direction: PanDirection) throws {
        var layer = Self.layer()
        let bounds = Self.rect(0, 0, 20_000, 20_000)
        let view = Self.rect(10_000, 10_000, 1000, 500)
        layer.add(view.outset(by: 50), view: view, forView: true)
        let ahead = try #require(
            layer.regionAhead(of: view, toward: direction, window: Self.window, margin: 50, bounds: bounds))
        let own = view.outset(by: 50)
        switch direction {
        // Half a window long, from the view's own region on.
        case .right: #expect(ahead == Self.rect(own.maxX, own.y, 500, own.height))
        case .left: #expect(ahead == Self.rect(own.x - 500, own.y, 500, own.height))
        case .down: #expect(ahead == Self.rect(own.x, own.maxY, own.width, 250))
        default: #expect(ahead == Self.rect(own.x, own.y - 250, own.width, 250))
        }
        // Once it is held, half a window ahead is covered: nothing more until the view moves.
        layer.add(ahead, view: view)
        #expect(layer.regionAhead(of: view, toward: direction, window: Self.window, margin: 50, bounds: bounds) == nil)
        // At the page's edge there is nothing ahead.
        let edge = Self.rect(0, 0, 1000, 500)
        var atEdge = Self.layer()
        atEdge.add(try #require(edge.outset(by: 50).intersection(bounds)), view: edge, forView: true)
        #expect(atEdge.regionAhead(of: edge, toward: .left, window: Self.window, margin: 50, bounds: bounds) == nil)
    }
}
