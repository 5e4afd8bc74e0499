import FolioCore
import FolioRender

/// A rendered image in the memory cache: a texture filled strip by strip within each frame's upload
/// budget, shown once complete. Its key says which page, scale and pixels it holds.
///
/// The texture is made when the first rows go up, not when the image arrives: images waiting for
/// the upload budget (a zoom asks for several regions at once) then hold their pixels once, not
/// twice, and only the image being uploaded has both its rows and its texture.
package final class CachedImage {
    package let key: RenderKey
    package let kind: RenderJob.Kind
    /// Made by the sink when the first rows go up.
    package private(set) var texture: (any PageTexture)?
    /// How long the pixels took to make (poppler, or a disk-cache read).
    package let renderSeconds: Double
    /// When (monotonic clock) the main thread took the result.
    package let arrivedAt: Double
    /// Which pixels of the page, rendered at `key.scale`, the texture holds.
    package let region: PixelRect
    /// The rows not uploaded yet, until they all are.
    private var pending: PixelBuffer?
    private var uploadedRows = 0
    /// The pixels kept small while the image is not shown and its texture let go of (`compact`);
    /// they go up again, as its rows, when it is uploaded once more.
    private var compacted: WhiteRunImage?
    /// Its pixels did not encode small (a photograph) or could not be read back (a GPU's texture).
    private var compactionFailed = false

    package init(_ image: PixelBuffer, for job: RenderJob, renderSeconds: Double, arrivedAt: Double) {
        self.key = job.key
        self.kind = job.kind
        self.renderSeconds = renderSeconds
        self.arrivedAt = arrivedAt
        self.pending = image
        // The worker cuts a region to the page, so its pixels start at the region's clamped corner.
        self.region = PixelRect(
            x: max(job.region?.x ?? 0, 0), y: max(job.region?.y ?? 0, 0), width: image.width, height: image.height)
    }

    /// Every row is in the texture.
    package var isReady: Bool { pending == nil && compacted == nil }
    /// The texture was let go of, the pixels kept small (`compact`).
    package var isCompact: Bool { compacted != nil }
    package var page: Int { key.page }
    package var scale: Double { key.scale }
    /// What the texture takes.
    package var bytes: Int { region.area * PixelBuffer.bytesPerPixel }
    /// What the image holds now: its texture, or its pixels kept small.
    package var heldBytes: Int { compacted?.byteCount ?? bytes }

    /// Whether `compact` may keep it small: every row in its texture, and not tried in vain before.
    package var canCompact: Bool { isReady && texture != nil && !compactionFailed }

    /// Lets go of the texture, its pixels kept small, if they encode small; returns whether it did.
    /// `deflating` keeps them smaller still, deflated off the main thread, for an image no turn
    /// shows next: its upload then inflates them first, about a millisecond for a page at fit.
    /// The image is not ready again until `upload` has put every row back into a texture.
    package func compact(deflating: Bool = true) -> Bool {
        guard canCompact else { return false }
        guard let runs = texture?.whiteRuns() else {
            compactionFailed = true
            return false
        }
        if deflating { runs.deflateLater() }
        compacted = runs
        texture = nil
        uploadedRows = 0
        return true
    }

    /// Uploads the next whole rows that fit in `budget` bytes, making the texture first if need be,
    /// or a compacted image's pixels whole; returns the bytes uploaded.
    package func upload(budget: Int, to sink: any TextureSink) throws(TextureError) -> Int {
        if let compacted {
            // Whole, in one go: decoding writes the texture at a copy's speed.
            let texture = try sink.makeTexture(width: compacted.width, height: compacted.height)
            try texture.fill(with: compacted)
            self.texture = texture
            self.compacted = nil
            return bytes
        }
        guard let image = pending else { return 0 }
        let rows = min(budget / max(image.bytesPerRow, 1), image.height - uploadedRows)
        guard rows > 0 else { return 0 }
        if texture == nil { texture = try sink.makeTexture(width: image.width, height: image.height) }
        guard let texture else { return 0 }
        try texture.upload(image, rows: uploadedRows..<uploadedRows + rows)
        uploadedRows += rows
        if uploadedRows == image.height { pending = nil }
        return rows * image.bytesPerRow
    }

    /// True when some of the page's `pixels`, counted at `scale`, are among the image's.
    package func meets(_ pixels: PixelRect, shownAt scale: Double) -> Bool {
        guard scale > 0 else { return false }
        let factor = key.scale / scale
        let atOwnScale = Rect(
            x: Double(pixels.x) * factor, y: Double(pixels.y) * factor,
            width: Double(pixels.width) * factor, height: Double(pixels.height) * factor)
        return PixelRect(covering: atOwnScale).meets(region)
    }

    /// Where the image goes for a page now shown at `scale` with its top-left corner at `origin`
    /// (window pixels), clipped to `screen`: the texels under the part on screen, widened to whole
    /// texels, and where those land. Only those are sampled, so a small texture magnified 64 times
    /// is still placed to the pixel. Nil when nothing of it is on screen or it is not ready.
    package func placement(pageOrigin origin: Point, scale: Double, screen: Rect) -> (
        source: PixelRect, destination: Rect
    )? {
        guard isReady, let texture, key.scale > 0 else { return nil }
        let magnification = scale / key.scale
        let placed = Rect(
            x: origin.x + Double(region.x) * magnification, y: origin.y + Double(region.y) * magnification,
            width: Double(region.width) * magnification, height: Double(region.height) * magnification)
        guard let shown = placed.intersection(screen) else { return nil }
        let source = PixelRect(
            covering: Rect(
                x: (shown.minX - placed.minX) / magnification, y: (shown.minY - placed.minY) / magnification,
                width: shown.width / magnification, height: shown.height / magnification)
        )
        .intersection(PixelRect(x: 0, y: 0, width: texture.width, height: texture.height))
        guard let source else { return nil }
        let destination = Rect(
            x: placed.minX + Double(source.x) * magnification, y: placed.minY + Double(source.y) * magnification,
            width: Double(source.width) * magnification, height: Double(source.height) * magnification)
        return (source, destination)
    }
}
