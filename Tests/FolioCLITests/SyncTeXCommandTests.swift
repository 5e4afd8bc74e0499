import FolioTestSupport
import Foundation
import Testing

/// `folio synctex` against TeX Live's own `synctex view` and `synctex edit` on a document the test
/// compiles: every tenth line of the source forward, and back from the middle of each box found.
@Suite(.serialized) struct SyncTeXCommandTests {
    static let document = Result { try TeXDocument.compiled() }
    static let installed = ExternalCommand.which("pdflatex") != nil && ExternalCommand.which("synctex") != nil

    struct Forward: Decodable, Equatable {
        let page: Int
        let boxes: [[Double]]
    }

    struct Inverse: Decodable, Equatable {
        let input: String
        let line: Int
        let column: Int
    }

    /// TeX Live's answers, one record per `Page:` line, as `key: value` pairs.
    private func records(_ arguments: [String]) throws -> [[String: String]] {
        let outcome = try ExternalCommand(try #require(ExternalCommand.which("synctex")), arguments).run(timeout: 30)
        var records: [[String: String]] = []
        for line in outcome.standardOutput.split(separator: "\n") {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let key = String(line[..<colon]), value = String(line[line.index(after: colon)...])
            if key == "Page" || key == "Input" { records.append([:]) }
            if !records.isEmpty { records[records.count - 1][key] = value }
        }
        return records
    }

    @Test(.enabled(if: installed, "pdflatex or synctex is not installed (texlive-latex-base)"))
    func forwardAndInverseAgreeWithTeXLivesSynctex() throws {
        let document = try #require(try Self.document.get())
        var compared = 0, inverses = 0
        for line in stride(from: 1, through: document.lineCount, by: 10) {
            let expected = try records(["view", "-i", "\(line):0:\(document.source)", "-o", document.pdf])
            let outcome = try ExternalCommand.folio([
                "synctex", document.pdf, "--forward", "\(line):0:\(document.source)",
            ])
            .run(timeout: 30)
            guard let first = expected.first, let page = first["Page"].flatMap(Int.init) else {
                #expect(
                    outcome.status == 1, "line \(line): synctex finds nothing, folio said \(outcome.standardOutput)")
                continue
            }
            #expect(outcome.status == 0, "line \(line): \(outcome.standardError)")
            let answer = try JSONDecoder().decode(Forward.self, from: Data(outcome.standardOutput.utf8))
            let onPage = expected.filter { $0["Page"] == first["Page"] }
            let boxes = onPage.map { record -> [Double] in
                let h = Double(record["h"] ?? "") ?? .nan, v = Double(record["v"] ?? "") ?? .nan
                let width = Double(record["W"] ?? "") ?? .nan, height = Double(record["H"] ?? "") ?? .nan
                return [h, v - height, h + width, v]
            }
            #expect(answer.page == page, "line \(line)")
            #expect(answer.boxes.count == boxes.count, "line \(line)")
            for (got, want) in zip(answer.boxes, boxes) {
                #expect(zip(got, want).allSatisfy { abs($0 - $1) < 0.01 }, "line \(line): \(got) against \(want)")
            }
            compared += 1
            // As people and some editors name it: the file name alone, which libsynctex does not match.
            if compared % 5 == 1 {
                let named = try ExternalCommand.folio(["synctex", document.pdf, "--forward", "\(line):0:doc.tex"])
                    .run(timeout: 30)
                #expect(named.standardOutput == outcome.standardOutput, "line \(line) as doc.tex")
            }
            // Back from the middle of each box: the line TeX Live's synctex edit names.
            for box in answer.boxes.prefix(1) {
                let spot = "\(page):\((box[0] + box[2]) / 2):\((box[1] + box[3]) / 2)"
                let edit = try #require(try records(["edit", "-o", "\(spot):\(document.pdf)"]).first)
                let back = try ExternalCommand.folio(["synctex", document.pdf, "--inverse", spot]).run(timeout: 30)
                #expect(back.status == 0, "\(spot): \(back.standardError)")
                let found = try JSONDecoder().decode(Inverse.self, from: Data(back.standardOutput.utf8))
                #expect(
                    found
                        == Inverse(
                            input: edit["Input"] ?? "", line: Int(edit["Line"] ?? "") ?? 0,
                            column: Int(edit["Column"] ?? "") ?? 0))
                inverses += 1
            }
        }
        #expect(compared > 20 && inverses > 20, "\(compared) lines and \(inverses) points compared")
    }

    @Test(.enabled(if: installed, "pdflatex or synctex is not installed (texlive-latex-base)"))
    func badLookupsAreRefusedWithOneLine() throws {
        let document = try #require(try Self.document.get())
        for bad in [["--forward", "0:0:doc.tex"], ["--forward", "12:doc.tex"], ["--inverse", "1:x:3"], []] {
            let outcome = try ExternalCommand.folio(["synctex", document.pdf] + bad).run(timeout: 30)
            #expect(outcome.status == 64 && outcome.standardOutput.isEmpty, "\(bad): \(outcome.status)")
        }
        let nowhere = try ExternalCommand.folio(["synctex", document.pdf, "--forward", "5:0:other.tex"]).run(
            timeout: 30)
        #expect(nowhere.status == 1 && nowhere.standardError.contains("SyncTeX knows nothing at other.tex:5"))
        let folder = try TemporaryFolder.make("folio-no-synctex")
        try FileManager.default.copyItem(atPath: document.pdf, toPath: folder + "/copy.pdf")
        let bare = try ExternalCommand.folio(["synctex", folder + "/copy.pdf", "--inverse", "1:100:100"]).run(
            timeout: 30)
        #expect(bare.status == 1 && bare.standardError.split(separator: "\n").count == 1)
        #expect(bare.standardError.contains("no SyncTeX file"), "\(bare.standardError)")
    }
}
