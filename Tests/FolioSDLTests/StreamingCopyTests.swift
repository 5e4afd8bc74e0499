import CMemoryCopy
import Testing

/// The streaming copy that fills the software renderer's textures copies exactly the rows asked
/// for, whatever the alignment of either side, the row length and the pitches, and writes nothing
/// else.
@Suite struct StreamingCopyTests {
    @Test(arguments: [
        // (row bytes, rows, source pitch, destination pitch, source offset, destination offset)
        (4 * 601, 7, 4 * 601, 4 * 601, 0, 0),  // rows that follow one another: one run
        (4 * 601, 7, 4 * 601 + 12, 4 * 640, 3, 5),  // pitches of their own, nothing aligned
        (4 * 16, 3, 4 * 16, 4 * 16, 1, 15),  // short rows
        (12, 5, 20, 36, 7, 0),  // rows shorter than one streaming store
        (4 * 1280, 1, 4 * 1280, 4 * 1280, 0, 8),
    ])
    func copiesTheRowsAndNothingElse(shape: (Int, Int, Int, Int, Int, Int)) {
        let (rowBytes, rows, sourcePitch, destinationPitch, sourceOffset, destinationOffset) = shape
        var generator = SystemRandomNumberGenerator()
        let source = (0..<(sourceOffset + sourcePitch * rows)).map { _ in UInt8.random(in: 0...255, using: &generator) }
        let untouched: UInt8 = 0xA5
        var destination = [UInt8](repeating: untouched, count: destinationOffset + destinationPitch * rows + 64)
        source.withUnsafeBytes { from in
            destination.withUnsafeMutableBytes { to in
                folio_copy_rows_streaming(
                    to.baseAddress! + destinationOffset, destinationPitch, from.baseAddress! + sourceOffset,
                    sourcePitch, rowBytes, rows)
            }
        }
        var expected = [UInt8](repeating: untouched, count: destination.count)
        for row in 0..<rows {
            let from = sourceOffset + row * sourcePitch
            let to = destinationOffset + row * destinationPitch
            expected[to..<(to + rowBytes)] = source[from..<(from + rowBytes)]
        }
        #expect(destination == expected)
    }
}
