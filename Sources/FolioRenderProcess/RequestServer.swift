import FolioCore
import FolioRender

/// Answers one render worker request from the worker's pages.
struct RequestServer {
    let pages: any PageSource
    let memory: PixelMemory
    let misbehaviour: WorkerMisbehaviour

    func answer(_ request: WorkerRequest) -> WorkerReply.Answer {
        do throws(FolioError) {
            switch request {
            case .open:
                return .failed(.renderProcessFailed(path: pages.name, detail: "the document is open already"))
            case .pageSize(let page): return .size(try pages.pageSize(page))
            case .pageLabel(let page): return .label(pages.pageLabel(page))
            case .measure(let numbers): return .measured(pages.measure(numbers))
            case .render(let page, let scale, let region): return try render(page: page, scale: scale, region: region)
            case .outline: return .outline(pages.outline())
            case .links(let page): return .links(pages.links(onPage: page))
            case .text(let page): return .text(pages.text(onPage: page))
            case .find(let query, let page): return .rects(pages.find(query, onPage: page))
            }
        } catch {
            return .failed(error)
        }
    }

    private func render(page: Int, scale: Double, region: PixelRect?) throws(FolioError) -> WorkerReply.Answer {
        if let detail = misbehaviour.act(onPage: page) { throw .renderFailed(path: pages.name, page: page, detail: detail) }
        let image = try pages.render(page: page, scale: scale, region: region)
        do throws(WireError) {
            let destination = try memory.bytes(count: image.byteCount, grow: true)
            image.bytes.withUnsafeBytes { destination.copyMemory(from: $0) }
        } catch {
            throw .renderProcessFailed(path: pages.name, detail: "no pixel memory for a \(image.width)x\(image.height) render (\(error))")
        }
        return .rendered(width: image.width, height: image.height, bytesPerRow: image.bytesPerRow, memoryBytes: memory.mappedBytes)
    }
}
