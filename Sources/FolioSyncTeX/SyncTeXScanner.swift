import CSyncTeX
import FolioCore

/// A document's SyncTeX records, parsed by TeX Live's own parser (libsynctex), and the two lookups
/// between source lines and places on pages. Owns the C scanner; a lookup keeps its results in
/// it, so one scanner answers one question at a time (the reader asks from one thread).
public final class SyncTeXScanner: SyncTeXLookup {
    private let scanner: OpaquePointer
    /// The PDF the records describe.
    public let pdfPath: String

    /// Reads the SyncTeX file beside the PDF at `pdfPath` (`NAME.synctex.gz` or `NAME.synctex`).
    public init(pdfPath: String) throws(SyncTeXError) {
        guard let scanner = synctex_scanner_new_with_output_file(pdfPath, nil, 1) else {
            throw .noSyncFile(pdf: pdfPath)
        }
        // An unreadable file still gives a scanner, with no input files in it.
        guard synctex_scanner_input(scanner) != nil else {
            synctex_scanner_free(scanner)
            throw .noSyncFile(pdf: pdfPath)
        }
        self.scanner = scanner
        self.pdfPath = pdfPath
    }

    deinit { synctex_scanner_free(scanner) }

    /// The source files the TeX run recorded, as it named them.
    public var inputs: [String] {
        var names: [String] = []
        var node = synctex_scanner_input(scanner)
        while let input = node {
            if let name = synctex_scanner_get_name(scanner, synctex_node_tag(input)) {
                names.append(String(cString: name))
            }
            node = synctex_node_sibling(input)
        }
        return names
    }

    /// Forward search: the first page that `location`'s line made something on, and the boxes it
    /// made there, as TeX Live's `synctex view` gives them (h, v - H, h + W, v).
    public func forward(_ location: SourceLocation) throws(SyncTeXError) -> SyncTeXTarget {
        let found = synctex_display_query(
            scanner, recordedName(of: location.input), Int32(location.line), Int32(location.column), 0)
        var target: SyncTeXTarget?
        while found > 0, let node = synctex_scanner_next_result(scanner) {
            let page = Int(synctex_node_page(node))
            if target == nil { target = SyncTeXTarget(page: page, boxes: []) }
            guard page == target?.page else { continue }
            target?.boxes.append(Self.box(of: node))
        }
        guard let target else { throw .notFound("\(location.input):\(location.line)") }
        return target
    }

    /// The name the TeX run recorded for `input`: itself when libsynctex knows it; else, as editors
    /// and people name files, the one recorded input with the same path relative to the PDF's folder
    /// or the same file name.
    private func recordedName(of input: String) -> String {
        guard synctex_scanner_get_tag(scanner, input) == 0 else { return input }
        let folder = pdfPath.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        let besidePDF = input.hasPrefix("/") || folder.isEmpty ? input : folder + "/" + input
        let inputs = inputs
        if let same = inputs.first(where: { Self.normalized($0) == Self.normalized(besidePDF) }) { return same }
        let fileName = input.split(separator: "/").last.map(String.init) ?? input
        let named = inputs.filter { $0.split(separator: "/").last.map(String.init) == fileName }
        return named.count == 1 ? named[0] : input
    }

    /// A path without its `.` components and repeated slashes (TeX records `/dir/./doc.tex`).
    private static func normalized(_ path: String) -> String {
        path.split(separator: "/").filter { $0 != "." }.joined(separator: "/")
    }

    /// Inverse search: the source line that made what is at `spot`.
    public func inverse(_ spot: PagePoint) throws(SyncTeXError) -> SourceLocation {
        let found = synctex_edit_query(scanner, Int32(spot.page), Float(spot.point.x), Float(spot.point.y))
        guard found > 0, let node = synctex_scanner_next_result(scanner),
            let name = synctex_scanner_get_name(scanner, synctex_node_tag(node))
        else { throw .notFound("page \(spot.page) (\(spot.point.x), \(spot.point.y))") }
        return SourceLocation(
            input: String(cString: name), line: Int(synctex_node_line(node)), column: Int(synctex_node_column(node)))
    }

    /// A result's box, in points from the page's top-left corner: its left edge and baseline, less
    /// its height above the baseline, down to its depth below it.
    private static func box(of node: OpaquePointer) -> Rect {
        let left = Double(synctex_node_box_visible_h(node))
        let baseline = Double(synctex_node_box_visible_v(node))
        let width = Double(synctex_node_box_visible_width(node))
        let height = Double(synctex_node_box_visible_height(node)), depth = Double(synctex_node_box_visible_depth(node))
        return Rect(
            x: min(left, left + width), y: baseline - height, width: abs(width), height: height + depth)
    }
}
