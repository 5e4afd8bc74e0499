import ArgumentParser
import FolioPoppler
import FolioRender
import FolioSandbox
import Foundation

/// `folio sandbox-probe FILE --page N`: opens the document, enters the render sandbox, renders the
/// page and writes the PNG to standard output (creating a file is what the sandbox refuses). With
/// `--try`, it attempts something forbidden instead and says whether it was refused. Hidden: the
/// tests' view of the sandbox, until the render worker processes enter it.
struct SandboxProbe: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sandbox-probe",
        abstract: "Render a page inside the render sandbox, PNG to stdout (for tests).",
        shouldDisplay: false)

    @OptionGroup var document: DocumentArguments
    @Option(help: "Page number, from 1.") var page: Int
    @Option(help: "Device pixels per point (1 = 72 dpi).") var scale: Double = 1
    @Option(name: .customLong("try"), help: "Attempt this instead of rendering: write, exec or socket.")
    var attempt: ForbiddenAttempt?

    func validate() throws {
        guard scale.isFinite, scale > 0 else { throw ValidationError("--scale must be a positive number") }
    }

    func run() throws {
        let pdf = try failingCleanly { () throws in
            let pdf = try Document(path: document.file, password: document.password)
            try RenderSandbox.enter()
            return pdf
        }
        FileHandle.standardError.write(Data(Self.sandboxStatus().utf8))
        let status: Int32
        if let attempt {
            status = Self.tryForbidden(attempt)
        } else {
            status = render(pdf)
        }
        // _exit, not exit: LeakSanitizer's check at exit (the CI runs every test under ASan and
        // LSan, .ci/sanitizers) stops the world with a tracer it clones as a process, which then
        // ptraces every thread: both refused by the sandbox. Standard output was written with
        // write(2), unbuffered, so nothing is left to flush.
        _exit(status)
    }

    /// Renders the page and writes the PNG to standard output: 0, or 1 with the one-line error.
    private func render(_ pdf: Document) -> Int32 {
        do {
            let image = try pdf.page(page).render(scale: scale)
            try Self.writeAll(PNGFile.encoded(image, for: "standard output"))
            return 0
        } catch {
            FileHandle.standardError.write(Data("folio: \(error)\n".utf8))
            return 1
        }
    }

    /// `Seccomp:` and `NoNewPrivs:` of /proc/self/status, which the tests check (2: filter mode).
    private static func sandboxStatus() -> String {
        let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
        let lines = status.split(separator: "\n").filter { $0.hasPrefix("Seccomp:") || $0.hasPrefix("NoNewPrivs:") }
        return lines.map { $0 + "\n" }.joined()
    }

    /// Attempts `attempt`: prints `refused: WHAT: REASON` and answers 0, or `ALLOWED: WHAT` and 1.
    private static func tryForbidden(_ attempt: ForbiddenAttempt) -> Int32 {
        let (line, refused) = attempt.attemptDescribed()
        writeAll(Array((line + "\n").utf8))
        return refused ? 0 : 1
    }

    private static func writeAll(_ bytes: [UInt8]) {
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { write(STDOUT_FILENO, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return }
            written += count
        }
    }
}

extension ForbiddenAttempt: ExpressibleByArgument {}
