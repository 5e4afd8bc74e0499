import FolioRender
import FolioTestSupport
import Foundation
import Testing

/// The render sandbox, seen through `folio sandbox-probe`: a page rendered inside it is the page
/// `folio render` writes, and what it refuses is refused.
@Suite struct SandboxProbeTests {
    /// The probe with its PNG redirected by a shell into `out`: ExternalCommand reads standard
    /// output as text, which would mangle the PNG's bytes.
    private func probe(_ pdf: String, page: Int, scale: Double, out: String) throws -> ExternalCommand.Outcome {
        let command =
            ([PackageRoot.folioExecutable, "sandbox-probe", pdf, "--page", "\(page)", "--scale", "\(scale)"]
            .map(ShellQuoting.quoted) + [">", ShellQuoting.quoted(out)]).joined(separator: " ")
        return try ExternalCommand(
            "/bin/sh", ["-c", "exec " + command], environment: ["XDG_CACHE_HOME": PackageRoot.testCacheDirectory]
        )
        .run(timeout: 60)
    }

    /// Renders `page` both ways and compares the decoded pixels.
    private func expectSandboxedRenderMatches(_ pdf: String, page: Int, scale: Double) throws {
        let folder = try TemporaryFolder.make("folio-sandbox-probe")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let sandboxed = folder + "/sandboxed.png", reference = folder + "/reference.png"
        let outcome = try probe(pdf, page: page, scale: scale, out: sandboxed)
        #expect(outcome.status == 0 && !outcome.signalled, "stderr: \(outcome.standardError)")
        // The child reports its own /proc/self/status: 2 is seccomp's filter mode.
        #expect(outcome.standardError.contains("Seccomp:\t2\n"), "stderr: \(outcome.standardError)")
        #expect(outcome.standardError.contains("NoNewPrivs:\t1\n"), "stderr: \(outcome.standardError)")
        let rendered = try ExternalCommand.folio([
            "render", pdf, "--page", "\(page)", "--scale", "\(scale)", "--out", reference,
        ]).run()
        #expect(rendered.status == 0, "stderr: \(rendered.standardError)")
        let inside = try PNGFile.read(sandboxed), outside = try PNGFile.read(reference)
        #expect(inside.width == outside.width && inside.height == outside.height)
        #expect(inside == outside, "the sandboxed render differs from folio render")
        #expect(ImageDifference.contrast(inside) > 5, "a blank page would match a blank page")
    }

    @Test func theSamplesFirstPageRendersTheSameInsideTheSandbox() throws {
        try expectSandboxedRenderMatches(PackageRoot.samplePDF, page: 1, scale: 1.5)
    }

    /// tracemonkey's page 1 embeds many fonts; issue12963's page 1 names Times-Roman and Helvetica
    /// without embedding them, so fontconfig reads its configuration and cache inside the sandbox.
    @Test(
        .enabled(if: Corpus.shared != nil, "the PDF corpus ../shared/corpus (or $FOLIO_CORPUS) is absent"),
        arguments: ["main/pdfjs_tracemonkey.pdf", "main/pdfjs_issue12963.pdf"])
    func corpusPagesWithManyFontsRenderTheSameInsideTheSandbox(_ file: String) throws {
        let pdf = try #require(Corpus.shared?.entry(file)).absolutePath
        try expectSandboxedRenderMatches(pdf, page: 1, scale: 1.25)
    }

    @Test(arguments: [
        ("write", "open /tmp/folio-sandbox-probe-"), ("exec", "execve /bin/true"), ("socket", "socket(AF_INET)"),
    ])
    func whatTheSandboxForbidsIsRefused(_ attempt: String, _ what: String) throws {
        let outcome = try ExternalCommand.folio([
            "sandbox-probe", PackageRoot.samplePDF, "--page", "1", "--try", attempt,
        ]).run(timeout: 30)
        #expect(
            outcome.status == 0 && !outcome.signalled,
            "stdout: \(outcome.standardOutput) stderr: \(outcome.standardError)")
        #expect(outcome.standardOutput.hasPrefix("refused: \(what)"), "stdout: \(outcome.standardOutput)")
        #expect(outcome.standardOutput.hasSuffix(": Operation not permitted\n"), "stdout: \(outcome.standardOutput)")
    }
}
