import FolioCore

/// Writes plot shapes as a standalone SVG 1.1 document: white background, sans-serif text, one
/// `<path>` per series however many frames it has, coordinates to a tenth of a pixel.
public enum SVGPlotWriter {
    /// The whole document for `plot`.
    public static func document(_ plot: FramePlot) -> String {
        document(plot.shapes, size: plot.size)
    }

    /// The whole document for `shapes` on a `size` canvas.
    public static func document(_ shapes: [PlotShape], size: Size) -> String {
        let width = number(size.width), height = number(size.height)
        var svg = """
            <svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="\(width)" height="\(height)" \
            viewBox="0 0 \(width) \(height)" font-family="sans-serif" stroke="none">

            """
        svg += "<rect x=\"0\" y=\"0\" width=\"\(width)\" height=\"\(height)\" fill=\"#ffffff\"/>\n"
        for shape in shapes { write(shape, into: &svg) }
        svg += "</svg>\n"
        return svg
    }

    private static func write(_ shape: PlotShape, into svg: inout String) {
        switch shape {
        case .rectangle(let rect, let fill, let opacity):
            svg +=
                "<rect x=\"\(number(rect.minX))\" y=\"\(number(rect.minY))\" width=\"\(number(rect.width))\" "
                + "height=\"\(number(rect.height))\" fill=\"\(fill.hex)\"\(opacityAttribute("fill-opacity", opacity))/>\n"
        case .polygons(let runs, let fill, let opacity):
            let data = runs.filter { !$0.isEmpty }.map { "M" + points($0) + "Z" }.joined()
            guard !data.isEmpty else { return }
            svg += "<path d=\"\(data)\" fill=\"\(fill.hex)\"\(opacityAttribute("fill-opacity", opacity))/>\n"
        case .lines(let runs, let stroke):
            let data = runs.filter { $0.count > 1 }.map { "M" + points($0) }.joined()
            guard !data.isEmpty else { return }
            var attributes = "fill=\"none\" stroke=\"\(stroke.colour.hex)\" stroke-width=\"\(number(stroke.width))\""
            if !stroke.dash.isEmpty {
                attributes += " stroke-dasharray=\"\(stroke.dash.map(number).joined(separator: ","))\""
            }
            attributes += opacityAttribute("stroke-opacity", stroke.opacity)
            svg += "<path d=\"\(data)\" \(attributes)/>\n"
        case .markers(let centres, let kind, let size, let fill):
            guard !centres.isEmpty else { return }
            let r = number(size / 2), d = number(size)
            let data = centres.map { centre -> String in
                if let corners = kind.polygon(at: centre, size: size), let first = corners.first {
                    // The first corner absolute, the rest relative: the same few steps for every
                    // marker, so thousands of stall markers stay short.
                    let steps = zip(corners.dropFirst(), corners).map {
                        "\(number($0.x - $1.x)),\(number($0.y - $1.y))"
                    }
                    return "M\(number(first.x)),\(number(first.y))l" + steps.joined(separator: " ") + "z"
                }
                // A circle as two half arcs: a path can hold any number of them, a <circle> only one.
                return
                    "M\(number(centre.x - size / 2)),\(number(centre.y))a\(r),\(r) 0 1,0 \(d),0a\(r),\(r) 0 1,0 -\(d),0Z"
            }.joined()
            svg += "<path d=\"\(data)\" fill=\"\(fill.hex)\"/>\n"
        case .text(let text):
            let x = number(text.position.x), y = number(text.position.y)
            svg += "<text x=\"\(x)\" y=\"\(y)\" font-size=\"\(number(text.fontSize))\" fill=\"\(text.colour.hex)\""
            if text.anchor != .start { svg += " text-anchor=\"\(text.anchor.rawValue)\"" }
            if text.bold { svg += " font-weight=\"bold\"" }
            if text.vertical { svg += " transform=\"rotate(-90 \(x) \(y))\"" }
            svg += ">\(escaped(text.string))</text>\n"
        case .group(let name, let members):
            svg += "<g class=\"\(escaped(name))\">\n"
            for member in members { write(member, into: &svg) }
            svg += "</g>\n"
        }
    }

    private static func opacityAttribute(_ name: String, _ opacity: Double) -> String {
        opacity.isFinite && opacity < 1 ? " \(name)=\"\(DecimalText.short(max(opacity, 0)))\"" : ""
    }

    /// `x,y x,y ...`: after a moveto, further pairs are implicit linetos.
    private static func points(_ points: [Point]) -> String {
        points.map { "\(number($0.x)),\(number($0.y))" }.joined(separator: " ")
    }

    /// A tenth of a pixel is below what any viewer resolves, and keeps long series short. A value
    /// that is not finite (which the layout never makes) is written as 0 rather than as `nan`,
    /// which would make the whole document invalid.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        var text = DecimalText.fixed(value, 1)
        if text.hasSuffix(".0") { text.removeLast(2) }
        return text == "-0" ? "0" : text
    }

    /// Text safe inside an element or a quoted attribute. Control characters XML 1.0 cannot hold
    /// at all are dropped; line breaks become spaces (an SVG text is one line).
    static func escaped(_ string: String) -> String {
        var result = ""
        result.reserveCapacity(string.utf8.count)
        for scalar in string.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\n", "\r", "\t": result += " "
            default:
                if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF { continue }
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}

extension FramePlot {
    /// The plot as an SVG document (see `SVGPlotWriter`).
    public var svg: String { SVGPlotWriter.document(self) }
}
