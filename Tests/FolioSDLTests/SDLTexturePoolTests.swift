import CSDL2
import FolioRender
import Testing

@testable import FolioSDL

/// Page textures let go of wait in the renderer's pool for the next image of their size, within
/// the pool's capacity, and are destroyed with it.
@Suite struct SDLTexturePoolTests {
    /// Runs `body` with a software renderer over a small surface and its pool, drained before the
    /// renderer goes.
    private func withPool(_ body: (SDLTexturePool) throws -> Void) throws {
        let surface = try #require(SDL_CreateRGBSurfaceWithFormat(0, 64, 64, 32, SDL_PIXELFORMAT_ARGB8888.rawValue))
        defer { SDL_FreeSurface(surface) }
        let renderer = try #require(SDL_CreateSoftwareRenderer(surface))
        defer { SDL_DestroyRenderer(renderer) }
        let pool = SDLTexturePool(renderer: renderer)
        defer { pool.drain() }
        try body(pool)
    }

    @Test func aTextureLetGoOfIsTakenAgainForTheSameSizeOnly() throws {
        try withPool { pool in
            var first: OpaquePointer?
            do {
                let texture = try SDLTexture(pool: pool, width: 600, height: 800)
                first = texture.texture
            }
            let other = try SDLTexture(pool: pool, width: 601, height: 800)
            #expect(other.texture != first)
            let again = try SDLTexture(pool: pool, width: 600, height: 800)
            #expect(again.texture == first, "the texture let go of was not taken again")
        }
    }

    @Test func atMostItsCapacityWaitsTheOldestGoingFirst() throws {
        try withPool { pool in
            // Three 1280x800 textures (4 MB each) let go of: two fit in 8 MiB.
            var made: [OpaquePointer] = []
            do {
                let textures = try (0..<3).map { _ in try SDLTexture(pool: pool, width: 1280, height: 800) }
                made = textures.map(\.texture)
            }
            // Asked of the pool itself: a texture made anew may be given the address the
            // destroyed one had, so the oldest's absence is not seen by comparing new textures.
            let taken = (0..<3).map { _ in pool.take(width: 1280, height: 800) }
            for case let texture? in taken { SDL_DestroyTexture(texture) }
            #expect(taken == [made[1], made[2], nil], "the oldest should have gone, the others be kept in order")
            let huge = try SDLTexture(pool: pool, width: 4000, height: 3000)  // 48 MB: never kept
            _ = huge
        }
    }

    @Test func atRestNoTextureWaits() throws {
        try withPool { pool in
            do {
                let textures = try [(300, 400), (600, 800)].map {
                    try SDLTexture(pool: pool, width: $0.0, height: $0.1)
                }
                _ = textures
            }
            pool.letGoAtRest()
            #expect(pool.take(width: 600, height: 800) == nil && pool.take(width: 300, height: 400) == nil)
            #expect(pool.madeAhead.count == 0)
        }
    }

    @Test func texturesAreMadeAheadForTheImagesOnTheirWayThatNoneWaitsFor() throws {
        try withPool { pool in
            let later = MonotonicClock.seconds + 60
            // Two regions of one size and one of another: three textures.
            let onTheirWay = [(width: 640, height: 400), (width: 300, height: 200), (width: 640, height: 400)]
            pool.stockAhead(for: onTheirWay, until: later)
            #expect(pool.madeAhead.count == 3 && pool.madeAhead.seconds > 0)
            pool.stockAhead(for: onTheirWay, until: later)  // all three wait
            #expect(pool.madeAhead.count == 3)
            do {  // a region's upload takes one, and gives it back when let go of
                let region = try SDLTexture(pool: pool, width: 640, height: 400)
                #expect(pool.madeAhead.count == 3)
                _ = region
            }
            // With the time gone, nothing is made.
            pool.stockAhead(for: [(width: 100, height: 100)], until: MonotonicClock.seconds - 1)
            #expect(pool.madeAhead.count == 3)
            // More than the room left beside the three waiting for images on their way: not
            // made, and none of them is let go of for it.
            pool.stockAhead(for: onTheirWay + [(width: 2000, height: 1000)], until: later)
            #expect(pool.madeAhead.count == 3)
            let waiting = [pool.take(width: 640, height: 400), pool.take(width: 640, height: 400)]
            #expect(waiting.allSatisfy { $0 != nil } && pool.take(width: 300, height: 200) != nil)
            for case let texture? in waiting { SDL_DestroyTexture(texture) }
        }
    }

    @Test func waitingTexturesNoImageOnItsWayAnswersMakeRoomForThoseThatDo() throws {
        try withPool { pool in
            let later = MonotonicClock.seconds + 60
            // The last zoom's regions: 1 MB, 0.24 MB and 1 MB, the oldest first.
            pool.stockAhead(
                for: [(width: 640, height: 400), (width: 300, height: 200), (width: 640, height: 400)], until: later)
            // The next zoom's: one 640x400 and a 6.4 MB region, which fits once both the 300x200
            // and the second 640x400, answering nothing on its way, are let go of.
            pool.stockAhead(for: [(width: 640, height: 400), (width: 1600, height: 1000)], until: later)
            #expect(pool.madeAhead.count == 4)
            let taken = [
                pool.take(width: 1600, height: 1000), pool.take(width: 640, height: 400),
                pool.take(width: 640, height: 400), pool.take(width: 300, height: 200),
            ]
            for case let texture? in taken { SDL_DestroyTexture(texture) }
            #expect(taken.map { $0 != nil } == [true, true, false, false])
        }
    }

    @Test func texturesGivenBackPushOutFirstThoseThatAnswerNoImageOnItsWay() throws {
        try withPool { pool in
            // One made for a 1280x800 page on its way (4.1 MB), then two 1000x1000 textures (4 MB
            // each) given back: the first of them goes for the second, not the older one made ahead.
            pool.stockAhead(for: [(width: 1280, height: 800)], until: MonotonicClock.seconds + 60)
            var givenBack: [OpaquePointer] = []
            do {
                let textures = try (0..<2).map { _ in try SDLTexture(pool: pool, width: 1000, height: 1000) }
                givenBack = textures.map(\.texture)
            }
            let taken = [
                pool.take(width: 1280, height: 800), pool.take(width: 1000, height: 1000),
                pool.take(width: 1000, height: 1000),
            ]
            for case let texture? in taken { SDL_DestroyTexture(texture) }
            #expect(taken[0] != nil && taken[1] == givenBack[1] && taken[2] == nil)
        }
    }
}
