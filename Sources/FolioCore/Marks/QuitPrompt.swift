/// What the window asks before it quits with changes not saved: `s`, Enter or Ctrl+S saves them
/// and quits once they are saved (not when the save fails); `q` quits, the journal keeping them
/// for the next time the file is opened; Escape, or any other key, stays.
public enum QuitPrompt {
    public enum Outcome: Sendable, Equatable { case stay, quit, saveThenQuit }

    public static func outcome(of key: KeyPress) -> Outcome {
        switch (key.name, key.ctrl) {
        case ("s", _), ("Return", false), ("KP_Enter", false): .saveThenQuit
        case ("q", false), ("w", true): .quit
        default: .stay
        }
    }

    /// The panel's lines for `changes` not saved.
    public static func lines(for changes: MarkChanges) -> [String] {
        [
            "\(changes.described.prefix(1).uppercased() + changes.described.dropFirst()) not saved",
            "",
            "s or Enter    save into the PDF, then quit",
            "q             quit; the changes come back when the file is opened again",
            "Escape        stay",
        ]
    }
}
