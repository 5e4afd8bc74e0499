/// The geometry of a transition's frames: which parts of the window show which page, where the moving page is.
/// Window pixels, origin at the top-left, y down; the progress is linear, the caller eases it if it wants.
extension SlideTransition {
    /// The bands of Blinds across the window (the specification leaves the number to the reader).
    static let blindsBands = 6
    /// About how many window pixels a side of a Dissolve or Glitter cell spans.
    static let cellPixels = 32.0
    /// The most cells along a side: on a very large window the cells grow rather than the clip list.
    static let mostCells = 64
    /// The seed of the cells' order: the same order on every machine, and in every frame of the transition, so a
    /// cell once shown stays shown.
    static let cellSeed: UInt64 = 0x466F_6C69_6F  // "Folio"
    /// How far Glitter's sweep is blurred, as a share of the sweep: enough to glitter, not so much that it dissolves.
    static let glitterJitter = 0.15

    /// The layers of the frame at `progress` (0: only the page left shows; 1: only the page arriving), bottom first,
    /// in a window of `size` (both pages are drawn as window-sized pictures).
    ///
    /// At 0 (or below, or NaN) the answer is `[from]`, at 1 (or above) `[to]`, for every style; in between, a layer
    /// that would show nothing is left out.
    public func layers(at progress: Double, in size: Size) -> [TransitionLayer] {
        let progress = progress.isNaN ? 0 : min(max(progress, 0), 1)
        let from = TransitionLayer(picture: .from), to = TransitionLayer(picture: .to)
        guard progress > 0 else { return [from] }
        guard progress < 1 else { return [to] }
        // A window with no room has nothing to clip or move; a NaN or infinite side would poison every rectangle.
        let window = Size(
            width: size.width.isFinite ? max(size.width, 0) : 0, height: size.height.isFinite ? max(size.height, 0) : 0)
        let p = progress, w = window.width, h = window.height

        switch style {
        case .replace:
            return [from]
        case .split:
            return Self.reveal(splitClip(p, w, h))
        case .blinds:
            let bands = Double(Self.blindsBands)
            return Self.reveal(
                (0..<Self.blindsBands).map { band in
                    dimension == .horizontal
                        ? Rect(x: 0, y: h * Double(band) / bands, width: w, height: p * h / bands)
                        : Rect(x: w * Double(band) / bands, y: 0, width: p * w / bands, height: h)
                })
        case .box:
            return Self.reveal(boxClip(p, w, h))
        case .wipe:
            return Self.reveal([wipeClip(p, w, h)])
        case .dissolve, .glitter:
            let columns = Self.cells(along: w), rows = Self.cells(along: h)
            let count = columns * rows
            let revealed = Int((p * Double(count)).rounded())
            guard revealed < count else { return [to] }
            let order = cellOrder(columns: columns, rows: rows)
            return Self.reveal(Self.cellClip(order.prefix(revealed), columns: columns, rows: rows, window: window))
        case .fly:
            // Whole pages fly from just off the window: a page scaled by s is off it once moved (1 + s) / 2 windows.
            let s = scale.isFinite && scale > 0 ? scale : 1
            let reach = (1 + s) / 2
            let heading = direction.map(Self.heading(degrees:)) ?? .zero  // /None: the page only scales
            if motion == .inward {
                let offset = Self.shift(heading, by: -(1 - p) * reach, in: window)
                return [from, TransitionLayer(picture: .to, offset: offset, scale: s + (1 - s) * p)]
            }
            let offset = Self.shift(heading, by: p * reach, in: window)
            return [to, TransitionLayer(picture: .from, offset: offset, scale: 1 + (s - 1) * p)]
        case .push:
            let heading = Self.heading(degrees: direction ?? 0)
            return [
                TransitionLayer(picture: .from, offset: Self.shift(heading, by: p, in: window)),
                TransitionLayer(picture: .to, offset: Self.shift(heading, by: -(1 - p), in: window)),
            ]
        case .cover:
            let heading = Self.heading(degrees: direction ?? 0)
            return [from, TransitionLayer(picture: .to, offset: Self.shift(heading, by: -(1 - p), in: window))]
        case .uncover:
            let heading = Self.heading(degrees: direction ?? 0)
            return [to, TransitionLayer(picture: .from, offset: Self.shift(heading, by: p, in: window))]
        case .fade:
            return [from, TransitionLayer(picture: .to, opacity: p)]
        }
    }

    /// The page left whole, and the page arriving where `clip` says; the page left alone when the clip is empty.
    private static func reveal(_ clip: [Rect]) -> [TransitionLayer] {
        let shown = clip.filter { !$0.isEmpty }
        guard !shown.isEmpty else { return [TransitionLayer(picture: .from)] }
        return [TransitionLayer(picture: .from), TransitionLayer(picture: .to, clip: shown)]
    }

    /// Split: a band across the whole window growing from its middle line (outward), or two growing from its edges
    /// (inward); horizontal dividing lines make horizontal bands.
    private func splitClip(_ p: Double, _ w: Double, _ h: Double) -> [Rect] {
        switch (dimension, motion) {
        case (.horizontal, .outward):
            return [Rect(x: 0, y: (1 - p) * h / 2, width: w, height: p * h)]
        case (.horizontal, .inward):
            return [
                Rect(x: 0, y: 0, width: w, height: p * h / 2),
                Rect(x: 0, y: h - p * h / 2, width: w, height: p * h / 2),
            ]
        case (.vertical, .outward):
            return [Rect(x: (1 - p) * w / 2, y: 0, width: p * w, height: h)]
        case (.vertical, .inward):
            return [
                Rect(x: 0, y: 0, width: p * w / 2, height: h),
                Rect(x: w - p * w / 2, y: 0, width: p * w / 2, height: h),
            ]
        }
    }

