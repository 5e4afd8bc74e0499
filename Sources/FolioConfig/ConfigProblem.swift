/// Something wrong in config.toml, said as the user fixes it: the file, the line and the key,
/// then what the setting takes. The setting keeps its default; the rest of the file applies.
public struct ConfigProblem: Error, Sendable, Equatable, CustomStringConvertible {
    public let file: String
    /// Nil when no line can be named (a file that cannot be read).
    public let line: Int?
    /// The setting as written (`workers`, `[keys] "ctrl+q"`); nil for the file as a whole.
    public let key: String?
    public let message: String

    public init(file: String, line: Int?, key: String?, message: String) {
        self.file = file
        self.line = line
        self.key = key
        self.message = message
    }

    /// `config.toml:12: `workers` must be a whole number from 1 to 64, not 0`.
    public var description: String {
        let place = line.map { "\(file):\($0)" } ?? file
        return key.map { "\(place): `\($0)` \(message)" } ?? "\(place): \(message)"
    }
}
