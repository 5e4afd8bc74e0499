import Foundation
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

/// zathura's editor command: split as a shell splits words, run without one.
struct EditorCommandTests {
    static let place = SourceLocation(input: "/home/a/my doc.tex", line: 40, column: -1)

    @Test func placeholdersAreReplacedInEachWord() throws {
        let command = try #require(EditorCommand("nvim --headless -c \"e +%{line} %{input}\" +%{line}:%{column}"))
        #expect(
            command.arguments(for: Self.place) == ["nvim", "--headless", "-c", "e +40 /home/a/my doc.tex", "+40:-1"])
    }

    @Test func quotesAndBackslashesMakeWordsAndNothingElseIsSpecial() throws {
        let command = try #require(EditorCommand(#"code -g '%{input}:%{line}' a\ b "$HOME" ; rm *"#))
        #expect(
            command.arguments(for: Self.place) == [
                "code", "-g", "/home/a/my doc.tex:40", "a b", "$HOME", ";", "rm", "*",
            ])
    }

    @Test func aFileNameHoldingAPlaceholderStaysAsItIs() throws {
        let command = try #require(EditorCommand("ed %{input} %{nothing}"))
        let odd = SourceLocation(input: "/x/%{line}.tex", line: 3)
        #expect(command.arguments(for: odd) == ["ed", "/x/%{line}.tex", "%{nothing}"])
    }

    @Test(arguments: ["", "   ", "vim 'open", "vim \"open", "vim \\", "'' x"])
    func emptyOrUnclosedCommandsAreRefused(_ template: String) {
        #expect(EditorCommand(template) == nil)
    }
}

/// Where a forward search lands in the model: its page, its boxes in view at the zoom the reader
/// has, highlighted for a moment.
struct SyncTeXForwardTests {
    static let boxes = [Rect(x: 72, y: 600, width: 400, height: 10), Rect(x: 72, y: 612, width: 300, height: 10)]

    @Test func aForwardSearchTurnsToItsPageAndHighlightsTheBoxesForAMoment() throws {
        var reader = SettlingReader(pages: 40, firstPage: 3)
        reader.apply(.syncTeXFound(SyncTeXTarget(page: 25, boxes: Self.boxes)))
        reader.settle()
        #expect(reader.model.currentPage == 25)
        let mark = try #require(reader.model.syncTeXMark)
        #expect(mark.target.boxes == Self.boxes)
        for box in Self.boxes {
            let shown = try #require(reader.model.windowRect(ofPageRect: box, onPage: 25), "the box is not in view")
            #expect(abs(shown.width - box.width * (reader.model.scale(ofPage: 25) ?? 0)) < 1)
        }
        #expect(mark.opacity(at: mark.shownAt + 0.5) == 1)
        #expect(abs(mark.opacity(at: mark.shownAt + SyncTeXMark.steadySeconds + 0.25) - 0.5) < 1e-9)
        #expect(reader.model.syncTeXMarkShowing(at: mark.shownAt + 2) == nil, "gone once faded")
        // Back goes to where the reader was before the search.
        reader.apply(.key(KeyPress(written: "alt+Left")!, focus: nil))
        reader.settle()
        #expect(reader.model.currentPage == 3)
    }

    @Test func zoomedInTheBoxesAreBroughtIntoViewAtThatZoom() throws {
        var reader = SettlingReader(pages: 40, firstPage: 3)
        reader.apply(.setZoom(3))
        reader.settle()
        reader.apply(.syncTeXFound(SyncTeXTarget(page: 30, boxes: Self.boxes)))
        reader.settle()
        #expect(reader.model.currentPage == 30 && abs((reader.model.currentZoomView?.zoom ?? 0) - 3) < 0.01)
        let shown = try #require(reader.model.windowRect(ofPageRect: Self.boxes[0], onPage: 30))
        #expect(abs(shown.width - 400 * (reader.model.scale(ofPage: 30) ?? 0)) < 1, "the whole box is in view")
    }

    @Test func aSynctexStepReadsAndWritesItsJSONAndAsksTheHostOnce() throws {
        let script = try GestureScript.parse(
            #"{"steps": [{"synctex": {"line": 40, "input": "doc.tex"}}, {"synctex": {"line": 3, "column": 7, "input": "a:b.tex"}}]}"#
        )
        let first = SourceLocation(input: "doc.tex", line: 40),
            second = SourceLocation(input: "a:b.tex", line: 3, column: 7)
        #expect(script.steps == [.synctex(first), .synctex(second)])
        #expect(try GestureScript.parse(JSONEncoder().encode(script)).steps == script.steps)
        for bad in [
            #"{"line": 0, "input": "doc.tex"}"#, #"{"line": 4}"#, #"{"line": 4, "input": ""}"#,
            #"{"line": 4.5, "input": "doc.tex"}"#, #"{"line": 4, "input": "doc.tex", "page": 2}"#,
        ] {
            #expect(throws: GestureScriptError.self, "\(bad)") {
                try GestureScript.parse(#"{"steps": [{"synctex": "# + bad + "}]}")
            }
        }
        var player = ScriptPlayer(script: script)
        #expect(player.events(upTo: 0).map(\.event) == [.syncTeXForward(first), .syncTeXForward(second)])

        var model = ReaderModel(
            pageSizes: Array(repeating: Size(width: 612, height: 792), count: 10),
            viewport: Size(width: 800, height: 600))
        #expect(model.apply(.syncTeXForward(first), at: 0) == [.forwardSearch(first)])
        #expect(model.apply(.tick, at: 0.1).isEmpty, "asked once")
    }

    @Test func aPageTheDocumentDoesNotHaveIsIgnored() {
        var reader = SettlingReader(pages: 10, firstPage: 3)
        reader.apply(.syncTeXFound(SyncTeXTarget(page: 11, boxes: Self.boxes)))
        reader.settle()
        #expect(reader.model.currentPage == 3 && reader.model.syncTeXMark == nil)
    }
}

/// The documented editors' `-x` commands (docs/reader.md, "The TeX loop"), as Folio receives them
/// once the editor's shell has taken off the outer quotes, become the argument vectors the editors want.
struct DocumentedEditorCommandTests {
    static let place = SourceLocation(input: "/home/a/thesis/ch 1.tex", line: 40, column: 0)

    @Test func vimtexNeovimVSCodeAndEmacs() throws {
        let cases: [(String, [String])] = [
            (
                #"vim -v --not-a-term -T dumb -c "VimtexInverseSearch %{line} '%{input}'""#,
                ["vim", "-v", "--not-a-term", "-T", "dumb", "-c", "VimtexInverseSearch 40 '/home/a/thesis/ch 1.tex'"]
            ),
            (
                #"nvim --headless -c "VimtexInverseSearch %{line} '%{input}'""#,
                ["nvim", "--headless", "-c", "VimtexInverseSearch 40 '/home/a/thesis/ch 1.tex'"]
            ),
            ("code --goto %{input}:%{line}", ["code", "--goto", "/home/a/thesis/ch 1.tex:40"]),
            ("emacsclient +%{line} %{input}", ["emacsclient", "+40", "/home/a/thesis/ch 1.tex"]),
        ]
        for (command, expected) in cases {
            #expect(try #require(EditorCommand(command)).arguments(for: Self.place) == expected, "\(command)")
        }
    }
}
