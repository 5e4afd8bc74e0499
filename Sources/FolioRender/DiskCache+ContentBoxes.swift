import FolioCore
import Foundation

/// The content boxes of the pages (`PageSource.contentBox(ofPage:)`), kept beside their sizes as
/// trimmed margins measure them, so that the document opened again is trimmed from its first frame.
///
/// File `boxes`: JSON, an object from page number to `[left, top, right, bottom]` in points, or null
/// for a page without one. Rewritten whole (a few KiB for a long book) as each box is kept.
extension DiskCache {
    private static let contentBoxesFile = "boxes"

    /// Keeps `box` as page `page`'s (nil: the page has none).
    public func storeContentBox(_ box: Rect?, ofPage page: Int) {
        contentBoxes.withLock { kept in
            var boxes = kept ?? readContentBoxes()
            guard boxes[page] != .some(box) else { return }
            boxes[page] = .some(box)
            kept = boxes
            let byNumber = Dictionary(
                uniqueKeysWithValues: boxes.map { page, box in
                    (String(page), box.map { [$0.minX, $0.minY, $0.maxX, $0.maxY] })
                })
            guard let data = try? JSONEncoder().encode(byNumber) else { return }
            _ = data.withUnsafeBytes { writeAtomically([$0], to: path(of: Self.contentBoxesFile)) }
        }
    }

    /// The boxes kept, none when the file is not there or does not read.
    public func loadContentBoxes() -> [Int: Rect?] {
        contentBoxes.withLock { kept in
            let boxes = kept ?? readContentBoxes()
            kept = boxes
            return boxes
        }
    }

    private func readContentBoxes() -> [Int: Rect?] {
        guard let data = FileManager.default.contents(atPath: path(of: Self.contentBoxesFile)),
            let byNumber = try? JSONDecoder().decode([String: [Double]?].self, from: data)
        else { return [:] }
        var boxes: [Int: Rect?] = [:]
        for (key, sides) in byNumber {
            guard let page = Int(key) else { continue }
            guard let sides else {
                boxes[page] = .some(nil)
                continue
            }
            guard sides.count == 4, sides.allSatisfy(\.isFinite), sides[2] >= sides[0], sides[3] >= sides[1] else {
                continue
            }
            boxes[page] = Rect(x: sides[0], y: sides[1], width: sides[2] - sides[0], height: sides[3] - sides[1])
        }
        return boxes
    }
}
