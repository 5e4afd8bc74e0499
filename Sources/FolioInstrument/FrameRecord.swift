/// One frame of a bench run: the line the `--events` file holds for it.
public struct FrameRecord: Sendable, Encodable {
    public let frame: Int
    /// Script time in seconds.
    public let t: Double
    /// The outer pager's offset in device pixels, 0 at page 1.
    public let offsetX: Double
    /// Page width plus the gap between pages.
    public let stride: Double
    public let current: Int
    /// In a spread layout: the current spread and how many there are (absent outside spreads).
    public let currentSpread: Int?
    public let spreads: Int?
    public let zoom: Double
    public let slots: [SlotFrameState]
    /// Main-thread work for this frame, milliseconds: input, physics, collecting renders, uploads,
    /// drawing; not the wait for the next frame or for vsync.
    public let mainThreadMs: Double
    /// Slot assignments made in this frame.
    public let swaps: Int
    /// From the oldest input this frame consumed to its present; nil when it consumed none.
    public let inputLatencyMs: Double?
    /// Texture bytes uploaded in this frame, and the time the uploads took.
    public let uploadBytes: Int
    public let uploadMs: Double
    /// The textures those uploads asked for (made new or taken from a pool), and the part of
    /// `uploadMs` that took.
    public let texturesMade: Int
    public let textureMakingMs: Double
    /// Render jobs waiting for a worker after this frame's plan.
    public let queueDepth: Int
    /// Bytes held by the memory cache after this frame.
    public let cacheBytes: Int
    /// Milliseconds slept on purpose (`--inject-stall`).
    public let injectedStallMs: Double?
    /// The present's own time (SDL_RenderPresent): a window's swap or copy to the screen.
    public let presentMs: Double
    /// A slide transition drawn in this frame: the slots' pages composed and how far it had come.
    public struct Transition: Sendable, Encodable, Equatable {
        public let from: Int
        public let to: Int
        public let style: String
        public let progress: Double

        public init(from: Int, to: Int, style: String, progress: Double) {
            self.from = from
            self.to = to
            self.style = style
            self.progress = progress
        }
    }

    /// Presenting, the transition this frame drew; absent otherwise.
    public var transition: Transition?
    /// Since the previous present; nil for the first frame. Filled in by `FrameRecorder`.
    public internal(set) var intervalMs: Double?
    /// Main-thread work over the frame budget. Filled in by `FrameRecorder`.
    public internal(set) var stall = false
    /// Presented later than 1.5 budgets after the previous frame. Filled in by `FrameRecorder`.
    public internal(set) var missed = false

    /// What the session knows of a frame just presented; the recorder adds the rest.
    public init(
        frame: Int, t: Double, offsetX: Double, stride: Double, current: Int,
        spreads: (current: Int, count: Int)? = nil,
        zoom: Double, slots: [SlotFrameState],
        mainThreadMs: Double, swaps: Int, inputLatencyMs: Double?, uploadBytes: Int, uploadMs: Double,
        texturesMade: Int = 0, textureMakingMs: Double = 0, queueDepth: Int,
        cacheBytes: Int, injectedStallMs: Double?, presentMs: Double = 0
    ) {
        self.frame = frame
        self.t = t
        self.offsetX = offsetX
        self.stride = stride
        self.current = current
        currentSpread = spreads?.current
        self.spreads = spreads?.count
        self.zoom = zoom
        self.slots = slots
        self.mainThreadMs = mainThreadMs
        self.swaps = swaps
        self.inputLatencyMs = inputLatencyMs
        self.uploadBytes = uploadBytes
        self.uploadMs = uploadMs
        self.texturesMade = texturesMade
        self.textureMakingMs = textureMakingMs
        self.queueDepth = queueDepth
        self.cacheBytes = cacheBytes
        self.injectedStallMs = injectedStallMs
        self.presentMs = presentMs
    }
}
