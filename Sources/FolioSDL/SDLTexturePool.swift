import CSDL2
import FolioPresenter
import FolioRender

/// A renderer's page textures let go of, kept a little while for the next image of the same size:
/// a book's pages at fit mostly share one, and a texture made anew costs more than its upload
/// (SDL allocates and clears its memory, which the kernel maps: 0.5 ms for a 612x792 page with
/// its pages faulted in at once, `SDLAllocations`, against 0.16 ms to copy its pixels in). At
/// most `capacityBytes` wait, outside the texture cache's budget, and none at rest
/// (`letGoAtRest`). Main thread only; the pool must be drained before its renderer is destroyed.
final class SDLTexturePool {
    let renderer: OpaquePointer
    /// Whether the renderer's textures are filled in place (`SDLTexture.fill`): SDL's software
    /// renderer, whose streaming textures are its surfaces themselves. OpenGL's streaming textures
    /// would keep a second copy of every page's pixels in SDL, so its textures stay static.
    let fillsInPlace: Bool
    /// Two pages of a 1280x800 window, or one of a 4K one.
    static let capacityBytes = 8 << 20

    private var waiting: [(texture: OpaquePointer, width: Int, height: Int)] = []
    private var waitingBytes: Int { waiting.reduce(0) { $0 + Self.bytes(width: $1.width, height: $1.height) } }

    init(renderer: OpaquePointer) {
        self.renderer = renderer
        var info = SDL_RendererInfo()
        self.fillsInPlace =
            SDL_GetRendererInfo(renderer, &info) == 0 && info.name.map { String(cString: $0) } == "software"
    }

    /// A waiting texture of exactly this size, now the caller's; nil when none waits.
    func take(width: Int, height: Int) -> OpaquePointer? {
        guard let index = waiting.firstIndex(where: { $0.width == width && $0.height == height }) else { return nil }
        return waiting.remove(at: index).texture
    }

    /// Keeps `texture` for a later `take`, destroying waiting ones (or it) to stay within the
    /// capacity: the oldest of those that answer no image on its way first, then the oldest.
    func giveBack(_ texture: OpaquePointer, width: Int, height: Int) {
        guard !isResting, Self.bytes(width: width, height: height) <= Self.capacityBytes else {
            return SDL_DestroyTexture(texture)
        }
        waiting.append((texture, width, height))
        guard waitingBytes > Self.capacityBytes else { return }
        var answers = match(sizesOnTheirWay).answers
        makeRoom(for: 0, answers: &answers, evenForAnswering: true)
    }

    /// Destroys waiting textures until `bytes` more fit within the capacity: the oldest of those
    /// that answer no image on its way (`answers`, kept in step) first, then, only when
    /// `evenForAnswering`, the oldest of the others.
    private func makeRoom(for bytes: Int, answers: inout [Bool], evenForAnswering: Bool) {
        while waitingBytes + bytes > Self.capacityBytes,
            let index = answers.firstIndex(of: false) ?? (evenForAnswering ? answers.indices.first : nil)
        {
            SDL_DestroyTexture(waiting.remove(at: index).texture)
            answers.remove(at: index)
        }
    }

    /// The sizes of the images on their way as the last frame in motion named them
    /// (`stockAhead`): the textures that answer them are let go of last.
    private var sizesOnTheirWay: [(width: Int, height: Int)] = []

    /// Matches `sizes` with the waiting textures, each size claiming the oldest texture of its
    /// size not claimed yet: for each waiting texture, oldest first, whether it answers one of
    /// them, and the sizes that none answers.
    private func match(_ sizes: [(width: Int, height: Int)]) -> (
        answers: [Bool], unanswered: [(width: Int, height: Int)]
    ) {
        var answers = Array(repeating: false, count: waiting.count)
        var unanswered: [(width: Int, height: Int)] = []
        for size in sizes {
            if let index = waiting.indices.first(where: {
                !answers[$0] && waiting[$0].width == size.width && waiting[$0].height == size.height
            }) {
                answers[index] = true
            } else {
                unanswered.append(size)
            }
        }
        return (answers, unanswered)
    }

    /// Destroys every waiting texture: their memory goes back to the system while the reader
    /// rests on a page. The pool is for motion: a run of flicks lets go of a texture for about
    /// every one it makes. The next page turn's texture is made then, in the spare time of its
    /// first frames, while its page renders (`stockAhead`): keeping one at rest for it held a
    /// page's pixels for a few tenths of a millisecond saved (1.5 MiB of the reading session's PSS).
    func letGoAtRest() {
        sizesOnTheirWay = []
        drain()
        isResting = true
    }

    /// From `letGoAtRest` until `resume`: a texture given back then (a page kept small at rest,
    /// `TextureCache.compactPages`) is destroyed, not kept.
    private var isResting = false

    /// Motion again: textures given back wait for the next images again.
    func resume() { isResting = false }

    /// The textures made ahead in frames' spare time, and the time that took: the main thread's,
    /// not any upload's.
    private(set) var madeAhead = TextureMaking()

    /// Makes textures for `sizes` (the images on their way, most urgent first), one for each that
    /// no waiting texture answers, while `deadline` has not passed: made in a frame's spare time
    /// while the images render, so that their uploads only copy. A zoomed page's crisp regions
    /// change size with the zoom and the page's edges, so they seldom find one given back, and a
    /// run of flicks meets pages of a new size. Room is made by destroying, oldest first, waiting
    /// textures that no image on its way answers: at a deep zoom two regions fill the pool, and
    /// the sizes of the last zoom would keep out those of the next (`zoom-deep` made two of its
    /// textures in its uploads that way), and textures given back push out first those that answer
    /// none (`giveBack`). Those left unused go at rest.
    func stockAhead(for sizes: [(width: Int, height: Int)], until deadline: Double) {
        sizesOnTheirWay = sizes
        let matched = match(sizes)
        var answers = matched.answers
        for size in matched.unanswered {
            let bytes = Self.bytes(width: size.width, height: size.height)
            guard MonotonicClock.seconds < deadline, bytes <= Self.capacityBytes else { return }
            makeRoom(for: bytes, answers: &answers, evenForAnswering: false)
            guard waitingBytes + bytes <= Self.capacityBytes, makeAhead(size) else {
                return
            }
            answers.append(true)
        }
    }

    /// Makes a new texture of `size` as an upload would, lets go of it into the pool at once, and
    /// counts it and its time in `madeAhead`; false when SDL could not make it.
    private func makeAhead(_ size: (width: Int, height: Int)) -> Bool {
        let start = MonotonicClock.seconds
        guard (try? SDLTexture(pool: self, width: size.width, height: size.height, takingOneWaiting: false)) != nil
        else { return false }
        madeAhead.count += 1
        madeAhead.seconds += MonotonicClock.seconds - start
        return true
    }

    /// Destroys every waiting texture: before the renderer goes.
    func drain() {
        for entry in waiting { SDL_DestroyTexture(entry.texture) }
        waiting = []
    }

    /// What a texture of this size holds.
    private static func bytes(width: Int, height: Int) -> Int { width * height * PixelBuffer.bytesPerPixel }

    deinit { drain() }
}
