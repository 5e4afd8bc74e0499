import FolioCore
import FolioInstrument
import FolioPresenter
import FolioRender

extension BenchReport {
    init(
        recorder: FrameRecorder, session: PagerSession, configuration: BenchConfiguration, script: GestureScript,
        openedAt: Double, machine: MachineInfo, resources: ResourceUse, madeAhead: TextureMaking
    ) {
        self.init(
            recorder: recorder, session: session, file: configuration.source.name, script: configuration.scriptName,
            settings: configuration.render, fps: script.fps, openedAt: openedAt, machine: machine, resources: resources,
            madeAhead: madeAhead,
            commandLine: configuration.commandLine, injectedStalls: configuration.injectedStalls,
            soak: configuration.isSoak
                ? SoakVerdict(
                    steps: configuration.steps ?? SoakScript.defaultSteps, seed: script.seed,
                    frames: recorder.frames, staleFrames: recorder.staleFrames, stalls: recorder.flaggedStalls.count,
                    resources: resources)
                : nil)
    }

    /// The report of frames `recorder` measured while `session` showed `file`: a bench run's, or the
    /// window's (`WindowReport`), which plays no script and injects no stall.
    init(
        recorder: FrameRecorder, session: PagerSession, file: String, script: String, settings: RenderSettings,
        fps: Double, openedAt: Double, machine: MachineInfo, resources: ResourceUse,
        madeAhead: TextureMaking = .init(), commandLine: [String], injectedStalls: [Int: Double] = [:],
        soak: SoakVerdict? = nil
    ) {
        let statistics = session.renderStatistics
        let measured = session.measurements
        self.init(
            file: file, script: script, strategy: settings.strategy, fps: fps,
            frameBudgetMs: recorder.budgetMs, window: [Int(session.viewport.width), Int(session.viewport.height)],
            frames: recorder.frames, stalls: recorder.flaggedStalls.count, flaggedStalls: recorder.flaggedStalls,
            injectedStalls: injectedStalls.sorted { $0.key < $1.key }.map {
                InjectedStall(frame: $0.key, ms: $0.value)
            },
            missedFrames: recorder.missedFrames, staleFrames: recorder.staleFrames, blankFrames: recorder.blankFrames,
            placeholderFrames: recorder.placeholderFrames,
            mainThreadMs: recorder.mainThread.summary, mainThreadHistogram: recorder.mainThread.doublingBuckets,
            frameIntervalMs: recorder.interval.summary, inputLatencyMs: recorder.inputLatency.summary,
            timeToCrispMs: LatencySummary(milliseconds: measured.timesToCrisp.map { $0 * 1000 }),
            restsWithoutCrisp: measured.restsWithoutCrisp,
            crispRenderMs: LatencySummary(milliseconds: measured.crispRenderSeconds.map { $0 * 1000 }),
            swaps: measured.swaps,
            prefetchHitRate: measured.prefetchHitRate,
            arrivals: measured.arrivals,
            timeToFirstPixelMs: measured.firstCrispTime.map { ($0 - openedAt) * 1000 },
            renders: .init(
                completed: measured.rendersCompleted, cancelled: statistics.dropped,
                discarded: measured.rendersDiscarded,
                fromDiskCache: measured.rendersFromDiskCache, workers: settings.renderThreads,
                fitPerSecond: statistics.fitRendersPerSecond, sourcesReopened: statistics.sourcesReopened,
                workersRested: statistics.threadsRested,
                timeLimitSeconds: settings.renderThreads > 0 ? settings.renderTimeLimit : nil,
                overdue: statistics.overdueRenders,
                longestOverdue: statistics.longestOverdueRender.map { ($0.page, $0.seconds) },
                discardedCPUSeconds: measured.discardedCPUSeconds
                    + (statistics.processes?.killedUnwantedCPUSeconds ?? 0),
                processes: statistics.processes),
            cache: .init(
                budgetBytes: session.cacheBudgetBytes, peakBytes: session.peakCacheBytes,
                diskCache: settings.usesDiskCache),
            uploads: .init(
                budgetBytesPerFrame: session.uploadBudgetPerFrame,
                maxBytesPerFrame: recorder.maxUploadBytes, totalBytes: recorder.uploadedBytes,
                ms: recorder.uploadTime.summary, seconds: recorder.uploadSeconds,
                texturesMade: recorder.texturesMade, textureMakingSeconds: recorder.textureMakingSeconds,
                texturesMadeAhead: madeAhead.count, madeAheadSeconds: madeAhead.seconds,
                memoryCopyBytesPerSecond: MemoryCopySpeed.measure()),
            maxQueueDepth: recorder.maxQueueDepth,
            peakRSSBytes: ProcessMemory.peakResidentBytes,
            resources: resources,
            final: session.finalView,
            machine: machine,
            commandLine: commandLine,
            crispFrameShareAtZoom: measured.crispAtZoom,
            thumbnails: Thumbnails(
                statistics: statistics, strip: session.stripMeasurements, workers: settings.renderThreads,
                peakBytes: session.peakThumbnailBytes),
            soak: soak,
            search: Search(session.searchMeasurements),
            smoothness: recorder.smoothness)
        presentMs = recorder.presentTime.summary
        slides = session.slideShowMeasurements.report
        synctex = session.syncTeXMeasurements.report
    }
}

extension BenchReport.Thumbnails {
    /// Nil when the run neither showed the strip nor took a thumbnail.
    init?(statistics: RenderStatistics, strip: StripMeasurements, workers: Int, peakBytes: Int) {
        guard strip.framesShown > 0 || strip.thumbnailsTaken > 0 || statistics.thumbnailRenders > 0 else { return nil }
        let seconds = strip.renderSeconds
        let mean = seconds.isEmpty ? 0 : seconds.reduce(0, +) / Double(seconds.count)
        self.init(
            rendered: statistics.thumbnailRenders, fromDiskCache: strip.thumbnailsFromDiskCache,
            perSecond: statistics.thumbnailsPerSecond, busySeconds: statistics.thumbnailBusySeconds,
            renderMs: LatencySummary(milliseconds: seconds.map { $0 * 1000 }),
            capacityPerSecond: mean > 0 ? Double(max(workers, 1)) / mean : 0,
            pages: strip.pages.map { [$0.lowerBound, $0.upperBound] }, budgetBytes: PageStrip.budgetBytes,
            peakBytes: peakBytes, framesShown: strip.framesShown, filledFrames: strip.filledFrames,
            staleFrames: strip.staleFrames)
    }
}
