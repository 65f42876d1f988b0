import ItineraryCore
import Testing

@testable import ItineraryEditor

/// A held trip's step on the trips list does the same work for 10 trips as for 10,000
///, as a held item's does on a trip: a frame takes the rows that did not change
/// from the one before (`RowMemo`), and nothing is measured again over the whole list.
@Suite struct TripsListStepTests {
    /// `count` small trips, each with a game; the names of different lengths.
    static func library(trips count: Int) -> Library {
        let start = CalendarDate(iso: "2026-04-01")!
        return Library(
            trips: (0..<count).map { i in
                var trip = Trip(
                    id: "trip\(i)", name: "Trip \(i)" + String(repeating: " and more", count: i % 4),
                    order: Double(i + 1),
                    start: start.adding(days: i % 200), days: 2)
                trip.games = [
                    Game(
                        id: "g\(i)", day: 1, time: TimeOfDay(text: "19:05")!, away: "Away", home: "Home",
                        venue: "Park", city: "Boston")
                ]
                return trip
            })
    }

    /// The rows of `next` built for it: neither shared with a row of `previous` nor blank.
    static func rowsDrawn(_ next: Frame, after previous: Frame) -> [Int] {
        (0..<next.height).filter { y in
            !next.line(at: y).isEmpty && !(0..<previous.height).contains { next.sharesRow(y, with: previous, $0) }
        }
    }

    /// Holding the fifth trip, down and up in turn, and down through the list where it is
    /// long enough to scroll: the two status lines are drawn anew, and the one row the
    /// list scrolls into view; every other row and the title come from the frame before.
    @Test(arguments: [10, 10_000])
    func aHeldTripsStepDrawsOnlyTheStatusLines(trips count: Int) {
        var s = editor(Self.library(trips: count), width: 120, height: 40)
        s.press(.down, .down, .down, .down, .char(" "))
        #expect(s.isHolding)
        var frame = Editor.render(s)
        var scroll = s.screen.tripsView!.scroll
        let keys: [Key] =
            (0..<10).map { $0 % 2 == 0 ? .down : .up } + Array(repeating: .down, count: count > 100 ? 50 : 4)
        for (step, key) in keys.enumerated() {
            s.press(key)
            let next = Editor.render(s)
            let drawn = Self.rowsDrawn(next, after: frame)
            let scrolled = s.screen.tripsView!.scroll != scroll
            scroll = s.screen.tripsView!.scroll
            #expect(
                drawn == (scrolled ? [37, 38, 39] : [38, 39]),
                "step \(step) (\(key.label)) of \(count) trips drew rows \(drawn)")
            frame = next
        }
    }

    /// What the memo gives is what drawing gives: through a session of cursor moves, drags,
    /// drops and undo, every frame equals one drawn from nothing.
    @Test func aTripsFrameFromMemoryEqualsOneDrawnAfresh() {
        var rng = SplitMix64(seed: 31)
        var state = editor(Self.library(trips: 60), width: 90, height: 20)
        let keys: [Key] = [
            .down, .up, .char(" "), .enter, .escape, .char("J"), .char("K"), .char("u"), .ctrl("r"),
            .char("G"), .char("g"), .pageDown,
        ]
        for step in 0..<300 {
            let key = keys[Int(rng.next() % UInt64(keys.count))]
            _ = Editor.update(&state, step % 7 == 6 ? .tick : .key(key))
            if !state.onTrips { state.press(.char("q")) }
            let remembered = Editor.render(state)
            var fresh = state
            fresh.screen.withTrips { $0.rowMemo = RowMemo() }
            if remembered != Editor.render(fresh) {
                Issue.record("step \(step) after \(key.label): a remembered row differs")
                return
            }
        }
    }
}
