import FolioCore

/// What the reader window opens, and how.
public struct ReaderConfiguration: Sendable {
    public var path: String
    public var password: String?
    public var firstPage: Int
    public var windowSize: Size

    public init(path: String, password: String?, firstPage: Int, windowSize: Size) {
        self.path = path
        self.password = password
        self.firstPage = firstPage
        self.windowSize = windowSize
    }
}