    /// Box: a centred rectangle growing from the centre (outward), or the frame around a centred rectangle shrinking
    /// towards it (inward): above, below, left and right of the hole.
    private func boxClip(_ p: Double, _ w: Double, _ h: Double) -> [Rect] {
        if motion == .outward {
            return [Rect(x: (1 - p) * w / 2, y: (1 - p) * h / 2, width: p * w, height: p * h)]
        }
        let edgeX = p * w / 2, edgeY = p * h / 2, holeHeight = (1 - p) * h
        return [
            Rect(x: 0, y: 0, width: w, height: edgeY),
            Rect(x: 0, y: h - edgeY, width: w, height: edgeY),
            Rect(x: 0, y: edgeY, width: edgeX, height: holeHeight),
            Rect(x: w - edgeX, y: edgeY, width: edgeX, height: holeHeight),
        ]
    }

    /// Wipe: the part of the window a line sweeping in `direction` has passed.
    private func wipeClip(_ p: Double, _ w: Double, _ h: Double) -> Rect {
        switch direction {
        case 90: return Rect(x: 0, y: h - p * h, width: w, height: p * h)  // bottom to top
        case 180: return Rect(x: w - p * w, y: 0, width: p * w, height: h)  // right to left
        case 270: return Rect(x: 0, y: 0, width: w, height: p * h)  // top to bottom
        default: return Rect(x: 0, y: 0, width: p * w, height: h)  // left to right
        }
    }

    /// The way /Di points in window axes (y down), a side of the window per unit: 90 (bottom to top) is up.
    /// 315 goes corner to corner; a value the specification does not know is read as 0.
    private static func heading(degrees: Int) -> Point {
        switch degrees {
        case 90: return Point(x: 0, y: -1)
        case 180: return Point(x: -1, y: 0)
        case 270: return Point(x: 0, y: 1)
        case 315: return Point(x: 1, y: 1)
        default: return Point(x: 1, y: 0)
        }
    }

    /// `windows` window sizes along `heading`, in pixels.
    private static func shift(_ heading: Point, by windows: Double, in window: Size) -> Point {
        Point(x: heading.x * windows * window.width, y: heading.y * windows * window.height)
    }

    /// Dissolve and Glitter cells along a side of `length` pixels: about `cellPixels` each, at least 1, at most
    /// `mostCells` (clamped as a Double: a huge length must not overflow the conversion).
    private static func cells(along length: Double) -> Int {
        Int(min(Double(mostCells), max(1, (length / cellPixels).rounded())))
    }

    /// The cells (row-major indexes) in the order they turn to the page arriving. Dissolve: shuffled. Glitter: the
    /// sweep /Di asks for, each cell's place along it blurred by a little randomness. Independent of the progress, so
    /// a frame shows every cell the one before it showed.
    private func cellOrder(columns: Int, rows: Int) -> [Int] {
        var random = SplitMix64(seed: Self.cellSeed)
        let count = columns * rows
        if style == .dissolve {
            var order = Array(0..<count)
            for last in stride(from: count - 1, to: 0, by: -1) {  // Fisher-Yates
                order.swapAt(last, Int(random.next(below: UInt64(last + 1))))
            }
            return order
        }
        let keys = (0..<count).map { cell -> Double in
            let column = cell % columns, row = cell / columns
            let line: Int, lines: Int
            switch direction {
            case 90: (line, lines) = (rows - 1 - row, rows)
            case 180: (line, lines) = (columns - 1 - column, columns)
            case 270: (line, lines) = (row, rows)
            case 315: (line, lines) = (column + row, columns + rows - 1)
            default: (line, lines) = (column, columns)
            }
            return Double(line) / Double(lines) + random.nextUnit() * Self.glitterJitter
        }
        return (0..<count).sorted { keys[$0] < keys[$1] || (keys[$0] == keys[$1] && $0 < $1) }
    }

    /// The clip of the cells shown: each run of shown cells in a row one rectangle, and a run with the same columns
    /// as one in the row above added to that one's rectangle, so a whole band is one rectangle, not a cell each.
    private static func cellClip(_ shown: ArraySlice<Int>, columns: Int, rows: Int, window: Size) -> [Rect] {
        var isShown = [Bool](repeating: false, count: columns * rows)
        for cell in shown { isShown[cell] = true }
        // Edges from the index, not by adding up cell widths: neighbouring cells share their edge exactly.
        func x(_ column: Int) -> Double { window.width * Double(column) / Double(columns) }
        func y(_ row: Int) -> Double { window.height * Double(row) / Double(rows) }
        var clip: [Rect] = []
        var runsAbove: [Int: (end: Int, index: Int)] = [:]  // the row above's runs by first column
        for row in 0..<rows {
            var runs: [Int: (end: Int, index: Int)] = [:]
            var column = 0
            while column < columns {
                guard isShown[row * columns + column] else {
                    column += 1
                    continue
                }
                let start = column
                while column < columns && isShown[row * columns + column] { column += 1 }
                if let above = runsAbove[start], above.end == column {
                    clip[above.index].size.height = y(row + 1) - clip[above.index].minY
                    runs[start] = above
                } else {
                    clip.append(Rect(x: x(start), y: y(row), width: x(column) - x(start), height: y(row + 1) - y(row)))
                    runs[start] = (column, clip.count - 1)
                }
            }
            runsAbove = runs
        }
        return clip
    }
}
