import Foundation  // only for exp: the rubber band's spring back

/// The inner zoomable view of one page slot: how far the page is zoomed past fitting the window,
/// where it sits, and the pan that moves it, with momentum and rubber band.
///
/// Zoom is relative to fit page (1 = the whole page in the window, `maximumZoom` at most); the
/// scale in device pixels per point is `fitScale * zoom`. On an axis where the page is smaller than
/// the viewport it is centred by position on every step (seed 002: `max((viewport - content) / 2, 0)`),
/// so nothing jumps when a gesture ends; on an axis where it is larger, `offset` says how far the
/// viewport's top-left corner is into it. Time is always an argument: the model never reads a clock.
public struct ZoomView: Sendable {
    public static let maximumZoom = 64.0
    /// A double click toggles between fit page and this zoom.
    public static let doubleClickZoom = 3.0
    /// The zoom levels `+` and `-` step through; fit width is added between them.
    public static let zoomSteps: [Double] = [1, 1.5, 2, 3, 4, 6, 8, 12, 16, 24, 32, 48, 64]
    /// Below this speed (px/s) a release does not coast, and coasting stops.
    public static let stopVelocity = 20.0

    /// The page in points.
    public let page: Size
    public private(set) var viewport: Size
    /// Room left around the page at fit, in device pixels.
    public private(set) var margin: Double
    /// Device pixels per point when the whole page fits.
    public private(set) var fitScale: Double
    /// Times fit page, from 1 to `maximumZoom`.
    public private(set) var zoom: Double = 1
    /// How far the viewport's top-left corner is into the page (device pixels) on the axes where the
    /// page overflows; 0 where it is centred. Vertically it passes the ends while rubber-banding.
    public private(set) var offset: Point = .zero
    private var motion: Motion = .idle

    public init(page: Size, viewport: Size, margin: Double = 0) {
        self.page = page
        self.viewport = viewport
        self.margin = margin
        self.fitScale = PageFit(page: page, viewport: viewport, margin: margin).scale
    }

    // MARK: Geometry

    /// Device pixels per point.
    public var scale: Double { fitScale * zoom }
    public var contentSize: Size { page * scale }
    public var isZoomed: Bool { zoom > 1 + 1e-9 }

    /// The farthest `offset` can go on each axis: 0 where the page fits.
    public var maxOffset: Point {
        let content = contentSize
        return Point(x: max(content.width - viewport.width, 0), y: max(content.height - viewport.height, 0))
    }

    /// The page's rectangle in the viewport (device pixels).
    public var frame: Rect {
        let content = contentSize
        let x = content.width > viewport.width ? -offset.x : (viewport.width - content.width) / 2
        let y = content.height > viewport.height ? -offset.y : (viewport.height - content.height) / 2
        return Rect(origin: Point(x: x, y: y), size: content)
    }

    /// The frame's origin on whole device pixels: where rendered regions are drawn, so that their
    /// pixels land exactly on the screen's.
    public var pixelOrigin: Point {
        let frame = frame
        return Point(x: frame.minX.rounded(), y: frame.minY.rounded())
    }

    /// The pixels of the page rendered at `scale` that are on screen (placed at `pixelOrigin`), in the
    /// page's output pixels as `folio render --region` counts them; nil when none are.
    public var visiblePixels: PixelRect? { shownPart.map(PixelRect.init(covering:)) }

    /// The part of the page on screen, in page points.
    public var visibleRect: Rect? {
        let scale = scale
        return shownPart.map {
            Rect(x: $0.minX / scale, y: $0.minY / scale, width: $0.width / scale, height: $0.height / scale)
        }
    }

    /// The part of the page on screen, in the page's pixels at `scale` counted from `pixelOrigin`.
    private var shownPart: Rect? {
        let origin = pixelOrigin
        guard let shown = Rect(origin: origin, size: contentSize).intersection(Rect(origin: .zero, size: viewport))
        else { return nil }
        return Rect(x: shown.minX - origin.x, y: shown.minY - origin.y, width: shown.width, height: shown.height)
    }

    /// The zoom at which the page's width fills the viewport less its margins (at least fit page).
    public var fitWidthZoom: Double {
        let fitWidth = page.width * fitScale
        guard fitWidth > 0 else { return 1 }
        return min(max((viewport.width - 2 * margin) / fitWidth, 1), Self.maximumZoom)
    }

    // MARK: Zoom

