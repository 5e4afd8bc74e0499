import FolioCore
import FolioRender
import Foundation

/// What a correct answer is, for each command that ended with status 0 on a (perhaps damaged) file.
extension BadFileCheck {
    /// info: the JSON, with as many sizes and rotations as pages, sizes two finite numbers from 0,
    /// rotations multiples of 90. Also gives page 1's size, for the render's check.
    static func judgeInfo(_ run: Run) -> ([Problem], Size?) {
        let output = run.outcome.standardOutput
        guard let json = try? JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any],
            let pages = json["pages"] as? Int, let sizes = json["pageSizes"] as? [[Double]],
            let rotations = json["rotations"] as? [Int]
        else { return (run.problem(.contract, "status 0 without the info JSON: \(quote(output))"), nil) }
        guard pages > 0, sizes.count == pages, rotations.count == pages else {
            return (
                run.problem(
                    .contract, "status 0 with \(pages) pages, \(sizes.count) sizes, \(rotations.count) rotations"), nil
            )
        }
        guard sizes.allSatisfy({ $0.count == 2 && $0.allSatisfy { $0.isFinite && $0 >= 0 } }) else {
            return (run.problem(.contract, "status 0 with a page size that is not two finite numbers from 0"), nil)
        }
        guard rotations.allSatisfy({ [0, 90, 180, 270].contains($0) }) else {
            return (run.problem(.contract, "status 0 with a rotation that is not 0, 90, 180 or 270"), nil)
        }
        return ([], Size(width: sizes[0][0], height: sizes[0][1]))
    }

    /// A page whose longer side is over this many points is rendered as a region of its top-left
    /// corner at scale 1, so that a page made huge costs no more than a normal one.
    static let largestWholePage = 2000.0
    static let cornerRegion = PixelRect(x: 0, y: 0, width: 1024, height: 1024)

    /// Page 1 at scale 1: whole, or its corner when info says it is huge.
    static func renderRequest(firstPage: Size?) -> (arguments: [String], region: PixelRect?) {
        guard let firstPage, max(firstPage.width, firstPage.height) > largestWholePage else { return ([], nil) }
        return (["--region", "0,0,\(cornerRegion.width),\(cornerRegion.height)"], cornerRegion)
    }

    /// render: a PNG of page 1's size as info gave it (or of the corner region, cut to the page).
    static func judgeRender(_ run: Run, png: String, firstPage: Size?, region: PixelRect?) -> [Problem] {
        guard let image = try? PNGFile.read(png) else {
            return run.problem(.contract, "status 0 without a PNG at --out")
        }
        guard let firstPage else {
            return image.width > 0 && image.height > 0 ? [] : run.problem(.contract, "status 0 with an empty PNG")
        }
        // info rounds sizes to a ten-thousandth of a point: a pixel either way.
        let bounds = PageCanvas.pixelBounds(of: firstPage, scale: 1)
        let expected = region.flatMap { $0.intersection(bounds) } ?? bounds
        guard abs(image.width - expected.width) <= 1, abs(image.height - expected.height) <= 1 else {
            return run.problem(
                .contract,
                "a \(image.width)x\(image.height) PNG where info's page 1 makes \(expected.width)x\(expected.height)")
        }
        return []
    }

    /// bench: a report of some frames, none of them stale.
    static func judgeBench(_ run: Run, report: String) -> [Problem] {
        guard let data = FileManager.default.contents(atPath: report),
            let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let frames = json["frames"] as? Int, let stale = json["staleFrames"] as? Int
        else { return run.problem(.contract, "status 0 without a report") }
        if frames <= 0 { return run.problem(.contract, "a report of no frames") }
        if stale != 0 { return run.problem(.contract, "\(stale) stale frames") }
        return []
    }
}
