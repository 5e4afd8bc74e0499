extension BenchReport {
    /// Text a bench run copied, as the clipboard would have it: how many copies, and the last one.
    public struct Copied: Sendable, Encodable, Equatable {
        public let copies: Int
        /// Characters (Unicode scalars) in the last copy.
        public let characters: Int
        public let text: String

        public init(copies: Int, text: String) {
            self.copies = copies
            self.characters = text.unicodeScalars.count
            self.text = text
        }
    }
}
