import FolioCore

/// One drawing primitive of a plot, in canvas pixels (origin top-left, y down). A layout emits
/// these once and each back end (SVG text, cairo pixels) only translates them, so the two outputs
/// are the same drawing.
public enum PlotShape: Sendable, Equatable {
    /// A filled rectangle; `opacity` in `0...1`.
    case rectangle(Rect, fill: PlotColour, opacity: Double)
    /// Filled closed polygons, all in one colour: one shape for a whole series, however many runs
    /// it breaks into (a gap in the data ends one polygon and starts the next).
    case polygons([[Point]], fill: PlotColour, opacity: Double)
    /// Stroked open lines: each inner array is one connected run. Line segments (ticks, grid) are
    /// runs of two points.
    case lines([[Point]], stroke: Stroke)
    /// The same small filled marker at each point (one shape per kind of event, not per event).
    case markers([Point], kind: MarkerKind, size: Double, fill: PlotColour)
    case text(Text)
    /// Shapes that belong together (a series, an axis). Back ends keep the name where they can:
    /// the SVG writes it as the group's `class`.
    case group(String, [PlotShape])

    /// How a line is drawn.
    public struct Stroke: Sendable, Equatable {
        public var colour: PlotColour
        public var width: Double
        /// On and off lengths in pixels; empty for a solid line.
        public var dash: [Double]
        public var opacity: Double

        public init(colour: PlotColour, width: Double, dash: [Double] = [], opacity: Double = 1) {
            self.colour = colour
            self.width = width
            self.dash = dash
            self.opacity = opacity
        }
    }

    /// The outline of a marker; `size` is its width and height, centred on its point.
    public enum MarkerKind: String, Sendable, Equatable {
        case circle
        case triangleUp
        case triangleDown
        case diamond

        /// The marker's corners centred on `centre`, shared by the back ends so both draw the same
        /// outline; nil for the circle, which each draws as a circle.
        public func polygon(at centre: Point, size: Double) -> [Point]? {
            let h = size / 2
            switch self {
            case .circle:
                return nil
            case .triangleUp:
                return [
                    Point(x: centre.x, y: centre.y - h), Point(x: centre.x + h, y: centre.y + h),
                    Point(x: centre.x - h, y: centre.y + h),
                ]
            case .triangleDown:
                return [
                    Point(x: centre.x - h, y: centre.y - h), Point(x: centre.x + h, y: centre.y - h),
                    Point(x: centre.x, y: centre.y + h),
                ]
            case .diamond:
                return [
                    Point(x: centre.x, y: centre.y - h), Point(x: centre.x + h, y: centre.y),
                    Point(x: centre.x, y: centre.y + h), Point(x: centre.x - h, y: centre.y),
                ]
            }
        }
    }

    /// Where a text's position lies on its baseline.
    public enum Anchor: String, Sendable, Equatable {
        case start
        case middle
        case end
    }

    /// A single line of text; `position` is on its baseline.
    public struct Text: Sendable, Equatable {
        public var string: String
        public var position: Point
        public var fontSize: Double
        public var anchor: Anchor
        public var colour: PlotColour
        public var bold: Bool
        /// Turned a quarter turn counter-clockwise about `position` (reads bottom to top), as a
        /// vertical axis label.
        public var vertical: Bool

        public init(
            _ string: String, at position: Point, fontSize: Double, anchor: Anchor = .start,
            colour: PlotColour = .black, bold: Bool = false, vertical: Bool = false
        ) {
            self.string = string
            self.position = position
            self.fontSize = fontSize
            self.anchor = anchor
            self.colour = colour
            self.bold = bold
            self.vertical = vertical
        }
    }

    /// Every shape inside this one, groups opened, in drawing order.
    public var flattened: [PlotShape] {
        if case .group(_, let members) = self { return members.flatMap(\.flattened) }
        return [self]
    }

    /// Every point the shape places (corners of rectangles, text positions, marker centres).
    public var points: [Point] {
        switch self {
        case .rectangle(let rect, _, _):
            return [rect.origin, Point(x: rect.maxX, y: rect.maxY)]
        case .polygons(let runs, _, _), .lines(let runs, _):
            return runs.flatMap { $0 }
        case .markers(let points, _, _, _):
            return points
        case .text(let text):
            return [text.position]
        case .group(_, let members):
            return members.flatMap(\.points)
        }
    }
}
