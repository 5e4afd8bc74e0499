import FolioCore
import FolioRender

/// What config.toml asks of the window's documents, and the file watched for changes: the keys
/// (applied to each document shown, and at once when the file changes), and night mode and the
/// page strip for the first document (a reloaded one keeps what its last view had). Main thread.
final class WindowSettings {
    private(set) var keyMap: KeyMap
    /// The next document shown starts in night mode, or with the strip shown.
    var nightModeNext: Bool
    var stripNext: Bool
    private let file: SettingsFile?
    private var watch: FileWatch<FileVersion>?
    private var nextLook = 0.0

    init(_ configuration: ReaderConfiguration) {
        keyMap = configuration.keyMap
        nightModeNext = configuration.nightMode
        stripNext = configuration.showsStrip
        file = configuration.settingsFile
        watch = file.map { FileWatch(shown: FileVersion.of(path: $0.path)) }
    }

    /// Looks at the file when it is time; once a change has settled, reads it again and gives
    /// what it found (its keys are then the window's).
    func look(at time: Double) -> SettingsFile.Reading? {
        guard let file, var watch, time >= nextLook else { return nil }
        defer {
            nextLook = watch.nextLook(after: time)
            self.watch = watch
        }
        guard case .changed(let version) = watch.look(FileVersion.of(path: file.path), at: time) else { return nil }
        watch.reloaded(as: version)
        let reading = file.read()
        keyMap = reading.keyMap
        return reading
    }

    var path: String? { file?.path }
}
