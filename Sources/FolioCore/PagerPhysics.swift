import Foundation  // only for exp and log: the settle spring and the deceleration curve

/// Horizontal paging scroll physics for the outer pager: drag, flick, paging snap, rubber band,
/// wheel scrolling and animated moves. Offsets are in device pixels; 0 shows page 1.
///
/// Time is always an argument (seconds); the model never reads a clock, so a replayed gesture
/// script gives the same offsets on every run.
public struct PagerPhysics: Sendable {
    /// Release speed (px/s) at or above which a release is a flick toward the neighbour page.
    public static let flickVelocityThreshold = 300.0
    /// Natural angular frequency (rad/s) of the critically damped settle spring: a one-page settle
    /// takes about 0.3 s.
    public static let springAngularFrequency = 24.0
    /// The fastest a settle may start moving away from its target (px/s); it bounds the swing past
    /// an edge or a page to about 30 px.
    public static let maximumAwayVelocity = 2000.0
    /// A settle snaps onto its boundary once it is this close (px) and this slow (px/s).
    public static let snapDistance = 0.5
    public static let snapVelocity = 30.0
    /// Wheel or touchpad scrolling settles onto the nearest page after this long (s) without events.
    public static let wheelSettleDelay = 0.15
    /// Free deceleration keeps this fraction of the velocity each millisecond (UIScrollView's normal rate).
    public static let decelerationRatePerMillisecond = 0.998

    public private(set) var offsetX: Double
    public let pageCount: Int
    public private(set) var pageWidth: Double
    public private(set) var gap: Double

    private var phase: Phase = .idle
    /// The latest time any call has brought; time never runs backwards inside the model.
    private var now = -Double.infinity

    public init(pageCount: Int, pageWidth: Double, gap: Double, startPage: Int = 1) {
        self.pageCount = max(pageCount, 1)
        self.pageWidth = pageWidth.isFinite && pageWidth > 0 ? pageWidth : 1
        self.gap = gap.isFinite && gap > 0 ? gap : 0
        self.offsetX = 0
        offsetX = boundary(of: clampedPage(startPage))
    }

    // MARK: Geometry

    /// Page width plus gap: the distance between the left edges of neighbouring pages.
    public var stride: Double { pageWidth + gap }
    public var maxOffset: Double { Double(pageCount - 1) * stride }

    /// The page whose centre is nearest: clamp(floor((offsetX + stride/2) / stride) + 1, 1, pageCount)
    public var currentPage: Int {
        let position = ((offsetX + stride / 2) / stride).rounded(.down)
        guard position.isFinite else { return 1 }
        return Int(min(max(position + 1, 1), Double(pageCount)))
    }

    /// The page the pager is heading to: the target of a running settle or animation, else the
    /// current page. Key presses should step from here so quick repeats each move one more page.
    public var targetPage: Int {
        if case .settling(let spring) = phase { return spring.targetPage }
        return currentPage
    }

    /// The page the pager will rest on if nothing else happens: where the drag would settle if
    /// released now, else the target page. Prefetch asks for it before the pager gets there.
    public var landingPage: Int {
        if case .dragging(let drag) = phase {
            return releaseTarget(of: drag, velocity: -drag.fingerVelocity(at: now))
        }
        return targetPage
    }

    /// No drag, no animation, offset on a page boundary.
    public var isSettled: Bool {
        guard case .idle = phase else { return false }
        return offsetX == boundary(of: currentPage)
    }

    public var isDragging: Bool {
        if case .dragging = phase { return true }
        return false
    }

    // MARK: Drag

    public mutating func beginDrag(x: Double, time: Double) {
        guard x.isFinite, time.isFinite else { return }
        advance(to: time)
        // Picking up a settling page flicks from its destination, so each flick of a fast series
        // moves one page further; picking up an overshot edge keeps it exactly where it is shown.
        phase = .dragging(
            Drag(
                startX: x,
                startRawOffset: rawOffset(shown: offsetX),
                basePage: targetPage,
                startTime: now
            ))
    }

    /// Finger moves right => offset decreases.
    public mutating func drag(x: Double, time: Double) {
        guard case .dragging(var drag) = phase, x.isFinite, time.isFinite else { return }
        now = max(now, time)
        drag.record(x: x, time: now)
        offsetX = shownOffset(raw: drag.startRawOffset + (drag.startX - x))
        phase = .dragging(drag)
    }

    /// Release: pick the target page (at most one page from where the drag began) and settle on it.
    public mutating func endDrag(time: Double) {
        guard case .dragging(let drag) = phase, time.isFinite else { return }
        now = max(now, time)
        // The finger moving left moves the content toward later pages: offset velocity is its negation.
        let velocity = -drag.fingerVelocity(at: now)
        startSettling(toPage: releaseTarget(of: drag, velocity: velocity), velocity: velocity, at: now)
    }

