import ArgumentParser
import FolioCore
import FolioPoppler
import FolioRender

/// `folio render FILE --page N --out PNG`: one page, or a region of it, to a PNG file.
struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render a page, or a region of it, to a PNG file.",
        discussion: "Scale 1 is 72 dpi. The region is in output pixels of the scaled, rotated page.")

    @OptionGroup var document: DocumentArguments
    @Option(help: "Page number, from 1.") var page: Int
    @Option(help: "Device pixels per point (1 = 72 dpi).") var scale: Double = 1
    @Option(help: "Only this part of the page: X,Y,W,H in output pixels.", transform: parseRegion)
    var region: PixelRect?
    @Option(help: "The PNG file to write.") var out: String
    @Option(
        name: .customLong("render-time-limit"), help: "Seconds the render may take before folio gives up with an error."
    )
    var renderTimeLimit: Double = RenderWatch.defaultTimeLimit
    @OptionGroup var recoloring: RecolorOptions

    func validate() throws {
        guard scale.isFinite, scale > 0 else { throw ValidationError("--scale must be a positive number") }
        guard renderTimeLimit > 0, renderTimeLimit <= 3600 else {
            throw ValidationError(
                "--render-time-limit must be more than 0 and at most 3600 seconds, not \(renderTimeLimit)")
        }
    }

    func run() throws {
        try failingCleanly { () throws in
            let pdf = try Document(path: document.file, password: document.password)
            pdf.recolor = recoloring.colours()
            let deadline = CommandDeadline(
                seconds: renderTimeLimit,
                .renderTookTooLong(path: document.file, page: page, limitSeconds: renderTimeLimit))
            let image = try pdf.render(page: page, scale: scale, region: region)
            deadline.cancel()
            try PNGFile.write(image, to: out)
        }
    }
}

private func parseRegion(_ text: String) throws -> PixelRect {
    guard let region = PixelRect(parsing: text) else {
        throw ValidationError("--region wants X,Y,W,H in whole pixels with W and H above 0, not '\(text)'")
    }
    return region
}