    /// Zooms by `factor` keeping the page point under `focus` (viewport pixels) where it is, on every
    /// axis where the page overflows and the pan range allows; centres it on the others.
    public mutating func zoom(by factor: Double, at focus: Point) {
        guard factor.isFinite, factor > 0 else { return }
        setZoom(zoom * factor, at: focus)
    }

    /// Sets the zoom (clamped to 1...maximumZoom) about `focus`; stops any coasting.
    public mutating func setZoom(_ newZoom: Double, at focus: Point) {
        guard newZoom.isFinite, focus.x.isFinite, focus.y.isFinite else { return }
        let anchor = pagePoint(under: focus)
        zoom = min(max(newZoom, 1), Self.maximumZoom)
        motion = .idle
        place(anchor, at: focus)
    }

    /// The next zoom step up from the current zoom (the `+` key).
    public mutating func zoomIn(at focus: Point) {
        if let next = stepLevels.first(where: { $0 > zoom * 1.01 }) { setZoom(next, at: focus) }
    }

    /// The next zoom step down (the `-` key).
    public mutating func zoomOut(at focus: Point) {
        if let next = stepLevels.last(where: { $0 < zoom / 1.01 }) { setZoom(next, at: focus) }
    }

    public mutating func fitPage() { setZoom(1, at: viewportCentre) }

    /// Fit width, keeping the point at the centre of the window where it is vertically.
    public mutating func fitWidth() { setZoom(fitWidthZoom, at: viewportCentre) }

    /// Sets the zoom for `reveal` and `show(topLeft:zoom:)`, which place the page themselves.
    mutating func setZoomKeepingOffset(_ newZoom: Double?) {
        if let newZoom, newZoom.isFinite { zoom = min(max(newZoom, 1), Self.maximumZoom) }
        motion = .idle
    }

    /// A double click: fit page when zoomed, else `doubleClickZoom` about the click.
    public mutating func toggleZoom(at point: Point) {
        setZoom(isZoomed ? 1 : Self.doubleClickZoom, at: point)
    }

    /// The zoom steps with fit width among them, dropping a step too close to fit width to matter.
    private var stepLevels: [Double] {
        let width = fitWidthZoom
        let steps = Self.zoomSteps.filter { abs($0 / width - 1) > 0.05 }
        return (steps + [width]).sorted()
    }

    // MARK: Pan

    /// A finger (or the mouse) goes down at `point`: catches any coasting or spring where it is.
    public mutating func beginPan(at point: Point, time: Double) {
        var tracker = PointerVelocity()
        tracker.record(point, time: time)
        motion = .panning(tracker: tracker, rawY: rawOffsetY(shown: offset.y))
    }

    /// The finger moved by `delta` to `point`. The page follows it until its edge; returns the
    /// horizontal part of `delta` (finger units, right positive) the page could not take, which the
    /// outer pager should get. Vertically the page rubber-bands past its ends.
    public mutating func pan(by delta: Point, to point: Point, time: Double) -> Double {
        guard case .panning(var tracker, var rawY) = motion, delta.x.isFinite, delta.y.isFinite else { return delta.x }
        tracker.record(point, time: time)
        let limit = maxOffset
        var leftover = delta.x
        if limit.x > 0 {
            let wanted = offset.x - delta.x
            let reached = min(max(wanted, 0), limit.x)
            offset.x = reached
            leftover = reached - wanted
        }
        if limit.y > 0 {
            rawY -= delta.y
            offset.y = shownOffsetY(raw: rawY)
        }
        motion = .panning(tracker: tracker, rawY: rawY)
        return leftover
    }

    /// The finger lifts: the page coasts on with the finger's speed, decelerating as the outer pager
    /// does, and stops at its edges; a vertical overshoot springs back.
    public mutating func endPan(time: Double) {
        guard case .panning(let tracker, _) = motion else { return }
        // The content moves with the finger: the offset moves against it.
        let velocity = tracker.velocity(at: time)
        let limit = maxOffset
        let x: AxisMotion =
            limit.x > 0 && abs(velocity.x) >= Self.stopVelocity
            ? .coast(from: offset.x, velocity: -velocity.x) : .still
        let y: AxisMotion
        if offset.y < 0 || offset.y > limit.y {
            y = .springBack(from: offset.y, to: min(max(offset.y, 0), limit.y))
        } else if limit.y > 0, abs(velocity.y) >= Self.stopVelocity {
            y = .coast(from: offset.y, velocity: -velocity.y)
        } else {
            y = .still
        }
        motion = .released(x: x, y: y, since: time)
        advance(to: time)
    }

