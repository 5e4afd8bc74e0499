import FolioCore
import FolioInstrument
import FolioRender
import Foundation

@testable import FolioPresenter

/// Textures as plain memory: what a test's session uploads, row by row, with no window.
final class FakeTextureSink: TextureSink {
    final class Texture: PageTexture {
        let width: Int
        let height: Int
        /// Rows uploaded, in the order they went up.
        private(set) var rowsUploaded: [Range<Int>] = []
        /// The pixels as they went up: each row once.
        private(set) var pixels: [UInt8]

        /// Whether its pixels can be read back and kept small, as the software renderer's can.
        let readsBack: Bool

        init(width: Int, height: Int, readsBack: Bool = true) {
            self.width = width
            self.height = height
            self.readsBack = readsBack
            pixels = Array(repeating: 0, count: width * height * PixelBuffer.bytesPerPixel)
        }

        /// Whether every row of the texture is `image`'s.
        func holds(_ image: PixelBuffer) -> Bool {
            guard image.width == width, image.height == height else { return false }
            let rowBytes = width * PixelBuffer.bytesPerPixel
            return image.withUnsafeBytes { bytes in
                (0..<height).allSatisfy { row in
                    bytes[row * image.bytesPerRow..<row * image.bytesPerRow + rowBytes].elementsEqual(
                        pixels[row * rowBytes..<(row + 1) * rowBytes])
                }
            }
        }

        /// The pixels kept small whatever they are, to test what keeps them so: a synthetic page is
        /// tinted, not white.
        func whiteRuns() -> WhiteRunImage? {
            guard readsBack else { return nil }
            return pixels.withUnsafeBytes {
                WhiteRunImage(
                    encoding: $0.baseAddress!, width: width, height: height,
                    bytesPerRow: width * PixelBuffer.bytesPerPixel, maximumFraction: 2)
            }
        }

        func upload(_ image: PixelBuffer, rows: Range<Int>) throws(TextureError) {
            guard image.width == width, image.height == height else {
                throw TextureError("\(image.width)x\(image.height) into \(width)x\(height)")
            }
            rowsUploaded.append(rows)
            let rowBytes = width * PixelBuffer.bytesPerPixel
            image.withUnsafeBytes { bytes in
                for row in rows {
                    let from = row * image.bytesPerRow
                    pixels.replaceSubrange(row * rowBytes..<(row + 1) * rowBytes, with: bytes[from..<from + rowBytes])
                }
            }
        }
    }

    private(set) var textures: [Texture] = []
    /// Whether its textures can be read back (false: a GPU's).
    var readsBack = true

    func makeTexture(width: Int, height: Int) throws(TextureError) -> any PageTexture {
        let texture = Texture(width: width, height: height, readsBack: readsBack)
        textures.append(texture)
        return texture
    }
}

/// A session on synthetic pages driven frame by frame as the window drives it, with no SDL: the
/// frame's tick, the results taken and uploaded into fake textures, what the frame shows.
struct HeadlessSession {
    static let window = Size(width: 1280, height: 800)
    let session: PagerSession
    let document: OpenedDocument
    let sink = FakeTextureSink()
    /// Script time, seconds.
    private(set) var time = 0.0
    /// What every frame showed, in order.
    private(set) var frames: [ComposedFrame] = []

    init(pages: SyntheticDocument, settings: RenderSettings = Self.settings(), firstPage: Int = 1) throws {
        try self.init(source: SyntheticPageSource(pages), settings: settings, firstPage: firstPage)
    }

    init(source: any PageSourceOpener, settings: RenderSettings = Self.settings(), firstPage: Int = 1) throws {
        let opened = try OpenedDocument.open(source, settings: settings, firstPage: firstPage)
        document = opened
        session = PagerSession(
            document: opened, settings: settings, viewport: Self.window, density: 1, firstPage: firstPage)
        session.inputClockOrigin = MonotonicClock.seconds
    }

    static func settings(uploadBudgetBytes: Int? = 4 << 20) -> RenderSettings {
        var settings = RenderSettings()
        settings.workers = 2
        settings.diskCache = false
        settings.uploadBudgetBytes = uploadBudgetBytes
        return settings
    }

    /// One frame at 60 Hz, after `actions`; waits for the frame's time to pass so the workers render in real time.
    @discardableResult
    mutating func frame(_ actions: [ReaderAction] = []) throws -> ComposedFrame {
        time += 1.0 / 60
        let wait = session.inputClockOrigin + time - MonotonicClock.seconds
        if wait > 0 { Thread.sleep(forTimeInterval: wait) }
        for action in actions { session.apply(action, at: time) }
        session.apply(.tick, at: time)
        try session.collect(textures: sink)
        let frame = session.composeFrame()
        session.framePresented(frame, matchShown: false, at: MonotonicClock.seconds)
        frames.append(frame)
        return frame
    }

    /// Frames until `condition` holds of one, or `seconds` of frames went by.
    mutating func frames(upTo seconds: Double, until condition: (ComposedFrame) -> Bool) throws -> ComposedFrame? {
        for _ in 0..<Int(seconds * 60) {
            let frame = try frame()
            if condition(frame) { return frame }
        }
        return nil
    }

    func stop() { document.renderService.stop() }
}
