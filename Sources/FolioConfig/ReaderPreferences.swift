import FolioCore

/// What config.toml sets: a default for each window option it names (nil: left to the built-in
/// default), and the user's keys. The command line goes over these, and these over the built-in
/// defaults.
public struct ReaderPreferences: Sendable, Equatable {
    /// `[window]`: how the window opens and shows pages.
    public struct Window: Sendable, Equatable {
        public var size: Size?
        /// `auto`, `opengl` or `software`, as `--renderer` takes it.
        public var renderer: String?
        public var layout: PageLayout?
        public var rightToLeft: Bool?
        public var trim: Bool?
        public var nightMode: Bool?
        public var strip: Bool?
        public var recolor: Recolor?
        public var recolorKeepsHue: Bool?

        public init() {}
    }

    /// `[render]`: the render workers and the caches.
    public struct Render: Sendable, Equatable {
        public var workers: Int?
        public var cacheMB: Int?
        public var diskCache: Bool?
        public var renderTimeLimit: Double?
        public var workersInProcess: Bool?
        public var unwantedRenderLimit: Double?
        public var idleWorkerLimit: Double?

        public init() {}
    }

    /// `[presentation]`: slides.
    public struct Presentation: Sendable, Equatable {
        public var advance: Double?
        public var notes: NotesSide?
        public var presenter: Bool?

        public init() {}
    }

    public var window = Window()
    public var render = Render()
    public var presentation = Presentation()
    /// `[keys]`: a key or chord to a command by name, or to `none`.
    public var keys = KeyMap()

    public init() {}
}
