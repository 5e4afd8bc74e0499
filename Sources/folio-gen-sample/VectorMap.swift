import CPoppler
import FolioCore
import Foundation

/// A seeded, map-like drawing made of many thin stroked polylines: wobbly
/// elevation contours around "hills" plus streamlines of a smooth flow field.
///
/// Its purpose is load: page 12 must hold more than 100,000 path segments so
/// that vector rendering cost shows up in the reader.
struct VectorMap {
    /// Total segments to emit at least; the streamlines stop once this is reached.
    static let targetSegments = 110_000

    let x: Double
    let y: Double
    let width: Double
    let height: Double

    /// Draws the map clipped to its rectangle and returns the number of path
    /// segments (line-tos, including closing segments) emitted.
    func draw(on canvas: Canvas, seed: UInt64) -> Int {
        var rng = SplitMix64(seed: seed)
        var path = CountingPath(cr: canvas.cr)
        canvas.saved {
            cairo_rectangle(canvas.cr, x, y, width, height)
            cairo_clip(canvas.cr)
            canvas.fillRect(x, y, width, height, Colour(red: 0.97, green: 0.96, blue: 0.91))
            cairo_set_line_join(canvas.cr, CAIRO_LINE_JOIN_ROUND)
            drawGraticule(canvas: canvas, path: &path)
            drawContours(canvas: canvas, path: &path, rng: &rng)
            drawStreamlines(canvas: canvas, path: &path, rng: &rng)
        }
        canvas.strokeRect(x, y, width, height, .ink, lineWidth: 1)
        return path.segments
    }

    private func drawGraticule(canvas: Canvas, path: inout CountingPath) {
        canvas.setColour(Colour(red: 0.75, green: 0.78, blue: 0.82))
        cairo_set_line_width(canvas.cr, 0.4)
        for gx in stride(from: x + 25, to: x + width, by: 50) {
            path.move(gx, y)
            path.line(gx, y + height)
        }
        for gy in stride(from: y + 25, to: y + height, by: 50) {
            path.move(x, gy)
            path.line(x + width, gy)
        }
        cairo_stroke(canvas.cr)
    }

    /// Concentric, irregular closed rings around randomly placed hills.
    private func drawContours(canvas: Canvas, path: inout CountingPath, rng: inout SplitMix64) {
        let brown = Colour(red: 0.62, green: 0.40, blue: 0.20)
        let darkBrown = Colour(red: 0.40, green: 0.24, blue: 0.10)
        for _ in 0..<16 {
            let cx = x + rng.nextUnit() * width
            let cy = y + rng.nextUnit() * height
            let rings = rng.next(remainderIn: 6...12)
            // Low harmonics give each hill its own lumpy outline, shared by all its rings.
            let harmonics = (2...5).map { k in
                (k: Double(k), amplitude: rng.next(in: 0...0.22) / Double(k - 1), phase: rng.nextUnit() * 2 * .pi)
            }
            for ring in 1...rings {
                let radius = Double(ring) * 7.5
                let major = ring % 5 == 0
                canvas.setColour(major ? darkBrown : brown)
                cairo_set_line_width(canvas.cr, major ? 0.8 : 0.35)
                let vertices = max(32, Int(2 * .pi * radius / 1.5))
                for v in 0..<vertices {
                    let theta = Double(v) / Double(vertices) * 2 * .pi
                    var r = 1.0
                    for h in harmonics {
                        r += h.amplitude * sin(h.k * theta + h.phase)
                    }
                    let px = cx + radius * r * cos(theta)
                    let py = cy + radius * r * sin(theta)
                    if v == 0 { path.move(px, py) } else { path.line(px, py) }
                }
                path.close()
                cairo_stroke(canvas.cr)
            }
        }
    }

    /// Streamlines following a smooth direction field built from a few sine waves.
    private func drawStreamlines(canvas: Canvas, path: inout CountingPath, rng: inout SplitMix64) {
        let waves = (0..<4).map { _ in
            (
                frequency: rng.next(in: 0.004...0.02), direction: rng.nextUnit() * 2 * .pi,
                phase: rng.nextUnit() * 2 * .pi, weight: rng.next(in: 0.3...1.0)
            )
        }
        func heading(_ px: Double, _ py: Double) -> Double {
            var angle = 0.0
            for w in waves {
                angle += w.weight * sin(w.frequency * (px * cos(w.direction) + py * sin(w.direction)) + w.phase)
            }
            return angle * .pi
        }
        let palette = [
            (Colour(red: 0.15, green: 0.40, blue: 0.80), 0.5),  // rivers
            (Colour(red: 0.20, green: 0.55, blue: 0.30), 0.3),  // paths
            (Colour(red: 0.55, green: 0.55, blue: 0.58), 0.3),  // tracks
            (Colour(red: 0.80, green: 0.25, blue: 0.20), 0.6),  // roads
        ]
        let step = 1.5
        while path.segments < Self.targetSegments {
            let (colour, lineWidth) = rng.pick(palette)
            canvas.setColour(colour)
            cairo_set_line_width(canvas.cr, lineWidth)
            var px = x + rng.nextUnit() * width
            var py = y + rng.nextUnit() * height
            path.move(px, py)
            for _ in 0..<rng.next(remainderIn: 120...320) {
                let angle = heading(px, py)
                px += step * cos(angle)
                py += step * sin(angle)
                if px < x || px > x + width || py < y || py > y + height { break }
                path.line(px, py)
            }
            cairo_stroke(canvas.cr)
        }
    }
}

/// Adds points to the current cairo path and counts the segments.
///
/// Points are snapped to a quarter point: cairo stores paths in 24.8 fixed
/// point, so quarters are exact and print with at most two decimals, which
/// keeps the content stream (and the file) much smaller than arbitrary values.
private struct CountingPath {
    let cr: OpaquePointer
    private(set) var segments = 0

    init(cr: OpaquePointer) {
        self.cr = cr
    }

    private static func snap(_ value: Double) -> Double {
        (value * 4).rounded() / 4
    }

    func move(_ x: Double, _ y: Double) {
        cairo_move_to(cr, Self.snap(x), Self.snap(y))
    }

    mutating func line(_ x: Double, _ y: Double) {
        cairo_line_to(cr, Self.snap(x), Self.snap(y))
        segments += 1
    }

    mutating func close() {
        cairo_close_path(cr)
        segments += 1
    }
}

extension PageRenderer {
    /// Lays out page 12: the map fills most of the page and a little text follows it.
    func drawVectorMap(region: TextRegion) -> (textRegion: TextRegion, segments: Int) {
        let mapTop = region.top + 4
        let mapBottom = region.bottom - 96
        let map = VectorMap(x: layout.left, y: mapTop, width: layout.contentWidth, height: mapBottom - mapTop)
        let segments = map.draw(on: canvas, seed: 0x3A9_0000 &+ UInt64(spec.number))
        canvas.text(
            "\(segments) path segments", x: layout.left, y: mapBottom + 14,
            font: .sans(9, italic: true), colour: .grey)
        return (TextRegion(top: mapBottom + 20, bottom: region.bottom), segments)
    }
}
