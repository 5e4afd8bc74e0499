/// The built-in `soak` script: a number of user actions (`SoakAction`) drawn one after another from
/// the seed: single flicks and runs of them, page-turning keys, jumps, a zoom in with a pan and back
/// out, pans, window resizes, and presses of the reader's other keys. `folio bench --script soak
/// --steps N --seed S` plays N of them; one step is one action. The same count, page count, seed and
/// window always give the same script. At 0.38 s an action on average, 3,000 take about 19 minutes.
public enum SoakScript {
    /// Actions when no count is given: about a minute.
    public static let defaultSteps = 150
    /// The most actions `--steps` may ask for (about ten hours).
    public static let maximumSteps = 100_000

    /// How often each kind is drawn, out of their sum.
    static let weights: [(kind: SoakAction.Kind, weight: UInt64)] = [
        (.flick, 3), (.flicks, 2), (.keyTurn, 3), (.jump, 2), (.zoomPan, 1), (.pan, 2), (.resize, 1), (.keys, 3),
    ]
    /// Page-turning keys, forward ones more often, as a reader goes.
    static let turningKeys = ["Right", "Right", "PageDown", "Space", "Left", "PageUp", "Backspace"]
    /// The other keys but go-to-page, zooming in twice as often as out.
    static let simpleKeys: [SoakKeys] = [
        .zoomIn, .zoomIn, .zoomOut, .fitPage, .fitWidth, .nightMode, .strip, .keyList, .hud, .firstPage, .lastPage,
        .cancelledGoTo,
    ]

    /// `count` actions (at least 0) for a document of `pages` pages played in `window`.
    public static func actions(count: Int, pages: Int, seed: UInt64, window: Size) -> [SoakAction] {
        var random = SplitMix64(seed: seed)
        let pages = max(pages, 1)
        let total = weights.reduce(0) { $0 + $1.weight }
        return (0..<max(count, 0)).map { _ in
            var draw = random.next(below: total)
            let kind =
                weights.first { entry in
                    if draw < entry.weight { return true }
                    draw -= entry.weight
                    return false
                }?.kind ?? .flick
            return action(kind, pages: pages, window: window, random: &random)
        }
    }

    /// The script's steps: every action's, in order.
    public static func steps(count: Int, pages: Int, seed: UInt64, window: Size) -> [GestureStep] {
        actions(count: count, pages: pages, seed: seed, window: window).flatMap { $0.steps(window: window) }
    }

    private static func action(_ kind: SoakAction.Kind, pages: Int, window: Size, random: inout SplitMix64)
        -> SoakAction
    {
        /// A number in -1...1.
        func signed() -> Double { random.next(in: -1.0...1.0) }
        switch kind {
        case .flick:
            return .flick(forward: random.next(below: 3) != 0)
        case .flicks:
            return .flicks(count: random.next(in: 3...8), forward: random.next(below: 3) != 0)
        case .keyTurn:
            return .keyTurn(turningKeys[random.next(in: 0...turningKeys.count - 1)])
        case .jump:
            return .jump(page: random.next(in: 1...pages))
        case .zoomPan:
            let scale = Double(1 << random.next(in: 1...4))  // 2x to 16x
            let focus = Point(
                x: window.width * random.next(in: 0.2...0.8), y: window.height * random.next(in: 0.2...0.8))
            return .zoomPan(
                scale: scale, at: focus, dx: 0.3 * window.width * signed(), dy: 0.3 * window.height * signed())
        case .pan:
            return .pan(dx: 0.3 * window.width * signed(), dy: 0.3 * window.height * signed())
        case .resize:
            let width = (window.width * random.next(in: 0.6...1.25)).rounded()
            let height = (window.height * random.next(in: 0.6...1.25)).rounded()
            return .resize(Size(width: max(width, 1), height: max(height, 1)))
        case .keys:
            let index = random.next(in: 0...simpleKeys.count)  // the one past them: go to a page
            return .keys(index < simpleKeys.count ? simpleKeys[index] : .goToPage(random.next(in: 1...pages)))
        }
    }
}
