import FolioPoppler
import Glibc
import Testing

/// poppler loaded at the first call of one of its functions (CPopplerLoading), not at start: once
/// loaded, the process holds the libraries the stubs search, and a stub reaches its function.
@Suite struct PopplerLibraryTests {
    @Test(arguments: ["libpoppler-glib.so.8", "libpoppler-cpp.so.0"])
    func loadsTheLibrariesTheStubsSearch(_ library: String) throws {
        PopplerLibrary.loadAhead()
        // RTLD_NOLOAD: a handle only if the library is loaded already.
        let handle = try #require(dlopen(library, RTLD_NOLOAD | RTLD_LAZY))
        dlclose(handle)
    }

    @Test func aStubReachesItsFunction() {
        // poppler_get_version, through its stub: "22.12.0" on Debian 12.
        #expect(PopplerVersion.poppler.split(separator: ".").count == 3)
    }
}
