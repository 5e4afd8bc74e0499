import Foundation

/// The checkout this code was built from, and paths inside it.
public enum PackageRoot {
    /// `Sources/FolioTestSupport/PackageRoot.swift` is three levels below the root.
    public static let path: String = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    public static let samplePDF = path + "/Assets/sample.pdf"

    /// The directory holding the built products (`folio`, the test bundle).
    public static let productsDirectory: String = URL(fileURLWithPath: "/proc/self/exe")
        .resolvingSymlinksInPath().deletingLastPathComponent().path

    /// The `folio` binary built alongside the tests.
    public static let folioExecutable = productsDirectory + "/folio"

    /// The DocC catalog's example, built alongside the tests.
    public static let carouselExampleExecutable = productsDirectory + "/folio-carousel-example"

    /// A cache folder (`XDG_CACHE_HOME`) for this test process alone, removed as it exits.
    public static let testCacheDirectory: String = {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("folio-test-cache-\(ProcessInfo.processInfo.processIdentifier)").path
        TemporaryFolder.removeAtExit(folder)
        return folder
    }()
}
