import FolioCore
import FolioRender

/// Answers one render worker request from the worker's pages.
struct RequestServer {
    let pages: any PageSource
    let misbehaviour: WorkerMisbehaviour

    /// The answer to `request`; `memoryFile` came with it, where a render's pixels go (the reader's).
    func answer(_ request: WorkerRequest, memoryFile: PixelFile?) -> WorkerReply.Answer {
        do throws(FolioError) {
            switch request {
            case .open:
                return .failed(.renderProcessFailed(path: pages.name, detail: "the document is open already"))
            case .pageSize(let page): return .size(try pages.pageSize(page))
            case .pageLabel(let page): return .label(pages.pageLabel(page))
            case .measure(let numbers): return .measured(pages.measure(numbers))
            case .render(let page, let scale, let region):
                return try render(page: page, scale: scale, region: region, into: memoryFile)
            case .outline: return .outline(pages.outline())
            case .links(let page): return .links(pages.links(onPage: page))
            case .text(let page): return .text(pages.text(onPage: page))
            case .find(let query, let page): return .rects(pages.find(query, onPage: page))
            }
        } catch {
            return .failed(error)
        }
    }

    /// Draws straight into the reader's memory file. The image, which maps it, is gone before the
    /// answer is sent: the reader seals the file, which it cannot while the worker may still write.
    private func render(page: Int, scale: Double, region: PixelRect?, into memoryFile: PixelFile?) throws(FolioError) -> WorkerReply.Answer {
        guard let memoryFile else {
            throw .renderProcessFailed(path: pages.name, detail: "a render request came without its memory file")
        }
        if let detail = misbehaviour.act(onPage: page) { throw .renderFailed(path: pages.name, page: page, detail: detail) }
        let image = try pages.render(page: page, scale: scale, region: region, into: .memoryFile(descriptor: memoryFile.descriptor))
        return .rendered(width: image.width, height: image.height, bytesPerRow: image.bytesPerRow)
    }
}
