import FolioCore

/// Produces deterministic filler prose from a fixed word list.
///
/// The words are real English so that rendered text looks like text and
/// kerning, ascenders and descenders can be judged when zooming in.
struct TextGenerator {
    private var rng: SplitMix64

    init(seed: UInt64) {
        rng = SplitMix64(seed: seed)
    }

    private static let words: [String] = [
        "page", "paper", "margin", "column", "glyph", "serif", "ink", "folio", "quire", "leaf",
        "render", "raster", "vector", "curve", "stroke", "fill", "colour", "shade", "grid", "scale",
        "zoom", "crisp", "sharp", "smooth", "quiet", "bright", "narrow", "wide", "tall", "small",
        "reader", "viewer", "window", "screen", "pixel", "point", "inch", "measure", "rule", "line",
        "the", "a", "of", "and", "to", "in", "with", "on", "for", "from", "over", "under",
        "between", "across", "along", "behind", "every", "each", "some", "many", "few", "other",
        "quickly", "slowly", "gently", "evenly", "nearly", "always", "seldom", "often", "never",
        "draws", "turns", "holds", "keeps", "moves", "shows", "hides", "finds", "makes", "reads",
        "binds", "folds", "cuts", "prints", "fits", "fills", "crops", "rotates", "flows", "wraps",
        "library", "archive", "chapter", "section", "figure", "table", "index", "footnote", "caption",
        "river", "mountain", "harbour", "valley", "meadow", "forest", "island", "bridge", "tower",
        "morning", "evening", "winter", "summer", "journey", "letter", "number", "answer", "question",
        "quartz", "jigsaw", "zephyr", "sphinx", "vexing", "dwarf", "kayak", "oxygen", "rhythm",
    ]

    /// A sentence of 6 to 16 words, capitalised and ending in a full stop.
    mutating func sentence() -> String {
        let count = rng.next(remainderIn: 6...16)
        var parts: [String] = []
        for index in 0..<count {
            var word = rng.pick(Self.words)
            if index == 0 { word = word.prefix(1).uppercased() + word.dropFirst() }
            // An occasional comma keeps the rhythm of the text varied.
            if index > 1, index < count - 2, rng.next(remainderBelow: 9) == 0 { word += "," }
            parts.append(word)
        }
        return parts.joined(separator: " ") + "."
    }

    /// A paragraph of `sentenceCount` sentences.
    mutating func paragraph(sentences sentenceCount: Int) -> String {
        (0..<sentenceCount).map { _ in sentence() }.joined(separator: " ")
    }

    /// A paragraph of a random length between 3 and 6 sentences.
    mutating func paragraph() -> String {
        paragraph(sentences: rng.next(remainderIn: 3...6))
    }

    /// A short title-cased heading of 2 to 4 words.
    mutating func heading() -> String {
        (0..<rng.next(remainderIn: 2...4)).map { _ -> String in
            let word = rng.pick(Self.words)
            return word.prefix(1).uppercased() + word.dropFirst()
        }.joined(separator: " ")
    }

    /// A body text size between 9 and 12 pt, in half-point steps.
    mutating func bodySize() -> Double {
        9 + Double(rng.next(remainderIn: 0...6)) / 2
    }
}
