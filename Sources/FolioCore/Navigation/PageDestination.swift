/// Where a link or an outline entry leads: a page, and the point on it to bring into view.
///
/// `left` and `top` are in page points as displayed (the CropBox with /Rotate applied), from the
/// page's top-left corner; either is nil where the destination leaves that coordinate as it was
/// (a PDF `/FitH` names only a top, `/Fit` neither).
public struct PageDestination: Sendable, Hashable, Codable {
    /// Counted from 1.
    public var page: Int
    public var left: Double?
    public var top: Double?

    public init(page: Int, left: Double? = nil, top: Double? = nil) {
        self.page = page
        self.left = left
        self.top = top
    }
}
