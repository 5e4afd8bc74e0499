import CSDL2
import FolioCore
import FolioRender

/// Draws the values given to form fields over their pages until the renders of the saved file
/// show them (a text or a choice's item on the field's white, a check box or radio button filled
/// or emptied), and a blue frame round the field Tab is on. A value's texture is made by cairo only
/// when it or the field's size changes. Main thread only.
final class FieldLayer {
    private struct Shown: Equatable {
        var text: String
        var width: Int
        var height: Int
    }

    private var textures: [Int: (shown: Shown, texture: SDLTexture)] = [:]

    func draw(_ model: ReaderModel, on renderer: OpaquePointer) throws(SDLError) {
        let pages = model.slotPages
        let filled = Set(model.marks.fills.map(\.field.id))
        var drawn: Set<Int> = []
        for page in pages.sorted() {
            for field in model.forms.fields[page] ?? [] where filled.contains(field.id) || field.kind == .radio {
                guard let area = model.windowRect(ofPageRect: field.area, onPage: page) else { continue }
                let value = model.value(of: field)
                guard value != field.value else { continue }
                try draw(value, of: field, in: area, on: renderer)
                drawn.insert(field.id)
            }
        }
        textures = textures.filter { drawn.contains($0.key) }
        if let focused = model.forms.focused, pages.contains(focused.page),
            let area = model.windowRect(ofPageRect: focused.area, onPage: focused.page)
        {
            SDL_SetRenderDrawColor(renderer, 0x2F, 0x6F, 0xE0, 0xFF)
            for inset in 0..<2 {
                var box = SDL_Rect(area.insetBy(-2 - Double(inset)))
                SDL_RenderDrawRect(renderer, &box)
            }
        }
    }

    private func draw(_ value: FieldValue, of field: FormField, in area: Rect, on renderer: OpaquePointer)
        throws(SDLError)
    {
        var box = SDL_Rect(area)
        switch value {
        case .on(let on):
            SDL_SetRenderDrawColor(renderer, 0xFF, 0xFF, 0xFF, 0xFF)
            SDL_RenderFillRect(renderer, &box)
            guard on else { return }
            SDL_SetRenderDrawColor(renderer, 0x10, 0x10, 0x20, 0xFF)
            var mark = SDL_Rect(area.insetBy(area.width * 0.25))
            SDL_RenderFillRect(renderer, &mark)
        case .text(let text), .choice(let text?):
            let shown = Shown(text: text, width: Int(area.width.rounded()), height: Int(area.height.rounded()))
            if textures[field.id]?.shown != shown {
                let image = FieldImage.render(text: text, width: shown.width, height: shown.height)
                let texture = try SDLTexture(renderer: renderer, width: image.width, height: image.height)
                try texture.fill(image, rows: 0..<image.height)
                textures[field.id] = (shown, texture)
            }
            if let texture = textures[field.id]?.texture { SDL_RenderCopy(renderer, texture.texture, nil, &box) }
        case .choice(nil):
            SDL_SetRenderDrawColor(renderer, 0xFF, 0xFF, 0xFF, 0xFF)
            SDL_RenderFillRect(renderer, &box)
        }
    }
}
