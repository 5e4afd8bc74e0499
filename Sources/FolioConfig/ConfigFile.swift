import FolioCore
import Foundation
import TOMLKit

/// config.toml read: the preferences it sets, the line each was set on, and what was wrong in it.
/// A file that is missing sets nothing and is no problem; one that is not TOML sets nothing and is
/// one problem; a setting with a bad value is one problem, and the rest of the file still applies.
public struct ConfigFile: Sendable {
    public let path: String
    public private(set) var preferences = ReaderPreferences()
    public private(set) var problems: [ConfigProblem] = []
    /// The line each setting was read from, by its name (`render.workers`, `keys.ctrl+q`).
    public private(set) var lines: [String: Int] = [:]

    /// `$XDG_CONFIG_HOME/folio/config.toml`, else `~/.config/folio/config.toml`.
    public static func defaultPath(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        let home = environment["HOME"] ?? NSHomeDirectory()
        let base = environment["XDG_CONFIG_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? home + "/.config"
        return base + "/folio/config.toml"
    }

    /// Reads the file at `path`; nothing set when there is none.
    public init(path: String) {
        guard FileManager.default.fileExists(atPath: path) else {
            self.init(text: "", path: path)
            return
        }
        guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8)
        else {
            self.init(text: "", path: path)
            problems = [ConfigProblem(file: path, line: nil, key: nil, message: "cannot be read as UTF-8 text")]
            return
        }
        self.init(text: text, path: path)
    }

    /// Reads `text`, named `path` in problems.
    public init(text: String, path: String) {
        self.path = path
        let table: TOMLTable
        do {
            table = try TOMLTable(string: text)
        } catch let error as TOMLParseError {
            problems = [
                ConfigProblem(
                    file: path, line: error.source.begin.line, key: nil, message: "is not TOML: \(error.description)")
            ]
            return
        } catch {
            problems = [ConfigProblem(file: path, line: nil, key: nil, message: "is not TOML: \(error)")]
            return
        }
        let keyLines = ConfigKeyLines(text)
        let settings = Dictionary(ConfigSetting.all.map { ($0.name, $0) }) { first, _ in first }
        for (tableName, value) in table {
            guard let inner = value.table, value.type == .table else {
                problem(
                    keyLines, [tableName],
                    "is not in a table: settings go under [window], [render], [presentation] or [keys]")
                continue
            }
            if tableName == "keys" {
                readKeys(inner, keyLines)
                continue
            }
            guard ["window", "render", "presentation"].contains(tableName) else {
                problem(
                    keyLines, [tableName], "is not a table Folio knows: [window], [render], [presentation] or [keys]")
                continue
            }
            for (key, value) in inner {
                guard let setting = settings["\(tableName).\(key)"] else {
                    let known = ConfigSetting.all.filter { $0.table == tableName }.map(\.key)
                    problem(
                        keyLines, [tableName, key],
                        "is not a setting of [\(tableName)]; it has \(known.joined(separator: ", "))")
                    continue
                }
                if setting.read(value, &preferences) {
                    lines[setting.name] = keyLines.line(of: [tableName, key])
                } else {
                    problem(keyLines, [tableName, key], "must be \(setting.expects), not \(Self.written(value))")
                }
            }
        }
        problems.sort { ($0.line ?? 0) < ($1.line ?? 0) }
    }

    /// `[keys]`: each a key or chord (`j`, `ctrl+q`, `shift+Space`) to a command's name, or `none`.
    private mutating func readKeys(_ table: TOMLTable, _ keyLines: ConfigKeyLines) {
        var overrides: [KeyPress: Command?] = [:]
        for (written, value) in table {
            guard let key = KeyPress(written: written) else {
                problem(keyLines, ["keys", written], "is not a key: write one as \"j\", \"ctrl+q\", \"shift+Space\"")
                continue
            }
            guard value.type == .string, let name = value.string, name == "none" || Command(rawValue: name) != nil
            else {
                problem(
                    keyLines, ["keys", written],
                    "must name a command (see `folio config --commands`) or \"none\", not \(Self.written(value))")
                continue
            }
            overrides[key] = Command(rawValue: name)
            lines["keys.\(written)"] = keyLines.line(of: ["keys", written])
        }
        preferences.keys = KeyMap(overrides)
    }

    private mutating func problem(_ keyLines: ConfigKeyLines, _ path: [String], _ message: String) {
        let key = path.count == 2 && path[0] == "keys" ? "[keys] \"\(path[1])\"" : path.last ?? ""
        problems.append(ConfigProblem(file: self.path, line: keyLines.line(of: path), key: key, message: message))
    }

    /// A value as the file wrote it, for a problem.
    private static func written(_ value: any TOMLValueConvertible) -> String {
        switch value.type {
        case .string: return "\"\(value.string ?? "")\""
        case .int: return value.int.map(String.init) ?? "?"
        case .double: return value.double.map(\.configText) ?? "?"
        case .bool: return value.bool.map(String.init) ?? "?"
        case .table: return "a table"
        case .array: return "a list"
        default: return "a date or time"
        }
    }
}
