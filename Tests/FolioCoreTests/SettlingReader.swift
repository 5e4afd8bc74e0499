import FolioCore

/// A `ReaderModel` driven as a reader drives it, for the suites that test keys, search and jumps:
/// each action, key or typed text is applied at the clock's time, then frames of 1/60 s tick until
/// the model settles (ten seconds at most).
struct SettlingReader {
    static let letter = Size(width: 612, height: 792)

    var model: ReaderModel
    var time = 0.0

    /// `pages` US Letter pages in a 1280 x 800 window, opened at `firstPage` in `layout`.
    init(pages: Int = 40, firstPage: Int = 10, layout: PageLayout = .single) {
        self.init(sizes: Array(repeating: Self.letter, count: pages), firstPage: firstPage, layout: layout)
    }

    /// Pages of `sizes` in a 1280 x 800 window, opened at `firstPage` in `layout`.
    init(sizes: [Size], firstPage: Int = 1, layout: PageLayout = .single) {
        model = ReaderModel(
            pageSizes: sizes, viewport: Size(width: 1280, height: 800), firstPage: firstPage, layout: layout)
    }

    mutating func apply(_ action: ReaderAction) {
        model.apply(action, at: time)
        settle()
    }

    mutating func press(_ written: String) { apply(.key(KeyPress(written: written)!, focus: nil)) }

    /// Presses a key for each character: a newline is Return, a space Space.
    mutating func type(_ text: String) {
        for character in text { press(character == "\n" ? "Return" : character == " " ? "Space" : String(character)) }
    }

    mutating func settle() {
        for _ in 0..<600 {
            time += 1.0 / 60
            model.apply(.tick, at: time)
            if model.isSettled { break }
        }
    }
}
