/// Of the frames at a steady deep zoom (the current page zoomed in, no zoom gesture under way), how
/// many showed the current page crisp: whether panning a zoomed page shows its crisp pixels or the
/// page at fit scaled up. Counted frame by frame as the session presents them.
public struct CrispShareAtZoom: Sendable, Equatable, Encodable {
    /// Frames at a steady deep zoom.
    public private(set) var frames = 0
    /// Of those, the frames whose current page showed crisp.
    public private(set) var crisp = 0

    public init() {}

    /// `crisp / frames`; nil (left out of the report) when no frame was at a steady deep zoom.
    public var share: Double? { frames > 0 ? Double(crisp) / Double(frames) : nil }

    /// A frame was presented showing `states`. `steadyZoom`: its current page was zoomed in and no
    /// zoom gesture was under way; other frames are not counted.
    public mutating func count(_ states: [SlotFrameState], currentPage: Int, steadyZoom: Bool) {
        guard steadyZoom else { return }
        frames += 1
        if states.showCrisp(page: currentPage) { crisp += 1 }
    }

    private enum CodingKeys: String, CodingKey { case share, frames, crisp }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(share, forKey: .share)
        try container.encode(frames, forKey: .frames)
        try container.encode(crisp, forKey: .crisp)
    }
}
