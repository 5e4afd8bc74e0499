import CPoppler
import FolioCore

/// Points of the page's own space (the crop box's, from its foot, before /Rotate turns it) as
/// displayed: from the top-left corner of the page as shown, turned. poppler-glib gives some
/// geometry so (a text markup's quadrilaterals, a form field's area) where it gives the rest turned.
extension Page {
    /// `point` of the page's own space, as displayed on the page turned by `rotation` degrees.
    func displayed(_ point: PopplerPoint, rotation: Int) -> Point {
        // The page's own width and height: the displayed size, turned back.
        let unturned = rotation % 180 == 0 ? size : Size(width: size.height, height: size.width)
        switch (rotation % 360 + 360) % 360 {
        case 90: return Point(x: point.y, y: point.x)
        case 180: return Point(x: unturned.width - point.x, y: point.y)
        case 270: return Point(x: unturned.height - point.y, y: unturned.width - point.x)
        default: return Point(x: point.x, y: unturned.height - point.y)
        }
    }

    /// `rect` of the page's own space, as displayed: the upright rectangle round its turned corners.
    func displayed(_ rect: PopplerRectangle, rotation: Int) -> Rect {
        let corners = [
            displayed(PopplerPoint(x: rect.x1, y: rect.y1), rotation: rotation),
            displayed(PopplerPoint(x: rect.x2, y: rect.y2), rotation: rotation),
        ]
        let minX = min(corners[0].x, corners[1].x), minY = min(corners[0].y, corners[1].y)
        return Rect(
            x: minX, y: minY, width: max(corners[0].x, corners[1].x) - minX,
            height: max(corners[0].y, corners[1].y) - minY)
    }
}