    private func releaseTarget(of drag: Drag, velocity: Double) -> Int {
        let base = drag.basePage
        let target: Int
        if abs(velocity) >= Self.flickVelocityThreshold {
            let direction = velocity > 0 ? 1 : -1
            let draggedToward = drag.startX - drag.lastX  // > 0: the drag moved toward later pages
            if draggedToward * Double(direction) >= 0 {
                target = base + direction
            } else {
                // A flick back against the drag goes to the first page boundary past the release
                // point in the flick's direction: a page dragged ahead a little and flicked back returns.
                let position = offsetX / stride + 1  // fractional page number
                let next = direction > 0 ? position.rounded(.down) + 1 : position.rounded(.up) - 1
                target = Int(min(max(next, Double(base - 1)), Double(base + 1)))
            }
        } else {
            target = min(max(currentPage, base - 1), base + 1)
        }
        return clampedPage(target)
    }

    // MARK: Wheel, keys, goto, resize

    /// Wheel/touchpad; positive deltaX moves content toward later pages (offset increases);
    /// settles to the nearest page after `wheelSettleDelay` without scroll events.
    public mutating func scroll(deltaX: Double, time: Double) {
        guard deltaX.isFinite, time.isFinite, !isDragging else { return }
        advance(to: time)
        // Never pushes past an edge, but a page caught springing back from one does not jump.
        let low = min(0, offsetX), high = max(maxOffset, offsetX)
        offsetX = min(max(offsetX + deltaX, low), high)
        phase = .wheeling(lastEventTime: now)
    }

    /// A smooth programmatic move (keys Left/Right); cancels a drag in progress.
    public mutating func animate(toPage page: Int, time: Double) {
        guard time.isFinite else { return }
        if isDragging { phase = .idle }
        advance(to: time)
        let target = clampedPage(page)
        // Starting at the speed that makes the spring a pure exponential approach: an ease-out
        // that leaves at once and never overshoots.
        let velocity = -Self.springAngularFrequency * (offsetX - boundary(of: target))
        startSettling(toPage: target, velocity: velocity, at: now)
    }

    /// An immediate move (Home/End, goto); cancels any drag, wheel settle or animation.
    public mutating func jump(toPage page: Int) {
        phase = .idle
        offsetX = boundary(of: clampedPage(page))
    }

    /// Keeps the current page in place: the fractional page position, any motion and its target
    /// carry over to the new stride.
    public mutating func resize(pageWidth newWidth: Double, gap newGap: Double) {
        guard newWidth.isFinite, newWidth > 0, newGap.isFinite, newGap >= 0 else { return }
        let oldStride = stride, oldWidth = pageWidth, oldMaxOffset = maxOffset, oldPage = currentPage
        pageWidth = newWidth
        gap = newGap
        let strideRatio = stride / oldStride, widthRatio = pageWidth / oldWidth

        func rescaled(_ offset: Double) -> Double {
            if offset < 0 { return offset * widthRatio }
            if offset > oldMaxOffset { return maxOffset + (offset - oldMaxOffset) * widthRatio }
            return offset * strideRatio
        }

        switch phase {
        case .idle:
            offsetX = boundary(of: oldPage)
        case .dragging(var drag):
            offsetX = clampedToRubberBand(rescaled(offsetX))
            drag.rebase(x: drag.lastX, rawOffset: rawOffset(shown: offsetX))
            phase = .dragging(drag)
        case .wheeling:
            offsetX = clampedToRubberBand(rescaled(offsetX))
        case .settling(let spring):
            let state = spring.state(at: now)
            phase = .settling(
                SettleSpring(
                    targetPage: spring.targetPage,
                    targetOffset: boundary(of: spring.targetPage),
                    startDisplacement: state.displacement * strideRatio,
                    startVelocity: state.velocity * strideRatio,
                    startTime: now
                ))
            applySpring(at: now)
        }
    }

    // MARK: Time

    /// Steps animations to `time`.
    public mutating func advance(to time: Double) {
        guard time.isFinite else { return }
        now = max(now, time)
        if case .wheeling(let lastEventTime) = phase, now >= lastEventTime + Self.wheelSettleDelay {
            // The settle starts when the quiet period ended, not when we happened to look.
            startSettling(toPage: currentPage, velocity: 0, at: lastEventTime + Self.wheelSettleDelay)
        }
        applySpring(at: now)
    }

    private mutating func startSettling(toPage page: Int, velocity: Double, at time: Double) {
        let target = boundary(of: page)
        let displacement = offsetX - target
        let velocity = velocity.isFinite ? velocity : 0
        let startVelocity: Double
        if displacement * velocity < 0 {
            // Toward the target no faster than a pure exponential approach: a critically damped
            // spring then never crosses its target, so a flick cannot swing into the next page.
            let fastest = Self.springAngularFrequency * abs(displacement)
            startVelocity = min(max(velocity, -fastest), fastest)
        } else {
            startVelocity = min(max(velocity, -Self.maximumAwayVelocity), Self.maximumAwayVelocity)
        }
        phase = .settling(
            SettleSpring(
                targetPage: page,
                targetOffset: target,
                startDisplacement: displacement,
                startVelocity: startVelocity,
                startTime: time
            ))
        applySpring(at: max(time, now))
    }

