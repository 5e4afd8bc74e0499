/// A gesture script's `"synthetic": {"pages": 1000, "renderMs": 30}`: the script is played on a
/// synthetic document of that many pages and that render time, unless the command line names the
/// pages. Only these two fields are written; the rest of the description keeps its defaults.
extension SyntheticDocument {
    static let scriptFieldNames = ["pages", "renderMs"]

    init(json: GestureScriptJSON, path: String) throws(GestureScriptError) {
        let fields = try GestureScriptObject(json, path: path, fields: Self.scriptFieldNames)
        let pagesPath = fields.path(of: "pages")
        let pages = try fields.required("pages").wholeNumber(at: pagesPath, atLeast: 1)
        guard pages <= Self.maximumPageCount else {
            throw GestureScriptError(path: pagesPath, problem: "must be at most \(Self.maximumPageCount), got \(pages)")
        }
        var milliseconds = 0.0
        if let value = fields["renderMs"] {
            let path = fields.path(of: "renderMs")
            milliseconds = try value.number(at: path)
            guard (0...Self.maximumRenderMilliseconds).contains(milliseconds) else {
                throw GestureScriptError(
                    path: path,
                    problem:
                        "must be from 0 to \(Self.maximumRenderMilliseconds.scriptNumberText), got \(milliseconds.scriptNumberText)"
                )
            }
        }
        self.init(pageCount: pages, renderMilliseconds: milliseconds)
    }

    var json: GestureScriptJSON {
        .object(["pages": .integer(Int64(pageCount)), "renderMs": .number(renderMilliseconds)])
    }
}
