import CSDL2
import FolioCore
import Testing

@testable import FolioSDL

/// SDL's events as the reader's actions, without a window: made-up events through the mapper.
@Suite struct SDLInputMapperTests {
    static let context = SDLInputMapper.Context(
        density: 2, cursor: Point(x: 100, y: 50), modifiers: 0,
        viewport: Size(width: 2560, height: 1600), drawableSize: Size(width: 2000, height: 1200))

    private func button(_ type: SDL_EventType, _ button: Int32, x: Int32, y: Int32, clicks: UInt8 = 1) -> SDL_Event {
        var event = SDL_Event()
        event.type = type.rawValue
        event.button.button = UInt8(button)
        event.button.x = x
        event.button.y = y
        event.button.clicks = clicks
        return event
    }

    private func motion(x: Int32, y: Int32, buttons: UInt32) -> SDL_Event {
        var event = SDL_Event()
        event.type = SDL_MOUSEMOTION.rawValue
        event.motion.x = x
        event.motion.y = y
        event.motion.state = buttons
        return event
    }

    @Test func aPressReleasedInPlaceIsAClickAndADragIsNot() {
        var mapper = SDLInputMapper()
        let context = Self.context
        #expect(
            mapper.map(button(SDL_MOUSEBUTTONDOWN, SDL_BUTTON_LEFT, x: 10, y: 20), in: context)
                == .init(actions: [.pointerDown(Point(x: 20, y: 40))], isInput: true))
        #expect(
            mapper.map(motion(x: 11, y: 21, buttons: 1), in: context).actions == [.pointerMove(Point(x: 22, y: 42))])
        // Within 4 window points (8 device pixels at density 2): a click.
        #expect(
            mapper.map(button(SDL_MOUSEBUTTONUP, SDL_BUTTON_LEFT, x: 12, y: 21), in: context).actions
                == [.pointerUp(Point(x: 24, y: 42)), .click(Point(x: 24, y: 42))])
        _ = mapper.map(button(SDL_MOUSEBUTTONDOWN, SDL_BUTTON_LEFT, x: 10, y: 20), in: context)
        #expect(
            mapper.map(button(SDL_MOUSEBUTTONUP, SDL_BUTTON_LEFT, x: 300, y: 20), in: context).actions
                == [.pointerUp(Point(x: 600, y: 40))])
    }

    @Test func aSecondPressAfterAClickIsADoubleClickButNotAfterADrag() {
        var mapper = SDLInputMapper()
        _ = mapper.map(button(SDL_MOUSEBUTTONDOWN, SDL_BUTTON_LEFT, x: 10, y: 10), in: Self.context)
        _ = mapper.map(button(SDL_MOUSEBUTTONUP, SDL_BUTTON_LEFT, x: 10, y: 10), in: Self.context)
        #expect(
            mapper.map(button(SDL_MOUSEBUTTONDOWN, SDL_BUTTON_LEFT, x: 10, y: 10, clicks: 2), in: Self.context).actions
                == [.doubleClick(Point(x: 20, y: 20))])
        // Its release ends nothing: the double click took the press.
        #expect(
            mapper.map(button(SDL_MOUSEBUTTONUP, SDL_BUTTON_LEFT, x: 10, y: 10, clicks: 2), in: Self.context)
                == .init(isInput: true))

        var dragged = SDLInputMapper()
        _ = dragged.map(button(SDL_MOUSEBUTTONDOWN, SDL_BUTTON_LEFT, x: 10, y: 10), in: Self.context)
        _ = dragged.map(button(SDL_MOUSEBUTTONUP, SDL_BUTTON_LEFT, x: 200, y: 10), in: Self.context)
        #expect(
            dragged.map(button(SDL_MOUSEBUTTONDOWN, SDL_BUTTON_LEFT, x: 10, y: 10, clicks: 2), in: Self.context).actions
                == [.pointerDown(Point(x: 20, y: 20))])
    }

    @Test func shiftSelectsTheMiddleButtonPansAndTheRightOneIsNotADrag() {
        var mapper = SDLInputMapper()
        var shifted = Self.context
        shifted.modifiers = KMOD_LSHIFT.rawValue
        #expect(
            mapper.map(button(SDL_MOUSEBUTTONDOWN, SDL_BUTTON_LEFT, x: 5, y: 5), in: shifted).actions
                == [.selectionPress(Point(x: 10, y: 10))])
        var middle = SDLInputMapper()
        #expect(
            middle.map(button(SDL_MOUSEBUTTONDOWN, SDL_BUTTON_MIDDLE, x: 5, y: 5), in: shifted).actions
                == [.pointerDown(Point(x: 10, y: 10))], "only the left button selects")
        #expect(middle.map(motion(x: 6, y: 5, buttons: 2), in: shifted).actions == [.pointerMove(Point(x: 12, y: 10))])
        #expect(
            middle.map(button(SDL_MOUSEBUTTONUP, SDL_BUTTON_MIDDLE, x: 6, y: 5), in: shifted).actions
                == [.pointerUp(Point(x: 12, y: 10))], "a middle click is no click")
        var right = SDLInputMapper()
        #expect(right.map(button(SDL_MOUSEBUTTONDOWN, SDL_BUTTON_RIGHT, x: 5, y: 5), in: Self.context) == .init())
        #expect(
            right.map(motion(x: 7, y: 8, buttons: 4), in: Self.context) == .init(actions: [.hover(Point(x: 14, y: 16))])
        )
    }

    @Test func keysTextTheWheelPinchesAndTheWindow() {
        var mapper = SDLInputMapper()
        var key = SDL_Event()
        key.type = SDL_KEYDOWN.rawValue
        key.key.keysym.sym = SDL_Keycode(SDLK_RIGHT.rawValue)
        #expect(mapper.map(key, in: Self.context).actions == [.key(KeyPress("Right"), focus: Point(x: 100, y: 50))])
        key.key.keysym.sym = SDL_Keycode(Int32(UInt8(ascii: "a")))
        #expect(mapper.map(key, in: Self.context) == .init(), "a letter arrives as text")

        var text = SDL_Event()
        text.type = SDL_TEXTINPUT.rawValue
        withUnsafeMutableBytes(of: &text.text.text) { bytes in
            for (index, byte) in "a +".utf8.enumerated() { bytes[index] = byte }
        }
        #expect(
            mapper.map(text, in: Self.context).actions
                == [.key(KeyPress("a"), focus: Point(x: 100, y: 50)), .key(KeyPress("+"), focus: Point(x: 100, y: 50))])

        var wheel = SDL_Event()
        wheel.type = SDL_MOUSEWHEEL.rawValue
        wheel.wheel.preciseY = -1
        wheel.wheel.direction = SDL_MOUSEWHEEL_FLIPPED.rawValue
        var ctrl = Self.context
        ctrl.modifiers = KMOD_LCTRL.rawValue
        #expect(
            mapper.map(wheel, in: ctrl).actions == [
                .wheel(WheelTurn(dx: 0, dy: 1, zooms: true, focus: Point(x: 100, y: 50)))
            ])

        var pinch = SDL_Event()
        pinch.type = SDL_MULTIGESTURE.rawValue
        pinch.mgesture.numFingers = 2
        pinch.mgesture.dDist = 0.05
        pinch.mgesture.x = 0.25
        pinch.mgesture.y = 0.5
        #expect(
            mapper.map(pinch, in: Self.context).actions == [
                .pinch(scale: 1.2000000029802322, focus: Point(x: 640, y: 800))
            ])
        pinch.mgesture.numFingers = 3
        #expect(mapper.map(pinch, in: Self.context) == .init())

        var window = SDL_Event()
        window.type = SDL_WINDOWEVENT.rawValue
        window.window.event = UInt8(SDL_WINDOWEVENT_SIZE_CHANGED.rawValue)
        #expect(
            mapper.map(window, in: Self.context)
                == .init(actions: [.resize(Size(width: 2000, height: 1200))], redraws: true))
        window.window.event = UInt8(SDL_WINDOWEVENT_LEAVE.rawValue)
        #expect(mapper.map(window, in: Self.context) == .init(actions: [.hover(nil)], redraws: true))
    }
}
