import FolioCore
import FolioRender
import Glibc
import SystemPackage

/// The first page a reader will show, rendered by its first worker as soon as the document is
/// open (`WorkerRequest.renderAhead`): the reader asks for it only once its window is up, and
/// starting the window takes longer than the render, which then runs meanwhile. Kept, on the
/// worker's heap, for the reader's first render request: if that asks for this page whole at this
/// scale, its answer is these pixels, copied into the request's memory file.
struct FirstPageAhead {
    let page: Int
    let scale: Double
    private let image: PixelBuffer

    /// Renders `page` whole at fit in `viewport` less `margin` on every side, the scale the reader's
    /// planner asks for (`PageFit`). Nil when it cannot be rendered, or when the reader follows the
    /// document's layout (`layoutFromDocument`) and the document shows its pages in spreads.
    init?(
        _ pages: any PageSource, preferences: DocumentPreferences, page: Int, viewport: Size, margin: Double,
        layoutFromDocument: Bool
    ) {
        if layoutFromDocument, let layout = preferences.layout, layout != .single { return nil }
        guard (1...max(pages.pageCount, 1)).contains(page), let size = try? pages.pageSize(page), !size.isEmpty
        else { return nil }
        let scale = PageFit(page: size, viewport: viewport, margin: margin).scale
        guard let image = try? pages.render(page: page, scale: scale, region: nil, into: .heap) else { return nil }
        self.page = page
        self.scale = scale
        self.image = image
    }

    /// The answer to a render of `page` at `scale` (`region` nil: the whole page) from these
    /// pixels, copied into `memoryFile`; nil for any other render, or when the copy fails (the
    /// page is then rendered as asked).
    func answer(page: Int, scale: Double, region: PixelRect?, into memoryFile: PixelFile?) -> WorkerReply.Answer? {
        guard region == nil, page == self.page, scale == self.scale, let memoryFile else { return nil }
        let count = image.byteCount
        guard ftruncate(memoryFile.descriptor.rawValue, off_t(count)) == 0,
            let mapping = try? PixelMapping(descriptor: memoryFile.descriptor, count: count, writable: true)
        else { return nil }
        image.withUnsafeBytes { bytes in mapping.base.copyMemory(from: bytes.baseAddress!, byteCount: count) }
        return .rendered(width: image.width, height: image.height, bytesPerRow: image.bytesPerRow, drawnAhead: true)
    }
}
