import FolioCore
import Testing

/// The spread rule, over seeded random flicks, drags, keys, jumps and changes of layout and
/// direction, in every layout both ways: after every frame the model holds exactly three slots, each empty or holding one whole
/// spread (one or two pages, as `Spreads` groups them); the slots hold the current spread and its
/// neighbours; the current spread is the one whose centre is nearest (counted from the left end,
/// or the right end reading right to left), so slots swap at the half-spread mark; each slot sits
/// where its spread's position puts it; and a slot's generation changes exactly when its spread does, never repeating.
@Suite struct SpreadPagerPropertyTests {
    static let steps = 1_500

    @Test(arguments: PageLayout.allCases, [false, true])
    func randomGesturesKeepThreeSlotsOfWholeSpreads(layout: PageLayout, rightToLeft: Bool) {
        let seed = 0x5BEE_D000 &+ UInt64(layout.rawValue.count) &+ (rightToLeft ? 100 : 0)
        var run = SpreadRun(layout: layout, rightToLeft: rightToLeft, seed: seed)
        for step in 0..<Self.steps {
            let gesture = run.performRandomGesture()
            run.verify(step: step, after: gesture)
            if run.failures.count >= 5 { break }
        }
        #expect(run.failures.isEmpty, "\(run.failures.joined(separator: "\n"))")
    }
}

private struct SpreadRun {
    static let pageCount = 57
    var random: SplitMix64
    var model: ReaderModel
    var time = 0.0
    var finger = Point(x: 640, y: 400)
    /// Each slot's last (spread, generation), and every generation seen.
    var lastAssignments: [Int: (spread: Int?, generation: UInt64)] = [:]
    var generationsSeen: Set<UInt64> = []
    var lastSpreads: Spreads
    var failures: [String] = []

    init(layout: PageLayout, rightToLeft: Bool, seed: UInt64) {
        random = SplitMix64(seed: seed)
        var sizes = Array(repeating: Size(width: 612, height: 792), count: Self.pageCount)
        for page in [7, 30, 31] { sizes[page - 1] = Size(width: 900, height: 600) }  // fold-outs
        model = ReaderModel(
            pageSizes: sizes, viewport: Size(width: 1280, height: 800), firstPage: 20, layout: layout,
            rightToLeft: rightToLeft)
        lastSpreads = model.spreads
        for slot in model.slots {
            lastAssignments[slot.id] = (slot.spread, slot.generation)
            generationsSeen.insert(slot.generation)
        }
    }

    mutating func double(in range: ClosedRange<Double>) -> Double {
        range.lowerBound + random.nextUnit() * (range.upperBound - range.lowerBound)
    }

    mutating func apply(_ action: ReaderAction) {
        model.apply(action, at: time)
    }

    mutating func frames(_ count: Int) {
        for _ in 0..<count {
            time += 1.0 / 60
            apply(.tick)
            verifyFrame()
        }
    }

    mutating func performRandomGesture() -> String {
        switch random.next(in: 0...9) {
        case 0, 1:
            let dx = double(in: -900...900)
            apply(.pointerDown(finger))
            for fraction in [0.3, 0.7, 1.0] {
                frames(1)
                apply(.pointerMove(Point(x: finger.x + dx * fraction, y: finger.y)))
            }
            apply(.pointerUp(Point(x: finger.x + dx, y: finger.y)))
            return "flick \(Int(dx))"
        case 2:
            let key = ["Right", "Left", "Space", "Home", "End", "PageDown"][random.next(in: 0...5)]
            apply(.key(KeyPress(written: key)!, focus: nil))
            return "key \(key)"
        case 3:
            let page = random.next(in: 1...Self.pageCount)
            apply(.goToPage(page))
            return "go to page \(page)"
        case 4:
            let layout = PageLayout.allCases[random.next(in: 0...2)]
            apply(.setLayout(layout))
            return "layout \(layout)"
        case 5:
            let key = ["d", "D", "R"][random.next(in: 0...2)]
            apply(.key(KeyPress(written: key)!, focus: nil))
            return "key \(key)"
        case 6:
            apply(.wheel(WheelTurn(dx: double(in: -3...3), dy: 0, zooms: false, focus: nil)))
            return "touchpad scroll"
        case 7:
            apply(.setZoom(double(in: 1...6)))
            return "zoom"
        default:
            frames(random.next(in: 1...40))
            return "frames"
        }
    }

    /// After each gesture, the frames that follow it are checked too.
    mutating func verify(step: Int, after gesture: String) {
        frames(2)
        if !failures.isEmpty, !failures.last!.hasPrefix("step") {
            failures[failures.count - 1] = "step \(step) (\(gesture)): " + failures[failures.count - 1]
        }
    }

    mutating func fail(_ message: String) {
        failures.append(message)
    }

    mutating func verifyFrame() {
        let spreads = model.spreads
        let slots = model.slots
        if slots.count != 3 { fail("\(slots.count) slots") }
        let physics = model.physics
        let nearest = Int(((physics.offsetX + physics.stride / 2) / physics.stride).rounded(.down)) + 1
        let position = min(max(nearest, 1), spreads.count)
        let nearestSpread = spreads.rightToLeft ? spreads.count + 1 - position : position
        if model.currentSpread != nearestSpread {
            fail("current spread \(model.currentSpread), but the nearest centre is spread \(nearestSpread)")
        }
        for (index, slot) in slots.enumerated() {
            guard let spread = slot.spread, let frame = model.frame(ofSlot: index) else { continue }
            let cell = Double(spreads.position(ofSpread: spread) - 1) * physics.stride - physics.offsetX
            if frame.minX < cell - 1e-6 || frame.maxX > cell + model.viewport.width + 1e-6, !slot.zoom.isZoomed {
                fail("slot \(slot.id)'s spread \(spread) is drawn outside its cell")
            }
        }
        let wanted = Set(
            (model.currentSpread - 1...model.currentSpread + 1).filter { (1...spreads.count).contains($0) })
        if Set(slots.compactMap(\.spread)) != wanted {
            fail("slots hold spreads \(slots.map { $0.spread ?? 0 }), wanted \(wanted.sorted())")
        }
        for slot in slots {
            let pages = slot.pages.map(\.page)
            if let spread = slot.spread {
                if pages != spreads.pages(ofSpread: spread) || !(1...2).contains(pages.count) {
                    fail("slot \(slot.id) holds spread \(spread) as pages \(pages)")
                }
            } else if !pages.isEmpty {
                fail("empty slot \(slot.id) shows pages \(pages)")
            }
            if let last = lastAssignments[slot.id] {
                let changed = last.spread != slot.spread || model.spreads != lastSpreads
                if changed, slot.generation == last.generation, last.spread != slot.spread {
                    fail("slot \(slot.id) changed spread without a new generation")
                }
                if !changed, slot.generation != last.generation {
                    fail("slot \(slot.id) took a new generation for the same spread")
                }
                if slot.generation != last.generation, generationsSeen.contains(slot.generation) {
                    fail("generation \(slot.generation) came back")
                }
            }
            generationsSeen.insert(slot.generation)
            lastAssignments[slot.id] = (slot.spread, slot.generation)
        }
        lastSpreads = model.spreads
        if !spreads.pages(ofSpread: model.currentSpread).contains(model.currentPage) {
            fail("current page \(model.currentPage) is not in the current spread \(model.currentSpread)")
        }
    }
}
