import FolioCore
import FolioRender
import Testing

@testable import FolioRenderProcess

/// The render worker protocol: every request, every answer and every error survives the trip, and a
/// message cut short or made up is refused as malformed, never trusted and never a crash.
@Suite struct WireProtocolTests {
    static let requests: [WorkerRequest] = [
        .open(name: "/books/a.pdf", password: nil),
        .open(name: "/books/é 日本.pdf", password: "s3cret ü"),
        .contentBox(page: 7),
        .open(name: "", password: ""),
        .open(name: "/books/a.pdf", password: nil, recolor: Recolor(parsing: "#101820,#F0e0D0", keepsHue: true)),
        .pageSize(page: 1),
        .pageLabel(page: Int(Int32.max) + 7),
        .measure(pages: []),
        .measure(pages: [3, 1, 2, 640]),
        .render(page: 5, scale: 1.75, region: nil),
        .render(page: 5, scale: 0.125, region: PixelRect(x: -3, y: 40, width: 512, height: 256)),
        .outline,
        .links(page: 9),
        .text(page: 10),
        .marks(page: 12),
        .fields(page: 13),
        .find(SearchQuery(text: "Straße 🙂", caseSensitive: false), page: 11),
        .find(SearchQuery(text: "A", caseSensitive: true), page: 1),
        .renderAhead(page: 3, viewport: Size(width: 1280, height: 800), margin: 12, layoutFromDocument: true),
        .renderAhead(page: 1, viewport: Size(width: 0.5, height: 7), margin: 0, layoutFromDocument: false),
    ]

    static let destination = PageDestination(page: 4, left: 72.5, top: nil)
    static let answers: [WorkerReply.Answer] = [
        .opened(pageCount: 64, preferences: .none),
        .opened(pageCount: 64, preferences: DocumentPreferences(layout: .cover)),
        .opened(pageCount: 64, preferences: DocumentPreferences(layout: nil, rightToLeft: true)),
        .size(Size(width: 612, height: 792.25)),
        .label("iv"),
        .label(nil),
        .label("日本 🙂"),
        .measured(MeasuredPages()),
        .measured(
            MeasuredPages(
                sizes: [1: Size(width: 100, height: 200), 7: Size(width: 3.5, height: 4.25)],
                labels: [1: "i", 7: "Anhang ä"])),
        .rendered(width: 300, height: 400, bytesPerRow: 1200),
        .rendered(width: 300, height: 400, bytesPerRow: 1216, drawnAhead: true),
        .outline([]),
        .outline([
            OutlineEntry(title: "Chapter 1", depth: 0, destination: PageDestination(page: 3), isOpen: true),
            OutlineEntry(title: "§ 1.1 Überblick", depth: 1, destination: destination, isOpen: false),
            OutlineEntry(title: "No destination", depth: 1, destination: nil),
            OutlineEntry(title: "", depth: 2, destination: PageDestination(page: 9, left: nil, top: 0)),
        ]),
        .links([]),
        .links([
            PageLink(
                area: Rect(origin: Point(x: 1, y: 2), size: Size(width: 3, height: 4)),
                target: .destination(destination)),
            PageLink(
                area: Rect(origin: Point(x: -5, y: 0.5), size: Size(width: 10, height: 1)),
                target: .uri("https://example.org/ä?q=1")),
            PageLink(
                area: Rect(origin: Point(x: 0, y: 0), size: Size(width: 0, height: 0)), target: .unsupported("launch")),
        ]),
        .text(nil),
        .text(PageText.empty),
        .text(
            PageText(
                scalars: Array("aé日🙂\u{0}\n".unicodeScalars),
                boxes: (0..<6).map { Rect(origin: Point(x: Double($0) * 5, y: 10), size: Size(width: 5, height: 12)) })),
        .rects([]),
        .rects([Rect(origin: Point(x: 10, y: 20), size: Size(width: 30, height: 40))]),
        .marks([]),
        .fields([
            FormField(
                page: 2, id: 7, name: "naïve", kind: .text, area: Rect(x: 1, y: 2, width: 3, height: 4),
                value: .text("Ada")),
            FormField(page: 2, id: 8, name: "", kind: .checkBox, area: .zero, value: .on(true), isReadOnly: true),
            FormField(
                page: 3, id: 9, name: "c", kind: .choice, area: .zero, value: .choice(nil), options: ["a", "b"]),
            FormField(page: 3, id: 10, name: "c", kind: .choice, area: .zero, value: .choice("b"), options: ["b"]),
        ]),
        .marks([
            Mark(
                kind: .highlight, page: 3, color: .pink, contents: "ça 🙂",
                quads: [Quad(Rect(x: 1, y: 2, width: 3, height: 4)), Quad(Rect(x: 5, y: 6.5, width: 7, height: 8))],
                text: "two\nlines"),
            Mark(kind: .note, page: 1, color: .yellow, quads: [Quad(Rect(x: 0, y: 0, width: 20, height: 20))]),
        ]),
        .failed(.renderFailed(path: "/reader/path.pdf", page: 2, detail: "no")),
    ]

