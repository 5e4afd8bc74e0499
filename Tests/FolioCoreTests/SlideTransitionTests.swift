import FolioCore
import Testing

/// A page transition's frames (`SlideTransition.layers`), checked by sampling which page shows where, and how a
/// /Trans dictionary's odd values are made sensible (`SlideTransition.sanitized`).
@Suite struct SlideTransitionTests {
    typealias Style = SlideTransition.Style

    static let window = Size(width: 800, height: 600)
    /// The sample grid: a point at the centre of every 8 by 8 pixel square of the window.
    static let samples: [Point] = (0..<75).flatMap { row in
        (0..<100).map { column in Point(x: Double(column) * 8 + 4, y: Double(row) * 8 + 4) }
    }

    /// Which picture shows at `point`: the topmost layer whose clip holds the point and whose picture, scaled about
    /// the window's centre and then moved, covers it. A layer at opacity 0.5 or more counts as covering (only Fade
    /// has any other opacity than 1); nil where no layer covers the point.
    static func picture(at point: Point, _ layers: [TransitionLayer], in size: Size = window) -> TransitionLayer
        .Picture?
    {
        func holds(_ rect: Rect, _ point: Point) -> Bool {
            point.x >= rect.minX && point.x < rect.maxX && point.y >= rect.minY && point.y < rect.maxY
        }
        for layer in layers.reversed() where layer.opacity >= 0.5 {
            if let clip = layer.clip, !clip.contains(where: { holds($0, point) }) { continue }
            let drawn = Rect(
                x: size.width * (1 - layer.scale) / 2 + layer.offset.x,
                y: size.height * (1 - layer.scale) / 2 + layer.offset.y,
                width: size.width * layer.scale, height: size.height * layer.scale)
            if holds(drawn, point) { return layer.picture }
        }
        return nil
    }

    /// The share of the sample points where the page arriving shows.
    static func shareShowingTo(_ layers: [TransitionLayer]) -> Double {
        Double(samples.filter { picture(at: $0, layers) == .to }.count) / Double(samples.count)
    }

    /// The transitions of `style` in every dimension, motion and direction it has (and, for Fly, some scales).
    static func variants(of style: Style) -> [SlideTransition] {
        let sides = [0, 90, 180, 270]
        switch style {
        case .split:
            return [.horizontal, .vertical].flatMap { dimension in
                [.inward, .outward].map { SlideTransition(style: .split, dimension: dimension, motion: $0) }
            }
        case .blinds:
            return [.horizontal, .vertical].map { SlideTransition(style: .blinds, dimension: $0) }
        case .box:
            return [.inward, .outward].map { SlideTransition(style: .box, motion: $0) }
        case .wipe, .push, .cover, .uncover:
            return sides.map { SlideTransition(style: style, direction: $0) }
        case .glitter:
            return (sides + [315]).map { SlideTransition(style: .glitter, direction: $0) }
        case .fly:
            let moving = [.inward, .outward].flatMap { motion in
                sides.map { SlideTransition(style: .fly, motion: motion, direction: $0) }
            }
            let scaling = [.inward, .outward].flatMap { motion in
                [(0, 0.25), (180, 2), (nil, 0.01), (nil, 3)].map { direction, scale in
                    SlideTransition(style: .fly, motion: motion, direction: direction, scale: scale)
                }
            }
            return moving + scaling
        case .replace, .dissolve, .fade:
            return [SlideTransition(style: style)]
        }
    }

    /// About how much of the window shows the page arriving halfway through; nil where that is not a share of area.
    static func halfwayShare(of transition: SlideTransition) -> Double? {
        switch transition.style {
        case .replace: return 0
        case .fade: return nil  // the whole window, half faded
        case .box: return transition.motion == .outward ? 0.25 : 0.75
        case .fly: return transition.scale == 1 && transition.direction != nil ? 0.5 : nil
        default: return 0.5
        }
    }

