import ItineraryCore

/// What a screen's update asks of the editor. The screens change only their own view; the
/// library, the modal, the message and the screen itself change here, in one place.
enum Outcome: Equatable {
    /// One undo step.
    case apply(Edit, Change)
    case say(Message)
    case open(Modal)
    case openTrip(String)
    case backToTrips(cursor: String)
    /// Items cut or copied: kept for `p`, and put on the terminal's clipboard as rows.
    case copy([Item])
    /// A note to edit as text in the user's editor (`E`).
    case editAsText(NoteDraft)
    case quit
}

/// What a screen's update may read besides its own view.
struct Context {
    let library: Library
    let geometry: Geometry
    let lastSearch: String?
    let clipboard: [Item]
    let today: CalendarDate
    /// For messages that name a key.
    let keys: KeyTable
    /// For costs: the settings' currency and rates.
    let rates: Rates
}

extension EditorState {
    var context: Context {
        Context(
            library: library, geometry: geometry, lastSearch: lastSearch, clipboard: clipboard, today: today,
            keys: keys, rates: rates)
    }

    /// Carries out what a screen asked for, in order; an edit that fails stops the rest.
    mutating func run(_ outcomes: [Outcome]) -> [Effect] {
        var effects: [Effect] = []
        for outcome in outcomes {
            switch outcome {
            case .apply(let made, let change):
                let edit = inEveryonesTrip(made)
                do {
                    try changeLibrary(by: edit) { (document: inout Document) throws(EditError) in
                        try document.apply(edit, change)
                    }
                } catch {
                    message = .error("Could not change the trip: \(error)")
                    return effects
                }
            case .say(let m): message = m
            case .open(.form(var form)):
                form.suggestMiles(places: PlaceResolver(library), model: travel)
                modal = .form(form)
            case .open(let m): modal = m
            case .openTrip(let id):
                if let trip = library.trip(id) {
                    screen = .trip(TripView(trip: trip, places: PlaceResolver(library), model: travel))
                }
            case .backToTrips(let id): screen = .trips(TripsView(library: library, cursor: id, model: travel))
            case .copy(let items):
                clipboard = items
                effects.append(.copyToClipboard(ClipboardText.rows(items)))
            case .editAsText(let draft): effects.append(.editNote(draft))
            case .quit: effects += quit()
            }
        }
        return effects
    }
}

extension EditorState {
    /// An edit made in a traveller's own view, with keys among all of the trip's entries
    /// (`TripView.inEveryonesTrip`); as it is anywhere else.
    func inEveryonesTrip(_ edit: Edit) -> Edit {
        guard let view = screen.tripView, view.whose != .everyone, let full = library.trip(view.tripID) else {
            return edit
        }
        return view.inEveryonesTrip(edit, full: full)
    }

    /// Every change to the library goes through here (an edit, undo, redo, a restored
    /// recovery file): `body` changes the document, made by `edit` (nil: unknown), and the
    /// screen catches up. The trip on screen lets go of its items meanwhile, so the history,
    /// their only holder then, changes them in place; then it lays out again only the days
    /// the edit touched. Whether `body` succeeds or fails, the screen is up to date after.
    mutating func changeLibrary<T>(by edit: Edit?, _ body: (inout Document) throws(EditError) -> T) throws(EditError)
        -> T
    {
        var screen = self.screen
        self.screen = .placeholder  // `screen` alone holds the view while it changes
        var result: Result<T, EditError>?
        screen.update(after: edit) {
            do throws(EditError) {
                result = .success(try body(&document))
                return (document.library, true)
            } catch {
                result = .failure(error)
                return (document.library, false)
            }
        }
        self.screen = screen
        return try result!.get()
    }
}
