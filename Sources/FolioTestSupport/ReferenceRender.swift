import FolioCore
import FolioRender
import Foundation

/// Renders with poppler's own `pdftocairo`, the reference that Folio's renders must match.
public enum ReferenceRender {
    public static let executable = ExternalCommand.which("pdftocairo")

    /// Page `page` at `scale` (72 dpi x scale), CropBox, optionally only `region` (pixels).
    public static func render(path: String, page: Int, scale: Double, region: PixelRect? = nil, password: String? = nil)
        throws -> PixelBuffer
    {
        guard let executable else { throw PDFInfoReport.ReportError.missingTool }
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("folio-ref-\(UUID().uuidString)")
            .path
        defer { try? FileManager.default.removeItem(atPath: output + ".png") }
        var arguments = ["-png", "-cropbox", "-r", "\(72 * scale)", "-f", "\(page)", "-l", "\(page)", "-singlefile"]
        if let region {
            arguments += ["-x", "\(region.x)", "-y", "\(region.y)", "-W", "\(region.width)", "-H", "\(region.height)"]
        }
        if let password { arguments += ["-upw", password] }
        let outcome = try ExternalCommand(executable, arguments + [path, output]).run(timeout: 120)
        guard outcome.status == 0 else { throw PDFInfoReport.ReportError.failed(outcome.standardError) }
        return try PNGFile.read(output + ".png")
    }
}
