import Foundation
import Logging

/// How `folio` shows what the engine logs: one line on stderr per message, `folio: ` first, as
/// the command line's errors are; nothing below `warning` unless asked for.
struct StandardErrorLogHandler: LogHandler {
    var metadata: Logger.Metadata = [:]
    var logLevel: Logger.Level = .warning

    init(label: String) {}

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        FileHandle.standardError.write(Data("folio: \(event.message)\n".utf8))
    }
}
