/// The gesture scripts `folio bench --script NAME` knows by name (`folio scripts` lists them).
/// All play at 60 fps in a 1280x800 window (or the one given, which `soak` resizes from and back
/// to); those that draw pages or motions at random draw them
/// from the seed with `SplitMix64`, so a name, page count and seed always give the same script.
public enum BuiltinScripts {
    public static let names = [
        "read", "flick-fast", "zoom-deep", "jump", "soak", "open", "pan-read", "strip-scrub", "present",
    ]

    /// The named script for a document of `pageCount` pages (taken as at least 1), or nil for an
    /// unknown name. Only `jump`, `soak` (page count and seed) and `strip-scrub` (page count) depend
    /// on them. `steps` is the number of actions `soak` plays (`SoakScript.defaultSteps` when nil;
    /// the other scripts ignore it), and `window` the one it resizes from and back to.
    public static func script(
        named name: String, pageCount: Int, seed: UInt64 = GestureScript.defaultSeed, steps stepCount: Int? = nil,
        window: Size = GestureScript.defaultWindow
    ) -> GestureScript? {
        let pages = max(pageCount, 1)
        let steps: [GestureStep]
        switch name {
        case "read": steps = read
        case "flick-fast": steps = flickFast
        case "zoom-deep": steps = zoomDeep
        case "jump": steps = jump(pages: pages, seed: seed)
        case "soak":
            steps = SoakScript.steps(
                count: stepCount ?? SoakScript.defaultSteps, pages: pages, seed: seed, window: window)
        case "open": steps = [.wait(seconds: 1)]  // the open and the first page are what it measures
        case "pan-read": steps = panRead
        case "strip-scrub": steps = stripScrub(pages: pages)
        case "present": steps = present(pages: pages)
        default: return nil
        }
        return GestureScript(name: name, window: window, fps: fps, seed: seed, steps: steps)
    }

    /// One line for `folio scripts`.
    public static func summary(of name: String) -> String {
        switch name {
        case "present":
            return
                "a talk: each slide turned with Space after 2.5 s, up to 12 of them, then 2 back with Left; with --presentation, the transitions and timed advances measured (about 35 s)"
        case "read":
            return "the first page looked at for 1.5 s, then 20 page turns with the Right key, one every 1.5 s (31.5 s)"
        case "flick-fast": return "400 flicks at 20 per second: 200 pages forward, then 200 back (20 s)"
        case "zoom-deep":
            return
                "pinch to 32x at the centre, pan down and across, flick past the right edge to the next page, pinch back (about 9 s)"
        case "jump": return "30 go-to-page jumps to pages drawn from the seed, one every 0.5 s (15 s)"
        case "soak":
            return
                "user actions drawn from the seed, one a step (--steps N, default \(SoakScript.defaultSteps), about a minute): flicks and runs of them, page-turning keys, jumps, zoom in, pan and out, pans, window resizes, the reader's other keys"
        case "open": return "open the document, show the first page, wait a second: timeToFirstPixelMs (1 s)"
        case "pan-read":
            return
                "pinch to 8x at the top-left corner, read 5 bands of the page in half-window pans left to right, 0.4 s apart, back and down half a window after each (about 24 s)"
        case "strip-scrub":
            return
                "show the page strip, scrub it across the whole book a window's width (about 15 pages) every 0.05 s, back to back, rest 1 s, tap the thumbnail two pages back (10 s for 2,415 pages)"
        default: return "unknown script \"\(name)\"; the built-ins are \(names.joined(separator: ", "))"
        }
    }

    private static let window = GestureScript.defaultWindow
    private static let fps = GestureScript.defaultFPS
    private static let centre = Point(x: window.width / 2, y: window.height / 2)

    /// A page flick: a third of the window's width in 0.03 s, let go while moving; forward drags
    /// go leftwards, as a finger pushes the next page in.
    static func flick(forward: Bool) -> GestureStep {
        let distance = 0.35 * window.width
        return .drag(dx: forward ? -distance : distance, dy: 0, seconds: 0.03, release: .flick)
    }
    /// Between flicks: with the flick itself, 20 flicks a second.
    static let flickGapSeconds = 0.02

    /// `count` flicks in a row.
    static func flicks(_ count: Int, forward: Bool) -> GestureStep {
        .repeatSteps(times: count, steps: [flick(forward: forward), .wait(seconds: flickGapSeconds)])
    }

