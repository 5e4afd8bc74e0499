import FolioCore
import TOMLKit

/// One setting config.toml may give: its table and key, what it takes (said in a problem), how a
/// value is read into the preferences, and how the preferences show it again (`folio config`).
struct ConfigSetting {
    let table: String
    let key: String
    /// What the setting takes, as a problem says it: "a whole number from 1 to 64".
    let expects: String
    /// Reads `value` into `preferences`; false when the value is not one the setting takes.
    let read: (any TOMLValueConvertible, inout ReaderPreferences) -> Bool
    /// The value `preferences` hold, as the file would write it; nil when they hold none.
    let show: (ReaderPreferences) -> String?

    var name: String { "\(table).\(key)" }

    static func flag(_ table: String, _ key: String, _ path: WritableKeyPath<ReaderPreferences, Bool?>) -> Self {
        ConfigSetting(
            table: table, key: key, expects: "true or false",
            read: { value, preferences in
                guard let flag = value.bool, value.type == .bool else { return false }
                preferences[keyPath: path] = flag
                return true
            },
            show: { $0[keyPath: path].map(String.init) })
    }

    static func whole(
        _ table: String, _ key: String, _ range: ClosedRange<Int>, _ path: WritableKeyPath<ReaderPreferences, Int?>
    ) -> Self {
        ConfigSetting(
            table: table, key: key, expects: "a whole number from \(range.lowerBound) to \(range.upperBound)",
            read: { value, preferences in
                guard value.type == .int, let number = value.int, range.contains(number) else { return false }
                preferences[keyPath: path] = number
                return true
            },
            show: { $0[keyPath: path].map(String.init) })
    }

    /// Seconds, whole or not, in `range` (its lower end left out when `aboveLower`).
    static func seconds(
        _ table: String, _ key: String, _ range: ClosedRange<Double>, aboveLower: Bool,
        _ path: WritableKeyPath<ReaderPreferences, Double?>
    ) -> Self {
        let lower = aboveLower ? "above \(range.lowerBound.configText)" : "from \(range.lowerBound.configText)"
        return ConfigSetting(
            table: table, key: key, expects: "a number of seconds \(lower) to \(range.upperBound.configText)",
            read: { value, preferences in
                let number =
                    value.type == .int ? value.int.map(Double.init) : value.type == .double ? value.double : nil
                guard let number, range.contains(number), !(aboveLower && number == range.lowerBound) else {
                    return false
                }
                preferences[keyPath: path] = number
                return true
            },
            show: { $0[keyPath: path].map(\.configText) })
    }

    /// A string the setting reads with `parse`, written back with `write`.
    static func text<Value>(
        _ table: String, _ key: String, expects: String, _ path: WritableKeyPath<ReaderPreferences, Value?>,
        parse: @escaping (String) -> Value?, write: @escaping (Value) -> String
    ) -> Self {
        ConfigSetting(
            table: table, key: key, expects: expects,
            read: { value, preferences in
                guard value.type == .string, let text = value.string, let parsed = parse(text) else { return false }
                preferences[keyPath: path] = parsed
                return true
            },
            show: { $0[keyPath: path].map { "\"\(write($0))\"" } })
    }

    /// One of an enumeration's names.
    static func choice<Value: RawRepresentable & CaseIterable>(
        _ table: String, _ key: String, _ path: WritableKeyPath<ReaderPreferences, Value?>
    ) -> Self where Value.RawValue == String {
        let names = Value.allCases.map(\.rawValue)
        return text(
            table, key, expects: "one of " + names.joined(separator: ", "), path, parse: Value.init(rawValue:),
            write: \.rawValue)
    }

    /// Every setting but the keys, in the order `folio config` prints them.
    static var all: [ConfigSetting] {
        [
            text(
                "window", "size", expects: "a size in pixels such as \"1280x800\"", \.window.size,
                parse: Size.init(windowSize:), write: { "\(Int($0.width))x\(Int($0.height))" }),
            text(
                "window", "renderer", expects: "one of auto, opengl, software", \.window.renderer,
                parse: { ["auto", "opengl", "software"].contains($0) ? $0 : nil }, write: { $0 }),
            choice("window", "layout", \.window.layout),
            flag("window", "right-to-left", \.window.rightToLeft),
            flag("window", "trim", \.window.trim),
            flag("window", "night-mode", \.window.nightMode),
            flag("window", "strip", \.window.strip),
            text(
                "window", "recolor", expects: "two colours, the paper's and the ink's, such as \"#202124,#d8d8d4\"",
                \.window.recolor, parse: { Recolor(parsing: $0) }, write: { "\($0.dark),\($0.light)" }),
            flag("window", "recolor-keep-hue", \.window.recolorKeepsHue),
            whole("render", "workers", 1...64, \.render.workers),
            whole("render", "cache-mb", 16...65_536, \.render.cacheMB),
            flag("render", "disk-cache", \.render.diskCache),
            seconds("render", "render-time-limit", 0...3600, aboveLower: true, \.render.renderTimeLimit),
            flag("render", "workers-in-process", \.render.workersInProcess),
            seconds("render", "unwanted-render-limit", 0...3600, aboveLower: false, \.render.unwantedRenderLimit),
            seconds("render", "idle-worker-limit", 0...3600, aboveLower: false, \.render.idleWorkerLimit),
            seconds("presentation", "advance", 0...86_400, aboveLower: true, \.presentation.advance),
            choice("presentation", "notes", \.presentation.notes),
            flag("presentation", "presenter", \.presentation.presenter),
        ]
    }
}

extension Double {
    /// A number as the file writes it: `2`, `0.5`.
    public var configText: String { rounded() == self && abs(self) < 1e15 ? String(Int(self)) : String(self) }
}

extension Size {
    /// `WxH` in pixels, each side from 1 to 16384, as `--window` takes it.
    public init?(windowSize text: String) {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false).map { Int($0) }
        guard parts.count == 2, let width = parts[0], let height = parts[1],
            (1...16_384).contains(width), (1...16_384).contains(height)
        else { return nil }
        self.init(width: Double(width), height: Double(height))
    }
}
