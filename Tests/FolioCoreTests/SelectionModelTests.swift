import FolioCore
import Testing

/// Selection through the model: `v` and Shift, drags that select instead of panning, the page's
/// text arriving late, Ctrl+C, Escape, a double click that still zooms.
@Suite struct SelectionModelTests {
    static let page = Size(width: 600, height: 800)
    /// A line "hello world" on page 1, 10 points per character from (100, 100).
    static let text: PageText = {
        let line = Array("hello world".unicodeScalars)
        return PageText(
            scalars: line, boxes: line.indices.map { Rect(x: 100 + Double($0) * 10, y: 100, width: 10, height: 12) })
    }()

    struct Reader {
        var model = ReaderModel(
            pageSizes: Array(repeating: SelectionModelTests.page, count: 5), viewport: Size(width: 1200, height: 900))
        var time = 0.0
        /// Every effect the model returned, in order.
        var effects: [ReaderEffect] = []

        mutating func apply(_ action: ReaderAction) {
            time += 1.0 / 60
            effects += model.apply(action, at: time)
            effects += model.apply(.tick, at: time)
        }

        /// The texts copied so far.
        var copies: [String] { effects.compactMap { if case .copy(let text) = $0 { text } else { nil } } }

        mutating func press(_ key: String) { apply(.key(KeyPress(written: key)!, focus: nil)) }

        /// Page 1's point in window pixels.
        func window(_ point: Point) -> Point {
            let frame = model.frame(ofSlot: model.slots.firstIndex { $0.page == 1 }!)!
            let scale = model.zoomView(ofPage: 1)!.scale
            return Point(x: frame.minX + point.x * scale, y: frame.minY + point.y * scale)
        }

        /// A drag from one page point to another, pressing with Shift when `shift`.
        mutating func drag(from: Point, to: Point, shift: Bool = false) {
            apply(shift ? .selectionPress(window(from)) : .pointerDown(window(from)))
            apply(.pointerMove(window(Point(x: (from.x + to.x) / 2, y: (from.y + to.y) / 2))))
            apply(.pointerUp(window(to)))
        }
    }

    let helloFrom = Point(x: 95, y: 106), helloTo = Point(x: 148, y: 106)

    @Test func inSelectionModeADragSelectsInsteadOfTurningThePage() {
        var reader = Reader()
        reader.press("v")
        #expect(reader.model.selection.isModeOn)
        let offset = reader.model.physics.offsetX
        reader.drag(from: Point(x: 500, y: 106), to: Point(x: 95, y: 106))
        #expect(reader.model.physics.offsetX == offset, "the pager did not move")
        #expect(reader.model.currentPage == 1)
        #expect(reader.model.selection.pageWantingText == 1)
        #expect(reader.effects.filter { $0 == .readText(page: 1) }.count == 1, "the page's text is asked for once")
        reader.apply(.textRead(page: 1, text: Self.text))
        #expect(reader.model.selection.pageWantingText == nil)
        #expect(reader.model.selection.selection(onPage: 1)?.text == "hello world")
    }

    @Test func withoutTheModeADragPansOrTurnsAndShiftSelects() {
        var reader = Reader()
        reader.apply(.textRead(page: 1, text: Self.text))
        reader.drag(from: Point(x: 500, y: 106), to: Point(x: 95, y: 106))
        #expect(reader.model.selection.drag == nil)
        #expect(reader.model.physics.offsetX != 0 || reader.model.physics.targetPage == 2, "the drag moved the pager")

        var shifted = Reader()
        shifted.apply(.textRead(page: 1, text: Self.text))
        shifted.drag(from: helloFrom, to: helloTo, shift: true)
        #expect(shifted.model.physics.offsetX == 0)
        #expect(!shifted.model.selection.isModeOn)
        #expect(shifted.model.selection.selection(onPage: 1)?.text == "hello")
    }

    @Test func ctrlCCopiesOnceTheTextIsKnown() {
        var reader = Reader()
        reader.drag(from: helloFrom, to: helloTo, shift: true)
        reader.press("ctrl+c")
        #expect(reader.copies.isEmpty, "the copy waits for the page's text")
        reader.apply(.textRead(page: 1, text: Self.text))
        #expect(reader.copies == ["hello"])
        reader.apply(.tick)
        #expect(reader.copies == ["hello"], "a copy is handed over once")
    }

    @Test func copyWithNothingSelectedCopiesNothing() {
        var reader = Reader()
        reader.press("ctrl+c")
        reader.apply(.textRead(page: 1, text: Self.text))
        #expect(reader.copies.isEmpty)
        #expect(!reader.model.selection.isCopyRequested)
    }

    @Test func escapeOrVEndsTheModeAndItsSelectionBeforeQuitting() {
        var reader = Reader()
        reader.apply(.textRead(page: 1, text: Self.text))
        reader.press("v")
        reader.drag(from: helloFrom, to: helloTo)
        reader.press("Escape")
        #expect(!reader.model.selection.isModeOn)
        #expect(reader.model.selection.drag == nil)
        #expect(!reader.model.quitRequested)
        reader.press("v")
        reader.press("v")
        #expect(!reader.model.selection.isModeOn)
        reader.press("Escape")
        #expect(reader.model.quitRequested)
    }

    @Test func aDoubleClickStillZoomsInSelectionMode() {
        var reader = Reader()
        reader.press("v")
        reader.apply(.doubleClick(reader.window(Point(x: 300, y: 400))))
        #expect(reader.model.currentZoomView?.isZoomed == true)
    }

    @Test func textsAreKeptOnlyForThePagesInTheSlots() {
        var reader = Reader()
        reader.apply(.textRead(page: 1, text: Self.text))
        reader.apply(.textRead(page: 5, text: Self.text))
        #expect(reader.model.selection.texts.keys.sorted() == [1], "page 5 is in no slot")
        reader.apply(.goToPage(5))
        #expect(reader.model.selection.texts.isEmpty)
    }

    @Test func aSelectStepPressesWithShiftAndLetsGo() throws {
        let script = try GestureScript.parse(
            #"{"steps": [{"select": {"from": [10, 20], "to": [300, 40]}}, {"key": "ctrl+c"}]}"#)
        #expect(script.steps.first == .select(from: Point(x: 10, y: 20), to: Point(x: 300, y: 40)))
        var player = ScriptPlayer(script: script)
        let events = player.events(upTo: .infinity).map(\.event)
        #expect(
            events == [
                .selectionPress(Point(x: 10, y: 20)), .pointerUp(Point(x: 300, y: 40)),
                .key(KeyPress("c", ctrl: true), focus: nil),
            ])
        #expect(throws: GestureScriptError.self) {
            try GestureScript.parse(#"{"steps": [{"select": {"from": [10, 20]}}]}"#)
        }
    }
}
