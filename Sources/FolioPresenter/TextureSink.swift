import FolioRender

/// Where the session's images become textures: the window's renderer, the bench's software
/// renderer, or a test's fake. The session asks for a texture the size of an image when the
/// image's first rows go up, then uploads the rest strip by strip, within each frame's budget.
package protocol TextureSink {
    func makeTexture(width: Int, height: Int) throws(TextureError) -> any PageTexture
}

/// One image's texture, filled strip by strip; released with the object.
package protocol PageTexture: AnyObject {
    var width: Int { get }
    var height: Int { get }
    /// Uploads `rows` of `image`, which has the texture's size, over the same rows.
    func upload(_ image: PixelBuffer, rows: Range<Int>) throws(TextureError)
    /// The texture's pixels kept small (`WhiteRunImage`), for a page kept while it is not shown;
    /// nil when they do not encode small or cannot be read back (a GPU's texture).
    func whiteRuns() -> WhiteRunImage?
    /// Fills the whole texture, which has `runs`' size, with `runs`' pixels.
    func fill(with runs: WhiteRunImage) throws(TextureError)
}

extension PageTexture {
    package func whiteRuns() -> WhiteRunImage? { nil }

    package func fill(with runs: WhiteRunImage) throws(TextureError) {
        try upload(runs.decoded(), rows: 0..<height)
    }
}

/// A texture that could not be made or filled, with the presenter's own explanation.
package struct TextureError: Error, Sendable, CustomStringConvertible {
    package let description: String

    package init(_ description: String) {
        self.description = description
    }
}
