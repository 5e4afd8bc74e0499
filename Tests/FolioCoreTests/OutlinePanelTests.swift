import FolioCore
import Testing

/// The outline panel's model: folding, moving, the current section, and jumps that the history keeps.
@Suite struct OutlinePanelTests {
    /// The sample's outline (`SampleNavigation`): 14 entries, three levels.
    static let entries: [OutlineEntry] = [
        ("Title page", 0, 1, false), ("Page shapes", 0, 5, true), ("A4 landscape", 1, 5, false),
        ("Rotated 90 degrees", 1, 7, false), ("Cropped Letter", 1, 9, false), ("Heavy pages", 0, 12, false),
        ("Vector map", 1, 12, false), ("Large image", 1, 15, false), ("Poster", 1, 20, false),
        ("Running text", 0, 21, true), ("Part two", 1, 30, false), ("Lower half of page 40", 2, 40, false),
        ("Last pages", 1, 60, false), ("The end", 0, 64, false),
    ].map { OutlineEntry(title: $0.0, depth: $0.1, destination: PageDestination(page: $0.2), isOpen: $0.3) }

    private func panel() -> OutlinePanel {
        var panel = OutlinePanel()
        panel.learn(Self.entries)
        return panel
    }

    private func model(page: Int = 1) -> ReaderModel {
        var model = ReaderModel(
            pageSizes: Array(repeating: Size(width: 600, height: 800), count: 64),
            viewport: Size(width: 1000, height: 800), firstPage: page)
        model.apply(.tick, at: 0)
        return model
    }

    private func settle(_ model: inout ReaderModel, from time: Double) {
        for step in 1...120 { model.apply(.tick, at: time + Double(step) / 60) }
    }

    @Test func foldsStartFromEachEntrysOpenFlag() {
        let panel = panel()
        // Heavy pages and Part two are closed: their children are hidden.
        #expect(panel.visibleRows == [0, 1, 2, 3, 4, 5, 9, 10, 12, 13])
        #expect(panel.folded == [5, 10])
    }

    @Test func arrowsMoveFoldAndUnfold() {
        var panel = panel()
        #expect(panel.press(KeyPress("End")) == .handled)
        #expect(panel.selectedEntry == 13)
        _ = panel.press(KeyPress("Home"))
        _ = panel.press(KeyPress("Down"))
        #expect(panel.selectedEntry == 1)
        _ = panel.press(KeyPress("Left"))  // folds Page shapes
        #expect(panel.visibleRows == [0, 1, 5, 9, 10, 12, 13])
        _ = panel.press(KeyPress("Right"))  // unfolds it again
        _ = panel.press(KeyPress("Right"))  // into its first child
        #expect(panel.selectedEntry == 2)
        _ = panel.press(KeyPress("Left"))  // a leaf: to its parent
        #expect(panel.selectedEntry == 1)
        _ = panel.press(KeyPress("PageDown"))
        #expect(panel.selectedEntry == 13, "PageDown stops at the last row")
        _ = panel.press(KeyPress("Up"))
        _ = panel.press(KeyPress("Up"))
        #expect(panel.selectedEntry == 10)
        _ = panel.press(KeyPress("Right"))
        #expect(panel.visibleRows.contains(11), "Part two unfolded shows its child")
        #expect(panel.press(KeyPress("Return")) == .jump(entry: 10))
        #expect(panel.press(KeyPress("Escape")) == .close)
    }

    @Test func scrollingKeepsTheSelectionInView() {
        var panel = panel()
        panel.rowsPerPage = 3
        _ = panel.press(KeyPress("End"))
        #expect(panel.firstRow == panel.visibleRows.count - 3)
        _ = panel.press(KeyPress("Home"))
        #expect(panel.firstRow == 0)
        panel.scroll(by: 100)
        #expect(panel.firstRow == panel.visibleRows.count - 3)
    }

    @Test func theCurrentSectionIsTheLastEntryAtOrBeforeThePage() {
        let panel = panel()
        #expect(panel.currentEntry(page: 8) == 3)
        #expect(panel.currentEntry(page: 45) == 11)
        // Entry 11 is folded away: its nearest shown ancestor stands for it.
        #expect(panel.currentRow(page: 45) == panel.visibleRows.firstIndex(of: 10))
    }

