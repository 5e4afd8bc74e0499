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
