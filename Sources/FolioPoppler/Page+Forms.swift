import CPoppler
import FolioCore
import FolioRender

/// The page's form fields read through poppler-glib, and values given to them.
extension Page {
    /// The page's fields, in the page's order, where they are displayed (poppler gives their areas
    /// in the page's own space, unturned by /Rotate).
    func formFields(rotation: @autoclosure () -> Int) -> [FormField] {
        PopplerThreadRule.check(document.owner, "formFields", path: document.path)
        guard let list = poppler_page_get_form_field_mapping(handle) else { return [] }
        defer { poppler_page_free_form_field_mapping(list) }
        var fields: [FormField] = []
        var node: UnsafeMutablePointer<GList>? = list
        while let current = node {
            node = current.pointee.next
            guard let mapping = current.pointee.data?.assumingMemoryBound(to: PopplerFormFieldMapping.self),
                let field = mapping.pointee.field
            else { continue }
            // Asked for at a field only: the document reads the rotations (opening the file again) once.
            fields.append(
                Self.field(field, page: number, area: displayed(mapping.pointee.area, rotation: rotation())))
        }
        // poppler prepends each field as it reads the page's widgets.
        return fields.reversed()
    }

    private static func field(_ field: OpaquePointer, page: Int, area: Rect) -> FormField {
        let name = take(poppler_form_field_get_name(field)) ?? ""
        var kind = FormField.Kind.other
        var value = FieldValue.on(false)
        var options: [String] = []
        switch poppler_form_field_get_field_type(field) {
        case POPPLER_FORM_FIELD_TEXT:
            kind = .text
            value = .text(take(poppler_form_field_text_get_text(field)) ?? "")
        case POPPLER_FORM_FIELD_BUTTON:
            switch poppler_form_field_button_get_button_type(field) {
            case POPPLER_FORM_BUTTON_CHECK: kind = .checkBox
            case POPPLER_FORM_BUTTON_RADIO: kind = .radio
            default: kind = .other
            }
            value = .on(poppler_form_field_button_get_state(field) != 0)
        case POPPLER_FORM_FIELD_CHOICE:
            kind = .choice
            let count = Int(poppler_form_field_choice_get_n_items(field))
            options = (0..<count).map { take(poppler_form_field_choice_get_item(field, Int32($0))) ?? "" }
            let selected = (0..<count).first { poppler_form_field_choice_is_item_selected(field, Int32($0)) != 0 }
            value = .choice(selected.map { options[$0] })
        default: break
        }
        return FormField(
            page: page, id: Int(poppler_form_field_get_id(field)), name: name, kind: kind, area: area, value: value,
            options: options, isReadOnly: poppler_form_field_is_read_only(field) != 0)
    }

    /// A string poppler made for the caller, freed.
    private static func take(_ text: UnsafeMutablePointer<gchar>?) -> String? {
        guard let text else { return nil }
        defer { g_free(text) }
        return String(cString: text)
    }
}

extension Document {
    /// Page `number`'s form fields.
    public func formFields(onPage number: Int) throws(FolioError) -> [FormField] {
        try page(number).formFields(rotation: rotation(ofPage: number))
    }

    /// Gives the field `fill` names its value (only in memory until `save(to:)`); throws when the
    /// document has no such field of that kind, or no such item to choose.
    func fill(_ fill: FieldFill) throws(FolioError) {
        PopplerThreadRule.check(owner, "fill", path: path)
        guard let field = poppler_document_get_form_field(handle, Int32(fill.field.id)) else {
            throw FolioError.invalidRequest(path: path, detail: "the form has no field \(fill.field.name)")
        }
        defer { g_object_unref(UnsafeMutableRawPointer(field)) }
        switch fill.value {
        case .text(let text):
            guard poppler_form_field_get_field_type(field) == POPPLER_FORM_FIELD_TEXT else { throw mismatch(fill) }
            poppler_form_field_text_set_text(field, text)
        case .on(let on):
            guard poppler_form_field_get_field_type(field) == POPPLER_FORM_FIELD_BUTTON else { throw mismatch(fill) }
            poppler_form_field_button_set_state(field, on ? 1 : 0)
        case .choice(let item):
            guard poppler_form_field_get_field_type(field) == POPPLER_FORM_FIELD_CHOICE else { throw mismatch(fill) }
            poppler_form_field_choice_unselect_all(field)
            guard let item else { return }
            let count = poppler_form_field_choice_get_n_items(field)
            guard
                let index = (0..<count).first(where: { index in
                    guard let text = poppler_form_field_choice_get_item(field, index) else { return false }
                    defer { g_free(text) }
                    return String(cString: text) == item
                })
            else {
                throw FolioError.invalidRequest(path: path, detail: "the field \(fill.field.name) has no item \(item)")
            }
            poppler_form_field_choice_select_item(field, index)
        }
    }

    private func mismatch(_ fill: FieldFill) -> FolioError {
        .invalidRequest(path: path, detail: "the field \(fill.field.name) is no longer of the kind it was")
    }
}
