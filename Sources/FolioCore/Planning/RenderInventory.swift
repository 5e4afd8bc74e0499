/// What the planner may ask of the images already rendered (or arriving), so that it plans only
/// what the view lacks. The texture cache answers in the reader; tests answer with a plain set.
public protocol RenderInventory {
    /// Whether an image with exactly this key is held, ready or still being uploaded.
    func holds(_ key: RenderKey) -> Bool
    /// Whether a ready crisp region of `page` at `scale` covers all of `pixels`.
    func hasRegion(ofPage page: Int, covering pixels: PixelRect, at scale: Double) -> Bool
}
