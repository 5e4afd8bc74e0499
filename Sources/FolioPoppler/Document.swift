import CPoppler
import CPopplerFacts
import FolioCore
import FolioRender
import Foundation
import SystemPackage

/// An open PDF file: owns its `PopplerDocument` and hands out its pages.
///
/// poppler documents are not safe to use from two threads at once, so a `Document` is
/// deliberately not `Sendable`: each thread that renders opens its own. `PopplerThreadRule`
/// stops the process if it is used from any other thread than the one that opened it.
public final class Document {
    public let path: String
    public let pageCount: Int
    let handle: OpaquePointer
    let password: String?
    /// The colours every page is rendered in, if not its own: set once, as the document opens.
    public var recolor: Recolor?
    /// Each page's /Rotate, once marks are read or added (`rotation(ofPage:)`).
    var rotations: [Int]?
    /// The thread that opened the document: the only one that may call poppler with it.
    let owner = PopplerThreadRule.OwningThread()

    /// Opens `path`, unlocking it with `password` when it is encrypted.
    public init(path: String, password: String? = nil) throws(FolioError) {
        PopplerThreadRule.check(owner, "opening", path: path)
        self.path = path
        try PopplerLibrary.load(for: path)
        let shape = try Self.inspect(path: path)
        // poppler takes a file without a header for a damaged PDF and scans all of it for objects:
        // half a minute for 2 GB of zeros. Readers only look for the header in the first KiB.
        guard shape.size > 0, shape.hasPDFHeader || shape.hasObjectInHead else { throw FolioError.notAPDF(path: path) }
        // poppler's own retry of a password with a second encoding reopens the file, which only
        // works when poppler opened it by name (a descriptor is already closed by then).
        guard let uri = g_filename_to_uri(Self.absolute(path), nil, nil) else {
            throw FolioError.unreadable(path: path, reason: "the file name cannot be made into a URI")
        }
        defer { g_free(uri) }
        let (handle, unlockedWith) = try Self.open(
            uri: uri, path: path, password: password, looksLikePDF: shape.hasPDFHeader)
        self.password = unlockedWith
        let pages = Int(poppler_document_get_n_pages(handle))
        guard pages > 0 else {
            g_object_unref(UnsafeMutableRawPointer(handle))
            throw shape.hasPDFHeader ? FolioError.damaged(path: path, detail: "no pages found") : .notAPDF(path: path)
        }
        self.handle = handle
        self.pageCount = pages
    }

    /// `path` from the root, its `.` and `..` taken away by name, as poppler's URI needs it. Not
    /// Foundation's `standardizedFileURL`, whose first use scans every library's protocol
    /// conformances: 0.5 ms of a render process's way to its first page.
    package static func absolute(_ path: String) -> String {
        var file = FilePath(path)
        if file.isRelative, let directory = getcwd(nil, 0) {
            file = FilePath(platformString: directory).pushing(file)
            free(directory)
        }
        return file.lexicallyNormalized().string
    }

    deinit {
        // Releasing is a poppler call too; the workers release their documents on their own thread.
        PopplerThreadRule.check(owner, "releasing", path: path)
        g_object_unref(UnsafeMutableRawPointer(handle))
    }

    /// The page numbered `number`, counting from 1.
    public func page(_ number: Int) throws(FolioError) -> Page {
        PopplerThreadRule.check(owner, "page(_:)", path: path)
        guard (1...pageCount).contains(number) else {
            throw FolioError.pageOutOfRange(path: path, page: number, pageCount: pageCount)
        }
        guard let page = poppler_document_get_page(handle, Int32(number - 1)) else {
            throw FolioError.damaged(path: path, detail: "page \(number) cannot be read")
        }
        return Page(document: self, handle: page, number: number)
    }

    /// Page sizes as displayed, rotations and encryption, as `folio info` prints them.
    public func info() throws(FolioError) -> DocumentInfo {
        PopplerThreadRule.check(owner, "info()", path: path)
        let sizes = (1...pageCount).map(measuredSize(ofPage:))
        let facts = try pageFacts()
        return DocumentInfo(path: path, pageSizes: sizes, rotations: facts.rotations, encrypted: facts.encrypted)
    }

    /// Each page's /Rotate and whether the file is encrypted: poppler-glib hides them, so poppler's
    /// C++ API reads them from the same file.
    func pageFacts() throws(FolioError) -> (rotations: [Int], encrypted: Bool) {
        var rotations = [Int32](repeating: 0, count: pageCount)
        var encrypted: Int32 = 0
        let counted = folio_read_page_facts(path, password, &rotations, Int32(pageCount), &encrypted)
        guard counted == pageCount else {
            throw FolioError.damaged(path: path, detail: "page rotations cannot be read")
        }
        return (rotations.map(Int.init), encrypted != 0)
    }

    /// Opens the file at `uri`, trying the password as typed and then in its SASLprep form (which
    /// AES-256 documents expect and poppler does not make itself). Returns the password that worked.
    private static func open(
        uri: UnsafeMutablePointer<CChar>, path: String, password: String?, looksLikePDF: Bool
    ) throws(FolioError) -> (OpaquePointer, String?) {
        let candidates: [String?] = password.map(SASLprep.candidates(for:)) ?? [nil]
        var failure = FolioError.damaged(path: path, detail: "")
        for candidate in candidates {
            var error: UnsafeMutablePointer<GError>?
            if let handle = poppler_document_new_from_file(uri, candidate, &error) { return (handle, candidate) }
            failure = PopplerErrors.documentFailed(
                path: path, error: error, passwordGiven: !(candidate ?? "").isEmpty, looksLikePDF: looksLikePDF)
            guard failure == .wrongPassword(path: path) else { break }
        }
        throw failure
    }

    private struct Shape {
        var size: Int64 = 0
        var hasPDFHeader = false
        /// An `obj` keyword in the first KiB: a file whose header is lost that poppler can still rebuild.
        var hasObjectInHead = false
    }

    /// Checks that `path` is a readable regular file and whether a `%PDF-` header starts within
    /// its first KiB (where readers accept it), so failures can be named precisely.
    private static func inspect(path: String) throws(FolioError) -> Shape {
        do {
            // Non-blocking, so a FIFO with no writer is refused below instead of blocking the open.
            let file = try FileDescriptor.open(FilePath(path), .readOnly, options: [.closeOnExec, .nonBlocking])
            defer { try? file.close() }
            let status = try file.stat()
            guard status.type == .regular else { throw PopplerErrors.notARegularFile(path: path, status.type) }
            var shape = Shape(size: status.size)
            var head = [UInt8](repeating: 0, count: 1024)
            // An unreadable head is no header: poppler then names what is wrong with the file.
            let count = (try? head.withUnsafeMutableBytes { try file.read(fromAbsoluteOffset: 0, into: $0) }) ?? 0
            let read = head[..<count]
            shape.hasPDFHeader = read.firstRange(of: Array("%PDF-".utf8)) != nil
            shape.hasObjectInHead = read.firstRange(of: Array(" obj".utf8)) != nil
            return shape
        } catch {
            throw PopplerErrors.openFailed(path: path, error)
        }
    }
}

/// A document belongs to the thread that opened it (`PopplerThreadRule`): never to be sent to another.
@available(*, unavailable)
extension Document: Sendable {}
