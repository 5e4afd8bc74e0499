import ArgumentParser
import Foundation

/// Finds the bundled `Assets/sample.pdf` next to the built `folio` binary's checkout.
enum SampleLocator {
    static func samplePath() throws -> String {
        // The binary lives in <checkout>/.build/<config>/folio; walk up to the checkout.
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
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