    /// A person looks at the first page before turning it: without the first wait, the first turn lands
    /// on a page nobody could have rendered yet, and `prefetchHitRate` measures start-up, not prefetch.
    /// Space through up to 12 slides, 2.5 s each (long enough for a transition of up to 2 s and the
    /// pixels of the next slide), then back two with Left: reversed transitions.
    private static func present(pages: Int) -> [GestureStep] {
        let turns = min(max(pages - 1, 1), 12)
        let forward = Array(repeating: [GestureStep.key("Space"), .wait(seconds: 2.5)], count: turns).flatMap { $0 }
        let back = Array(repeating: [GestureStep.key("Left"), .wait(seconds: 2.5)], count: 2).flatMap { $0 }
        return [.wait(seconds: 1)] + forward + back
    }

    private static let read: [GestureStep] = [
        .wait(seconds: 1.5),
        .repeatSteps(times: 20, steps: [.key("Right"), .wait(seconds: 1.5)]),
    ]

    private static let flickFast: [GestureStep] = [
        flicks(200, forward: true),
        flicks(200, forward: false),
    ]

    /// Pinch to 32x at the centre, pan down, then across toward the right edge in swipes, and flick
    /// across the rest of the page so that the flick carries past the edge to the next page; pinch
    /// back there. At 1280x800 the swipes (8000 px) stop short of the edge of an A4 or Letter page
    /// (8150 and 8950 px from the centre), and the flick (1400 px) reaches past it.
    private static let zoomDeep: [GestureStep] = [
        .pinch(scale: 32, at: centre, seconds: 1),
        .wait(seconds: 0.5),
        .drag(dx: 0, dy: -350, seconds: 0.3, release: .hold),
        .drag(dx: 0, dy: -350, seconds: 0.3, release: .hold),
        .wait(seconds: 0.5),
        .repeatSteps(
            times: 16,
            steps: [
                .drag(dx: -500, dy: 0, seconds: 0.2, release: .hold),
                .wait(seconds: 0.05),
            ]),
        .wait(seconds: 0.5),
        .drag(dx: -1400, dy: 0, seconds: 0.1, release: .flick),
        .wait(seconds: 0.5),
        .pinch(scale: 1.0 / 32, at: centre, seconds: 1),
        .wait(seconds: 0.5),
    ]

    /// Read a page zoomed in, as a person reads a drawing: pinch to 8x at the window's top-left corner
    /// (the page's top-left corner comes into view), then band after band, pan across in steps of
    /// half the window, resting 0.4 s after each, swipe back to the band's start, and down half a
    /// window. At 1280x800 a band's pans (2560 px) fit on an A4 or Letter page at 8x (4380 and 4800 px
    /// wide), so the swipe back ends where the band began and never reaches the pager.
    private static let panRead: [GestureStep] = {
        let across = window.width / 2, down = window.height / 2, pansPerBand = 4, rest = 0.4
        let band: [GestureStep] = [
            .repeatSteps(
                times: pansPerBand,
                steps: [
                    .drag(dx: -across, dy: 0, seconds: 0.3, release: .hold), .wait(seconds: rest),
                ]),
            .drag(dx: across * Double(pansPerBand), dy: 0, seconds: 0.5, release: .hold), .wait(seconds: rest),
            .drag(dx: 0, dy: -down, seconds: 0.3, release: .hold), .wait(seconds: rest),
        ]
        return [.pinch(scale: 8, at: .zero, seconds: 0.5), .wait(seconds: 1), .repeatSteps(times: 5, steps: band)]
    }()

    /// Show the page strip, then scrub it from the first page to the last a window's width at a
    /// time, back to back: a finger goes down near the right edge and moves to near the left in
    /// 0.05 s (the strip follows it, bringing about 15 later pages into view), lifts and goes down
    /// again at once: about 300 pages a second, faster than a person, so the workers are never
    /// short of thumbnails and `thumbnails.perSecond` is their throughput. Then a rest while the
    /// last pages fill, and a tap on the thumbnail two pages back.
    private static func stripScrub(pages: Int) -> [GestureStep] {
        let strip = PageStrip(pageCount: pages, viewport: window, density: 1)
        let edge = 20.0, distance = window.width - 2 * edge
        let scrubs = Int((Double(pages - 1) / (distance / strip.pitch)).rounded(.up))
        return [
            .strip(.show(true)), .wait(seconds: 0.5),
            .repeatSteps(
                times: scrubs,
                steps: [
                    .strip(.scrub(dx: -distance, seconds: 0.05, x: window.width - edge))
                ]),
            .wait(seconds: 1), .strip(.tap(x: centre.x - 2 * strip.pitch)), .wait(seconds: 1),
        ]
    }

    private static func jump(pages: Int, seed: UInt64) -> [GestureStep] {
        var random = SplitMix64(seed: seed)
        return (0..<30).flatMap { _ in [GestureStep.goto(page: random.next(in: 1...pages)), .wait(seconds: 0.5)] }
    }
}
