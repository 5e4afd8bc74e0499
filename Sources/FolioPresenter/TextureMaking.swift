/// The textures a frame's uploads asked for, made new or taken from a pool, and the time that took
/// (`TextureMakingTimer`).
package struct TextureMaking: Sendable, Equatable {
    package var count = 0
    package var seconds = 0.0

    package init(count: Int = 0, seconds: Double = 0) {
        self.count = count
        self.seconds = seconds
    }
}
