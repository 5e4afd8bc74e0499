import FolioCore

extension RenderPlan {
    /// A plan as `RenderPlanner` makes one, for tests that hand jobs straight to a queue or a pool:
    /// `live` are the live generations, the keys of the jobs of those are wanted (the planner plans
    /// only for live generations: a job of another is one a test means to be stale), and every
    /// region job's key is kept.
    public static func planning(_ jobs: [RenderJob], live: Set<UInt64>) -> RenderPlan {
        RenderPlan(
            jobs: jobs, wanted: Set(jobs.filter { live.contains($0.generation) }.map(\.key)), liveGenerations: live,
            crispRegions: Set(jobs.filter { $0.region != nil }.map(\.key)))
    }
}
