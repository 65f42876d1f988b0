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
    case quit
}

/// What a screen's update may read besides its own view.
struct Context {
    let library: Library
    let geometry: Geometry
    let lastSearch: String?
    let clipboard: [Item]
}

extension EditorState {
    var context: Context { Context(library: library, geometry: geometry, lastSearch: lastSearch, clipboard: clipboard) }

    /// Carries out what a screen asked for, in order; an edit that fails stops the rest.
    mutating func run(_ outcomes: [Outcome]) -> [Effect] {
        var effects: [Effect] = []
        for outcome in outcomes {
            switch outcome {
            case .apply(let edit, let change):
                do {
                    try document.apply(edit, change)
                    screen.reload(library)
                } catch {
                    message = .error("Could not change the trip: \(error)")
                    return effects
                }
            case .say(let m): message = m
            case .open(let m): modal = m
            case .openTrip(let id):
                if let trip = library.trip(id) { screen = .trip(TripView(trip: trip)) }
            case .backToTrips(let id): screen = .trips(TripsView(library: library, cursor: id))
            case .copy(let items):
                clipboard = items
                effects.append(.copyToClipboard(ClipboardText.rows(items)))
            case .quit: effects += quit()
            }
        }
        return effects
    }
}
