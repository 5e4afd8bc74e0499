import CPopplerFacts
import FolioCore
import FolioRender

/// The pages' transitions and display durations (`/Trans`, `/Dur`), read through poppler's own
/// API: poppler-glib's `poppler_page_get_transition` turns an unknown style or a value of the wrong
/// type into a default without a word, and presentation mode says what it drew instead.
extension Document {
    public func slideShow() throws(FolioError) -> SlideShow {
        PopplerThreadRule.check(owner, "slideShow()", path: path)
        var facts = [folio_slide_facts](repeating: folio_slide_facts(), count: 64)
        var count = folio_read_slide_facts(path, password, &facts, Int32(facts.count))
        if count > facts.count {
            facts = [folio_slide_facts](repeating: folio_slide_facts(), count: Int(count))
            count = folio_read_slide_facts(path, password, &facts, Int32(facts.count))
        }
        guard count >= 0 else { throw FolioError.damaged(path: path, detail: "its pages' transitions cannot be read") }
        var show = SlideShow()
        for fact in facts.prefix(Int(count)) {
            let (slide, warnings) = Self.slide(from: fact)
            show.slides[Int(fact.page)] = slide
            show.warnings += warnings.map { "page \(fact.page): \($0)" }
        }
        return show
    }

    private static func slide(from fact: folio_slide_facts) -> (SlideShow.Slide, [String]) {
        var warnings: [String] = []
        func number(_ kind: Int32, _ value: Double, _ entry: String) -> Double? {
            if kind == 2 { warnings.append("\(entry) is not a number: taken as missing") }
            return kind == 1 ? value : nil
        }
        func name(_ text: String, _ entry: String) -> String? {
            if text == "?" { warnings.append("\(entry) is not a name: taken as missing") }
            return text.isEmpty || text == "?" ? nil : text
        }
        let (seconds, durationWarning) = SlideShow.sanitizedDuration(number(fact.display_kind, fact.display, "/Dur"))
        warnings += durationWarning.map { [$0] } ?? []
        guard fact.has_trans != 0 else { return (SlideShow.Slide(seconds: seconds), warnings) }
        if fact.has_trans == 2 { warnings.append("/Trans is not a dictionary: drawn as Replace") }
        let style = name(cString(fact.style), "/S") ?? (fact.has_trans == 1 ? "R" : nil)
        let dimension: SlideTransition.Dimension? =
            switch name(cString(fact.dimension), "/Dm") {
            case "V": .vertical
            case "H": .horizontal
            case nil: nil
            case let other?: odd("/Dm /\(other) is neither /H nor /V: /H instead", &warnings, .horizontal)
            }
        let motion: SlideTransition.Motion? =
            switch name(cString(fact.motion), "/M") {
            case "O": .outward
            case "I": .inward
            case nil: nil
            case let other?: odd("/M /\(other) is neither /I nor /O: /I instead", &warnings, .inward)
            }
        let direction: Int?? =
            switch fact.direction_kind {
            case 1: .some(Int(exactly: fact.direction) ?? -1)
            case 2: .some(nil)
            case 3: odd("/Di is neither a number nor /None: 0 instead", &warnings, nil)
            default: nil
            }
        let rectangular: Bool? =
            switch fact.rectangular {
            case 0: false
            case 1: true
            case 2: odd("/B is not a boolean: false instead", &warnings, nil)
            default: nil
            }
        // A missing /S is Replace ("R" in the specification); Folio's style names are the PDF's.
        let (transition, transitionWarnings) = SlideTransition.sanitized(
            styleName: style == "R" ? "Replace" : style, seconds: number(fact.duration_kind, fact.duration, "/D"),
            dimension: dimension, motion: motion, direction: direction,
            scale: number(fact.scale_kind, fact.scale, "/SS"), rectangular: rectangular)
        return (SlideShow.Slide(transition: transition, seconds: seconds), warnings + transitionWarnings)
    }

    /// Notes `warning` and gives `value` in place of what the file wrote.
    private static func odd<Value>(_ warning: String, _ warnings: inout [String], _ value: Value) -> Value {
        warnings.append(warning)
        return value
    }
}

/// A fixed-size C character array as a Swift string.
private func cString<Tuple>(_ characters: Tuple) -> String {
    withUnsafeBytes(of: characters) { bytes in
        String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
    }
}