    /// Moves the view by `step` (device pixels, the way the view goes) at once, as a key does,
    /// within the page; returns false when it could not move at all, being at the page's edge that way.
    public mutating func nudge(by step: Point) -> Bool {
        guard step.x.isFinite, step.y.isFinite else { return false }
        let limit = maxOffset, before = offset
        motion = .idle
        offset = Point(x: min(max(offset.x + step.x, 0), limit.x), y: min(max(offset.y + step.y, 0), limit.y))
        return offset != before
    }

    public var isPanning: Bool {
        if case .panning = motion { return true }
        return false
    }

    /// No finger down, no coasting, no spring: the view stays where it is until the next input.
    public var isSettled: Bool {
        if case .idle = motion { return true }
        return false
    }

    /// Steps coasting and springs to `time`.
    public mutating func advance(to time: Double) {
        guard case .released(let x, let y, let since) = motion, time.isFinite else { return }
        let elapsed = max(time - since, 0)
        let limit = maxOffset
        let stateX = x.state(after: elapsed, limit: limit.x)
        let stateY = y.state(after: elapsed, limit: limit.y)
        offset = Point(x: stateX.position ?? offset.x, y: stateY.position ?? offset.y)
        if stateX.finished && stateY.finished { motion = .idle }
    }

    // MARK: Window

    /// The window changed size: same zoom, same page point at the centre of the window.
    public mutating func resize(viewport newViewport: Size, margin newMargin: Double) {
        guard !newViewport.isEmpty, newMargin.isFinite else { return }
        let anchor = pagePoint(under: viewportCentre)
        viewport = newViewport
        margin = newMargin
        fitScale = PageFit(page: page, viewport: viewport, margin: margin).scale
        motion = .idle
        place(anchor, at: viewportCentre)
    }

    // MARK: Helpers

    private var viewportCentre: Point { Point(x: viewport.width / 2, y: viewport.height / 2) }

    /// The page point (points) shown at viewport point `point`.
    private func pagePoint(under point: Point) -> Point {
        let frame = frame, scale = scale
        return Point(x: (point.x - frame.minX) / scale, y: (point.y - frame.minY) / scale)
    }

    /// Pans so that page point `anchor` shows at `point`, as far as the pan range allows.
    mutating func place(_ anchor: Point, at point: Point) {
        let limit = maxOffset
        offset = Point(
            x: min(max(anchor.x * scale - point.x, 0), limit.x),
            y: min(max(anchor.y * scale - point.y, 0), limit.y))
    }

    /// Past the top and bottom the page resists, by at most half the window.
    private var verticalRubberBand: RubberBand { RubberBand(dimension: viewport.height, upper: maxOffset.y) }

    private func shownOffsetY(raw: Double) -> Double { verticalRubberBand.shown(raw: raw) }

    private func rawOffsetY(shown: Double) -> Double { verticalRubberBand.raw(shown: shown) }
}

// MARK: - Motion

extension ZoomView {
    private enum Motion: Sendable {
        case idle
        case panning(tracker: PointerVelocity, rawY: Double)
        case released(x: AxisMotion, y: AxisMotion, since: Double)
    }

    /// What one axis of the offset does after the finger lifts.
    private enum AxisMotion: Sendable {
        case still
        /// Free deceleration at the outer pager's rate, stopping at the ends of the pan range.
        case coast(from: Double, velocity: Double)
        /// A critically damped return from a rubber-band overshoot to the end it passed.
        case springBack(from: Double, to: Double)

        /// The position `elapsed` seconds after release (nil: leave it), and whether the motion is over.
        func state(after elapsed: Double, limit: Double) -> (position: Double?, finished: Bool) {
            switch self {
            case .still:
                return (nil, true)
            case .coast(let start, let velocity):
                let moved = PagerPhysics.freeDeceleration(velocity: velocity, elapsed: elapsed)
                let position = start + moved.distance
                let clamped = min(max(position, 0), limit)
                return (clamped, clamped != position || abs(moved.velocity) < ZoomView.stopVelocity)
            case .springBack(let start, let end):
                let w = PagerPhysics.springAngularFrequency
                let displacement = (start - end) * (1 + w * elapsed) * exp(-w * elapsed)
                let done = abs(displacement) < PagerPhysics.snapDistance
                return (done ? end : end + displacement, done)
            }
        }
    }
}
