import FolioCore
import Testing

@Suite struct SizeTests {
    @Test func quarterTurnsSwapSides() {
        let a4 = Size(width: 595.276, height: 841.89)
        #expect(a4.rotated(quarterTurns: 1) == Size(width: 841.89, height: 595.276))
        #expect(a4.rotated(quarterTurns: 2) == a4)
        #expect(a4.rotated(quarterTurns: 3) == Size(width: 841.89, height: 595.276))
    }

    @Test func emptiness() {
        #expect(Size(width: 0, height: 10).isEmpty)
        #expect(Size(width: .nan, height: 10).isEmpty)
        #expect(!Size(width: 3, height: 3).isEmpty)
    }
}
