import ArgumentParser
import Foundation

/// Runs `body`; any failure becomes the contract's one line on stderr and exit status 1.
/// Folio's errors (`FolioError`, `SDLError`) describe themselves in one line naming the file.
func failingCleanly<T>(_ body: () throws -> T) throws -> T {
    do {
        return try body()
    } catch let exit as ExitCode {
        throw exit
    } catch {
        FileHandle.standardError.write(Data("folio: \(error)\n".utf8))
        throw ExitCode(1)
    }
}
