import FolioRender
import Testing

/// Bytes deflated and inflated: the same bytes back, and nothing kept when deflating saves little.
@Suite struct DeflatedBytesTests {
    @Test func comesBackByteForByte() throws {
        let text = Array(String(repeating: "the quick brown fox jumps over the lazy dog ", count: 200).utf8)
        let deflated = try #require(text.withUnsafeBytes { DeflatedBytes(deflating: $0) })
        #expect(deflated.count == text.count && deflated.byteCount < text.count / 10)
        var back = [UInt8](repeating: 0, count: text.count)
        back.withUnsafeMutableBytes { deflated.inflate(into: $0.baseAddress!) }
        #expect(back == text)
    }

    @Test func bytesThatDoNotDeflateAreNotKept() {
        var generator = SystemRandomNumberGenerator()
        let noise = (0..<4096).map { _ in UInt8.random(in: 0...255, using: &generator) }
        #expect(noise.withUnsafeBytes { DeflatedBytes(deflating: $0) } == nil)
        #expect([UInt8]().withUnsafeBytes { DeflatedBytes(deflating: $0) } == nil)
    }
}
