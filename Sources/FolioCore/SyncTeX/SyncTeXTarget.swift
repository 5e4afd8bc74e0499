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

/// A point on a page for inverse search: the page from 1 and the point in points from its top-left
/// corner, as `PAGE:X:Y` gives them (`folio synctex --inverse`, TeX Live's `synctex edit -o`).
public struct PagePoint: Hashable, Sendable {
    public var page: Int
    public var point: Point

    public init(page: Int, point: Point) {
        self.page = page
        self.point = point
    }

    /// `PAGE:X:Y`; nil unless the page is a whole number from 1 and X and Y are finite numbers.
    public init?(argument: String) {
        let parts = argument.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 3, let page = Int(parts[0]), page >= 1, let x = Double(parts[1]), let y = Double(parts[2]),
            x.isFinite, y.isFinite
        else { return nil }
        self.init(page: page, point: Point(x: x, y: y))
    }
}
