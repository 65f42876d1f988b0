import ItineraryCore

/// Keys while a form is open: Tab, Shift-Tab, ↑ ↓ between fields (Tab first completes a
/// city), the line-editing keys in the field, Enter to accept, Esc to cancel.
extension EditorState {
    mutating func formKey(_ form: Form, _ key: Key) -> [Effect] {
        var form = form
        message = nil
        switch key {
        case .escape:
            modal = nil
            message = .info("Cancelled")
            return []
        case .ctrl("c"):
            modal = nil
            return quit()
        case .tab: if !form.complete() { form.move(by: 1) }
        case .down: form.move(by: 1)
        case .backTab, .up: form.move(by: -1)
        case .enter:
            if let (index, problem) = form.firstProblem {
                form.focus(on: index)
                message = .error("✗ \(problem)")
            } else {
                modal = nil
                return submit(form)
            }
        default:
            // Control characters are never typed into a field (a paste's ESC, a stray Ctrl key).
            if case .char(let c) = key,
                c.unicodeScalars.contains(where: { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
            {
                return []
            }
            _ = form.edit(key)
        }
        form.suggestMiles(places: PlaceResolver(library), model: travel)
        modal = .form(form)
        return []
    }
}
