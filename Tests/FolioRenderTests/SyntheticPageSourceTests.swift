import FolioCore
import FolioRender
import Foundation
import Testing

/// The synthetic source: sizes, seeded determinism, regions that match the whole page, chosen
/// failures, and render times honoured as a lower bound (never checked from above: machines are noisy).
@Suite struct SyntheticPageSourceTests {
    static let a4 = SyntheticDocument.commonSizes[0], letter = SyntheticDocument.commonSizes[1]

    @Test func cycledSizesRepeatInOrder() throws {
        let source = SyntheticPageSource(SyntheticDocument(pageCount: 5, pageSizes: .cycled([Self.a4, Self.letter])))
        #expect(try (1...5).map { try source.pageSize($0) } == [Self.a4, Self.letter, Self.a4, Self.letter, Self.a4])
        let info = try source.info()
        #expect(info.path == "synthetic:5:0" && info.pageCount == 5)
        #expect(info.rotations == [0, 0, 0, 0, 0] && !info.encrypted)
        #expect(throws: FolioError.pageOutOfRange(path: "synthetic:5:0", page: 6, pageCount: 5)) {
            try source.pageSize(6)
        }
        #expect(throws: FolioError.pageOutOfRange(path: "synthetic:5:0", page: 0, pageCount: 5)) {
            try source.pageSize(0)
        }
    }

    @Test func seededSizesComeFromTheSetAndDependOnlyOnTheSeed() {
        let sizes = { (seed: UInt64) in (1...200).map { SyntheticDocument(pageCount: 200, seed: seed).size(ofPage: $0) }
        }
        let first = sizes(1)
        #expect(first == sizes(1))
        #expect(first != sizes(2))
        #expect(Set(first) == Set(SyntheticDocument.commonSizes))  // 200 draws from 5 sizes use every one
        // Asked out of order, a page gets the same size.
        let document = SyntheticDocument(pageCount: 200)
        #expect((1...200).reversed().map { document.size(ofPage: $0) } == first.reversed())
    }

    @Test func rendersAreDeterministicAndPagesDiffer() throws {
        let document = SyntheticDocument(pageCount: 10, pageSizes: .cycled([Self.a4]))
        let page3 = try SyntheticPageSource(document).render(page: 3, scale: 0.25, region: nil)
        #expect(try SyntheticPageSource(document).render(page: 3, scale: 0.25, region: nil) == page3)
        #expect(page3.width == 149 && page3.height == 211)
        let page4 = try SyntheticPageSource(document).render(page: 4, scale: 0.25, region: nil)
        // Each page has its own tint, so a corner inside the frame differs.
        #expect(page3.pixel(x: 8, y: 40) != page4.pixel(x: 8, y: 40))
        // The page number is drawn dark on a pale page.
        #expect((0..<page3.height).contains { y in (0..<page3.width).contains { page3.pixel(x: $0, y: y).red < 64 } })
    }

    @Test(arguments: [
        (0.5, PixelRect(x: 13, y: 27, width: 101, height: 77)),
        (1.3, PixelRect(x: 300, y: 500, width: 640, height: 480)),  // reaches past the page: cut to it
        (4.0, PixelRect(x: 1000, y: 1400, width: 400, height: 300)),
    ])
    func aRegionIsTheSameRegionOfTheWholePage(_ scale: Double, _ region: PixelRect) throws {
        let source = SyntheticPageSource(SyntheticDocument(pageCount: 3, pageSizes: .cycled([Self.a4])))
        let whole = try source.render(page: 2, scale: scale, region: nil)
        let part = try source.render(page: 2, scale: scale, region: region)
        let area = try #require(region.intersection(PixelRect(x: 0, y: 0, width: whole.width, height: whole.height)))
        #expect(part.width == area.width && part.height == area.height)
        var mismatches = 0
        for y in 0..<area.height {
            for x in 0..<area.width where part.pixel(x: x, y: y) != whole.pixel(x: area.x + x, y: area.y + y) {
                mismatches += 1
            }
        }
        #expect(mismatches == 0, "\(mismatches) pixels differ from the whole page's")
    }

    @Test func badRequestsAreErrorsNamingTheSource() {
        let source = SyntheticPageSource(SyntheticDocument(pageCount: 2, pageSizes: .cycled([Self.a4])))
        #expect(throws: FolioError.self) { try source.render(page: 1, scale: 0, region: nil) }
        #expect(throws: FolioError.self) {
            try source.render(page: 1, scale: 1, region: PixelRect(x: 5000, y: 0, width: 10, height: 10))
        }
        #expect(throws: FolioError.imageTooLarge(path: "synthetic:2:0", width: 35_717, height: 50_514)) {
            try source.render(page: 1, scale: 60, region: nil)
        }
    }

    @Test func chosenAndSeededPagesFail() throws {
        let source = SyntheticPageSource(
            SyntheticDocument(pageCount: 4, pageSizes: .cycled([Self.a4]), failingPages: [3]))
        #expect(
            throws: FolioError.renderFailed(
                path: "synthetic:4:0", page: 3, detail: "the synthetic document fails it on purpose")
        ) {
            try source.render(page: 3, scale: 0.1, region: nil)
        }
        #expect(try source.render(page: 2, scale: 0.1, region: nil).width > 0)
        #expect(try source.pageSize(3) == Self.a4)  // a failing page still has its size

        let failing = { (seed: UInt64) in
            let document = SyntheticDocument(pageCount: 1000, failureFraction: 0.2, seed: seed)
            return (1...1000).filter { document.fails(page: $0) }
        }
        #expect(failing(5) == failing(5))
        #expect(failing(5) != failing(6))
        #expect((120...280).contains(failing(5).count))  // about a fifth
    }

    @Test func aRenderTakesAtLeastItsRenderTime() throws {
        let fixed = SyntheticPageSource(
            SyntheticDocument(pageCount: 1, pageSizes: .cycled([Self.a4]), renderMilliseconds: 40))
        var start = MonotonicClock.seconds
        _ = try fixed.render(page: 1, scale: 0.1, region: nil)
        #expect(MonotonicClock.seconds - start >= 0.04)

        // 100 ms per million pixels: a region of 500x400 pixels takes at least 20 ms, and a
        // failing page takes its time too.
        let byPixels = SyntheticPageSource(
            SyntheticDocument(
                pageCount: 1, pageSizes: .cycled([Self.a4]), millisecondsPerMegapixel: 100, failingPages: [1]))
        start = MonotonicClock.seconds
        _ = try? byPixels.render(page: 1, scale: 2, region: PixelRect(x: 0, y: 0, width: 500, height: 400))
        #expect(MonotonicClock.seconds - start >= 0.02)
    }

    @Test func renderTimesVaryBySeedWithinTheirSpread() {
        let document = SyntheticDocument(pageCount: 100, renderMilliseconds: 30, renderTimeVariation: 0.5, seed: 9)
        let seconds = (1...100).map { document.renderSeconds(page: $0, pixels: 0) }
        #expect(seconds.allSatisfy { (0.015...0.045).contains($0) })
        #expect(Set(seconds).count > 90)
        #expect(seconds == (1...100).map { document.renderSeconds(page: $0, pixels: 0) })
        #expect(SyntheticDocument(pageCount: 1, renderMilliseconds: 30).renderSeconds(page: 1, pixels: 0) == 0.03)
    }

    @Test func theCommandLineFormParsesAndNamesIt() {
        let parsed = SyntheticDocument(parsing: "1000:30")
        #expect(parsed?.pageCount == 1000 && parsed?.renderMilliseconds == 30)
        #expect(parsed?.description == "synthetic:1000:30")
        #expect(SyntheticDocument(parsing: "500")?.description == "synthetic:500:0")
        #expect(SyntheticDocument(parsing: "20:2.5")?.description == "synthetic:20:2.5")
        for bad in ["", "0", "-3", "abc", "10:", "10:-1", "10:x", "10:30:5", "1000001", "10:60001", ":30"] {
            #expect(SyntheticDocument(parsing: bad) == nil, "'\(bad)' was accepted")
        }
    }
}
