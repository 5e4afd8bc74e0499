import CCairo

/// The one place where cairo's status codes become `FolioError`s.
enum CairoErrors {
    /// Maps a cairo status other than success, met while drawing page `page` of `path` (a damaged
    /// page's absurd matrix, say: the page cannot be rendered; nothing was being written).
    static func drawingFailed(path: String, page: Int, status: cairo_status_t) -> FolioError {
        let reason = String(cString: cairo_status_to_string(status))
        if status == CAIRO_STATUS_NO_MEMORY || status == CAIRO_STATUS_INVALID_SIZE {
            return .invalidRequest(path: path, detail: "cairo could not make the image: \(reason)")
        }
        return .renderFailed(path: path, page: page, detail: "cairo: \(reason)")
    }
}