    private mutating func applySpring(at time: Double) {
        guard case .settling(let spring) = phase else { return }
        let state = spring.state(at: time)
        if abs(state.displacement) < Self.snapDistance, abs(state.velocity) < Self.snapVelocity {
            offsetX = spring.targetOffset
            phase = .idle
        } else {
            offsetX = clampedToRubberBand(spring.targetOffset + state.displacement)
        }
    }

    // MARK: Free deceleration

    /// Where a flick released now would come to rest with free exponential deceleration (for
    /// prefetch). During a settle or animation it is that motion's destination.
    public var projectedRestOffset: Double {
        switch phase {
        case .dragging(let drag):
            return offsetX + Self.freeDecelerationDistance(velocity: -drag.fingerVelocity(at: now))
        case .settling(let spring):
            return spring.targetOffset
        case .idle, .wheeling:
            return offsetX
        }
    }

    /// The velocity's decay constant (1/s): v(t) = v0 * exp(-k t), k = 1000 * -ln(0.998).
    public static let decelerationDecayPerSecond = 1000 * -log(decelerationRatePerMillisecond)

    /// How far (px) free deceleration carries content moving at `velocity` (px/s) before it stops.
    public static func freeDecelerationDistance(velocity: Double) -> Double {
        velocity / decelerationDecayPerSecond
    }

    /// Free deceleration `elapsed` seconds after leaving at `velocity`: the distance covered so far
    /// and the velocity left (for panning a zoomed page after a flick).
    public static func freeDeceleration(velocity: Double, elapsed: Double) -> (distance: Double, velocity: Double) {
        let remaining = exp(-decelerationDecayPerSecond * max(elapsed, 0))
        return (velocity / decelerationDecayPerSecond * (1 - remaining), velocity * remaining)
    }

    // MARK: Helpers

    private func clampedPage(_ page: Int) -> Int { min(max(page, 1), pageCount) }

    private func boundary(of page: Int) -> Double { Double(page - 1) * stride }

    private func clampedToRubberBand(_ offset: Double) -> Double {
        min(max(offset, -pageWidth / 2), maxOffset + pageWidth / 2)
    }

    /// Past the first and last page the pager resists, by at most half a page.
    private var rubberBand: RubberBand { RubberBand(dimension: pageWidth, upper: maxOffset) }

    private func shownOffset(raw: Double) -> Double { rubberBand.shown(raw: raw) }

    private func rawOffset(shown: Double) -> Double { rubberBand.raw(shown: shown) }
}

// MARK: - Internal state

extension PagerPhysics {
    private enum Phase: Sendable {
        case idle
        case dragging(Drag)
        case wheeling(lastEventTime: Double)
        /// Release settles and programmatic animations alike.
        case settling(SettleSpring)
    }

    private struct Drag: Sendable {
        /// The finger position and raw (unresisted) offset the drag measures from.
        private(set) var startX: Double
        private(set) var startRawOffset: Double
        /// The page a release may move at most one page away from.
        let basePage: Int
        private(set) var lastX: Double
        private var velocity = PointerVelocity()

        init(startX: Double, startRawOffset: Double, basePage: Int, startTime: Double) {
            self.startX = startX
            self.startRawOffset = startRawOffset
            self.basePage = basePage
            self.lastX = startX
            velocity.record(Point(x: startX, y: 0), time: startTime)
        }

        mutating func record(x: Double, time: Double) {
            lastX = x
            velocity.record(Point(x: x, y: 0), time: time)
        }

        mutating func rebase(x: Double, rawOffset: Double) {
            startX = x
            startRawOffset = rawOffset
        }

        /// The finger's horizontal speed (px/s) at `time`.
        func fingerVelocity(at time: Double) -> Double { velocity.velocity(at: time).x }
    }

    /// A critically damped spring toward `targetOffset`, solved in closed form so any time step
    /// gives the same path: x(t) = (x0 + (v0 + w x0) t) e^(-w t).
    private struct SettleSpring: Sendable {
        let targetPage: Int
        let targetOffset: Double
        let startDisplacement: Double
        let startVelocity: Double
        let startTime: Double

        func state(at time: Double) -> (displacement: Double, velocity: Double) {
            let w = PagerPhysics.springAngularFrequency
            let t = max(time - startTime, 0)
            let decay = exp(-w * t)
            let drift = startVelocity + w * startDisplacement
            let displacement = (startDisplacement + drift * t) * decay
            let velocity = (startVelocity - w * drift * t) * decay
            // exp underflows to 0 long before (x0 + drift t) overflows, but 0 * inf would be NaN.
            return (displacement.isFinite ? displacement : 0, velocity.isFinite ? velocity : 0)
        }
    }
}
