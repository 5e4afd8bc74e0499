/// A form field's widget on a page: what kind it is, where, and the value the file gives it.
/// Geometry is in page points as displayed, from the page's top-left corner.
public struct FormField: Hashable, Sendable, Codable {
    public enum Kind: String, Hashable, Sendable, Codable {
        case text
        case checkBox = "checkbox"
        case radio
        case choice
        /// A push button or a signature: shown, never filled.
        case other
    }

    public var page: Int
    /// poppler's number for the field, unique in the document: how a save finds it again.
    public var id: Int
    /// The field's full name (`/T` of it and its parents); radio buttons of one group share it.
    public var name: String
    public var kind: Kind
    public var area: Rect
    public var value: FieldValue
    /// A choice field's items, in order.
    public var options: [String]
    public var isReadOnly: Bool

    public init(
        page: Int, id: Int, name: String, kind: Kind, area: Rect, value: FieldValue, options: [String] = [],
        isReadOnly: Bool = false
    ) {
        self.page = page
        self.id = id
        self.name = name
        self.kind = kind
        self.area = area
        self.value = value
        self.options = options
        self.isReadOnly = isReadOnly
    }

    /// Whether the reader fills it: a text, check box, radio button or choice that is not read-only.
    public var isFillable: Bool { kind != .other && !isReadOnly }
}

/// A form field's value: a text field's text, a check box's or radio button's state, a choice's
/// selected item (nil: none).
public enum FieldValue: Hashable, Sendable, Codable {
    case text(String)
    case on(Bool)
    case choice(String?)
}

/// A value given to a field in the reader, not saved yet.
public struct FieldFill: Hashable, Sendable, Codable {
    /// The field as the file has it.
    public var field: FormField
    public var value: FieldValue

    public init(field: FormField, value: FieldValue) {
        self.field = field
        self.value = value
    }
}
