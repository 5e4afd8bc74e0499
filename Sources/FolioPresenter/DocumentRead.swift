import FolioCore
import FolioRender

/// One read of what the whole document holds beside its pixels (its outline, its transitions,
/// every page's marks), made on a render worker (poppler is never called on the main thread) and
/// handed to the session in a frame, or why it could not be made.
package final class DocumentRead<Value: Sendable> {
    /// The group of the read's task, apart from any search's.
    private let group: UInt64
    private let read: @Sendable (any PageSource) throws(FolioError) -> Value
    private let answer = Mailbox<Result<Value, FolioError>>()

    package init(group: UInt64, read: @escaping @Sendable (any PageSource) throws(FolioError) -> Value) {
        self.group = group
        self.read = read
    }

    /// The read; `wake` brings the main loop round to take it.
    package func task(priority: DocumentTask.Priority = .onScreen, wake: @escaping @Sendable () -> Void)
        -> DocumentTask
    {
        let answer = self.answer, read = self.read
        return DocumentTask(group: group, priority: priority, pages: []) { source in
            answer.post(Result { () throws(FolioError) in try read(source) })
            wake()
        }
    }

    /// The value once it has arrived, or why it could not be read; only that once.
    package func take() -> Result<Value, FolioError>? { answer.takeAll().last }
}

extension DocumentRead where Value == [OutlineEntry] {
    /// The document's outline, read once after it opens.
    package static func outline() -> DocumentRead {
        DocumentRead(group: 0x6F75_746C) { source throws(FolioError) in try source.outline() }  // "outl"
    }
}

extension DocumentRead where Value == SlideShow {
    /// Every page's transition and display duration, read when presentation mode first asks.
    package static func slideShow() -> DocumentRead {
        DocumentRead(group: 0x736C_6964) { source throws(FolioError) in try source.slideShow() }  // "slid"
    }
}

extension DocumentRead where Value == [Int: [Mark]] {
    /// Every page's marks, by page, read when the marks panel first opens. A page whose marks
    /// cannot be read is left out rather than fail the rest.
    package static func everyPageMarks() -> DocumentRead {
        DocumentRead(group: 0x6D61_726B) { source throws(FolioError) in  // "mark"
            var marks: [Int: [Mark]] = [:]
            for page in 1..<(source.pageCount + 1) {
                if let read = try? source.marks(onPage: page), !read.isEmpty { marks[page] = read }
            }
            return marks
        }
    }
}