    @Test(arguments: Style.allCases) func atZeroOnlyThePageLeftShowsAndAtOneOnlyThePageArriving(style: Style) {
        for transition in Self.variants(of: style) {
            let start = transition.layers(at: 0, in: Self.window), end = transition.layers(at: 1, in: Self.window)
            #expect(Self.samples.allSatisfy { Self.picture(at: $0, start) == .from }, "\(transition)")
            #expect(Self.samples.allSatisfy { Self.picture(at: $0, end) == .to }, "\(transition)")
            #expect(start == [TransitionLayer(picture: .from)], "\(transition)")
            #expect(end == [TransitionLayer(picture: .to)], "\(transition)")
            // Past either end, and for a progress that is no number, the same frames.
            #expect(transition.layers(at: -0.5, in: Self.window) == start)
            #expect(transition.layers(at: .nan, in: Self.window) == start)
            #expect(transition.layers(at: 7, in: Self.window) == end)
        }
    }

    @Test(arguments: Style.allCases) func halfwayThePageArrivingCoversItsShareOfTheWindow(style: Style) {
        for transition in Self.variants(of: style) {
            let layers = transition.layers(at: 0.5, in: Self.window)
            // Every point shows one page or the other: nothing uncovered in the middle of a transition.
            #expect(Self.samples.allSatisfy { Self.picture(at: $0, layers) != nil }, "\(transition)")
            guard let expected = Self.halfwayShare(of: transition) else { continue }
            let share = Self.shareShowingTo(layers)
            #expect(abs(share - expected) <= 0.1 * max(expected, 0.1), "\(transition): \(share) of the window")
        }
    }

    @Test func wipeSweepsFromTheSideItsDirectionNames() {
        let p = 0.25
        let sides: [(Int, Point, Point)] = [
            (0, Point(x: 100, y: 300), Point(x: 700, y: 300)),  // left to right
            (90, Point(x: 400, y: 550), Point(x: 400, y: 50)),  // bottom to top
            (180, Point(x: 700, y: 300), Point(x: 100, y: 300)),  // right to left
            (270, Point(x: 400, y: 50), Point(x: 400, y: 550)),  // top to bottom
        ]
        for (direction, passed, ahead) in sides {
            let layers = SlideTransition(style: .wipe, direction: direction).layers(at: p, in: Self.window)
            #expect(Self.picture(at: passed, layers) == .to, "\(direction)")
            #expect(Self.picture(at: ahead, layers) == .from, "\(direction)")
        }
    }

    @Test func splitAndBoxOpenFromTheCentreOutwardAndFromTheEdgesInward() {
        let centre = Point(x: 400, y: 300), top = Point(x: 400, y: 10), left = Point(x: 10, y: 300)
        let horizontalOut = SlideTransition(style: .split, dimension: .horizontal, motion: .outward)
        let horizontalIn = SlideTransition(style: .split, dimension: .horizontal, motion: .inward)
        let verticalIn = SlideTransition(style: .split, dimension: .vertical, motion: .inward)
        #expect(Self.picture(at: centre, horizontalOut.layers(at: 0.2, in: Self.window)) == .to)
        #expect(Self.picture(at: left, horizontalOut.layers(at: 0.2, in: Self.window)) == .to, "a band across")
        #expect(Self.picture(at: top, horizontalOut.layers(at: 0.2, in: Self.window)) == .from)
        #expect(Self.picture(at: top, horizontalIn.layers(at: 0.2, in: Self.window)) == .to)
        #expect(Self.picture(at: centre, horizontalIn.layers(at: 0.2, in: Self.window)) == .from)
        #expect(Self.picture(at: left, verticalIn.layers(at: 0.2, in: Self.window)) == .to)
        #expect(Self.picture(at: top, verticalIn.layers(at: 0.2, in: Self.window)) == .from)
        #expect(SlideTransition(style: .box, motion: .outward).layers(at: 0.2, in: Self.window)[1].clip?.count == 1)
        let frame = SlideTransition(style: .box, motion: .inward).layers(at: 0.2, in: Self.window)
        #expect(frame[1].clip?.count == 4)
        #expect(Self.picture(at: top, frame) == .to && Self.picture(at: centre, frame) == .from)
    }

