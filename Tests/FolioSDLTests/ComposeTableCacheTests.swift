import Foundation
import XCTest

@testable import FolioSDL

final class ComposeTableCacheTests: XCTestCase {
    func testTheFolderIsInFolioCacheFolder() {
        let folder = ComposeTableCache.folder(environment: ["XDG_CACHE_HOME": "/tmp/cache-home"], effectiveUser: 1000)
        XCTAssertEqual(folder?.path, "/tmp/cache-home/folio/compose")
    }

    func testAFolderTheUserNamesIsKept() {
        let environment = ["XDG_CACHE_HOME": "/tmp/cache-home", "XCOMPOSECACHE": "/home/reader/.compose-cache"]
        XCTAssertNil(ComposeTableCache.folder(environment: environment, effectiveUser: 1000))
    }

    func testNoneForRootWhomLibX11NeverCachesFor() {
        XCTAssertNil(ComposeTableCache.folder(environment: ["XDG_CACHE_HOME": "/tmp/cache-home"], effectiveUser: 0))
    }

    func testTheVariableNamesTheFolderOnlyWhileVideoStarts() throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("folio-compose-\(UUID())")
        defer { try? FileManager.default.removeItem(at: home) }
        let folder = home.appendingPathComponent("folio/compose")
        try XCTSkipIf(getenv(ComposeTableCache.variable) != nil, "XCOMPOSECACHE is set for this test process")
        let seen = ComposeTableCache.whileStartingVideo(folder: folder) {
            getenv(ComposeTableCache.variable).map { String(cString: $0) }
        }
        XCTAssertEqual(seen, folder.path)
        XCTAssertNil(getenv(ComposeTableCache.variable), "programs the reader starts get the environment it was given")
        let permissions = try FileManager.default.attributesOfItem(atPath: folder.path)[.posixPermissions] as? Int
        XCTAssertEqual(permissions, 0o700)
    }
}
