/// One frame's answer from the `RenderPlanner`: the jobs to run, most urgent first, and what
/// decides whether a result that arrives later is still of use.
public struct RenderPlan: Sendable, Equatable {
    /// Ranked by kind (`RenderJob.Kind`), in the order planned within a kind.
    public var jobs: [RenderJob]
    /// Every key the plan looked at, held or not: a result for one of them is still wanted.
    public var wanted: Set<RenderKey>
    /// The slots' generations and the prefetch generation: jobs of any other are stale.
    public var liveGenerations: Set<UInt64>
    /// The crisp regions still of use (the current zoom's layer, and what covers other zoomed pages'
    /// views): a region not among them is let go, and one arriving later is not kept.
    public var crispRegions: Set<RenderKey>
    /// The pages whose thumbnails are still of use (the page strip's view and a strip's width on
    /// either side); nil keeps none.
    public var thumbnailPages: ClosedRange<Int>?
    /// The pages at fit the next turns may show: the slots', the landing page's neighbours and the
    /// pages ahead it renders (not those a run of flicks rendered further ahead, nor those behind).
    public var near: Set<RenderKey>
    /// Of those, the pages at fit on screen now (the slots shown): at rest the only ones near kept
    /// as textures.
    public var shown: Set<RenderKey>
    /// The pages flipped back over before the slot behind (`RenderPlanner.pagesBehind`), at fit:
    /// never rendered for it, but of the pages held that the plan does not want, kept first.
    public var behind: Set<RenderKey>

    public init(
        jobs: [RenderJob], wanted: Set<RenderKey>, liveGenerations: Set<UInt64>, crispRegions: Set<RenderKey> = [],
        thumbnailPages: ClosedRange<Int>? = nil, near: Set<RenderKey> = [], shown: Set<RenderKey> = [],
        behind: Set<RenderKey> = []
    ) {
        self.jobs = jobs
        self.wanted = wanted
        self.liveGenerations = liveGenerations
        self.crispRegions = crispRegions
        self.thumbnailPages = thumbnailPages
        self.near = near
        self.shown = shown
        self.behind = behind
    }

    /// Whether a render of `job`, in flight or arrived, is still of use: its generation is live, or
    /// the plan asks for its key (a page still ahead of a flick, planned again under the prefetch's
    /// new generation); and a crisp region must be one the plan keeps. The one rule: the session
    /// judges an arriving result by it, and the render pool a render under way.
    public func accepts(_ job: RenderJob) -> Bool {
        (liveGenerations.contains(job.generation) || wanted.contains(job.key))
            && (job.region == nil || crispRegions.contains(job.key))
    }
}
