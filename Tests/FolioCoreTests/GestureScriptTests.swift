import FolioCore
import Foundation
import Testing

@Suite struct GestureScriptTests {
    /// Parses `text` expecting success.
    private func parse(_ text: String, name: String? = nil) throws -> GestureScript {
        try GestureScript.parse(text, name: name)
    }

    /// The one-line message `text` is rejected with, or nil if it parses.
    static func rejection(_ text: String) -> String? {
        do {
            _ = try GestureScript.parse(text)
            return nil
        } catch {
            return error.description
        }
    }

    // MARK: - Parsing

    @Test func parsesEveryStepKind() throws {
        let script = try parse(
            """
            {"window": [1024, 768], "fps": 120, "seed": 7, "steps": [
                {"drag": {"dx": -700, "dy": 0, "seconds": 0.25, "release": "flick"}},
                {"drag": {"dx": 10, "dy": 20, "seconds": 1, "release": "hold"}},
                {"drag": {"dy": 5, "seconds": 0, "release": "none"}},
                {"pinch": {"scale": 8, "at": [640, 400], "seconds": 0.5}},
                {"pinch": {"scale": 0.125, "seconds": 0.5}},
                {"wait": {"seconds": 1}},
                {"key": "Right"},
                {"goto": {"page": 120}},
                {"next": {}}, {"previous": {}},
                {"repeat": {"times": 20, "steps": [{"key": "PageDown"}, {"wait": {"seconds": 0.5}}]}}
            ]}
            """)
        #expect(script.window == Size(width: 1024, height: 768))
        #expect(script.fps == 120)
        #expect(script.seed == 7)
        #expect(script.name == nil)
        #expect(
            script.steps == [
                .drag(dx: -700, dy: 0, seconds: 0.25, release: .flick),
                .drag(dx: 10, dy: 20, seconds: 1, release: .hold),
                .drag(dx: 0, dy: 5, seconds: 0, release: .keepDown),
                .pinch(scale: 8, at: Point(x: 640, y: 400), seconds: 0.5),
                .pinch(scale: 0.125, at: nil, seconds: 0.5),
                .wait(seconds: 1),
                .key("Right"),
                .goto(page: 120),
                .next, .previous,
                .repeatSteps(times: 20, steps: [.key("PageDown"), .wait(seconds: 0.5)]),
            ])
        #expect(script.expandedStepCount == 10 + 40)
        #expect(abs(script.duration - (0.25 + 1 + 0 + 0.5 + 0.5 + 1 + 20 * 0.5)) < 1e-12)
    }

    @Test func defaultsWhenOptionalFieldsAreLeftOut() throws {
        let script = try parse(#"{"steps": [{"drag": {"dx": -100, "seconds": 0.2}}]}"#)
        #expect(script.window == Size(width: 1280, height: 800))
        #expect(script.fps == 60)
        #expect(script.seed == 1)
        #expect(script.steps == [.drag(dx: -100, dy: 0, seconds: 0.2, release: .flick)])
        #expect(script.synthetic == nil)
    }

    @Test func aSyntheticDocumentCanBeNamedAndRoundTrips() throws {
        let script = try parse(#"{"synthetic": {"pages": 1000, "renderMs": 30}, "steps": []}"#)
        #expect(script.synthetic == SyntheticDocument(pageCount: 1000, renderMilliseconds: 30))
        #expect(try parse(#"{"synthetic": {"pages": 12}, "steps": []}"#).synthetic?.description == "synthetic:12:0")
        #expect(try GestureScript.parse(JSONEncoder().encode(script)) == script)
    }

    @Test func acceptsEveryKeyNameAndLargeSeeds() throws {
        for key in GestureStep.keyNames {
            #expect(try parse(#"{"steps": [{"key": "\#(key)"}]}"#).steps == [.key(key)])
        }
        #expect(try parse(#"{"seed": 18446744073709551615, "steps": []}"#).seed == .max)
        #expect(try parse(#"{"steps": [{"goto": {"page": 3.0}}]}"#).steps == [.goto(page: 3)])
    }

    @Test func nameComesFromTheCallerOrTheDocument() throws {
        #expect(try parse(#"{"name": "inside", "steps": []}"#).name == "inside")
        #expect(try parse(#"{"name": "inside", "steps": []}"#, name: "file.json").name == "file.json")
        #expect(try parse(#"{"steps": []}"#, name: "file.json").name == "file.json")
    }

    @Test func roundTripsThroughJSON() throws {
        let script = try parse(
            """
            {"name": "mix", "window": [800, 600], "fps": 30, "seed": 99, "steps": [
                {"drag": {"dx": -0.1, "dy": 1e-3, "seconds": 0.3333333333333333, "release": "none"}},
                {"pinch": {"scale": 0.03125, "at": [1.5, -2], "seconds": 1}},
                {"pinch": {"scale": 3, "seconds": 0}},
                {"repeat": {"times": 2, "steps": [{"repeat": {"times": 0, "steps": []}}, {"key": "q"}, {"goto": {"page": 1}}]}}
            ]}
            """)
        let encoded = try JSONEncoder().encode(script)
        #expect(try GestureScript.parse(encoded) == script)
        #expect(try JSONDecoder().decode(GestureScript.self, from: encoded) == script)

        let step = GestureStep.repeatSteps(times: 3, steps: [.wait(seconds: 2), .key("Left")])
        #expect(try JSONDecoder().decode(GestureStep.self, from: JSONEncoder().encode(step)) == step)
    }

    @Test func codableDecodingValidatesToo() {
        #expect(throws: GestureScriptError.self) {
            try JSONDecoder().decode(GestureScript.self, from: Data(#"{"steps": [{"wait": {"seconds": -1}}]}"#.utf8))
        }
        #expect(throws: GestureScriptError.self) {
            try JSONDecoder().decode(GestureStep.self, from: Data(#"{"key": "hyper+Up"}"#.utf8))
        }
    }

    // MARK: - Errors

    @Test(arguments: [
        // The document
        ("{\"steps\": [", "not valid JSON: Unexpected end of file during JSON parse."),
        ("[1, 2]", "the script must be an object with name, window, fps, seed, steps, synthetic, got an array of 2"),
        (#"{"stpes": []}"#, #"unknown field "stpes"; expected name, window, fps, seed, steps, synthetic"#),
        (#"{"window": [1280, 800]}"#, #"missing field "steps""#),
        (#"{"steps": {}}"#, "steps: must be an array of steps, got an object"),
        (#"{"name": 3, "steps": []}"#, "name: must be a string, got 3"),
        // Window, fps, seed
        (
            #"{"window": [1280], "steps": []}"#,
            "window: must be two positive numbers [width, height], got an array of 1"
        ),
        (
            #"{"window": [1280, 0], "steps": []}"#,
            "window: must be two positive numbers [width, height], got an array of 2"
        ),
        (
            #"{"window": "1280x800", "steps": []}"#,
            #"window: must be two positive numbers [width, height], got "1280x800""#
        ),
        (#"{"fps": 0, "steps": []}"#, "fps: must be above 0 and at most 1000, got 0"),
        (#"{"fps": -30, "steps": []}"#, "fps: must be above 0 and at most 1000, got -30"),
        (#"{"fps": 5000, "steps": []}"#, "fps: must be above 0 and at most 1000, got 5000"),
        (#"{"fps": "60", "steps": []}"#, #"fps: must be a number, got "60""#),
        (#"{"seed": -1, "steps": []}"#, "seed: must be a whole number from 0 to 18446744073709551615, got -1"),
        (#"{"seed": 1.5, "steps": []}"#, "seed: must be a whole number from 0 to 18446744073709551615, got 1.5"),
        // A synthetic document
        (#"{"synthetic": 1000, "steps": []}"#, "synthetic: must be an object with pages, renderMs, got 1000"),
        (#"{"synthetic": {"renderMs": 5}, "steps": []}"#, #"synthetic: missing field "pages""#),
        (#"{"synthetic": {"pages": 0}, "steps": []}"#, "synthetic.pages: must be a whole number >= 1, got 0"),
        (#"{"synthetic": {"pages": 2000000}, "steps": []}"#, "synthetic.pages: must be at most 1000000, got 2000000"),
        (
            #"{"synthetic": {"pages": 10, "renderMs": -1}, "steps": []}"#,
            "synthetic.renderMs: must be from 0 to 60000, got -1"
        ),
        (
            #"{"synthetic": {"pages": 10, "ms": 5}, "steps": []}"#,
            #"synthetic: unknown field "ms"; expected pages, renderMs"#
        ),
        // Step shape
        (
            #"{"steps": [{"wait": {"seconds": 1}}, {"swipe": {}}]}"#,
            #"steps[1]: unknown step kind "swipe"; expected one of drag, pinch, wait, key, type, click, goto, wheel, doubleClick, zoom, resize, strip, select, link, outline, search, synctex, layout, next, previous, repeat"#
        ),
        (
            #"{"steps": [{"wait": {"seconds": 1}, "key": "Right"}]}"#,
            "steps[0]: a step must have exactly one key, its kind (drag, pinch, wait, key, type, click, goto, wheel, doubleClick, zoom, resize, strip, select, link, outline, search, synctex, layout, next, previous, repeat); got 2: key, wait"
        ),
        (
            #"{"steps": [{}]}"#,
            "steps[0]: a step must have exactly one key, its kind (drag, pinch, wait, key, type, click, goto, wheel, doubleClick, zoom, resize, strip, select, link, outline, search, synctex, layout, next, previous, repeat); got 0"
        ),
        (
            #"{"steps": ["wait"]}"#,
            #"steps[0]: a step must be an object with one key, its kind (drag, pinch, wait, key, type, click, goto, wheel, doubleClick, zoom, resize, strip, select, link, outline, search, synctex, layout, next, previous, repeat); got "wait""#
        ),
        // Drag
        (#"{"steps": [{"drag": {"dx": 5}}]}"#, #"steps[0].drag: missing field "seconds""#),
        (
            #"{"steps": [{"drag": {"dx": 5, "seconds": -0.5}}]}"#,
            "steps[0].drag.seconds: must not be negative, got -0.5"
        ),
        (
            #"{"steps": [{"drag": {"dx": 5, "seconds": 100000}}]}"#,
            "steps[0].drag.seconds: must be at most 86400, got 100000"
        ),
        (#"{"steps": [{"drag": {"dx": "far", "seconds": 1}}]}"#, #"steps[0].drag.dx: must be a number, got "far""#),
        (
            #"{"steps": [{"drag": {"dx": 5, "secs": 1}}]}"#,
            #"steps[0].drag: unknown field "secs"; expected dx, dy, seconds, release"#
        ),
        (
            #"{"steps": [{"drag": {"seconds": 1, "release": "fling"}}]}"#,
            #"steps[0].drag.release: unknown release "fling"; expected flick, hold, none"#
        ),
        (
            #"{"steps": [{"drag": [1, 2]}]}"#,
            "steps[0].drag: must be an object with dx, dy, seconds, release, got an array of 2"
        ),
        // Pinch
        (#"{"steps": [{"pinch": {"seconds": 1}}]}"#, #"steps[0].pinch: missing field "scale""#),
        (#"{"steps": [{"pinch": {"scale": 0, "seconds": 1}}]}"#, "steps[0].pinch.scale: must be above 0, got 0"),
        (
            #"{"steps": [{"pinch": {"scale": 2, "at": [1], "seconds": 1}}]}"#,
            "steps[0].pinch.at: must be two numbers [x, y], got an array of 1"
        ),
        (#"{"steps": [{"pinch": {"scale": 2}}]}"#, #"steps[0].pinch: missing field "seconds""#),
        // Wait, key, goto
        (#"{"steps": [{"wait": {"seconds": -1}}]}"#, "steps[0].wait.seconds: must not be negative, got -1"),
        (#"{"steps": [{"wait": {}}]}"#, #"steps[0].wait: missing field "seconds""#),
        (
            #"{"steps": [{"key": "hyper+Up"}]}"#,
            #"steps[0].key: unknown key "hyper+Up"; expected a key such as Right, Left, PageUp, PageDown, Home, End, Space, plus, minus, 0, w, q, g, G, ctrl+g, Return, Escape, question, i, f, F2, t"#
        ),
        (#"{"steps": [{"key": 3}]}"#, "steps[0].key: must be a string, got 3"),
        (#"{"steps": [{"goto": {"page": 0}}]}"#, "steps[0].goto.page: must be a whole number >= 1, got 0"),
        (#"{"steps": [{"goto": {"page": 2.5}}]}"#, "steps[0].goto.page: must be a whole number >= 1, got 2.5"),
        (#"{"steps": [{"goto": {}}]}"#, #"steps[0].goto: missing field "page""#),
        // Repeat
        (
            #"{"steps": [{"repeat": {"times": -1, "steps": []}}]}"#,
            "steps[0].repeat.times: must be a whole number >= 0, got -1"
        ),
        (#"{"steps": [{"repeat": {"times": 2}}]}"#, #"steps[0].repeat: missing field "steps""#),
        (
            #"{"steps": [{"repeat": {"times": 2, "steps": [{"wait": {"seconds": 1}}, {"key": "hyper+Up"}]}}]}"#,
            #"steps[0].repeat.steps[1].key: unknown key "hyper+Up"; expected a key such as Right, Left, PageUp, PageDown, Home, End, Space, plus, minus, 0, w, q, g, G, ctrl+g, Return, Escape, question, i, f, F2, t"#
        ),
        (
            #"{"steps": [{"repeat": {"times": 1000, "steps": [{"repeat": {"times": 1001, "steps": [{"key": "Right"}]}}]}}]}"#,
            "steps: expand to 1001000 steps with repeats multiplied out; the limit is 1000000"
        ),
        (
            #"{"steps": [{"repeat": {"times": 9223372036854775807, "steps": [{"repeat": {"times": 9, "steps": [{"key": "Right"}]}}]}}]}"#,
            "steps: expand to too many steps with repeats multiplied out; the limit is 1000000"
        ),
    ])
    func rejectsWithAOneLineMessage(json: String, message: String) {
        #expect(Self.rejection(json) == message)
    }

    @Test func repeatsNestAtMostEightDeep() {
        func nested(_ depth: Int) -> String {
            var steps = #"[{"key": "Right"}]"#
            for _ in 0..<depth { steps = #"[{"repeat": {"times": 1, "steps": \#(steps)}}]"# }
            return #"{"steps": \#(steps)}"#
        }
        #expect(Self.rejection(nested(8)) == nil)
        let ninth = "steps" + String(repeating: "[0].repeat.steps", count: 8) + "[0].repeat"
        #expect(Self.rejection(nested(9)) == "\(ninth): repeats nest 9 deep; the limit is 8")
    }

    @Test func allowsExactlyTheExpandedStepLimit() {
        #expect(Self.rejection(#"{"steps": [{"repeat": {"times": 1000000, "steps": [{"key": "Right"}]}}]}"#) == nil)
        #expect(
            Self.rejection(
                #"{"steps": [{"key": "Left"}, {"repeat": {"times": 1000000, "steps": [{"key": "Right"}]}}]}"#)
                == "steps: expand to 1000001 steps with repeats multiplied out; the limit is 1000000")
    }

    @Test func errorMessagesAreOneLine() {
        #expect(Self.rejection("{\n\"steps\": [\n,]\n}")?.contains("\n") == false)
    }

    // MARK: - Built-ins

    @Test func everyBuiltinExistsParsesAndIsSummarised() throws {
        #expect(
            BuiltinScripts.names == [
                "read", "flick-fast", "zoom-deep", "jump", "soak", "open", "pan-read", "strip-scrub", "present",
            ])
        for name in BuiltinScripts.names {
            let script = try #require(BuiltinScripts.script(named: name, pageCount: 64))
            #expect(script.name == name)
            #expect(script.window == Size(width: 1280, height: 800))
            #expect(script.fps == 60)
            // Built in code, so check they would pass the parser's rules.
            #expect(try GestureScript.parse(JSONEncoder().encode(script)) == script)
            #expect(!BuiltinScripts.summary(of: name).isEmpty)
        }
        #expect(BuiltinScripts.script(named: "nope", pageCount: 64) == nil)
        #expect(BuiltinScripts.summary(of: "nope").contains("unknown"))
    }

    private func leafSteps(_ steps: [GestureStep]) -> [GestureStep] {
        steps.flatMap { step -> [GestureStep] in
            guard case .repeatSteps(let times, let inner) = step else { return [step] }
            return Array(repeating: leafSteps(inner), count: times).flatMap { $0 }
        }
    }

    @Test func readLooksAtThePageThenTurnsTwentyPagesOverThirtySeconds() throws {
        let script = try #require(BuiltinScripts.script(named: "read", pageCount: 64))
        let leaves = leafSteps(script.steps)
        #expect(leaves.first == .wait(seconds: 1.5))
        #expect(leaves.filter { $0 == .key("Right") }.count == 20)
        #expect(leaves.count == 41)
        #expect(script.duration == 31.5)
    }

    @Test func flickFastFlicksFourHundredTimesAtTwentyPerSecond() throws {
        let script = try #require(BuiltinScripts.script(named: "flick-fast", pageCount: 64))
        let drags = leafSteps(script.steps).compactMap { step -> (dx: Double, seconds: Double, release: DragRelease)? in
            guard case .drag(let dx, 0, let seconds, let release) = step else { return nil }
            return (dx, seconds, release)
        }
        #expect(drags.count == 400)
        #expect(drags.allSatisfy { $0.seconds == 0.03 && $0.release == .flick })
        #expect(drags.prefix(200).allSatisfy { $0.dx == -448 })
        #expect(drags.suffix(200).allSatisfy { $0.dx == 448 })
        #expect(abs(script.duration - 400.0 / 20) < 1e-9)
    }

    @Test func jumpGoesToThirtyPagesInRangeFromTheSeed() throws {
        func pages(_ pageCount: Int, seed: UInt64) throws -> [Int] {
            let script = try #require(BuiltinScripts.script(named: "jump", pageCount: pageCount, seed: seed))
            #expect(script.seed == seed)
            #expect(script.duration == 15)
            return leafSteps(script.steps).compactMap { if case .goto(let page) = $0 { page } else { nil } }
        }
        let drawn = try pages(64, seed: 7)
        #expect(drawn.count == 30)
        #expect(drawn.allSatisfy { (1...64).contains($0) })
        #expect(Set(drawn).count > 10)
        #expect(try pages(64, seed: 7) == drawn)
        #expect(try pages(64, seed: 8) != drawn)
        #expect(try pages(1, seed: 7) == Array(repeating: 1, count: 30))
        #expect(try pages(0, seed: 7) == Array(repeating: 1, count: 30))
    }

    @Test func zoomDeepZoomsToThirtyTwoAndBack() throws {
        let script = try #require(BuiltinScripts.script(named: "zoom-deep", pageCount: 64))
        let scales = script.steps.compactMap { if case .pinch(let scale, _, _) = $0 { scale } else { nil } }
        #expect(scales == [32, 1.0 / 32])
        #expect(script.steps.contains { if case .drag(_, _, _, .hold) = $0 { true } else { false } })
        #expect(script.steps.contains { if case .drag(_, _, _, .flick) = $0 { true } else { false } })
    }
}
