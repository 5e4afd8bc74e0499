/// A page's transition as its /Trans asks, every value made sensible: how the page arriving replaces the page left.
///
/// The /Trans dictionary of PDF 1.7, section 12.4.4.1. Only its geometry lives here (`layers(at:in:)`, in
/// SlideTransition+Layers.swift); the presenter keeps the clock, eases the progress if it wants and draws the layers.
public struct SlideTransition: Sendable, Hashable {
    /// The /S names; `rawValue` is the name as the PDF spells it.
    public enum Style: String, Sendable, CaseIterable {
        case replace = "Replace", split = "Split", blinds = "Blinds", box = "Box", wipe = "Wipe"
        case dissolve = "Dissolve", glitter = "Glitter", fly = "Fly", push = "Push", cover = "Cover"
        case uncover = "Uncover", fade = "Fade"
    }

    /// /Dm, for Split and Blinds: whether the dividing lines are horizontal (H) or vertical (V).
    public enum Dimension: String, Sendable {
        case horizontal, vertical
    }

    /// /M, for Split, Box and Fly: whether the change moves in from the edges (I) or out from the centre (O).
    public enum Motion: String, Sendable {
        case inward, outward
    }

    public var style: Style
    /// The transition's duration in seconds (/D), 0 for Replace.
    public var seconds: Double
    public var dimension: Dimension
    public var motion: Motion
    /// /Di in degrees, counterclockwise: 0 left to right, 90 bottom to top, 180 right to left, 270 top to bottom,
    /// 315 top-left to bottom-right (Glitter only); nil for /None (Fly only).
    public var direction: Int?
    /// /SS: Fly's starting (or ending) scale, default 1.
    public var scale: Double
    /// /B: Fly's area is rectangular and opaque. The pages are drawn as opaque window-sized pictures, so the flag
    /// changes nothing in the layers; it is kept for a renderer that can tell a page's ink from its paper.
    public var rectangular: Bool

    /// The values as given, but for Replace, whose duration is always 0 (it has nothing to animate).
    public init(
        style: Style, seconds: Double = 1, dimension: Dimension = .horizontal, motion: Motion = .inward,
        direction: Int? = 0, scale: Double = 1, rectangular: Bool = false
    ) {
        self.style = style
        self.seconds = style == .replace ? 0 : seconds
        self.dimension = dimension
        self.motion = motion
        self.direction = direction
        self.scale = scale
        self.rectangular = rectangular
    }

    /// No transition: the page arriving shows at once.
    public static let replace = SlideTransition(style: .replace)

    /// /D when the dictionary has none, and what a duration that makes no sense becomes.
    static let defaultSeconds = 1.0
    /// The longest duration kept: a slide that takes longer to arrive reads as a hung reader.
    static let longestSeconds = 10.0
    /// The largest /SS kept: beyond it the page would fly in as a blur of a few of its pixels.
    static let largestScale = 100.0
    /// The /Di values the specification allows (315 for Glitter only, /None for Fly only).
    static let directions: Set<Int> = [0, 90, 180, 270, 315]

    /// The transition made from the raw values a PDF reader library gives (style name as in the PDF, e.g.
    /// "Dissolve"; nil where the entry is missing), each odd value replaced by the nearest sensible one, with one
    /// human-readable warning for each replacement, e.g. "unknown transition style 'Spin': drawn as Replace".
    ///
    /// A missing entry takes the specification's default without a warning (a missing /S is Replace). An unknown
    /// style becomes Replace. A duration that is not a positive finite number becomes 1 s, one above 10 s becomes
    /// 10 s. A direction outside 0, 90, 180, 270 and 315, 315 for a style other than Glitter, or /None for a style
    /// other than Fly becomes 0. A scale that is not finite, not positive or above 100 becomes 1. Replace draws
    /// nothing, so its other entries are not looked at: it is always `SlideTransition.replace`.
    public static func sanitized(
        styleName: String?, seconds: Double?, dimension: Dimension?, motion: Motion?, direction: Int??,
        scale: Double?, rectangular: Bool?
    ) -> (transition: SlideTransition, warnings: [String]) {
        var warnings: [String] = []
        let style: Style
        if let styleName, let known = Style(rawValue: styleName) {
            style = known
        } else {
            if let styleName { warnings.append("unknown transition style '\(styleName)': drawn as Replace") }
            style = .replace
        }
        guard style != .replace else { return (.replace, warnings) }

        var duration = seconds ?? defaultSeconds
        if !duration.isFinite || duration <= 0 {  // NaN is not finite
            warnings.append("transition duration \(duration) s is not a positive number: \(defaultSeconds) s instead")
            duration = defaultSeconds
        } else if duration > longestSeconds {
            warnings.append(
                "transition duration \(duration) s is longer than \(longestSeconds) s: \(longestSeconds) s instead")
            duration = longestSeconds
        }

        var angle: Int? = 0
        switch direction {
        case .none:
            break  // no /Di: 0
        case .some(.none):
            if style == .fly {
                angle = nil
            } else {
                warnings.append("transition direction /None is for Fly only: 0 instead for \(style.rawValue)")
            }
        case .some(.some(let degrees)):
            if degrees == 315 && style != .glitter {
                warnings.append("transition direction 315 is for Glitter only: 0 instead for \(style.rawValue)")
            } else if directions.contains(degrees) {
                angle = degrees
            } else {
                warnings.append("transition direction \(degrees) is not 0, 90, 180, 270 or 315: 0 instead")
            }
        }

        var flyScale = scale ?? 1
        if !flyScale.isFinite || flyScale <= 0 || flyScale > largestScale {
            warnings.append("transition scale \(flyScale) is not above 0 and at most \(largestScale): 1 instead")
            flyScale = 1
        }

        let transition = SlideTransition(
            style: style, seconds: duration, dimension: dimension ?? .horizontal, motion: motion ?? .inward,
            direction: angle, scale: flyScale, rectangular: rectangular ?? false)
        return (transition, warnings)
    }
}
