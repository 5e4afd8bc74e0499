import Foundation  // trimming and comparing labels

/// The labels a document gives its pages ("i", "xii", "A-3"), where they differ from the page's
/// number, as they are read; and the page text the indicator and the title show.
public struct PageLabels: Sendable, Equatable {
    private var labels: [Int: String] = [:]

    public init(_ labels: [Int: String] = [:]) { learn(labels) }

    /// Takes labels read for some pages; a label that is just the page's number is no label.
    public mutating func learn(_ read: [Int: String]) {
        for (page, label) in read { labels[page] = Self.label(label, ofPage: page) }
    }

    /// `label` as page `page`'s label, trimmed; nil when it is empty or just the page's number
    /// (poppler gives a page without a label its number).
    public static func label(_ label: String, ofPage page: Int) -> String? {
        let trimmed = label.trimmingCharacters(in: .whitespaces)
        return trimmed.isEmpty || trimmed == String(page) ? nil : trimmed
    }

    public func label(ofPage page: Int) -> String? { labels[page] }

    /// "12 / 352", or "xii (12 / 352)" where the page has a label.
    public func pageText(_ page: Int, of count: Int) -> String {
        let position = "\(page) / \(count)"
        return labels[page].map { "\($0) (\(position))" } ?? position
    }

    /// `pageText` for the pages of a spread: "12-13 / 352", or "xii-xiii (12-13 / 352)" where both have labels.
    public func pagesText(_ pages: [Int], of count: Int) -> String {
        guard let first = pages.first, let last = pages.last, first != last else {
            return pageText(pages.first ?? 1, of: count)
        }
        let position = "\(first)-\(last) / \(count)"
        guard let firstLabel = labels[first], let lastLabel = labels[last] else { return position }
        return "\(firstLabel)-\(lastLabel) (\(position))"
    }

    /// The page a reader means by `text`: a label first (as Evince takes it), ignoring case, else a
    /// page number within `count`; nil when neither.
    public func page(for text: String, count: Int) -> Int? {
        let wanted = text.trimmingCharacters(in: .whitespaces)
        guard !wanted.isEmpty else { return nil }
        if let labelled = labels.filter({ $0.value.caseInsensitiveCompare(wanted) == .orderedSame }).keys.min() {
            return labelled
        }
        guard let number = Int(wanted), (1...max(count, 1)).contains(number), count > 0 else { return nil }
        return number
    }
}
