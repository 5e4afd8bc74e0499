import FolioCore
import FolioPoppler
import FolioRender
import FolioTestSupport
import Foundation
import Testing

/// The bundled `Assets/sample.pdf` has the pages that the rest of Folio's tests and demos rely on.
@Suite struct SampleDocumentTests {
    let info: DocumentInfo

    init() throws {
        info = try Document(path: PackageRoot.samplePDF).info()
    }

    @Test func isSmallEnoughToShip() throws {
        let bytes = try #require(FileManager.default.attributesOfItem(atPath: PackageRoot.samplePDF)[.size] as? Int)
        #expect(bytes <= 2 * 1024 * 1024)
    }

    @Test func hasMixedPagesWithRotationAndCrop() {
        #expect(info.pageCount >= 60)
        let a4 = Size(width: 595.276, height: 841.89), letter = Size(width: 612, height: 792)
        func close(_ a: Size, _ b: Size) -> Bool { abs(a.width - b.width) < 0.01 && abs(a.height - b.height) < 0.01 }
        #expect(close(info.size(ofPage: 1), a4))
        #expect(close(info.size(ofPage: 2), letter))
        #expect(close(info.size(ofPage: 5), a4.rotated(quarterTurns: 1)), "landscape page")
        #expect(info.rotations[6] == 90, "page 7 carries /Rotate 90")
        #expect(close(info.size(ofPage: 7), a4.rotated(quarterTurns: 1)))
        #expect(close(info.size(ofPage: 9), Size(width: 540, height: 720)), "page 9 is cropped")
        #expect(close(info.size(ofPage: 20), Size(width: 1728, height: 2592)), "page 20 is a 24x36 inch poster")
        #expect(info.rotations.enumerated().allSatisfy { $0.offset == 6 || $0.element == 0 })
    }

    @Test(arguments: [1, 7, 9, 12, 15, 20, 64])
    func pagesShowContent(_ number: Int) throws {
        let page = try Document(path: PackageRoot.samplePDF).page(number)
        let image = try page.render(scale: 0.25)
        #expect(ImageDifference.contrast(image) > 5, "page \(number) renders with visible content")
    }
}
