import ItineraryCore

@testable import ItineraryEditor

/// An editor on the demo trips, 100×30 unless said otherwise.
func editor(
    _ library: Library = DemoLibrary.library, width: Int = 100, height: Int = 30, colors: Bool = true,
    travel: TravelModel = .standard, keys: KeyTable = .standard
) -> EditorState {
    var state = EditorState(
        library: library, file: FileState(path: "/tmp/trips.json", bytes: []), today: testToday,
        width: width, height: height, colors: colors ? .dark : nil, travel: travel, keys: keys)
    _ = Editor.update(&state, .resize(width: width, height: height))
    _ = Editor.update(&state, .tick)  // the first event after the first frame: the trips list counts travel
    return state
}

extension Palette {
    /// The dark theme on an xterm-256color: what a user with no settings file gets.
    static let standard = Palette(.dark, depth: .colors256)
}

/// The day the tests' editor takes for today.
let testToday = CalendarDate(iso: "2026-06-12")!

/// The demo's Northeast trip, opened, with the cursor on an entry.
func tripEditor(
    _ library: Library = DemoLibrary.library, cursorOn id: String, width: Int = 100, height: Int = 30
) -> EditorState {
    var state = editor(library, width: width, height: height)
    state.press(.enter)
    state.trip?.cursor = .entry(id)
    _ = Editor.update(&state, .resize(width: width, height: height))
    return state
}

extension EditorState {
    @discardableResult
    mutating func press(_ keys: Key...) -> [Effect] {
        keys.flatMap { Editor.update(&self, .key($0)) }
    }

    mutating func type(_ text: String) {
        for c in text { _ = Editor.update(&self, .key(.char(c))) }
    }

    mutating func ticks(_ n: Int) {
        for _ in 0..<n { _ = Editor.update(&self, .tick) }
    }

    var lines: [String] { Editor.render(self).lines }

    /// The open form, if one is.
    var form: Form? {
        if case .form(let f) = modal { return f }
        return nil
    }
    /// The status line; while holding, its two lines joined by a newline.
    var statusLine: String { lines.suffix(geometry.statusLines).joined(separator: "\n") }

    /// The screen line showing an entry (its text), or nil when not on screen.
    func line(containing text: String) -> Int? { lines.firstIndex { $0.contains(text) } }

    func item(_ id: String) -> Item? { library.trips.lazy.compactMap { $0.item(id) }.first }
}

/// Short ways to read (and, for setting up a test, write) the parts of the state.
extension EditorState {
    /// The open trip's view; setting it replaces the screen.
    var trip: TripView? {
        get { screen.tripView }
        set { if let newValue { screen = .trip(newValue) } }
    }

    var tripsCursor: String? { screen.tripsView?.cursor }
    var prompt: Prompt? { if case .prompt(let p) = modal { p } else { nil } }
    var showingHelp: Bool { if case .help = modal { true } else { false } }
    var history: History { document.history }
    var onTrips: Bool { screen.tripsView != nil }
}

extension TripView {
    var drag: DragSession? { motion.held }
}

extension Library {
    /// The library with every game and item everyone's: for the tests of what `who` takes no
    /// part in (counting warnings, cutting wide text), written before the demo's travellers
    /// came each their own way.
    var everyonesOnly: Library {
        var library = self
        for t in library.trips.indices {
            for g in library.trips[t].games.indices { library.trips[t].games[g].who = nil }
            for i in library.trips[t].items.indices { library.trips[t].items[i].who = nil }
        }
        return library
    }
}
