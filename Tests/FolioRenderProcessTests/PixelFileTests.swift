import FolioCore
import FolioInstrument
import FolioPoppler
import FolioRender
import FolioTestSupport
import Foundation
import Glibc
import SystemPackage
import Testing

@testable import FolioRenderProcess

/// Pixels cross from a render worker once and do not stay: the worker draws into the reader's
/// memory file (`PixelFile`), the reader's image maps it, and the memory is gone with the image.
@Suite struct PixelFileTests {
    /// The mappings of memory files named `folio-pixels` in process `pid`: address range and inode
    /// (which tell one file from another), and resident kB.
    static func pixelMappings(of pid: pid_t = getpid()) throws -> [(mapping: String, residentKB: Int)] {
        let smaps = try #require(ProcFile.text("/proc/\(pid)/smaps"))
        var found: [(String, Int)] = []
        var current: String?
        for line in smaps.split(separator: "\n") {
            // A mapping's first line starts with its address range (lower-case hex); its fields follow.
            if let first = line.first, first.isHexDigit, !first.isUppercase {
                let fields = line.split(separator: " ")
                current =
                    line.contains("/memfd:folio-pixels") && fields.count > 4 ? "\(fields[0]) inode \(fields[4])" : nil
            } else if let range = current, line.hasPrefix("Rss:") {
                let kB = line.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
                found.append((range, kB))
                current = nil
            }
        }
        return found
    }

    @Test(
        arguments: [(3, 0.5, nil), (12, 2.0, PixelRect(x: 300, y: 500, width: 700, height: 400)), (7, 1.25, nil)]
            as [(Int, Double, PixelRect?)])
    func aRenderArrivesPixelIdenticalToTheSameRenderInProcess(page: Int, scale: Double, region: PixelRect?) throws {
        let source = try WorkerProcessTests.open(WorkerProcessTests.opener())
        let shared = try source.render(page: page, scale: scale, region: region)
        let inProcess = try Document(path: PackageRoot.samplePDF).render(page: page, scale: scale, region: region)
        #expect(shared.mapping != nil, "the pixels were copied out of the worker's memory file")
        #expect(shared.width == inProcess.width && shared.height == inProcess.height)
        #expect(shared == inProcess, "page \(page) at \(scale) differs from the in-process render")
    }

    @Test func noPixelMemoryIsResidentOnceTheImageIsGone() throws {
        let source = try WorkerProcessTests.open(WorkerProcessTests.opener())
        let before = Set(try Self.pixelMappings().map(\.mapping))
        let mapping: String
        do {
            let image = try source.render(page: 12, scale: 1.5, region: nil)
            // Other tests run alongside and map files of their own: this image's is the new one at its address.
            let address = String(UInt(bitPattern: try #require(image.mapping?.base)), radix: 16)
            let ours = try Self.pixelMappings().filter {
                !before.contains($0.mapping) && $0.mapping.hasPrefix(address + "-")
            }
            #expect(ours.count == 1, "\(ours)")
            mapping = try #require(ours.first?.mapping)
            // Faulted in on the render thread, not when the main thread uploads it.
            #expect((ours.first?.residentKB ?? 0) * 1024 >= image.byteCount - 4096, "\(ours)")
            let worker = try #require(source.workerProcessID)
            #expect(try Self.pixelMappings(of: worker).isEmpty, "the worker kept its render's pixels mapped")
        }
        PixelMapping.waitForUnmapping()  // the reader's mappings are unmapped off the main thread
        #expect(
            try !Self.pixelMappings().contains { $0.mapping == mapping },
            "the image is gone but its memory file is still mapped")
    }

    /// The reader seals the file before it maps it: the worker can no longer write it or shrink it
    /// (which would fault the reader's reads), and a worker still holding it writable is refused.
    @Test func theReaderSealsWhatItMaps() throws {
        let file = try PixelFile()
        try file.descriptor.resize(to: 4096)
        do {
            let stillWritable = try PixelMapping(descriptor: file.descriptor, count: 4096, writable: true)
            #expect(throws: WireError.system(.resourceBusy)) { try file.image(width: 32, height: 32, bytesPerRow: 128) }
            _ = stillWritable
        }
        let image = try file.image(width: 32, height: 32, bytesPerRow: 128)
        #expect(image.mapping?.isWritable == false)
        #expect(throws: Errno.notPermitted) { try file.descriptor.resize(to: 0) }
        #expect(throws: WireError.malformed) { try PixelFile().image(width: 32, height: 33, bytesPerRow: 128) }
        #expect(throws: WireError.malformed) { try file.image(width: 64, height: 32, bytesPerRow: 128) }
    }

    /// A buffer over a read-only mapping is copied to the heap when written; one holding a
    /// writable mapping alone (a worker drawing) is written in place.
    @Test func writingAMappedBufferCopiesOnlyWhenItMust() throws {
        let file = try PixelFile()
        try file.descriptor.resize(to: 64)
        var drawn = PixelBuffer(
            width: 4, height: 4, bytesPerRow: 16,
            mapping: try PixelMapping(descriptor: file.descriptor, count: 64, writable: true))
        drawn.withUnsafeMutableBytes { $0[0] = 7 }
        let inTheFile = try PixelMapping(descriptor: file.descriptor, count: 64, writable: false)
        #expect(inTheFile.base.load(as: UInt8.self) == 7 && drawn.mapping?.isWritable == true)
        let shared = drawn
        drawn.withUnsafeMutableBytes { $0[0] = 9 }
        #expect(shared.pixel(x: 0, y: 0).blue == 7 && drawn.pixel(x: 0, y: 0).blue == 9 && drawn.mapping == nil)
    }
}
