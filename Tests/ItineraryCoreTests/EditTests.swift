import ItineraryCore
import Testing

/// Every change goes through `Library.applying(_:)`, and history keeps whole snapshots.
@Suite struct EditTests {
    let library = Library(trips: [trip("t", days: 2, games: [game("g", day: 1, in: "A")], items: [note("n", day: 1, 1)])])

    @Test func addUpdateAndDeleteChangeOnlyTheirItem() throws {
        let added = try library.applying(.add(trip: "t", item: note("m", day: 2, 1, "Museum")))
        #expect(added.trip("t")?.items.map(\.id) == ["n", "m"])
        let updated = try added.applying(.update(trip: "t", item: note("m", day: 2, 1, "Aquarium")))
        guard case .custom(let custom)? = updated.trip("t")?.item("m")?.kind else {
            Issue.record("m stays a custom item")
            return
        }
        #expect(custom.title == "Aquarium")
        let deleted = try updated.applying(.delete(trip: "t", item: "m"))
        #expect(deleted == library)
    }

    @Test func editsThatDoNotFitTheLibraryAreRefused() {
        #expect(throws: EditError.self) { try library.applying(.add(trip: "t", item: note("g", day: 1, 1))) }  // id used by a game
        #expect(throws: EditError.self) { try library.applying(.add(trip: "t", item: note("x", day: 3, 1))) }
        #expect(throws: EditError.self) { try library.applying(.move(trip: "t", item: "n", to: Placement(day: 0, sortOrder: 1))) }
        #expect(throws: EditError.self) { try library.applying(.move(trip: "t", item: "n", to: Placement(day: 1, sortOrder: .nan))) }
        #expect(throws: EditError.self) { try library.applying(.move(trip: "t", item: "g", to: Placement(day: 2, sortOrder: 1))) }
        #expect(throws: EditError.self) { try library.applying(.delete(trip: "nope", item: "n")) }
        #expect(throws: EditError.self) { try library.applying(.reorderTrip(trip: "nope", order: 1, renumbered: [])) }
    }

    @Test func undoAndRedoWalkTheSnapshotsAndReturnTheChange() throws {
        var history = History(library)
        let moved = try library.applying(.move(trip: "t", item: "n", to: Placement(day: 2, sortOrder: 1)))
        history.record(moved, change: Change("moved n", focus: .entry(trip: "t", id: "n")))
        #expect(history.present == moved)
        #expect(history.undo()?.focus == .entry(trip: "t", id: "n"))
        #expect(history.present == library)
        #expect(history.undo() == nil)
        #expect(history.redo()?.summary == "moved n")
        #expect(history.present == moved)
        #expect(history.redo() == nil)
        // A new change after an undo drops the redo branch.
        _ = history.undo()
        history.record(try library.applying(.delete(trip: "t", item: "n")), change: Change("deleted n", focus: .library))
        #expect(!history.canRedo)
    }

    @Test func historyKeepsAtMostItsLimit() {
        var history = History(0, limit: 3)
        for i in 1...10 { history.record(i, change: Change("step \(i)", focus: .library)) }
        #expect(history.undoDepth == 3)
        while history.undo() != nil {}
        #expect(history.present == 7)
    }
}
