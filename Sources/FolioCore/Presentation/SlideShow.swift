/// What a document says about its pages as slides: the transition that brings each in (`/Trans`)
/// and how long each stays before the next comes by itself (`/Dur`), every value made sensible.
/// Read on the render workers when presentation mode first needs it.
public struct SlideShow: Sendable, Equatable {
    /// One page's transition, and its display duration in seconds (nil: it stays until a key).
    public struct Slide: Sendable, Equatable {
        public var transition: SlideTransition
        public var seconds: Double?

        public init(transition: SlideTransition = .replace, seconds: Double? = nil) {
            self.transition = transition
            self.seconds = seconds
        }
    }

    /// The pages that say anything; the others come in at once and stay until a key.
    public var slides: [Int: Slide]
    /// What was odd in the document and how it is drawn instead, a line each, for the log.
    public var warnings: [String]

    public init(slides: [Int: Slide] = [:], warnings: [String] = []) {
        self.slides = slides
        self.warnings = warnings
    }

    /// The transition that brings `page` in.
    public func transition(arrivingAt page: Int) -> SlideTransition { slides[page]?.transition ?? .replace }

    /// How long `page` stays before the next comes by itself; nil: until a key.
    public func seconds(onPage page: Int) -> Double? { slides[page]?.seconds }

    /// A display duration this long or longer is taken for a mistake, as are those not above zero.
    public static let longestSeconds = 3600.0

    /// `/Dur` made sensible: nil (no timed advance) when it is missing, and with a warning when it
    /// is not a finite number above zero and under an hour.
    public static func sanitizedDuration(_ raw: Double?) -> (seconds: Double?, warning: String?) {
        guard let raw else { return (nil, nil) }
        guard raw.isFinite, raw > 0, raw < longestSeconds else {
            return (nil, "display duration /Dur \(raw) s is not a time a slide stays: no timed advance")
        }
        return (raw, nil)
    }
}