    @Test func aDocumentWithoutOutlineSaysSo() {
        var panel = OutlinePanel()
        #expect(panel.message == "Reading the outline…")
        panel.learn([])
        #expect(panel.message == "This document has no outline")
        #expect(panel.press(KeyPress("Return")) == .handled)
    }

    /// An outline that could not be read is not "no outline": the panel says why, and a jump a
    /// script asked for meanwhile is dropped.
    @Test func anOutlineThatCouldNotBeReadSaysWhy() {
        var model = model(page: 45)
        model.apply(.jumpToOutlineEntry(3), at: 0)
        model.apply(
            .outlineFailed(reason: "the render process failed: it died twice reading the outline (SIGSEGV)"), at: 0.1)
        #expect(
            model.outline.message
                == "The outline could not be read:\nthe render process failed: it died twice reading the outline (SIGSEGV)"
        )
        #expect(model.outline.entries == [] && model.outline.visibleRows.isEmpty)
        model.apply(.outlineRead(Self.entries), at: 0.2)  // a later read that succeeds
        #expect(model.outline.message == nil && model.outline.failure == nil)
        settle(&model, from: 0.2)
        #expect(model.currentPage == 45)
    }

    @Test func tabOpensOnTheCurrentSectionAndEnterJumpsThroughTheHistory() {
        var model = model(page: 45)
        model.apply(.outlineRead(Self.entries), at: 0)
        model.apply(.key(KeyPress("Tab"), focus: nil), at: 0.1)
        #expect(model.outline.isOpen)
        // Opening unfolds what hides the current section and selects it.
        #expect(model.outline.selectedEntry == 11)
        // While it is open, keys are the panel's: Right does not turn the page.
        model.apply(.key(KeyPress("Home"), focus: nil), at: 0.2)
        model.apply(.key(KeyPress("Down"), focus: nil), at: 0.2)
        model.apply(.key(KeyPress("Down"), focus: nil), at: 0.2)
        model.apply(.key(KeyPress("Down"), focus: nil), at: 0.2)  // Rotated 90 degrees, page 7
        #expect(model.currentPage == 45)
        model.apply(.key(KeyPress("Return"), focus: nil), at: 0.3)
        #expect(!model.outline.isOpen)
        settle(&model, from: 0.3)
        #expect(model.currentPage == 7)
        model.apply(.key(KeyPress("Left", alt: true), focus: nil), at: 3)
        settle(&model, from: 3)
        #expect(model.currentPage == 45, "Alt+Left returns to where the outline jump left")
    }

    @Test func aClickOnARowJumpsAndTheWheelScrolls() {
        var model = model()
        model.apply(.outlineRead(Self.entries), at: 0)
        model.apply(.key(KeyPress("o"), focus: nil), at: 0.1)
        let layout = model.outlineLayout
        // Row 5 shown is Heavy pages (page 12); on its marker it unfolds instead.
        let rowY = layout.rowTop(5) + layout.rowHeight / 2
        model.apply(.click(Point(x: layout.indent(depth: 0) + 2, y: rowY)), at: 0.2)
        #expect(model.outline.isOpen && !model.outline.folded.contains(5))
        model.apply(.wheel(WheelTurn(dy: -1, focus: Point(x: 20, y: 300))), at: 0.25)
        #expect(model.currentPage == 1, "the wheel over the panel scrolls it, not the pages")
        model.apply(.click(Point(x: layout.frame.width - 20, y: rowY)), at: 0.3)
        #expect(!model.outline.isOpen)
        settle(&model, from: 0.3)
        #expect(model.currentPage == 12)
    }

    @Test func anOutlineStepWaitsForTheOutline() {
        var model = model()
        model.apply(.jumpToOutlineEntry(13), at: 0)
        settle(&model, from: 0)
        #expect(model.currentPage == 1)
        model.apply(.outlineRead(Self.entries), at: 3)
        settle(&model, from: 3)
        #expect(model.currentPage == 64)
    }
}
