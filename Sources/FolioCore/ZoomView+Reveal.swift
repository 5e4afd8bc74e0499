/// Bringing a part of the page into view: where a jump lands (a link's or outline entry's
/// destination, a search match) and a place the history restores.
extension ZoomView {
    /// Brings `area` (page points) into view at `zoom` (clamped; the current zoom when nil): a
    /// point (an empty area) or an area larger than the window shows its top-left corner a little in
    /// from the window's corner; a smaller area shows centred. Stops any coasting.
    public mutating func reveal(_ area: Rect, zoom newZoom: Double? = nil) {
        setZoomKeepingOffset(newZoom)
        let inset = min(viewport.width, viewport.height) * Self.revealInset
        let isPoint = area.width <= 0 && area.height <= 0
        let fitsAcross = !isPoint && area.width * scale <= viewport.width - 2 * inset
        let fitsDown = !isPoint && area.height * scale <= viewport.height - 2 * inset
        let anchor = Point(
            x: fitsAcross ? area.minX + area.width / 2 : area.minX,
            y: fitsDown ? area.minY + area.height / 2 : area.minY)
        place(anchor, at: Point(x: fitsAcross ? viewport.width / 2 : inset, y: fitsDown ? viewport.height / 2 : inset))
    }

    /// Shows page point `topLeft` at the window's top-left corner at `zoom`, as far as the pan range
    /// allows: a place the reader left, restored exactly.
    public mutating func show(topLeft: Point, zoom newZoom: Double) {
        setZoomKeepingOffset(newZoom)
        place(topLeft, at: .zero)
    }

    /// How far in from the window's edge `reveal` puts what it shows, as a fraction of the window.
    public static let revealInset = 0.08
}
