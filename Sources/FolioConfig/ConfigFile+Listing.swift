import FolioCore

extension ConfigFile {
    /// The settings in effect, as TOML a line each, with where each came from: this file (and its
    /// line), or the built-in default (`defaults`, by setting name, as the file would write it, or
    /// as words after "# " where no value says it).
    /// The command line goes over both, and `folio config` says so.
    public func listing(defaults: [String: String]) -> [String] {
        var lines: [String] = []
        var table = ""
        for setting in ConfigSetting.all {
            if setting.table != table {
                lines += (lines.isEmpty ? [] : [""]) + ["[\(setting.table)]"]
                table = setting.table
            }
            if let value = setting.show(preferences) {
                lines.append(Self.line(setting.key, value, from: origin(of: setting.name)))
            } else if let value = defaults[setting.name], value.hasPrefix("# ") {
                // A default no value of the file's can say: "what reading needs", "as the document asks".
                lines.append("# \(setting.key): \(value.dropFirst(2))")
            } else {
                lines.append(Self.line(setting.key, defaults[setting.name] ?? "", from: "default"))
            }
        }
        lines += ["", "[keys]"]
        let bound = preferences.keys.overrides.sorted { $0.key.description < $1.key.description }
        if bound.isEmpty { lines.append("# the built-in keys: ? in the window lists them") }
        for (key, command) in bound {
            let written = writtenKey(for: key) ?? key.description
            lines.append(
                Self.line("\"\(written)\"", "\"\(command?.rawValue ?? "none")\"", from: origin(of: "keys.\(written)")))
        }
        return lines
    }

    private func origin(of name: String) -> String {
        self.lines[name].map { "\(path):\($0)" } ?? path
    }

    /// The key as the file wrote it.
    private func writtenKey(for key: KeyPress) -> String? {
        self.lines.keys.first { $0.hasPrefix("keys.") && KeyPress(written: String($0.dropFirst(5))) == key }
            .map { String($0.dropFirst(5)) }
    }

    private static func line(_ key: String, _ value: String, from origin: String) -> String {
        let assignment = "\(key) = \(value)"
        return assignment.padding(toLength: max(assignment.count + 2, 36), withPad: " ", startingAt: 0) + "# \(origin)"
    }
}
