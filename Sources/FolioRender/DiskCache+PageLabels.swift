import Foundation

/// The labels the document gives its pages ("xii", "A-3"), kept beside their sizes, so that a
/// document opened again shows them before its pages are measured again.
///
/// File `labels`: JSON, an object from page number to label; only pages whose label is not their
/// number. Written before the sizes, which a reopened document waits for, so both are there or neither.
extension DiskCache {
    private static let pageLabelsFile = "labels"

    public func storePageLabels(_ labels: [Int: String]) {
        let byNumber = Dictionary(uniqueKeysWithValues: labels.map { (String($0.key), $0.value) })
        guard let data = try? JSONEncoder().encode(byNumber) else { return }
        _ = data.withUnsafeBytes { writeAtomically([$0], to: path(of: Self.pageLabelsFile)) }
    }

    /// The labels as stored, or nil when there are none or the file does not read.
    public func loadPageLabels() -> [Int: String]? {
        guard let data = FileManager.default.contents(atPath: path(of: Self.pageLabelsFile)),
            let byNumber = try? JSONDecoder().decode([String: String].self, from: data)
        else { return nil }
        return Dictionary(byNumber.compactMap { key, label in Int(key).map { ($0, label) } }) { first, _ in first }
    }
}
