/// Which key asks for which command: the built-in `KeyBinding`s, with the user's own over them
/// (`[keys]` in config.toml). A key the user binds asks for its command wherever the page is, at fit
/// or zoomed; a key the user unbinds asks for nothing.
public struct KeyMap: Sendable, Equatable {
    /// The user's keys: each to a command, or to nil for a built-in key taken away.
    public private(set) var overrides: [KeyPress: Command?]

    public init(_ overrides: [KeyPress: Command?] = [:]) {
        self.overrides = overrides
    }

    /// The command `key` asks for on a page that is zoomed or not; nil for a key that means nothing.
    public func command(for key: KeyPress, zoomed: Bool) -> Command? {
        if let override = overrides[key] { return override }
        return KeyBinding.command(for: key, zoomed: zoomed)
    }

    /// The keys that ask for any of `commands`: the built-in ones the user left, in the table's
    /// order, then the user's own, by name.
    public func keys(for commands: [Command]) -> [KeyPress] {
        var keys: [KeyPress] = []
        for binding in KeyBinding.all where commands.contains(binding.command) {
            keys += binding.keys.filter { overrides[$0] == nil && !keys.contains($0) }
        }
        return keys + ownKeys(for: commands).filter { !keys.contains($0) }
    }

    /// The keys the user bound to any of `commands`, by name.
    private func ownKeys(for commands: [Command]) -> [KeyPress] {
        overrides.filter { $0.value.map(commands.contains) == true }.map(\.key)
            .sorted { $0.description < $1.description }
    }

    /// The key list, a line per command: the keys as bound now, then what they do. A command the
    /// user bound that the list has no line for gets one of its own: the user's keys, and its name.
    public var keyListRows: [(keys: String, action: String)] {
        let listed = Set(KeyListRow.all.flatMap(\.commands))
        let extra = Set(overrides.values.compactMap { $0 }).subtracting(listed).sorted { $0.rawValue < $1.rawValue }
        return KeyListRow.all.map { ($0.keysText(in: self), $0.action) }
            + extra.map { (Self.text(of: ownKeys(for: [$0])), $0.rawValue) }
    }

    /// Keys as the key list writes them: "Ctrl+G", "Shift+Space", "PageDown".
    static func text(of keys: [KeyPress]) -> String {
        keys.map { key in
            let letter = key.name.count == 1 && key.name.first?.isLetter == true
            let name = letter && (key.ctrl || key.alt) ? key.name.uppercased() : key.name
            let shift = key.shift || (letter && (key.ctrl || key.alt) && key.name != key.name.lowercased())
            return (key.ctrl ? "Ctrl+" : "") + (key.alt ? "Alt+" : "") + (shift ? "Shift+" : "") + name
        }.joined(separator: "  ")
    }
}
