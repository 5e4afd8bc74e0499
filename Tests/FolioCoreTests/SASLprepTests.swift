import FolioCore
import Testing

/// RFC 4013's own examples (section 3), and the corpus's password in its raw form.
@Suite struct SASLprepTests {
    @Test(arguments: [
        ("I\u{AD}X", "IX"),  // soft hyphen mapped to nothing
        ("user", "user"),  // no transformation
        ("USER", "USER"),  // case preserved, will not match "user"
        ("\u{AA}", "a"),  // output is NFKC, input in ISO 8859-1
        ("\u{2168}", "IX"),  // output is NFKC, will match the first example
        ("S\u{AA}SL\u{AD}prep", "SaSLprep"),  // pdf.js's saslprep-r6.pdf, as its manifest spells it
        ("a\u{A0}b\u{3000}c", "a b c"),  // spaces of other kinds become U+0020
        ("\u{5D0}\u{5D1}", "\u{5D0}\u{5D1}"),  // right-to-left throughout
    ])
    func prepares(_ typed: String, _ prepared: String) {
        #expect(SASLprep.prepare(typed) == prepared)
    }

    @Test(arguments: [
        "\u{7}",  // prohibited: a control character (RFC 4013's example)
        "\u{627}1",  // bidirectional: right-to-left text must end right-to-left (RFC 4013's example)
        "\u{5D0}a\u{5D1}",  // bidirectional: left-to-right letters among right-to-left ones
        "pass\u{E000}word",  // prohibited: private use
        "\u{FFFE}",  // prohibited: a non-character
    ])
    func refuses(_ typed: String) {
        #expect(SASLprep.prepare(typed) == nil)
    }

    @Test func candidatesTryTheTypedFormFirstAndThePreparedOnlyWhenItDiffers() {
        #expect(SASLprep.candidates(for: "user-secret") == ["user-secret"])
        #expect(SASLprep.candidates(for: "S\u{AA}SL\u{AD}prep") == ["S\u{AA}SL\u{AD}prep", "SaSLprep"])
        #expect(SASLprep.candidates(for: "\u{7}") == ["\u{7}"])
    }
}
