import FolioCore
import FolioPoppler
import FolioRender
import FolioTestSupport
import Foundation
import Testing

/// The tests' form (`Tests/Scripts/form-pdf.py`): its fields read with their kinds, names, places
/// and values; a text, a check box, a radio button and a choice filled, saved as an incremental
/// update and read back by poppler; a fill of a field the file does not hold fails.
@Suite struct FormFillingTests {
    /// The form, written into `folder`, its page turned by `rotate` degrees.
    static func form(in folder: String, rotate: Int = 0) throws -> String {
        let path = folder + "/form.pdf"
        let outcome = try ExternalCommand(
            try #require(ExternalCommand.which("python3")),
            [PackageRoot.path + "/Tests/Scripts/form-pdf.py", path, String(rotate)]
        ).run(timeout: 60)
        try #require(outcome.status == 0, "\(outcome.standardError)")
        return path
    }

    @Test func theFieldsAreReadWithTheirKindsPlacesAndValues() throws {
        let folder = try TemporaryFolder.make("folio-form")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let fields = try Document(path: try Self.form(in: folder)).formFields(onPage: 1)
        #expect(fields.map(\.kind) == [.text, .checkBox, .radio, .radio, .choice])
        #expect(fields.map(\.name) == ["name", "agree", "size", "size", "colour"])
        #expect(fields[0].area == Rect(x: 100, y: 88, width: 300, height: 24), "from the top of the page")
        #expect(fields.map(\.value) == [.text(""), .on(false), .on(false), .on(false), .choice("Red")])
        #expect(fields[4].options == ["Red", "Green", "Blue"] && fields.allSatisfy(\.isFillable))
    }

    /// poppler gives a field's area in the page's own space; on a page turned a quarter it is
    /// turned with the page, as displayed.
    @Test func aFieldOnAPageTurnedByRotateIsWhereItIsDisplayed() throws {
        let folder = try TemporaryFolder.make("folio-form")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let document = try Document(path: try Self.form(in: folder, rotate: 90))
        #expect(try document.page(1).size == Size(width: 792, height: 612))
        let fields = try document.formFields(onPage: 1)
        #expect(fields[0].area == Rect(x: 680, y: 100, width: 24, height: 300), "the name field, turned")
        #expect(fields[1].area == Rect(x: 630, y: 100, width: 18, height: 18), "the check box, turned")
    }

    @Test func fieldsFilledAreSavedAndReadBackByPoppler() throws {
        let folder = try TemporaryFolder.make("folio-form")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = try Self.form(in: folder)
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        do {
            let document = try Document(path: path)
            let fields = try document.formFields(onPage: 1)
            try document.apply(
                MarkChanges(filled: [
                    FieldFill(field: fields[0], value: .text("Ada Lovelace")),
                    FieldFill(field: fields[1], value: .on(true)),
                    FieldFill(field: fields[3], value: .on(true)),
                    FieldFill(field: fields[2], value: .on(false)),
                    FieldFill(field: fields[4], value: .choice("Blue")),
                ]))
            try document.save(to: path)
        }
        let fields = try Document(path: path).formFields(onPage: 1)
        #expect(fields.map(\.value) == [.text("Ada Lovelace"), .on(true), .on(false), .on(true), .choice("Blue")])
        let saved = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(saved.prefix(before.count) == before, "an incremental update: the bytes before stay at the front")
        if let qpdf = ExternalCommand.which("qpdf") {
            let check = try ExternalCommand(qpdf, ["--check", path]).run(timeout: 60)
            #expect(check.status == 0, "\(check.standardOutput)\(check.standardError)")
        }
    }

    @Test func aFillOfAFieldTheFileDoesNotHoldFails() throws {
        let folder = try TemporaryFolder.make("folio-form")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let document = try Document(path: try Self.form(in: folder))
        var field = try #require(try document.formFields(onPage: 1).first)
        field.id = 999
        #expect(throws: FolioError.self) {
            try document.apply(MarkChanges(filled: [FieldFill(field: field, value: .text("x"))]))
        }
        var choice = try #require(try document.formFields(onPage: 1).last)
        #expect(throws: FolioError.self) {
            try document.apply(MarkChanges(filled: [FieldFill(field: choice, value: .choice("Purple"))]))
        }
        choice.kind = .text
        #expect(throws: FolioError.self) {
            try document.apply(MarkChanges(filled: [FieldFill(field: choice, value: .text("x"))]))
        }
    }
}
