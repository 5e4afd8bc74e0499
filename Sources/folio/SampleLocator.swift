import ArgumentParser
import Foundation

/// Finds the bundled sample: `PREFIX/share/folio/sample.pdf` beside an installed `PREFIX/bin/folio`
/// (`./run.sh install`), else `Assets/sample.pdf` in the built binary's checkout.
enum SampleLocator {
    static func samplePath() throws -> String {
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        let installed = executable.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("share/folio/sample.pdf").path
        if FileManager.default.fileExists(atPath: installed) { return installed }
        // The binary lives in <checkout>/.build/<config>/folio; walk up to the checkout.
        var directory = executable.deletingLastPathComponent()
        for _ in 0..<5 {
            let candidate = directory.appendingPathComponent("Assets/sample.pdf").path
            if FileManager.default.fileExists(atPath: candidate) { return candidate }
            directory = directory.deletingLastPathComponent()
        }
        let fallback = FileManager.default.currentDirectoryPath + "/Assets/sample.pdf"
        if FileManager.default.fileExists(atPath: fallback) { return fallback }
        FileHandle.standardError.write(
            Data("folio: Assets/sample.pdf: the bundled sample was not found; pass a PDF file\n".utf8))
        throw ExitCode(1)
    }
}
