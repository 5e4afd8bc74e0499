/// Where forward search lands: a page (from 1) and the boxes on it that the source line made, in
/// points from the page's top-left corner (the coordinates TeX Live's `synctex` command prints).
public struct SyncTeXTarget: Hashable, Sendable {
    public var page: Int
    public var boxes: [Rect]

    public init(page: Int, boxes: [Rect]) {
        self.page = page
        self.boxes = boxes
    }

    /// One box around all of them: what is brought into view.
    public var bounds: Rect? {
        guard let first = boxes.first else { return nil }
        return boxes.dropFirst().reduce(first) { $0.union($1) }
    }
}
