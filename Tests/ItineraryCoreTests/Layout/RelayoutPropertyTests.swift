import ItineraryCore
import PropertyBased
import Testing

/// A layout brought up to date after an edit lays out again only the days the edit touched;
/// whatever the edit, it must give exactly what a layout made afresh gives.
@Suite struct RelayoutPropertyTests {
    /// Random trips and random sequences of edits of every kind that moves, adds or removes
    /// items (with renumberings, as drops, pastes and cuts make them), undone and redone by
    /// their inverses, some failing, some of another trip: after each, the updated layout
    /// and a fresh one agree on everything they answer.
    @Test func aLayoutUpdatedAfterAnyEditIsTheLayoutMadeAfresh() async {
        await checkProperty(count: 200, input: Gen.uint64(), Gen.uint64()) { seed, editSeed in
            var rng = SplitMix(seed: editSeed)
            var library = Library(trips: [largerRandomTrip(seed: seed), randomTrip(seed: seed &+ 1, id: "u")])
            var layout = TripLayout(library.trips[0])
            var undo: [Edit] = []
            var knownIDs = Set(library.trips[0].items.map(\.id) + library.trips[0].games.map(\.id))
            for step in 0..<12 {
                let edit: Edit
                if !undo.isEmpty, Int.random(in: 0..<4, using: &rng) == 0 {
                    edit = undo.removeLast()  // an undo: the inverse, as History applies it
                } else {
                    edit = randomEdit(of: library, &rng)
                }
                let before = library
                var made = true
                do {
                    undo.append(try library.apply(edit))
                } catch {
                    made = false
                    #expect(library == before, "a failed \(edit) changed the library")
                }
                let trip = library.trips[0]
                knownIDs.formUnion(trip.items.map(\.id))
                #expect(layout.update { made ? .edited(trip, by: edit) : .unchanged(trip) } != .gone)
                expectSame(layout, TripLayout(trip), ids: knownIDs, &rng, "step \(step): \(edit)")
            }
        }
    }
}

/// The updated layout against a fresh one: the trip, the days and their rows, every id's row,
/// every row's day, and the item count of ranges of rows.
func expectSame(
    _ layout: TripLayout, _ fresh: TripLayout, ids: Set<String>, _ rng: inout SplitMix,
    _ comment: Comment, sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(layout.trip == fresh.trip, comment, sourceLocation: sourceLocation)
    #expect(layout.days == fresh.days, comment, sourceLocation: sourceLocation)
    #expect(layout.rowCount == fresh.rowCount, comment, sourceLocation: sourceLocation)
    #expect(Array(layout.rows) == Array(fresh.rows), comment, sourceLocation: sourceLocation)
    #expect(layout.rows.indices.map { layout.rows[$0] } == Array(fresh.rows), comment, sourceLocation: sourceLocation)
    #expect(layout.gameIndex == fresh.gameIndex, comment, sourceLocation: sourceLocation)
    for id in ids.sorted() {
        #expect(layout.row(of: id) == fresh.row(of: id), "\(comment) row of \(id)", sourceLocation: sourceLocation)
    }
    for row in fresh.rows.indices {
        #expect(
            layout.day(ofRow: row) == fresh.day(ofRow: row), "\(comment) day of row \(row)",
            sourceLocation: sourceLocation)
    }
    let rows = fresh.rowCount
    for _ in 0..<20 {
        let a = Int.random(in: 0..<rows, using: &rng)
        let b = Int.random(in: 0..<rows, using: &rng)
        let range = min(a, b)...max(a, b)
        let items = fresh.rows[range].filter { $0.entry?.item != nil }.count
        #expect(
            layout.itemCount(inRows: range) == items, "\(comment) items in rows \(range)",
            sourceLocation: sourceLocation)
    }
}
