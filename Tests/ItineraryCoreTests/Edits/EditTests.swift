import ItineraryCore
import Testing

/// Every change goes through `Library.applying(_:)`, and history keeps each edit with its inverse.
@Suite struct EditTests {
    let library = Library(trips: [
        trip("t", days: 2, games: [game("g", day: 1, in: "A")], items: [note("n", day: 1, 1)])
    ])

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
        // id used by a game
        #expect(throws: EditError.self) { try library.applying(.add(trip: "t", item: note("g", day: 1, 1))) }
        #expect(throws: EditError.self) { try library.applying(.add(trip: "t", item: note("x", day: 3, 1))) }
        #expect(throws: EditError.self) {
            try library.applying(.move(trip: "t", item: "n", to: Landing(day: 0, sortOrder: 1)))
        }
        #expect(throws: EditError.self) {
            try library.applying(.move(trip: "t", item: "n", to: Landing(day: 1, sortOrder: .nan)))
        }
        #expect(throws: EditError.self) {
            try library.applying(.move(trip: "t", item: "g", to: Landing(day: 2, sortOrder: 1)))
        }
        #expect(throws: EditError.self) { try library.applying(.delete(trip: "nope", item: "n")) }
        #expect(throws: EditError.self) { try library.applying(.reorderTrip(trip: "nope", order: 1, renumbered: [])) }
    }

    @Test func undoAndRedoWalkTheStepsAndReturnTheChange() throws {
        var history = History(library)
        let move = Edit.move(trip: "t", item: "n", to: Landing(day: 2, sortOrder: 1))
        try history.apply(move, change: Change("moved n", focus: .entry(trip: "t", id: "n")))
        let moved = try library.applying(move)
        #expect(history.present == moved && history.revision == 1)
        #expect(try history.undo()?.focus == .entry(trip: "t", id: "n"))
        #expect(history.present == library && history.revision == 0)
        #expect(try history.undo() == nil)
        #expect(try history.redo()?.summary == "moved n")
        #expect(history.present == moved && history.revision == 1)
        #expect(try history.redo() == nil)
        // A new change after an undo drops the redo branch, and gets a number of its own.
        _ = try history.undo()
        try history.apply(.delete(trip: "t", item: "n"), change: Change("deleted n", focus: .library))
        #expect(!history.canRedo && history.revision == 2)
    }

    /// What a change on disk is merged against: the version last saved, reached by undo or
    /// redo on a copy, while the history stays as it is.
    @Test func aVersionIsReachedBackwardOrForwardUntilItsStepIsGone() throws {
        var history = History(library)
        let move = Edit.move(trip: "t", item: "n", to: Landing(day: 2, sortOrder: 1))
        try history.apply(move, change: Change("moved n", focus: .library))
        let moved = history.present
        #expect(history.library(at: 0) == library)
        #expect(history.library(at: 1) == moved)
        _ = try history.undo()
        #expect(history.library(at: 1) == moved, "forward, by redo")
        #expect(history.present == library && history.canRedo, "the history is as it was")
        try history.apply(.delete(trip: "t", item: "n"), change: Change("deleted n", focus: .library))
        #expect(history.library(at: 1) == nil, "its step is gone with the redo branch")
        #expect(history.library(at: 0) == library)
    }

    @Test func historyKeepsAtMostItsLimit() throws {
        var history = History(library, limit: 3)
        for i in 1...10 {
            try history.apply(
                .move(trip: "t", item: "n", to: Landing(day: 1, sortOrder: Double(i))),
                change: Change("step \(i)", focus: .library))
        }
        #expect(history.undoDepth == 3)
        while try history.undo() != nil {}
        #expect(history.present.trip("t")?.item("n")?.sortOrder == 7)
    }

    @Test func everyEditsInverseGivesBackTheLibraryExactlyFileOrderIncluded() throws {
        let start = Library(trips: [
            trip(
                "t", days: 2, games: [game("g", day: 1, in: "A")],
                items: [note("a", day: 1, -1), note("b", day: 1, 0.5), note("c", day: 2, 1)]),
            trip("u", days: 1, order: 2),
        ])
        let edits: [Edit] = [
            .move(
                trip: "t", item: "a", to: Landing(day: 2, sortOrder: 0.5, renumbered: [Renumbering(id: "c", value: 2)])),
            .add(trip: "t", item: note("m", day: 1, 3), renumbered: [Renumbering(id: "b", value: 0.25)]),
            .add(trip: "t", item: note("m", day: 1, 3), at: 0),
            .update(trip: "t", item: note("b", day: 1, 0.5, "Renamed")),
            .delete(trip: "t", item: "a"),
            .delete(trip: "t", item: "b", renumbered: [Renumbering(id: "a", value: -2)]),
            .reorderTrip(trip: "u", order: 0, renumbered: [Renumbering(id: "t", value: 5)]),
            .replaceAll(Library()),
        ]
        for edit in edits {
            let (changed, inverse) = try start.applyingWithInverse(edit)
            #expect(changed != start, "\(edit) changed nothing")
            #expect(try changed.applying(inverse) == start, "the inverse of \(edit) is not exact")
            #expect(LibraryEncoder.encode(try changed.applying(inverse)) == LibraryEncoder.encode(start))
        }
    }

    /// A step keeps the edit and its inverse: a move in a 100,000-item trip keeps two moves,
    /// not a copy of the trip (9 MB a step before, 1.8 GB after 200 drops).
    @Test func anUndoStepHoldsOnlyWhatItChanged() throws {
        let big = Library(trips: [
            trip("t", days: 10, items: (1...100_000).map { note("n\($0)", day: $0 % 10 + 1, Double($0)) })
        ])
        var history = History(big)
        try history.apply(
            .move(trip: "t", item: "n5", to: Landing(day: 3, sortOrder: 0.5)),
            change: Change("moved n5", focus: .entry(trip: "t", id: "n5")))
        let step = try #require(history.undoSteps.last)
        #expect(step.backward == .move(trip: "t", item: "n5", to: Landing(day: 6, sortOrder: 5)))
        _ = try history.undo()
        #expect(history.present == big)
    }
}
