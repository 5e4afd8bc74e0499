import CSDL2
import FolioCore
import FolioPresenter

extension KeyPress {
    /// The press a key-down event stands for, or nil for a key that types a character without Ctrl
    /// or Alt: that one arrives as text input, in the keyboard's own layout.
    init?(_ keysym: SDL_Keysym) {
        let modifiers = UInt32(keysym.mod)
        let shift = modifiers & KMOD_SHIFT.rawValue != 0
        let ctrl = modifiers & KMOD_CTRL.rawValue != 0
        let alt = modifiers & KMOD_ALT.rawValue != 0
        let code = UInt32(bitPattern: keysym.sym)
        if let name = Self.names[code] {
            self.init(name, shift: shift, ctrl: ctrl, alt: alt)
        } else if (0x21..<0x7F).contains(code), ctrl || alt, let scalar = Unicode.Scalar(code) {
            self.init(String(Character(scalar)), shift: shift, ctrl: ctrl, alt: alt)
        } else {
            return nil
        }
    }

    /// Keys with names of their own (keypad keys that type text arrive as that text).
    private static let names: [UInt32: String] = {
        var names: [UInt32: String] = [
            SDLK_RIGHT.rawValue: "Right", SDLK_LEFT.rawValue: "Left", SDLK_UP.rawValue: "Up",
            SDLK_DOWN.rawValue: "Down",
            SDLK_PAGEDOWN.rawValue: "PageDown", SDLK_PAGEUP.rawValue: "PageUp", SDLK_HOME.rawValue: "Home",
            SDLK_END.rawValue: "End", SDLK_SPACE.rawValue: "Space", SDLK_RETURN.rawValue: "Return",
            SDLK_KP_ENTER.rawValue: "Return", SDLK_ESCAPE.rawValue: "Escape", SDLK_BACKSPACE.rawValue: "Backspace",
            SDLK_TAB.rawValue: "Tab", SDLK_DELETE.rawValue: "Delete",
        ]
        let functionKeys = [
            SDLK_F1, SDLK_F2, SDLK_F3, SDLK_F4, SDLK_F5, SDLK_F6, SDLK_F7, SDLK_F8, SDLK_F9, SDLK_F10, SDLK_F11,
            SDLK_F12,
        ]
        for (index, key) in functionKeys.enumerated() { names[key.rawValue] = "F\(index + 1)" }
        return names
    }()
}
