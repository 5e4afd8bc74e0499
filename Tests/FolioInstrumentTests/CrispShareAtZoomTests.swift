import FolioInstrument
import Foundation
import Testing

/// The report's `crispFrameShareAtZoom`: only frames at a steady deep zoom count, and of those the
/// ones whose current page showed crisp.
@Suite struct CrispShareAtZoomTests {
    private func slot(_ page: Int, _ shows: SlotShows) -> SlotFrameState {
        SlotFrameState(page: page, generation: UInt64(page), shows: shows, visible: true)
    }

    @Test func countsOnlyFramesAtASteadyZoomAndTheCurrentPagesCrispness() {
        var measured = SessionMeasurements()
        // At fit, or while the zoom changes: not counted.
        measured.countFrameAtZoom([slot(4, .crisp)], currentPage: 4, steadyZoom: false)
        #expect(measured.crispAtZoom.frames == 0 && measured.crispAtZoom.share == nil)
        // At zoom: the current page's slot decides, not a neighbour's.
        measured.countFrameAtZoom([slot(4, .crisp), slot(5, .placeholder)], currentPage: 4, steadyZoom: true)
        measured.countFrameAtZoom([slot(4, .placeholder), slot(5, .crisp)], currentPage: 4, steadyZoom: true)
        measured.countFrameAtZoom([slot(4, .crisp)], currentPage: 4, steadyZoom: true)
        measured.countFrameAtZoom([slot(4, .placeholder)], currentPage: 4, steadyZoom: true)
        #expect(measured.crispAtZoom.frames == 4 && measured.crispAtZoom.crisp == 2)
        #expect(measured.crispAtZoom.share == 0.5)
    }

    @Test func encodesTheShareAndTheCounts() throws {
        var share = CrispShareAtZoom()
        let none = try JSONSerialization.jsonObject(with: JSONEncoder().encode(share)) as? [String: Any]
        #expect(none?["share"] == nil && none?["frames"] as? Int == 0)
        share.count([slot(2, .crisp)], currentPage: 2, steadyZoom: true)
        share.count([slot(2, .stale)], currentPage: 2, steadyZoom: true)
        let json = try JSONSerialization.jsonObject(with: JSONEncoder().encode(share)) as? [String: Any]
        #expect(json?["share"] as? Double == 0.5 && json?["frames"] as? Int == 2 && json?["crisp"] as? Int == 1)
    }
}
