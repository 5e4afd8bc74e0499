import CMemoryCopy
import CSDL2

/// Where SDL's memory comes from. SDL's software renderer makes each texture a surface it allocates
/// and clears; a block of a few megabytes from malloc is a fresh mapping (`LargeAllocations`)
/// whose pages then fault in one at a time as the clear writes them: 0.85 ms for a 612x792 page
/// on this project's machines. Faulted in by the mapping's own call (`folio_prefaulted_malloc`),
/// 0.5 ms.
public enum SDLAllocations {
    /// Has SDL allocate through `folio_prefaulted_*`. Process-wide, and only before SDL has
    /// allocated anything (its blocks must go back to the functions that made them): the `folio`
    /// executable calls it first thing.
    public static func prefaultLargeBlocks() {
        _ = SDL_SetMemoryFunctions(
            folio_prefaulted_malloc, folio_prefaulted_calloc, folio_prefaulted_realloc, folio_prefaulted_free)
    }
}
