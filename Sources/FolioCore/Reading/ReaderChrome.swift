/// What the reader shows around and over the pages, as the keys set it: the go-to-page prompt,
/// the key list, night mode, fullscreen, the HUD, and when the page indicator was last asked for.
/// The window draws it; the bench plays the same keys through the same model.
public struct ReaderChrome: Sendable, Equatable {
    /// The indicator stays this long after the last turn, then fades out over `indicatorFadeSeconds`.
    public static let indicatorSeconds = 1.0
    public static let indicatorFadeSeconds = 0.3

    public var prompt: PageNumberPrompt?
    public var showsKeyList = false
    /// Which key asks for which command (the user's `[keys]` over the built-in ones).
    public var keyMap = KeyMap()
    /// Colours inverted when the frame is composed: nothing is rendered again.
    public var nightMode = false
    /// The pages are rendered in other colours (`Recolor`): the host opens them so.
    public var recolors = false
    public var fullscreen = false
    /// The presenter window is open beside the reader's (`P`, `--presenter`).
    public var showsPresenter = false
    public var showsHUD = false
    public var quitRequested = false
    /// When the current page last changed (or the document opened): the indicator shows from then.
    public var pageChangedAt = -Double.infinity

    public init() {}

    /// How opaque the page indicator is at `time`: 1 for a second after a turn, then fading to 0.
    /// It stays while the go-to-page prompt is open.
    public func indicatorOpacity(at time: Double) -> Double {
        if prompt != nil { return 1 }
        let faded = (time - pageChangedAt - Self.indicatorSeconds) / Self.indicatorFadeSeconds
        return min(max(1 - faded, 0), 1)
    }

    /// Whether the indicator will still change without input (it is showing or fading).
    public func indicatorIsFading(at time: Double) -> Bool {
        prompt == nil && time < pageChangedAt + Self.indicatorSeconds + Self.indicatorFadeSeconds
    }
}
