import FolioCore
import Testing

/// The password prompt's text: dots for what is typed, a wrong try said until typing starts again.
struct PasswordPromptTests {
    @Test func typedCharactersAreShownAsDots() {
        var prompt = PasswordPrompt(documentName: "secret.pdf")
        prompt.type("ab")
        prompt.type("ç")
        #expect(prompt.typed == "abç")
        #expect(prompt.lines.contains("Password: \u{2022}\u{2022}\u{2022}_"))
        #expect(!prompt.lines.joined().contains("ab"))
        prompt.deleteBackward()
        prompt.deleteBackward()
        prompt.deleteBackward()
        prompt.deleteBackward()
        #expect(prompt.typed.isEmpty)
        #expect(prompt.lines.first == "secret.pdf is encrypted.")
    }

    @Test func aWrongTryIsSaid() {
        let prompt = PasswordPrompt(documentName: "secret.pdf", lastTryWasWrong: true)
        #expect(prompt.lines.contains("Wrong password, try again."))
        #expect(!PasswordPrompt(documentName: "secret.pdf").lines.contains("Wrong password, try again."))
    }
}
