import FolioCore
import FolioPoppler

/// What `folio info --content-boxes` prints: each page's content box (`Page.contentBox`) as
/// `[left, top, right, bottom]` in points from the top-left corner of the page as shown.
struct ContentBoxes: Encodable {
    struct Entry: Encodable {
        let page: Int
        let contentBox: [Double]?

        private enum CodingKeys: String, CodingKey { case page, contentBox }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(page, forKey: .page)
            try container.encode(contentBox, forKey: .contentBox)  // null for a page with no content
        }
    }

    let pages: [Entry]

    /// Every page's box; a page that cannot be read has none.
    init(of document: Document) throws {
        pages = (1...document.pageCount).map { number in
            let box = try? document.contentBox(ofPage: number)
            // Points to a hundredth: what a bounding box measures, without binary noise.
            let rounded = { (points: Double) in (points * 100).rounded() / 100 }
            return Entry(
                page: number,
                contentBox: box.flatMap { $0 }.map {
                    [rounded($0.minX), rounded($0.minY), rounded($0.maxX), rounded($0.maxY)]
                })
        }
    }
}
