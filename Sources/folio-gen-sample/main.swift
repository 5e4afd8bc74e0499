// folio-gen-sample: writes the deterministic test document Assets/sample.pdf.
//
// Usage: folio-gen-sample [OUTPUT]   (default: Assets/sample.pdf)

import Foundation

let usage = "usage: folio-gen-sample [OUTPUT]   (default: Assets/sample.pdf)"

func fail(_ message: String, code: Int32 = 1) -> Never {
    FileHandle.standardError.write(Data("folio-gen-sample: \(message)\n".utf8))
    exit(code)
}

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.contains("-h") || arguments.contains("--help") {
    print(usage)
    exit(0)
}
guard arguments.count <= 1 else { fail("too many arguments\n\(usage)", code: 2) }
let outputPath = arguments.first ?? "Assets/sample.pdf"

/// Writes `bytes` to `path` atomically, creating missing parent directories.
func write(_ bytes: [UInt8], to path: String) throws {
    let url = URL(fileURLWithPath: path)
    do {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(),
                                                withIntermediateDirectories: true)
        try Data(bytes).write(to: url, options: .atomic)
    } catch {
        throw GeneratorError("cannot write \(path): \(error.localizedDescription)")
    }
}

do {
    let result = try SampleGenerator.generate()
    try write(result.pdf, to: outputPath)

    print("wrote \(outputPath): \(result.pageCount) pages, \(result.pdf.count) bytes")
    print("vector map: \(result.vectorMapSegments) path segments")
    for patch in result.patches {
        let entries = patch.entries.map { "/\($0.key) \($0.value)" }.joined(separator: " ")
        print("page \(patch.pageNumber): \(entries) (incremental update)")
    }
} catch {
    fail("error: \(error)")
}
