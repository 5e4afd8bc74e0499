import CSDL2
import FolioCore

/// Turns SDL's events into the reader's actions (`ReaderAction`): keys and typed text, drags with
/// the left or middle button, clicks and double clicks, Shift-drags that select, the wheel and
/// Ctrl+wheel, two-finger pinches, resizes. A pure mapping but for what it remembers between
/// events (where a press went down, whether it was a click); what it needs of the window is
/// handed in (`Context`), so it is tested without one.
struct SDLInputMapper {
    /// What the mapping needs to know of the window at the event.
    struct Context {
        /// Device pixels per window point.
        var density = 1.0
        /// The pointer in device pixels while it is over the window: where zoom keys zoom.
        var cursor: Point?
        /// SDL's modifier state (`SDL_GetModState`): Shift selects, Ctrl zooms with the wheel.
        var modifiers: UInt32 = 0
        /// The pages' viewport and the window's drawable size, device pixels.
        var viewport = Size(width: 0, height: 0)
        var drawableSize = Size(width: 0, height: 0)
    }

    /// What an event stands for.
    struct Mapped: Equatable {
        var actions: [ReaderAction] = []
        /// A person's input, timed for the latency of the frame that shows it (not a hover or a resize).
        var isInput = false
        /// The window changed: draw the frame again.
        var redraws = false
    }

    /// A press that moves no further than this (window points) before release is a click.
    static let clickSlop = 4.0
    /// Zoom factor per unit of SDL's normalised two-finger spread change.
    static let pinchSpreadGain = 4.0
    /// The buttons that drag: the left one, and the middle one, which pans as in other readers.
    static let dragButtons: Set<Int32> = [SDL_BUTTON_LEFT, SDL_BUTTON_MIDDLE]
    /// SDL_BUTTON_LMASK | SDL_BUTTON_MMASK, C macros Swift cannot import.
    static let dragButtonMask = dragButtons.reduce(UInt32(0)) { $0 | UInt32(1) << (UInt32($1) - 1) }

    /// Where the dragging button went down; nil once released, and for the second press of a double click.
    private var pressPoint: Point?
    private var lastPressWasClick = false

    mutating func map(_ event: SDL_Event, in context: Context) -> Mapped {
        let density = context.density
        let at = { (x: Int32, y: Int32) in Point(x: Double(x) * density, y: Double(y) * density) }
        switch event.type {
        case SDL_KEYDOWN.rawValue:
            guard let key = KeyPress(event.key.keysym) else { return Mapped() }
            return Mapped(actions: [.key(key, focus: context.cursor)], isInput: true)
        case SDL_TEXTINPUT.rawValue:
            let keys = Self.text(of: event.text).filter { !$0.isWhitespace }.map {
                ReaderAction.key(KeyPress(String($0)), focus: context.cursor)
            }
            return Mapped(actions: keys, isInput: true)
        case SDL_MOUSEBUTTONDOWN.rawValue where Self.dragButtons.contains(Int32(event.button.button)):
            let point = at(event.button.x, event.button.y)
            let left = event.button.button == UInt8(SDL_BUTTON_LEFT)
            if left, event.button.clicks == 2, lastPressWasClick {
                lastPressWasClick = false
                return Mapped(actions: [.doubleClick(point)], isInput: true)
            }
            pressPoint = point
            let selects = left && context.modifiers & KMOD_SHIFT.rawValue != 0
            return Mapped(actions: [selects ? .selectionPress(point) : .pointerDown(point)], isInput: true)
        case SDL_MOUSEMOTION.rawValue where event.motion.state & Self.dragButtonMask != 0:
            return Mapped(actions: [.pointerMove(at(event.motion.x, event.motion.y))], isInput: true)
        case SDL_MOUSEMOTION.rawValue:
            return Mapped(actions: [.hover(at(event.motion.x, event.motion.y))])
        case SDL_MOUSEBUTTONUP.rawValue where Self.dragButtons.contains(Int32(event.button.button)):
            let point = at(event.button.x, event.button.y)
            guard let pressPoint else { return Mapped(isInput: true) }  // the second press of a double click
            let isClick = abs(point.x - pressPoint.x) + abs(point.y - pressPoint.y) <= Self.clickSlop * density
            self.pressPoint = nil
            guard event.button.button == UInt8(SDL_BUTTON_LEFT) else {
                return Mapped(actions: [.pointerUp(point)], isInput: true)
            }
            lastPressWasClick = isClick
            return Mapped(actions: [.pointerUp(point)] + (isClick ? [.click(point)] : []), isInput: true)
        case SDL_MOUSEWHEEL.rawValue:
            let wheel = event.wheel
            let flip: Float = wheel.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue ? -1 : 1
            let turn = WheelTurn(
                dx: Double(wheel.preciseX * flip), dy: Double(wheel.preciseY * flip),
                zooms: context.modifiers & KMOD_CTRL.rawValue != 0, focus: context.cursor)
            return Mapped(actions: [.wheel(turn)], isInput: true)
        case SDL_MULTIGESTURE.rawValue where event.mgesture.numFingers == 2 && event.mgesture.dDist != 0:
            // Touch coordinates are fractions of the window; dDist is the change in finger spread.
            let size = context.viewport
            let focus = Point(x: Double(event.mgesture.x) * size.width, y: Double(event.mgesture.y) * size.height)
            let factor = max(1 + Double(event.mgesture.dDist) * Self.pinchSpreadGain, 0.5)
            return Mapped(actions: [.pinch(scale: factor, focus: focus)], isInput: true)
        case SDL_WINDOWEVENT.rawValue:
            switch UInt32(event.window.event) {
            case SDL_WINDOWEVENT_SIZE_CHANGED.rawValue:
                return Mapped(actions: [.resize(context.drawableSize)], redraws: true)
            case SDL_WINDOWEVENT_LEAVE.rawValue: return Mapped(actions: [.hover(nil)], redraws: true)
            default: return Mapped(redraws: true)
            }
        default:
            return Mapped()
        }
    }

    /// The UTF-8 text of a text input event.
    static func text(of event: SDL_TextInputEvent) -> String {
        withUnsafeBytes(of: event.text) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
    }
}
