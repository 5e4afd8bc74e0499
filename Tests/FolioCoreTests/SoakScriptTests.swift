import FolioCore
import Foundation
import Testing

/// The built-in `soak`: `--steps N` user actions drawn from the seed, every kind among them, short
/// enough for thousands to play in minutes, and played through the reader without ever quitting.
@Suite struct SoakScriptTests {
    static let window = GestureScript.defaultWindow

    static func actions(_ count: Int, pages: Int = 2415, seed: UInt64 = 1) -> [SoakAction] {
        SoakScript.actions(count: count, pages: pages, seed: seed, window: window)
    }

    @Test(arguments: [1, 10, 300])
    func stepsAreActions(count: Int) throws {
        let actions = Self.actions(count)
        #expect(actions.count == count)
        let script = try #require(BuiltinScripts.script(named: "soak", pageCount: 2415, seed: 1, steps: count))
        #expect(script.steps == actions.flatMap { $0.steps(window: Self.window) })
        // Built in code, so check it would pass the parser's rules.
        #expect(try GestureScript.parse(JSONEncoder().encode(script)) == script)
    }

    @Test func withoutStepsItPlaysTheDefaultCountForAboutAMinute() throws {
        let script = try #require(BuiltinScripts.script(named: "soak", pageCount: 64))
        #expect(
            script.steps == Self.actions(SoakScript.defaultSteps, pages: 64).flatMap { $0.steps(window: Self.window) })
        #expect(script.duration > 45 && script.duration < 75)
    }

    @Test func followsTheSeed() {
        #expect(Self.actions(300, seed: 7) == Self.actions(300, seed: 7))
        #expect(Self.actions(300, seed: 7) != Self.actions(300, seed: 8))
        // A longer run starts as the shorter one with the same seed.
        #expect(Array(Self.actions(300, seed: 7).prefix(100)) == Self.actions(100, seed: 7))
    }

    @Test(arguments: [UInt64(1), 2, 3])
    func threeHundredStepsCoverEveryKindOfAction(seed: UInt64) {
        let actions = Self.actions(300, seed: seed)
        #expect(Set(actions.map(\.kind)) == Set(SoakAction.Kind.allCases))
        let keys = actions.compactMap { if case .keys(let keys) = $0 { keys } else { nil } }
        #expect(keys.contains(.zoomIn) && keys.contains(.nightMode) && keys.contains(.strip))
        #expect(keys.contains { if case .goToPage = $0 { true } else { false } })
        // Forward more often than back, both ways.
        let flicks = actions.compactMap { if case .flick(let forward) = $0 { forward } else { nil } }
        #expect(flicks.filter { $0 }.count > flicks.filter { !$0 }.count && flicks.contains(false))
    }

    @Test func pagesStayInTheDocumentAndResizesComeBack() {
        for action in Self.actions(3000, pages: 64) {
            switch action {
            case .jump(let page), .keys(.goToPage(let page)):
                #expect((1...64).contains(page))
            case .resize(let size):
                #expect(size.width >= 0.6 * Self.window.width - 1 && size.width <= 1.25 * Self.window.width + 1)
                #expect(size.height >= 0.6 * Self.window.height - 1 && size.height <= 1.25 * Self.window.height + 1)
                #expect(
                    action.steps(window: Self.window).last { if case .resize = $0 { true } else { false } }
                        == .resize(window: Self.window))
            case .flicks(let count, _):
                #expect((3...8).contains(count))
            default:
                break
            }
        }
        #expect(Self.actions(50, pages: 1).allSatisfy { if case .jump(let page) = $0 { page == 1 } else { true } })
    }

    /// 3,000 actions play in well under half an hour of real time at 60 fps.
    @Test func actionsAreShort() throws {
        let script = try #require(BuiltinScripts.script(named: "soak", pageCount: 2415, seed: 1, steps: 3000))
        #expect(script.duration > 15 * 60 && script.duration < 22 * 60)
        for action in Self.actions(300) {
            let seconds = action.steps(window: Self.window).reduce(0) { $0 + $1.duration }
            #expect(seconds >= 0.25 && seconds <= 1.0, "\(action)")
        }
    }

    /// Played through the reader as the bench plays it: every key is one the reader knows, the
    /// window comes back to its size after every resize, pages get zoomed, the strip shows, and
    /// nothing asks the reader to quit.
    @Test func playsThroughTheReaderWithoutQuitting() throws {
        let script = try #require(BuiltinScripts.script(named: "soak", pageCount: 200, seed: 5, steps: 300))
        var model = ReaderModel(
            pageSizes: Array(repeating: Size(width: 612, height: 792), count: 200), viewport: script.window,
            firstPage: 1)
        var player = ScriptPlayer(script: script)
        var pages: Set<Int> = [], viewports: Set<Size> = [], zoomed = false, stripShown = false
        var frame = 0
        while !player.isFinished {
            let time = Double(frame) / script.fps
            for event in player.events(upTo: time) {
                if case .key(let key, _) = event.event, model.chrome.prompt == nil {
                    #expect(KeyBinding.command(for: key, zoomed: false) != nil, "\(key)")
                }
                model.apply(event.event, at: event.time)
            }
            model.apply(.tick, at: time)
            #expect(!model.quitRequested)
            pages.insert(model.currentPage)
            viewports.insert(model.viewport)
            zoomed = zoomed || model.currentZoomView?.isZoomed == true
            stripShown = stripShown || model.isStripShown
            frame += 1
        }
        #expect(model.viewport == script.window)
        #expect(viewports.count > 10)
        #expect(pages.count > 100)
        #expect(zoomed && stripShown)
    }
}
