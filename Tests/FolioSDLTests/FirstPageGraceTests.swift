import XCTest

@testable import FolioSDL

final class FirstPageGraceTests: XCTestCase {
    func testAFirstFrameThatShowedThePageHoldsNothing() {
        var grace = FirstPageGrace()
        grace.mapped(at: 10, refreshRate: 60, pageShown: true)
        XCTAssertNil(grace.withoutPlaceholderUntil)
        XCTAssertFalse(grace.holdsFrame(at: 10.001, pageCrisp: false))
    }

    func testNoPlaceholderForTwoFramesAfterTheMap() {
        var grace = FirstPageGrace()
        grace.mapped(at: 10, refreshRate: 60, pageShown: false)
        XCTAssertEqual(grace.withoutPlaceholderUntil ?? 0, 10 + 2.0 / 60, accuracy: 1e-9)
        XCTAssertTrue(grace.holdsFrame(at: 10.01, pageCrisp: false))
        XCTAssertTrue(grace.holdsFrame(at: 10.03, pageCrisp: false))
        XCTAssertFalse(grace.holdsFrame(at: 10.034, pageCrisp: false), "then the placeholder shows")
        XCTAssertNil(grace.withoutPlaceholderUntil)
        XCTAssertFalse(grace.holdsFrame(at: 10.035, pageCrisp: false))
    }

    func testThePageShowsAsSoonAsItComes() {
        var grace = FirstPageGrace()
        grace.mapped(at: 10, refreshRate: 60, pageShown: false)
        XCTAssertFalse(grace.holdsFrame(at: 10.005, pageCrisp: true))
        XCTAssertNil(grace.withoutPlaceholderUntil, "over once the page came")
    }
}
