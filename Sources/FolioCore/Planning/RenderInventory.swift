/// What the planner may ask of the images already rendered (or arriving), so that it plans only
/// what the view lacks. The texture cache answers in the reader; tests answer with a plain set.
public protocol RenderInventory {
    /// Whether an image with exactly this key is held, ready or still being uploaded.
    func holds(_ key: RenderKey) -> Bool
    /// Whether the image with this key is held with every row uploaded: ready to draw, its rendered
    /// pixels let go.
    func isReady(_ key: RenderKey) -> Bool
    /// The keys of the crisp regions of `page` held, ready or still being uploaded, at any scale.
    func regionKeys(ofPage page: Int) -> [RenderKey]
}

extension RenderInventory {
    /// An inventory that uploads nothing in steps has every image it holds ready.
    public func isReady(_ key: RenderKey) -> Bool { holds(key) }
}
