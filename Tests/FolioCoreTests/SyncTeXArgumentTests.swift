import Testing

@testable import FolioCore

/// The SyncTeX arguments as editors send them: zathura's `LINE:COLUMN:INPUT` and `PAGE:X:Y`.
struct SyncTeXArgumentTests {
    @Test func forwardArgumentsKeepColonsInTheInput() {
        #expect(
            SourceLocation(forwardArgument: "40:0:/home/a/doc.tex")
                == SourceLocation(input: "/home/a/doc.tex", line: 40))
        #expect(SourceLocation(forwardArgument: "7:-1:C:/x:y.tex")?.input == "C:/x:y.tex")
        #expect(SourceLocation(forwardArgument: "7:-1:C:/x:y.tex")?.column == -1)
    }

    @Test(arguments: ["", "40", "40:0", "0:0:doc.tex", "-3:0:doc.tex", "x:0:doc.tex", "4:y:doc.tex", "4:0:"])
    func badForwardArgumentsAreRefused(_ argument: String) {
        #expect(SourceLocation(forwardArgument: argument) == nil)
    }

    @Test func pagePointsAreAPageFromOneAndTwoNumbers() {
        #expect(PagePoint(argument: "3:100.5:-2") == PagePoint(page: 3, point: Point(x: 100.5, y: -2)))
        for bad in ["", "3:1", "0:1:1", "3:1:1:1", "3:nan:1", "3:1:inf", "a:1:1"] {
            #expect(PagePoint(argument: bad) == nil, "\(bad)")
        }
    }

    @Test func aTargetsBoundsHoldAllItsBoxes() {
        let target = SyncTeXTarget(
            page: 2, boxes: [Rect(x: 10, y: 20, width: 100, height: 10), Rect(x: 5, y: 32, width: 50, height: 10)])
        #expect(target.bounds == Rect(x: 5, y: 20, width: 105, height: 22))
        #expect(SyncTeXTarget(page: 1, boxes: []).bounds == nil)
    }
}
