import FolioRender
import FolioTestSupport
import Foundation
import Testing

/// The command-line contract, checked on the built `folio` binary as a user runs it.
@Suite(
    .enabled(
        if: FileManager.default.isExecutableFile(atPath: PackageRoot.folioExecutable),
        "the folio binary is not built next to the tests"))
struct FolioCommandTests {
    private func folio(_ arguments: String..., timeout: Double = 60) throws -> ExternalCommand.Outcome {
        try ExternalCommand.folio(arguments).run(timeout: timeout)
    }

    @Test func infoPrintsTheContractJSON() throws {
        let outcome = try folio("info", PackageRoot.samplePDF)
        #expect(outcome.status == 0)
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8)) as? [String: Any])
        #expect(json["path"] as? String == PackageRoot.samplePDF)
        #expect(json["encrypted"] as? Bool == false)
        let pages = try #require(json["pages"] as? Int)
        let sizes = try #require(json["pageSizes"] as? [[Double]])
        let rotations = try #require(json["rotations"] as? [Int])
        #expect(pages >= 60 && sizes.count == pages && rotations.count == pages)
        #expect(sizes[8] == [540, 720])
        #expect(rotations[6] == 90)
    }

    @Test func renderWritesAPNGOfThePageOrRegion() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("folio-cli-\(UUID().uuidString).png")
            .path
        defer { unlink(out) }
        var outcome = try folio("render", PackageRoot.samplePDF, "--page", "9", "--scale", "2", "--out", out)
        #expect(outcome.status == 0 && outcome.standardError.isEmpty)
        var image = try PNGFile.read(out)
        #expect(image.width == 1080 && image.height == 1440)

        outcome = try folio(
            "render", PackageRoot.samplePDF, "--page", "1", "--scale", "8", "--region", "400,300,640,480", "--out", out)
        #expect(outcome.status == 0)
        image = try PNGFile.read(out)
        #expect(image.width == 640 && image.height == 480)
        #expect(ImageDifference.contrast(image) > 5)
    }

    /// poppler cannot be interrupted: a render past `--render-time-limit` ends the command.
    @Test func aRenderPastTheTimeLimitEndsWithItsReason() throws {
        // The map of 100,000 segments at 8x: about a second of poppler's time, far past the limit.
        let outcome = try folio(
            "render", PackageRoot.samplePDF, "--page", "12", "--scale", "8", "--render-time-limit", "0.05",
            "--out", "/tmp/folio-never-written.png")
        #expect(outcome.status == 1 && !outcome.signalled)
        #expect(
            outcome.standardError
                == "folio: \(PackageRoot.samplePDF): page 12 took longer than 0.05 s to render (raise --render-time-limit)\n"
        )
    }

    /// poppler rebuilding a damaged file's cross-reference table for every page can take half a
    /// minute (the corpus's 352-page book with its table zeroed): `info` past `--time-limit` ends
    /// with its reason.
    @Test(.enabled(if: Corpus.shared != nil, "the PDF corpus ../shared/corpus (or $FOLIO_CORPUS) is absent"))
    func infoPastTheTimeLimitEndsWithItsReason() throws {
        let book = try #require(Corpus.shared?.entry("main/pdfjs_freeculture.pdf")).absolutePath
        let folder = try TemporaryFolder.make("folio-info-limit")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let copy = DamagedCopy(source: book, mutation: .zeroXref, seed: 1)
        let path = try #require(try copy.write(from: Array(Data(contentsOf: URL(fileURLWithPath: book))), into: folder))
        let outcome = try folio("info", path, "--time-limit", "1")
        #expect(outcome.status == 1 && !outcome.signalled && outcome.standardOutput.isEmpty && outcome.seconds < 5)
        #expect(
            outcome.standardError
                == "folio: \(path): reading the pages took longer than 1 s; the file may be damaged (raise --time-limit)\n"
        )
    }

    @Test(arguments: [
        (["info", "/nonexistent/book.pdf"], "/nonexistent/book.pdf: file not found"),
        (
            ["render", "/nonexistent/book.pdf", "--page", "1", "--out", "/tmp/x.png"],
            "/nonexistent/book.pdf: file not found"
        ),
        (["info", "/tmp"], "/tmp: cannot read the file: it is a directory"),
        (
            ["render", "SAMPLE", "--page", "65", "--out", "/tmp/x.png"],
            "SAMPLE: page 65 is out of range (the document has 64 pages)"
        ),
        (
            ["render", "SAMPLE", "--page", "1", "--out", "/nonexistent/dir/x.png"],
            "/nonexistent/dir/x.png: cannot write the file"
        ),
        (["SAMPLE", "--page", "400"], "SAMPLE: page 400 is out of range"),
    ])
    func errorsAreOneLineNamingTheFile(_ arguments: [String], _ expected: String) throws {
        let resolved = arguments.map { $0 == "SAMPLE" ? PackageRoot.samplePDF : $0 }
        let outcome = try ExternalCommand.folio(resolved).run(timeout: 30)
        #expect(outcome.status == 1)
        let lines = outcome.standardError.split(separator: "\n")
        #expect(lines.count == 1)
        #expect(
            outcome.standardError.contains(expected.replacingOccurrences(of: "SAMPLE", with: PackageRoot.samplePDF)),
            "stderr: \(outcome.standardError)")
        #expect(outcome.standardOutput.isEmpty)
    }

    /// `folio FILE` alone is read without ArgumentParser (`WindowRequest(bareCommandLine:)`), for a
    /// faster launch: it answers as `folio open FILE` does, which ArgumentParser reads.
    @Test(arguments: ["/nonexistent/book.pdf", "/tmp", "SAMPLE-COPY"])
    func aBareFileAnswersAsTheOpenCommand(_ argument: String) throws {
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("folio-bare-\(UUID().uuidString)")
            .path
        defer { unlink(copy) }
        try Data("not a PDF\n".utf8).write(to: URL(fileURLWithPath: copy))
        let file = argument == "SAMPLE-COPY" ? copy : argument
        // No display: no window waits for a user to close it on the error.
        let headless = ["DISPLAY": "", "WAYLAND_DISPLAY": "", "SDL_VIDEODRIVER": ""]
        let bare = try ExternalCommand.folio([file], environment: headless).run(timeout: 30)
        let spelled = try ExternalCommand.folio(["open", file], environment: headless).run(timeout: 30)
        #expect(bare.status == 1 && spelled.status == 1)
        #expect(bare.standardError == spelled.standardError)
        #expect(bare.standardError.contains(file), "stderr: \(bare.standardError)")
        #expect(bare.standardOutput.isEmpty && spelled.standardOutput.isEmpty)
    }

    /// Without a display SDL falls back to its offscreen driver, where a window opens for no one:
    /// the reader says there is no display and ends, rather than run unseen until killed; and
    /// where nothing names one, before SDL's probes can write to stderr.
    @Test func withoutADisplayTheReaderEndsSayingSo() throws {
        let outcome = try ExternalCommand(
            PackageRoot.folioExecutable, [PackageRoot.samplePDF],
            environment: [
                "DISPLAY": "", "WAYLAND_DISPLAY": "", "SDL_VIDEODRIVER": "",
                "XDG_CACHE_HOME": PackageRoot.testCacheDirectory,
            ]
        ).run(timeout: 30)
        #expect(outcome.status == 1 && !outcome.signalled && outcome.standardOutput.isEmpty)
        #expect(
            outcome.standardError.hasPrefix("folio: cannot start SDL video: no display to show a window on ("),
            "stderr: \(outcome.standardError)")
    }

    /// Each encrypted document of the corpus: the right password (the SASLprep one also as typed
    /// raw), none, and a wrong one. The RC4 document's user password is empty.
    @Test(
        .enabled(if: Corpus.shared != nil, "the PDF corpus ../shared/corpus (or $FOLIO_CORPUS) is absent"),
        arguments: [
            ("main/poppler_PasswordEncrypted.pdf", "password"), ("main/poppler_encrypted-256.pdf", "user-secret"),
            ("main/pdfjs_issue3371.pdf", "ELXRTQWS"), ("main/poppler_orientation.pdf", ""),
            ("main/pdfjs_saslprep-r6.pdf", "SaSLprep"), ("main/pdfjs_saslprep-r6.pdf", "S\u{AA}SL\u{AD}prep"),
        ])
    func passwordsOpenEncryptedDocuments(_ file: String, _ password: String) throws {
        let path = try #require(Corpus.shared?.entry(file)).absolutePath
        let opened = try folio("info", path, "--password", password)
        #expect(opened.status == 0 && opened.standardError.isEmpty, "\(opened.standardError)")
        let json = try JSONSerialization.jsonObject(with: Data(opened.standardOutput.utf8)) as? [String: Any]
        #expect(json?["encrypted"] as? Bool == true)

        let wrong = try folio(
            "render", path, "--page", "1", "--password", "not-" + password, "--out", "/tmp/folio-never-written.png")
        #expect(wrong.status == 1 && wrong.standardError == "folio: \(path): wrong password\n")
        let none = try folio("info", path)
        if password.isEmpty {
            #expect(none.status == 0)
        } else {
            #expect(
                none.status == 1 && none.standardError.contains("\(path): the PDF is encrypted and needs a password"))
        }
    }

    @Test(
        .enabled(if: Corpus.shared != nil, "the PDF corpus ../shared/corpus (or $FOLIO_CORPUS) is absent"),
        arguments: Corpus.shared?.entries(in: "broken") ?? [])
    func brokenFilesGiveACleanAnswerQuickly(_ entry: Corpus.Entry) throws {
        let outcome = try ExternalCommand.folio(["info", entry.absolutePath]).run(timeout: 10)
        #expect(!outcome.timedOut, "took over 10 s")
        #expect(!outcome.signalled && outcome.status < 128, "crashed: status \(outcome.status)")
        if outcome.status == 0 {
            let json = try JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8)) as? [String: Any]
            #expect((json?["pages"] as? Int ?? 0) > 0)
        } else {
            #expect(outcome.status == 1)
            let lines = outcome.standardError.split(separator: "\n")
            #expect(lines.count == 1 && lines[0].contains(entry.absolutePath), "stderr: \(outcome.standardError)")
        }
    }
}
