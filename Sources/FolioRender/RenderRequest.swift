import FolioCore

/// One bounded piece of rendering: a page (or a region of it) at a scale, tagged so the
/// presenter can tell whether the pixels that come back still belong where they were asked for.
public struct RenderRequest: Sendable, Hashable {
    public var page: Int
    public var scale: Double
    public var region: PixelRect?
    /// Opaque to the worker: the presenter's page-and-generation tag.
    public var tag: UInt64

    public init(page: Int, scale: Double, region: PixelRect? = nil, tag: UInt64) {
        self.page = page
        self.scale = scale
        self.region = region
        self.tag = tag
    }
}

/// What a worker hands back for a `RenderRequest`.
public struct RenderResult: Sendable {
    public let request: RenderRequest
    public let outcome: Result<PixelBuffer, FolioError>
    /// Time poppler and cairo spent on this render.
    public let renderSeconds: Double
}