    /// One of each case, naming `path`.
    static func everyError(path: String) -> [FolioError] {
        [
            .fileNotFound(path: path),
            .unreadable(path: path, reason: "Permission denied"),
            .notAPDF(path: path),
            .damaged(path: path, detail: "xref table ü"),
            .needsPassword(path: path),
            .wrongPassword(path: path),
            .pageOutOfRange(path: path, page: 70, pageCount: 64),
            .invalidRequest(path: path, detail: "scale must be positive"),
            .imageTooLarge(path: path, width: 40000, height: 50000),
            .renderFailed(path: path, page: 3, detail: "the renderer tried, and its sandbox refused"),
            .renderTookTooLong(path: path, page: 4, limitSeconds: 2.5),
            .readTookTooLong(path: path, limitSeconds: 10),
            .writeFailed(path: path, reason: "No space left on device"),
            .fileChanged(path: path),
            .rendererCrashed(path: path, page: 5, how: "SIGSEGV"),
            .renderStopped(path: path, page: 6),
            .renderProcessFailed(path: path, detail: "its socket failed"),
        ]
    }

    @Test(arguments: requests)
    func everyRequestSurvivesTheTrip(_ request: WorkerRequest) throws {
        #expect(try WorkerRequest(decoding: request.encoded()) == request)
    }

    @Test(arguments: answers)
    func everyAnswerSurvivesTheTrip(_ answer: WorkerReply.Answer) throws {
        let reply = WorkerReply(cpuSeconds: 0.375, answer: answer)
        #expect(try WorkerReply(decoding: reply.encoded(), path: "/reader/path.pdf") == reply)
    }

