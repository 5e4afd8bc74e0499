/// The small panel a note's text is typed in: a new note at the pointer (`s`), or a mark's text
/// shown again and edited (a click on a note, `e` in the marks panel), or a text field's value.
/// Enter keeps the text, Shift+Enter breaks a note's line, Escape leaves things as they were.
public struct NoteEditor: Sendable, Equatable {
    /// What the text is for.
    public enum Target: Sendable, Equatable {
        /// A note to make on `page`, its icon in `area` (page points from the top-left corner).
        case new(page: Int, area: Rect)
        /// A mark there is, whose text this is.
        case existing(ListedMark)
        /// A text field, to fill.
        case field(FormField)
    }

    public let target: Target
    private var typed: TypedText
    public var text: String { typed.value }

    /// Longer than any note a person types; short enough that the panel stays on screen.
    public static let maximumLength = 2000
    /// A note's icon, as other readers make it: a square this many points wide.
    public static let iconPoints = 20.0

    /// `text` is what a field shows now.
    public init(_ target: Target, text: String? = nil) {
        self.target = target
        let start: String =
            switch target {
            case .new: ""
            case .existing(let listed): listed.mark.contents
            case .field: text ?? ""
            }
        var breaks = true
        if case .field = target { breaks = false }
        typed = TypedText(start, maximumLength: Self.maximumLength, takesLineBreaks: breaks)
    }

    /// A new note's icon for a press at `point` on a page of `size`: centred on the point, inside the page.
    public static func iconArea(at point: Point, pageSize size: Size) -> Rect {
        let side = iconPoints
        let x = min(max(point.x - side / 2, 0), max(size.width - side, 0))
        let y = min(max(point.y - side / 2, 0), max(size.height - side, 0))
        return Rect(x: x, y: y, width: side, height: side)
    }

    public enum Outcome: Sendable, Equatable {
        case editing
        case cancelled
        /// Enter: the text to keep.
        case done(String)
    }

    public mutating func press(_ key: KeyPress) -> Outcome {
        switch key.name {
        case "Escape": return .cancelled
        case "Return" where !key.shift, "KP_Enter": return .done(text)
        default:
            _ = typed.type(key)
            return .editing
        }
    }
}
