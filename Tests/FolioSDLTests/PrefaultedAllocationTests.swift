import CMemoryCopy
import Testing

/// The allocator SDL's blocks come from (`SDLAllocations`): blocks on either side of the size from
/// which they are mappings of their own hold what is written, calloc's are zero, and realloc keeps
/// the contents across that size both ways.
@Suite struct PrefaultedAllocationTests {
    static let mappedFrom = Int(FOLIO_PREFAULTED_FROM_BYTES)

    @Test(arguments: [1, 4096, mappedFrom - 1, mappedFrom, 3 * mappedFrom + 5])
    func aBlockHoldsWhatIsWrittenAndCallocsAreZero(size: Int) throws {
        let block = try #require(folio_prefaulted_malloc(size))
        block.initializeMemory(as: UInt8.self, repeating: 0x5A, count: size)
        #expect(block.load(fromByteOffset: size - 1, as: UInt8.self) == 0x5A)
        #expect(Int(bitPattern: block) % 16 == 0)
        folio_prefaulted_free(block)

        // A heap block given back with bytes set, then a calloc of its size: zero all the same.
        let zeroed = try #require(folio_prefaulted_calloc(size, 1))
        let bytes = UnsafeRawBufferPointer(start: zeroed, count: size)
        #expect(bytes.allSatisfy { $0 == 0 })
        folio_prefaulted_free(zeroed)
    }

    @Test(arguments: [
        (100, 200), (200, 100), (1000, mappedFrom + 10), (mappedFrom + 10, 1000), (mappedFrom, 2 * mappedFrom),
    ])
    func reallocKeepsTheContents(sizes: (Int, Int)) throws {
        let (from, to) = sizes
        let block = try #require(folio_prefaulted_malloc(from))
        for offset in 0..<from {
            block.storeBytes(of: UInt8(truncatingIfNeeded: offset), toByteOffset: offset, as: UInt8.self)
        }
        let moved = try #require(folio_prefaulted_realloc(block, to))
        let kept = UnsafeRawBufferPointer(start: moved, count: min(from, to))
        #expect(kept.enumerated().allSatisfy { $0.element == UInt8(truncatingIfNeeded: $0.offset) })
        folio_prefaulted_free(moved)
    }

    @Test func edgeCasesAreThoseOfMalloc() {
        folio_prefaulted_free(nil)
        #expect(folio_prefaulted_calloc(Int.max, 2) == nil)
        #expect(folio_prefaulted_malloc(Int.max) == nil)
        let fromNothing = folio_prefaulted_realloc(nil, 32)
        #expect(fromNothing != nil)
        folio_prefaulted_free(fromNothing)
    }
}
