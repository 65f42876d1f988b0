import ItineraryCore

/// What must hold for a binding's action to make sense, with the reason the user sees when
/// it does not (lazygit's `GetDisabledReason`). Checked once, before dispatch, so no
/// handler repeats the check.
public enum Requirement: Hashable, Sendable {
    case nothing
    /// The cursor is on a game or an item, not a day header.
    case entryAtCursor
    /// The cursor is on a note (a custom item), not a leg, a game or a day header.
    case noteAtCursor
    /// The cursor is on something that can be lifted: an item, or a trip in the list.
    case liftableAtCursor
    /// The trips list has a trip under the cursor.
    case tripAtCursor
    case previousSearch
    case somethingToUndo
    case somethingToRedo
    /// An item shows ⚠: in this trip, or on the trips list in any trip.
    case somethingWarned
    /// Changes not yet saved, or a file that does not exist yet.
    case somethingToSave
    /// The selection holds at least one item.
    case itemsSelected
    /// Something was cut or copied.
    case somethingToPaste
    /// The trip names its travellers (for `w`).
    case travellers

    /// Why the requirement is not met now; nil when it is.
    func unmet(in state: EditorState) -> String? {
        switch self {
        case .nothing: return nil
        case .liftableAtCursor:
            switch state.screen {
            case .trips(let v): return v.cursorTrip == nil ? "No trips in \(state.document.file.name)" : nil
            case .trip(let v):
                let row = v.cursorEntry
                if case .entry(.item) = row { return nil }
                return TripView.whyNotAnItem(row)
            }
        case .entryAtCursor:
            guard case .trip(let v) = state.screen else { return nil }
            if case .header = v.cursorEntry {
                return "Day headers have nothing to edit: put the cursor on a game or an item"
            }
            return nil
        case .noteAtCursor:
            guard case .trip(let v) = state.screen else { return nil }
            switch v.cursorEntry {
            case .entry(.item(let item)) where item.travel == nil: return nil
            case .entry(.item): return Self.notANote("leg", state.keys)
            case .entry(.game): return Self.notANote("game", state.keys)
            case .header: return "Day headers have no note: put the cursor on a note"
            }
        case .tripAtCursor:
            return state.screen.tripsView?.cursorTrip == nil ? "No trips in \(state.document.file.name)" : nil
        case .previousSearch:
            return state.lastSearch == nil
                ? "No search yet: press \(state.keys.label(of: .search, in: .trip)) to search" : nil
        case .somethingToUndo: return state.document.history.canUndo ? nil : "Nothing to undo"
        case .somethingToRedo: return state.document.history.canRedo ? nil : "Nothing to redo"
        case .somethingWarned:
            switch state.screen {
            case .trips(let v): return v.nextWarnedRow() == nil ? "No trip has ⚠ items" : nil
            case .trip(let v): return v.nextWarnedRow() == nil ? "No item shows ⚠ in this trip" : nil
            }
        case .somethingToSave: return state.document.needsSave ? nil : "No changes to save"
        case .itemsSelected:
            return state.screen.tripView?.selectedItemIDs().isEmpty == false
                ? nil : "The selection holds no items: games and day headers stay where they are"
        case .travellers:
            guard case .trip(let v) = state.screen, v.trip.travellers.isEmpty else { return nil }
            return
                "This trip has no travellers: name them in the trip's form (\(state.keys.label(of: .edit, in: .trips)) on the trips list)"
        case .somethingToPaste:
            return state.clipboard.isEmpty
                ? "Nothing to paste: \(state.keys.label(of: .copy, in: .trip)) copies, \(state.keys.label(of: .cut, in: .trip)) cuts"
                : nil
        }
    }

    private static func notANote(_ what: String, _ keys: KeyTable) -> String {
        "\(keys.label(of: .editNoteAsText, in: .trip)) edits notes as text; \(keys.label(of: .edit, in: .trip)) edits this \(what)"
    }
}
