/// The form fields of the pages read so far, and the one Tab has brought the keyboard to.
public struct FormState: Sendable, Equatable {
    /// Each read page's fields, in the page's order.
    public private(set) var fields: [Int: [FormField]] = [:]
    /// The field Tab moved to: Enter or Space fills it, Escape leaves it.
    public internal(set) var focused: FormField?

    public init() {}

    mutating func learn(_ read: [FormField], onPage page: Int) { fields[page] = read }

    /// The fillable field at `point` (page points) of `page`.
    public func field(at point: Point, onPage page: Int) -> FormField? {
        fields[page]?.last { $0.isFillable && $0.area.contains(point) }
    }

    /// The fillable fields of `pages`, in page order, then down each page and across.
    func fillable(onPages pages: Set<Int>) -> [FormField] {
        pages.sorted().flatMap { page in
            (fields[page] ?? []).filter(\.isFillable).sorted {
                $0.area.minY != $1.area.minY ? $0.area.minY < $1.area.minY : $0.area.minX < $1.area.minX
            }
        }
    }

    /// The value `field` shows with `fills` (oldest first) applied: its latest fill; for a radio
    /// button, on when the latest fill of its group chose it, off when it chose another.
    public static func value(of field: FormField, with fills: [FieldFill]) -> FieldValue {
        if field.kind == .radio,
            let chosen = fills.last(where: { $0.field.kind == .radio && $0.field.name == field.name })
        {
            return .on(chosen.field.id == field.id)
        }
        return fills.last { $0.field.id == field.id }?.value ?? field.value
    }
}

/// Picking a choice field's item: Up and Down move, Enter picks, Escape leaves the field as it was.
public struct ChoicePicker: Sendable, Equatable {
    public let field: FormField
    public private(set) var selected: Int

    init(_ field: FormField, current: FieldValue) {
        self.field = field
        if case .choice(let item?) = current, let index = field.options.firstIndex(of: item) {
            selected = index
        } else {
            selected = 0
        }
    }

    public enum Outcome: Sendable, Equatable { case picking, cancelled, picked(String) }

    mutating func press(_ key: KeyPress) -> Outcome {
        switch key.name {
        case "Escape": return .cancelled
        case "Up", "k": selected = max(selected - 1, 0)
        case "Down", "j": selected = min(selected + 1, max(field.options.count - 1, 0))
        case "Return", "KP_Enter", "Space":
            return field.options.indices.contains(selected) ? .picked(field.options[selected]) : .cancelled
        default: break
        }
        return .picking
    }
}
