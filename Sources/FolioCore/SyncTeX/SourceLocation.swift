/// A place in a TeX source: the file as the TeX run named it, a line from 1, and a column (SyncTeX
/// mostly records none: -1, or 0 as editors send it). What forward search starts from and what
/// inverse search finds.
public struct SourceLocation: Hashable, Sendable, Codable {
    public var input: String
    public var line: Int
    public var column: Int

    public init(input: String, line: Int, column: Int = 0) {
        self.input = input
        self.line = line
        self.column = column
    }

    /// zathura's `LINE:COLUMN:INPUT` (`--synctex-forward`), the input last so that it may hold colons;
    /// nil unless the line is a whole number from 1, the column a whole number, and the input not empty.
    public init?(forwardArgument argument: String) {
        let parts = argument.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false)
        guard parts.count == 3, let line = Int(parts[0]), line >= 1, let column = Int(parts[1]), !parts[2].isEmpty
        else { return nil }
        self.init(input: String(parts[2]), line: line, column: column)
    }
}
