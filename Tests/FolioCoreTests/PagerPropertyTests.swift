import FolioCore
import Testing

/// Seeded random gestures against the physics and the slots together. After every step the
/// slots must hold exactly the current page and its neighbours, generations must change exactly
/// with pages and never repeat, the offset must stay inside the rubber band, and five quiet
/// seconds must always settle exactly on a page boundary.
@Suite struct PagerPropertyTests {
    static let stepsPerDocument = 2_600  // x 4 documents: more than 10,000 steps

    @Test(arguments: [1, 2, 3, 5_000])
    func randomGesturesKeepSlotsAndOffsetsConsistent(pageCount: Int) {
        var run = GestureRun(pageCount: pageCount, seed: 0xF011_0000 &+ UInt64(pageCount))
        for step in 0..<Self.stepsPerDocument {
            let gesture = run.performRandomGesture()
            run.verify(step: step, after: gesture)
            if run.failures.count >= 5 { break }
        }
        #expect(run.failures.isEmpty, "\(run.failures.joined(separator: "\n"))")
    }
}

/// One document's random walk: the physics, the slots fed from it, the clock and the finger.
private struct GestureRun {
    var random: SplitMix64
    var physics: PagerPhysics
    var slots: SlotPager
    var time = 0.0
    var fingerX = 1_000.0
    var latestGeneration: UInt64
    var failures: [String] = []

    init(pageCount: Int, seed: UInt64) {
        random = SplitMix64(seed: seed)
        let startPage = random.next(in: 1...pageCount)
        physics = PagerPhysics(pageCount: pageCount, pageWidth: 800, gap: 20, startPage: startPage)
        slots = SlotPager(pageCount: pageCount, currentPage: physics.currentPage)
        latestGeneration = slots.slots.map(\.generation).max() ?? 0
    }

    mutating func double(in range: ClosedRange<Double>) -> Double {
        range.lowerBound + random.nextUnit() * (range.upperBound - range.lowerBound)
    }

    mutating func tick(upTo seconds: Double = 0.05) {
        time += double(in: 0...seconds)
    }

    mutating func moveFinger(by pixels: Double) {
        fingerX += pixels
        tick(upTo: 0.03)
        physics.drag(x: fingerX, time: time)
    }

    /// Performs one gesture step and returns its name for failure messages.
    mutating func performRandomGesture() -> String {
        switch random.next(in: 0...12) {
        case 0:
            fingerX = double(in: 0...2_000)
            tick()
            physics.beginDrag(x: fingerX, time: time)
            return "beginDrag"
        case 1:
            moveFinger(by: double(in: -60...60))
            return "drag"
        case 2:
            moveFinger(by: 0)
            return "zero-length drag"
        case 3:
            moveFinger(by: double(in: -8_000...8_000))
            return "huge drag"
        case 4:
            tick()
            physics.endDrag(time: time)
            return "endDrag"
        case 5:
            flick()
            return "flick"
        case 6:
            reverseAtTheHalfMark()
            return "reversal at the half mark"
        case 7:
            tick()
            let delta = random.next(in: 0...3) == 0 ? double(in: -5...5) : double(in: -1_500...1_500)
            physics.scroll(deltaX: delta, time: time)
            return "scroll"
        case 8:
            tick()
            let page =
                random.next(in: 0...1) == 0
                ? physics.targetPage + random.next(in: -1...1)
                : random.next(in: -2...physics.pageCount + 2)
            physics.animate(toPage: page, time: time)
            return "animate"
        case 9:
            physics.jump(toPage: random.next(in: -2...physics.pageCount + 2))
            return "jump"
        case 10:
            physics.resize(pageWidth: double(in: 100...3_000), gap: double(in: 0...40))
            return "resize"
        default:
            time += double(in: 0...2)
            physics.advance(to: time)
            return "advance"
        }
    }

    /// A whole touch: down, a few quick moves, up.
    mutating func flick() {
        let distance = double(in: 40...400) * (random.next(in: 0...1) == 0 ? -1 : 1)
        let moves = random.next(in: 1...5)
        tick()
        physics.beginDrag(x: fingerX, time: time)
        for _ in 0..<moves {
            moveFinger(by: distance / Double(moves))
        }
        tick(upTo: 0.02)
        physics.endDrag(time: time)
    }

    /// Drags to within a pixel of the half mark toward a neighbour, turns back by a pixel or
    /// three, and lets go either slowly or with a flick.
    mutating func reverseAtTheHalfMark() {
        tick()
        physics.beginDrag(x: fingerX, time: time)
        let direction = random.next(in: 0...1) == 0 ? -1.0 : 1.0
        let halfMark = Double(physics.currentPage - 1) * physics.stride + direction * physics.stride / 2
        moveFinger(by: -(halfMark - physics.offsetX) + double(in: -1...1))
        moveFinger(by: direction * Double(random.next(in: 1...3)))
        if random.next(in: 0...1) == 0 {
            time += 0.5  // held still: a slow release
        } else {
            moveFinger(by: direction * 40)
        }
        physics.endDrag(time: time)
    }

    mutating func verify(step: Int, after gesture: String) {
        func require(_ condition: Bool, _ what: String) {
            if !condition { failures.append("step \(step) (\(gesture)): \(what)") }
        }

        let offset = physics.offsetX, halfPage = physics.pageWidth / 2
        require(
            offset >= -halfPage && offset <= physics.maxOffset + halfPage, "offset \(offset) outside the rubber band")

        let before = slots.slots
        let current = physics.currentPage
        let assignments = slots.setCurrentPage(current)
        let after = slots.slots

        require(after.count == SlotPager.slotCount && after.map(\.id) == [0, 1, 2], "slots \(after)")
        let wanted = Set((current - 1...current + 1).filter { $0 >= 1 && $0 <= physics.pageCount })
        let held = after.compactMap(\.page)
        require(held.count == wanted.count && Set(held) == wanted, "page \(current): slots hold \(held)")

        var changedSlots = Set<Int>()
        for (old, new) in zip(before, after) {
            require((old.page != new.page) == (old.generation != new.generation), "slot \(old) became \(new)")
            if old.page != new.page { changedSlots.insert(new.id) }
        }
        require(
            Set(assignments.map(\.slotID)) == changedSlots && assignments.count == changedSlots.count,
            "assignments \(assignments) for changed slots \(changedSlots)")
        for assignment in assignments {
            require(assignment.generation > latestGeneration, "generation \(assignment.generation) reused")
            latestGeneration = max(latestGeneration, assignment.generation)
        }

        var quiet = physics
        if quiet.isDragging { quiet.endDrag(time: time) }
        quiet.advance(to: time + 5)
        require(
            quiet.isSettled && quiet.offsetX == Double(quiet.currentPage - 1) * quiet.stride,
            "not settled after 5 s: offset \(quiet.offsetX), page \(quiet.currentPage)")
    }
}