    /// The worker never knows the path: the reader's decoding fills it into every case.
    @Test func everyErrorCrossesAndTheReaderFillsInThePath() throws {
        let sent = Self.everyError(path: "/proc/self/fd/3")
        let expected = Self.everyError(path: "/home/reader/book.pdf")
        var tags: Set<UInt8> = []
        for (error, wanted) in zip(sent, expected) {
            var writer = WireWriter()
            writer.write(error)
            tags.insert(try #require(writer.bytes.first))
            var reader = WireReader(writer.bytes)
            #expect(try reader.error(path: "/home/reader/book.pdf") == wanted)
            #expect(reader.isAtEnd)
            let reply = WorkerReply(cpuSeconds: 1, answer: .failed(error))
            #expect(try WorkerReply(decoding: reply.encoded(), path: "/home/reader/book.pdf").answer == .failed(wanted))
        }
        #expect(tags.count == sent.count, "two cases share a tag")
    }

    /// Every prefix of every message is refused: a worker that died mid-message is never half believed.
    @Test func everyTruncatedMessageIsMalformed() {
        for request in Self.requests {
            let bytes = request.encoded()
            for count in 0..<bytes.count {
                #expect(throws: WireError.malformed) { try WorkerRequest(decoding: Array(bytes[..<count])) }
            }
        }
        let replies =
            Self.answers.map { WorkerReply(cpuSeconds: 2, answer: $0) }
            + Self.everyError(path: "p").map { WorkerReply(cpuSeconds: 2, answer: .failed($0)) }
        for reply in replies {
            let bytes = reply.encoded()
            for count in 0..<bytes.count {
                #expect(throws: WireError.malformed) { try WorkerReply(decoding: Array(bytes[..<count]), path: "p") }
            }
        }
    }

    @Test func aByteTooManyIsMalformed() {
        #expect(throws: WireError.malformed) { try WorkerRequest(decoding: WorkerRequest.outline.encoded() + [0]) }
        let reply = WorkerReply(cpuSeconds: 0, answer: .opened(pageCount: 3, preferences: .none))
        #expect(throws: WireError.malformed) { try WorkerReply(decoding: reply.encoded() + [7], path: "p") }
    }

    @Test func madeUpMessagesAreMalformed() {
        var unknownRequest = WireWriter()
        unknownRequest.write(UInt8(200))
        #expect(throws: WireError.malformed) { try WorkerRequest(decoding: unknownRequest.bytes) }
        #expect(throws: WireError.malformed) { try WorkerRequest(decoding: [0]) }

        // An array claiming more elements than there are bytes: refused before anything is reserved.
        var hugeArray = WireWriter()
        hugeArray.write(UInt8(4))  // measure
        hugeArray.write(Int.max)
        #expect(throws: WireError.malformed) { try WorkerRequest(decoding: hugeArray.bytes) }
        var negativeArray = WireWriter()
        negativeArray.write(UInt8(4))
        negativeArray.write(-1)
        #expect(throws: WireError.malformed) { try WorkerRequest(decoding: negativeArray.bytes) }

        // A string with a negative or huge length.
        for length in [-5, Int.max, Int.min] {
            var badString = WireWriter()
            badString.write(UInt8(1))  // open
            badString.write(length)
            #expect(throws: WireError.malformed) { try WorkerRequest(decoding: badString.bytes) }
        }

        func reply(_ tag: UInt8, _ body: (inout WireWriter) -> Void) -> [UInt8] {
            var writer = WireWriter()
            writer.write(0.5)
            writer.write(tag)
            body(&writer)
            return writer.bytes
        }
        #expect(throws: WireError.malformed) { try WorkerReply(decoding: reply(0) { _ in }, path: "p") }
        #expect(throws: WireError.malformed) { try WorkerReply(decoding: reply(99) { _ in }, path: "p") }
        // A link of an unknown target kind.
        let badLink = reply(7) {
            $0.write(1)
            $0.write(Rect(origin: Point(x: 0, y: 0), size: Size(width: 1, height: 1)))
            $0.write(UInt8(3))
        }
        #expect(throws: WireError.malformed) { try WorkerReply(decoding: badLink, path: "p") }
        // Text holding a surrogate, or a number no scalar has.
        for scalar in [0xD800, 0x110000, -1] {
            let badText = reply(8) {
                $0.write(true)
                $0.write(1)
                $0.write(scalar)
                $0.write(0)
            }
            #expect(throws: WireError.malformed) { try WorkerReply(decoding: badText, path: "p") }
        }
        // An error of an unknown kind.
        #expect(throws: WireError.malformed) { try WorkerReply(decoding: reply(10) { $0.write(UInt8(17)) }, path: "p") }
    }

    /// Random bytes never crash the decoders, and each input either decodes to a message that
    /// encodes to the same bytes or is rejected as malformed: nothing is read loosely, no byte left
    /// over (a fixed seed, so a failure repeats).
    @Test func randomBytesRoundTripOrAreRejectedAsMalformed() {
        var generator = SeededGenerator(seed: 18)
        var decoded = (requests: 0, replies: 0)
        func check(_ bytes: [UInt8]) {
            do {
                let request = try WorkerRequest(decoding: bytes)
                decoded.requests += 1
                #expect(request.encoded() == bytes, "\(bytes) decoded loosely as \(request)")
            } catch {
                #expect(error == .malformed, "\(bytes)")
            }
            do {
                let reply = try WorkerReply(decoding: bytes, path: "p")
                decoded.replies += 1
                #expect(reply.encoded() == bytes, "\(bytes) decoded loosely as \(reply)")
            } catch {
                #expect(error == .malformed, "\(bytes)")
            }
        }
        for _ in 0..<5000 {
            let count = Int.random(in: 0..<48, using: &generator)
            var bytes = (0..<count).map { _ in UInt8.random(in: 0...255, using: &generator) }
            // Mostly real tags, so the decoders get past the first byte.
            if !bytes.isEmpty { bytes[0] = UInt8.random(in: 0...10, using: &generator) }
            check(bytes)
            if bytes.count > 8 { bytes[8] = UInt8.random(in: 0...11, using: &generator) }
            check(bytes)
        }
        // Real messages among them, so the round trip is tried, not only the rejection.
        #expect(decoded.requests > 0 && decoded.replies > 0, "\(decoded)")
    }

    @Test func misbehaviourIsReadFromItsList() {
        let parsed = WorkerMisbehaviour(parsing: "segv@3,hang@5,write@2,exec@7,socket@8")
        #expect(
            parsed.actions == [
                .render(page: 3): .segv, .render(page: 5): .hang, .render(page: 2): .forbidden(.write),
                .render(page: 7): .forbidden(.exec), .render(page: 8): .forbidden(.socket),
            ])
        #expect(WorkerMisbehaviour(parsing: nil).actions.isEmpty)
        #expect(WorkerMisbehaviour(parsing: "").actions.isEmpty)
        // What does not parse is left out; the rest stands.
        let sloppy = WorkerMisbehaviour(
            parsing: "segv,boom@2,hang@x,@4,segv@1@2,,hang@6,segv@links:,segv@page:3,segv@text:3:4")
        #expect(sloppy.actions == [.render(page: 6): .hang])
        // A later item for the same request wins.
        #expect(WorkerMisbehaviour(parsing: "segv@2,hang@2").actions == [.render(page: 2): .hang])
        #expect(WorkerMisbehaviour(parsing: "hang@9").act(at: .render(page: 8)) == nil)
    }

    /// Beside renders, a worker misbehaves as it reads the outline, or a page's links or text, or searches a page.
    @Test func misbehaviourNamesTheRequestItActsIn() {
        let parsed = WorkerMisbehaviour(parsing: "segv@outline,hang@links:4,write@text:2,segv@find:7")
        #expect(
            parsed.actions == [
                .outline: .segv, .links(page: 4): .hang, .text(page: 2): .forbidden(.write), .find(page: 7): .segv,
            ])
        #expect(WorkerMisbehaviour.Moment(.find(SearchQuery(smartCase: "a"), page: 7)) == .find(page: 7))
        #expect(WorkerMisbehaviour.Moment(.render(page: 3, scale: 1, region: nil)) == .render(page: 3))
        #expect(WorkerMisbehaviour.Moment(.pageSize(page: 3)) == nil)
        #expect(WorkerMisbehaviour.Moment.outline.page == nil && WorkerMisbehaviour.Moment.text(page: 2).page == 2)
    }
}

/// SplitMix64: a seeded generator for repeatable random bytes.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
