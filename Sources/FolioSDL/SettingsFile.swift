import FolioCore

/// The window's settings file (config.toml) as the host reads it: where it is, and how to read its
/// keys and problems again when it changes (`folio` hands the reader over, so that this layer
/// links no TOML library).
public struct SettingsFile: Sendable {
    /// What one reading found: the keys as bound, and each problem as one line.
    public struct Reading: Sendable {
        public let keyMap: KeyMap
        public let problems: [String]

        public init(keyMap: KeyMap, problems: [String]) {
            self.keyMap = keyMap
            self.problems = problems
        }
    }

    public let path: String
    public let read: @Sendable () -> Reading

    public init(path: String, read: @escaping @Sendable () -> Reading) {
        self.path = path
        self.read = read
    }
}