    @Test func blindsShowTheTopOfEachOfSixBands() {
        let layers = SlideTransition(style: .blinds, dimension: .horizontal).layers(at: 0.5, in: Self.window)
        #expect(layers[1].clip?.count == 6)
        for band in 0..<6 {
            let bandTop = Double(band) * 100
            #expect(Self.picture(at: Point(x: 400, y: bandTop + 10), layers) == .to)
            #expect(Self.picture(at: Point(x: 400, y: bandTop + 90), layers) == .from)
        }
        let vertical = SlideTransition(style: .blinds, dimension: .vertical).layers(at: 0.5, in: Self.window)
        #expect(Self.picture(at: Point(x: 10, y: 300), vertical) == .to)
        #expect(Self.picture(at: Point(x: 120, y: 300), vertical) == .from)
    }

    @Test func flyPushCoverAndUncoverMoveTheirPagesTheWayTheDirectionSays() {
        let w = Self.window.width, h = Self.window.height
        let flyIn = SlideTransition(style: .fly, direction: 90).layers(at: 0.25, in: Self.window)
        #expect(flyIn.map(\.picture) == [.from, .to])
        #expect(flyIn[1].offset == Point(x: 0, y: 0.75 * h), "moving up: from below")
        let flyOut = SlideTransition(style: .fly, motion: .outward, direction: 180).layers(at: 0.25, in: Self.window)
        #expect(flyOut.map(\.picture) == [.to, .from], "the page left flies out over the page arriving")
        #expect(flyOut[1].offset == Point(x: -0.25 * w, y: 0))

        let push = SlideTransition(style: .push, direction: 0).layers(at: 0.25, in: Self.window)
        #expect(push.map(\.offset) == [Point(x: 0.25 * w, y: 0), Point(x: -0.75 * w, y: 0)])
        #expect(push.allSatisfy { $0.opacity == 1 && $0.clip == nil && $0.scale == 1 })
        let pushDown = SlideTransition(style: .push, direction: 270).layers(at: 0.25, in: Self.window)
        #expect(pushDown.map(\.offset) == [Point(x: 0, y: 0.25 * h), Point(x: 0, y: -0.75 * h)])

        let cover = SlideTransition(style: .cover, direction: 180).layers(at: 0.25, in: Self.window)
        #expect(
            cover == [TransitionLayer(picture: .from), TransitionLayer(picture: .to, offset: Point(x: 0.75 * w, y: 0))])
        let uncover = SlideTransition(style: .uncover, direction: 90).layers(at: 0.25, in: Self.window)
        #expect(
            uncover == [
                TransitionLayer(picture: .to), TransitionLayer(picture: .from, offset: Point(x: 0, y: -0.25 * h)),
            ])
    }

    @Test func flyScalesFromItsScaleToOneAndStartsJustOffTheWindow() {
        let grow = SlideTransition(style: .fly, direction: nil, scale: 0.2).layers(at: 0.5, in: Self.window)
        #expect(grow[1].offset == Point(x: 0, y: 0), "/None: no travel")
        #expect(abs(grow[1].scale - 0.6) < 1e-12)
        let shrink = SlideTransition(style: .fly, motion: .outward, direction: nil, scale: 0.2)
        #expect(abs(shrink.layers(at: 0.5, in: Self.window)[1].scale - 0.6) < 1e-12)
        // Twice its size, coming from the left: just off the window at the start, not half over it.
        let big = SlideTransition(style: .fly, direction: 0, scale: 2).layers(at: 0.001, in: Self.window)
        #expect(Self.samples.allSatisfy { Self.picture(at: $0, big) == .from || $0.x < 2 })
    }

    @Test func fadeShowsThePageArrivingOverThePageLeftAtTheProgressAsOpacity() {
        let layers = SlideTransition(style: .fade).layers(at: 0.3, in: Self.window)
        #expect(layers == [TransitionLayer(picture: .from), TransitionLayer(picture: .to, opacity: 0.3)])
    }

    /// The cells a frame shows the page arriving in, as the set of sample points.
    static func pointsShowingTo(_ transition: SlideTransition, at progress: Double) -> Set<Int> {
        let layers = transition.layers(at: progress, in: window)
        return Set(samples.indices.filter { picture(at: samples[$0], layers) == .to })
    }

    @Test(arguments: [Style.dissolve, .glitter]) func cellsComeInAFixedOrderAndStayShown(style: Style) {
        let transition = SlideTransition(style: style)
        #expect(transition.layers(at: 0.45, in: Self.window) == transition.layers(at: 0.45, in: Self.window))
        var before: Set<Int> = []
        for progress in stride(from: 0.1, through: 0.9, by: 0.1) {
            let now = Self.pointsShowingTo(transition, at: progress)
            #expect(before.isSubset(of: now), "\(progress)")
            before = now
        }
        #expect(Self.pointsShowingTo(transition, at: 0.3).isSubset(of: Self.pointsShowingTo(transition, at: 0.6)))
    }

    @Test(arguments: [Style.dissolve, .glitter]) func exactlyTheRoundedShareOfCellsIsShown(style: Style) {
        // 800 / 32 = 25 columns, 600 / 32 = 18.75, so 19 rows: 475 cells.
        let cellArea = Self.window.width * Self.window.height / 475
        for progress in [0.001, 0.1, 0.5, 0.77, 0.998] {
            let layers = SlideTransition(style: style).layers(at: progress, in: Self.window)
            let shown = (layers.last?.clip ?? []).reduce(0) { $0 + $1.width * $1.height } / cellArea
            #expect(abs(shown - (progress * 475).rounded()) < 1e-6, "\(progress)")
            #expect((layers.last?.clip?.count ?? 0) <= Int((progress * 475).rounded()), "runs merged")
        }
        #expect(SlideTransition(style: style).layers(at: 0.0009, in: Self.window) == [TransitionLayer(picture: .from)])
        #expect(SlideTransition(style: style).layers(at: 0.9999, in: Self.window) == [TransitionLayer(picture: .to)])
    }

    @Test func glitterSweepsTheWayItsDirectionSays() {
        let left = Point(x: 60, y: 300), right = Point(x: 740, y: 300)
        let top = Point(x: 400, y: 40), bottom = Point(x: 400, y: 560)
        let topLeft = Point(x: 40, y: 40), bottomRight = Point(x: 760, y: 560)
        let cases: [(Int, Point, Point)] = [(0, left, right), (270, top, bottom), (315, topLeft, bottomRight)]
        for (direction, early, late) in cases {
            let layers = SlideTransition(style: .glitter, direction: direction).layers(at: 0.3, in: Self.window)
            #expect(Self.picture(at: early, layers) == .to, "\(direction)")
            #expect(Self.picture(at: late, layers) == .from, "\(direction)")
        }
        // A sweep by whole rows merges each shown row into one rectangle: far fewer than the cells.
        let rows = SlideTransition(style: .glitter, direction: 270).layers(at: 0.5, in: Self.window)
        #expect((rows.last?.clip?.count ?? 0) < 60)
    }

    @Test func aHugeWindowKeepsTheCellsFewAndAnEmptyOrBrokenOneShowsThePageLeft() {
        let huge = Size(width: 1e300, height: 1e9)
        let layers = SlideTransition(style: .dissolve).layers(at: 0.5, in: huge)
        #expect((layers.last?.clip?.count ?? 0) <= 64 * 64 / 2)
        for style in Style.allCases where style != .replace {
            #expect(SlideTransition(style: style).layers(at: 0.5, in: .zero).first?.picture != nil)
            let broken = SlideTransition(style: style).layers(at: 0.5, in: Size(width: .nan, height: -3))
            #expect(broken.allSatisfy { $0.offset.x.isFinite && $0.offset.y.isFinite }, "\(style)")
        }
    }

    // MARK: - Sanitizing

    static func sanitized(
        _ style: String? = "Wipe", seconds: Double? = nil, direction: Int?? = .none, scale: Double? = nil
    ) -> (transition: SlideTransition, warnings: [String]) {
        SlideTransition.sanitized(
            styleName: style, seconds: seconds, dimension: nil, motion: nil, direction: direction, scale: scale,
            rectangular: nil)
    }

    @Test func goodAndMissingValuesAreKeptWithoutAWarning() {
        let all = SlideTransition.sanitized(
            styleName: "Fly", seconds: 2.5, dimension: .vertical, motion: .outward, direction: .some(.none),
            scale: 0.5, rectangular: true)
        #expect(all.warnings.isEmpty)
        #expect(
            all.transition
                == SlideTransition(
                    style: .fly, seconds: 2.5, dimension: .vertical, motion: .outward, direction: nil, scale: 0.5,
                    rectangular: true))
        let none = SlideTransition.sanitized(
            styleName: nil, seconds: nil, dimension: nil, motion: nil, direction: nil, scale: nil, rectangular: nil)
        #expect(none.warnings.isEmpty)
        #expect(none.transition == .replace, "/S defaults to Replace")
        #expect(Self.sanitized("Dissolve").transition == SlideTransition(style: .dissolve, seconds: 1))
        #expect(Self.sanitized("Dissolve").warnings.isEmpty)
        #expect(Self.sanitized("Glitter", direction: 315).warnings.isEmpty)
        #expect(Self.sanitized("Glitter", direction: 315).transition.direction == 315)
        for style in Style.allCases {
            #expect(Self.sanitized(style.rawValue, seconds: 10).warnings.isEmpty, "\(style)")
            #expect(Self.sanitized(style.rawValue).transition.style == style)
        }
    }

    @Test func anUnknownStyleIsDrawnAsReplaceWithAWarning() {
        let (transition, warnings) = Self.sanitized("Spin", seconds: 3)
        #expect(transition == .replace)
        #expect(transition.seconds == 0)
        #expect(warnings == ["unknown transition style 'Spin': drawn as Replace"])
        #expect(Self.sanitized("Replace", seconds: 4).transition.seconds == 0, "Replace takes no time")
        #expect(SlideTransition(style: .replace, seconds: 4).seconds == 0)
    }

    @Test(arguments: [-1, 0, Double.nan, Double.infinity, -Double.infinity])
    func aDurationThatIsNotAPositiveNumberBecomesOneSecond(seconds: Double) {
        let (transition, warnings) = Self.sanitized(seconds: seconds)
        #expect(transition.seconds == 1)
        #expect(warnings.count == 1)
    }

    @Test func anHourLongDurationIsShortenedToTenSeconds() {
        let (transition, warnings) = Self.sanitized(seconds: 3600)
        #expect(transition.seconds == 10)
        #expect(warnings.count == 1)
    }

    @Test func aDirectionTheStyleCannotTakeBecomesZero() {
        for (style, direction) in [("Wipe", 45), ("Push", -90), ("Fly", 360), ("Wipe", 315), ("Cover", 315)] {
            let (transition, warnings) = Self.sanitized(style, direction: .some(direction))
            #expect(transition.direction == 0, "\(style) \(direction)")
            #expect(warnings.count == 1, "\(style) \(direction)")
        }
        let none = Self.sanitized("Push", direction: .some(.none))
        #expect(none.transition.direction == 0)
        #expect(none.warnings.count == 1, "/None is Fly's alone")
        #expect(Self.sanitized("Push", direction: .some(180)).transition.direction == 180)
        #expect(Self.sanitized("Push", direction: .some(180)).warnings.isEmpty)
    }

    @Test(arguments: [0, -2, Double.nan, Double.infinity, 1000])
    func aScaleThatIsNotSensibleBecomesOne(scale: Double) {
        let (transition, warnings) = Self.sanitized("Fly", scale: scale)
        #expect(transition.scale == 1)
        #expect(warnings.count == 1)
    }

    @Test func eachOddValueGivesItsOwnWarning() {
        let (transition, warnings) = Self.sanitized("Fly", seconds: -1, direction: .some(7), scale: 0)
        #expect(transition == SlideTransition(style: .fly))
        #expect(warnings.count == 3)
    }
}
