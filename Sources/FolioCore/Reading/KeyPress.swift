/// A key as the reader takes it: its name and the modifiers held. Names are those of scripts and of
/// the key list: SDL's for named keys ("Right", "PageDown", "Home", "Return", "Escape", "F11"),
/// the character itself for printable keys ("g", "G" for Shift+g, "1", "+", "?"). Written forms,
/// for scripts: "g", "G", "ctrl+g", "shift+Space", "alt+Left".
public struct KeyPress: Sendable, Hashable, CustomStringConvertible {
    public var name: String
    public var shift: Bool
    public var ctrl: Bool
    public var alt: Bool

    public init(_ name: String, shift: Bool = false, ctrl: Bool = false, alt: Bool = false) {
        // A letter carries Shift in its case, so "G" and shift+"g" are the same press.
        if name.count == 1, let letter = name.first, letter.isLetter {
            self.name = shift ? name.uppercased() : name
            self.shift = false
        } else {
            self.name = name
            self.shift = shift
        }
        self.ctrl = ctrl
        self.alt = alt
    }

    /// Parses a written form; nil for an empty name.
    public init?(written: String) {
        var parts = written.split(separator: "+", omittingEmptySubsequences: false).map(String.init)
        // "+" alone, or a trailing "ctrl++", names the plus key.
        if written.hasSuffix("++") || written == "+" {
            parts = Array(parts.dropLast(2)) + ["+"]
        }
        guard let name = parts.last, !name.isEmpty else { return nil }
        let modifiers = Set(parts.dropLast().map { $0.lowercased() })
        guard modifiers.isSubset(of: ["shift", "ctrl", "alt"]) else { return nil }
        self.init(
            Self.aliases[name] ?? name, shift: modifiers.contains("shift"), ctrl: modifiers.contains("ctrl"),
            alt: modifiers.contains("alt"))
    }

    public var description: String {
        (ctrl ? "Ctrl+" : "") + (alt ? "Alt+" : "") + (shift ? "Shift+" : "") + name
    }

    /// The one character a printable key types, as the go-to-page prompt takes it.
    public var character: Character? {
        guard !ctrl, !alt, name.count == 1, let character = name.first, !character.isWhitespace else { return nil }
        return character
    }

    /// Names scripts have used, and xdotool's, for keys whose own name is their character.
    static let aliases = [
        "plus": "+", "minus": "-", "equal": "=", "question": "?", "Enter": "Return", "space": "Space",
    ]
}
