import CCairo

/// The one place where cairo's status codes become `FolioError`s.
enum CairoErrors {
    /// Maps a cairo status other than success, met while drawing the image for `path`.
    static func drawingFailed(path: String, status: cairo_status_t) -> FolioError {
        let reason = String(cString: cairo_status_to_string(status))
        if status == CAIRO_STATUS_NO_MEMORY || status == CAIRO_STATUS_INVALID_SIZE {
            return .invalidRequest(path: path, detail: "cairo could not make the image: \(reason)")
        }
        return .writeFailed(path: path, reason: reason)
    }
}
