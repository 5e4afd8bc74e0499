/// Where the outline panel sits in the window and where its rows are, in device pixels: shared by
/// the model (a click or the wheel over a row) and the window that draws it.
public struct OutlinePanelLayout: Sendable, Equatable {
    /// Window points.
    public static let rowPoints = 24.0
    public static let headerPoints = 36.0
    public static let indentPoints = 16.0
    /// The fold marker's width, left of each title.
    public static let markerPoints = 16.0
    public static let paddingPoints = 10.0
    public static let widestPoints = 420.0

    public let viewport: Size
    public let density: Double

    public init(viewport: Size, density: Double) {
        self.viewport = viewport
        self.density = density
    }

    /// The panel: the window's left side, at most `widestPoints` wide and 45% of the window.
    public var frame: Rect {
        Rect(x: 0, y: 0, width: min(Self.widestPoints * density, viewport.width * 0.45), height: viewport.height)
    }

    public var rowHeight: Double { Self.rowPoints * density }
    public var headerHeight: Double { Self.headerPoints * density }
    public var padding: Double { Self.paddingPoints * density }

    /// Rows that fit below the header.
    public var rowsPerPage: Int { max(Int((viewport.height - headerHeight) / rowHeight), 1) }

    /// The top of the `index`th row shown (0 at the panel's first shown row).
    public func rowTop(_ index: Int) -> Double { headerHeight + Double(index) * rowHeight }

    /// Where an entry of `depth` starts: its fold marker, then its title after `markerPoints`.
    public func indent(depth: Int) -> Double {
        padding + Double(min(depth, 12)) * Self.indentPoints * density
    }

    public func contains(_ point: Point) -> Bool {
        point.x >= frame.minX && point.x < frame.maxX && point.y >= frame.minY && point.y < frame.maxY
    }

    /// The shown row (0 at the top of the panel) under `point`, and whether it is on the row's
    /// fold marker; nil outside the rows.
    public func row(at point: Point, depthOfRow: (Int) -> Int?) -> (row: Int, onMarker: Bool)? {
        guard contains(point), point.y >= headerHeight else { return nil }
        let row = Int((point.y - headerHeight) / rowHeight)
        guard let depth = depthOfRow(row) else { return nil }
        let marker = indent(depth: depth)
        return (row, point.x >= marker && point.x < marker + Self.markerPoints * density)
    }
}
