import FolioRender

/// A texture sink that times the textures it makes for another: a frame's uploads split into
/// making textures (SDL's software renderer allocates and clears a new one, and the kernel maps and
/// clears its pages) and copying pixels into them, which the report gives apart.
package final class TextureMakingTimer: TextureSink {
    private let sink: any TextureSink
    /// Textures asked for through the timer, and the time getting them took.
    package private(set) var tally = TextureMaking()

    package init(_ sink: any TextureSink) { self.sink = sink }

    package func makeTexture(width: Int, height: Int) throws(TextureError) -> any PageTexture {
        let start = MonotonicClock.seconds
        defer {
            tally.count += 1
            tally.seconds += MonotonicClock.seconds - start
        }
        return try sink.makeTexture(width: width, height: height)
    }
}
