import FolioCore
import Testing

@Suite struct PixelRectTests {
    @Test func parsesTheCommandLineForm() {
        #expect(PixelRect(parsing: "10,20,300,400") == PixelRect(x: 10, y: 20, width: 300, height: 400))
        #expect(PixelRect(parsing: " -5, 0 ,1,1") == PixelRect(x: -5, y: 0, width: 1, height: 1))
    }

    @Test(arguments: ["", "1,2,3", "1,2,3,4,5", "a,b,c,d", "0,0,0,10", "0,0,10,-1", "1.5,0,10,10"])
    func rejectsMalformedRegions(_ text: String) {
        #expect(PixelRect(parsing: text) == nil)
    }

    @Test func intersectionClipsAndDetectsDisjointRectangles() {
        let page = PixelRect(x: 0, y: 0, width: 100, height: 50)
        #expect(
            PixelRect(x: 90, y: 40, width: 20, height: 20).intersection(page)
                == PixelRect(x: 90, y: 40, width: 10, height: 10))
        #expect(PixelRect(x: 100, y: 0, width: 5, height: 5).intersection(page) == nil)
    }

    @Test func coveringRoundsOutwards() {
        #expect(
            PixelRect(covering: Rect(x: 0.5, y: 1.2, width: 10, height: 2))
                == PixelRect(x: 0, y: 1, width: 11, height: 3))
    }
}
