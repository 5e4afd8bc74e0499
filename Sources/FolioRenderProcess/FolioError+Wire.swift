import FolioRender

// A worker's error crosses the socket without its path: the worker opened a descriptor, and only
// the reader knows the file's name. Every case crosses, so the reader reacts to a worker's error
// exactly as to a thread's (a password asked for, a damaged page's panel).
extension WireWriter {
    mutating func write(_ error: FolioError) {
        switch error {
        case .fileNotFound: write(UInt8(0))
        case .unreadable(_, let reason): write(UInt8(1)); write(reason)
        case .notAPDF: write(UInt8(2))
        case .damaged(_, let detail): write(UInt8(3)); write(detail)
        case .needsPassword: write(UInt8(4))
        case .wrongPassword: write(UInt8(5))
        case .pageOutOfRange(_, let page, let count): write(UInt8(6)); write(page); write(count)
        case .invalidRequest(_, let detail): write(UInt8(7)); write(detail)
        case .imageTooLarge(_, let width, let height): write(UInt8(8)); write(width); write(height)
        case .renderFailed(_, let page, let detail): write(UInt8(9)); write(page); write(detail)
        case .renderTookTooLong(_, let page, let limit): write(UInt8(10)); write(page); write(limit)
        case .readTookTooLong(_, let limit): write(UInt8(11)); write(limit)
        case .writeFailed(_, let reason): write(UInt8(12)); write(reason)
        case .fileChanged: write(UInt8(13))
        case .rendererCrashed(_, let page, let how): write(UInt8(14)); write(page); write(how)
        case .renderStopped(_, let page): write(UInt8(15)); write(page)
        case .renderProcessFailed(_, let detail): write(UInt8(16)); write(detail)
        }
    }
}

extension WireReader {
    mutating func error(path: String) throws(WireError) -> FolioError {
        switch try byte() {
        case 0: return .fileNotFound(path: path)
        case 1: return .unreadable(path: path, reason: try string())
        case 2: return .notAPDF(path: path)
        case 3: return .damaged(path: path, detail: try string())
        case 4: return .needsPassword(path: path)
        case 5: return .wrongPassword(path: path)
        case 6: return .pageOutOfRange(path: path, page: try int(), pageCount: try int())
        case 7: return .invalidRequest(path: path, detail: try string())
        case 8: return .imageTooLarge(path: path, width: try int(), height: try int())
        case 9: return .renderFailed(path: path, page: try int(), detail: try string())
        case 10: return .renderTookTooLong(path: path, page: try int(), limitSeconds: try double())
        case 11: return .readTookTooLong(path: path, limitSeconds: try double())
        case 12: return .writeFailed(path: path, reason: try string())
        case 13: return .fileChanged(path: path)
        case 14: return .rendererCrashed(path: path, page: try int(), how: try string())
        case 15: return .renderStopped(path: path, page: try int())
        case 16: return .renderProcessFailed(path: path, detail: try string())
        default: throw .malformed
        }
    }
}
