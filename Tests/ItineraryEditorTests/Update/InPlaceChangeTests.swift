import ItineraryCore
import Testing

@testable import ItineraryEditor

/// A drop changes the library where it stands and lays out again only the days it
/// touched. The trip on screen lets go of its items while the history changes them, so they
/// are not copied; the rows afterwards are exactly those of a layout made afresh.
@Suite struct InPlaceChangeTests {
    /// Three days of 200 notes each, made here so that the editor alone holds them.
    static func library() -> Library {
        Library(trips: [
            Trip(
                id: "t", name: "Big", order: 1, start: CalendarDate(iso: "2026-06-12")!, days: 3,
                items: (0..<600).map { i in
                    Item(
                        id: "n\(i)", day: i / 200 + 1, sortOrder: Double(i % 200),
                        kind: .custom(Custom(title: "Note \(i)")))
                })
        ])
    }

    @Test func dropsUndoAndRedoChangeTheItemsInPlaceAndGiveTheRowsOfAFreshLayout() throws {
        var s = editor(Self.library(), width: 80, height: 24)
        s.press(.enter)  // the trip
        func storage(_ s: EditorState) -> UnsafePointer<Item>? {
            s.library.trips[0].items.withUnsafeBufferPointer { $0.baseAddress }
        }
        func expectFresh(_ s: EditorState, _ comment: Comment) throws {
            let view = try #require(s.trip)
            let fresh = TripLayout(try #require(s.library.trip("t")))
            #expect(Array(view.layout.rows) == Array(fresh.rows), comment)
            #expect(view.layout.days == fresh.days, comment)
            #expect(view.layout.trip == fresh.trip, comment)
        }
        let items = storage(s)
        // One item: down one slot, then across into day 2.
        s.press(.char(" "), .down, .enter)
        #expect(s.history.undoDepth == 1)
        #expect(storage(s) == items, "the drop copied the items")
        try expectFresh(s, "after a drop in its day")
        s.press(.char(" "), .char("]"), .enter)
        #expect(s.history.undoDepth == 2)
        #expect(s.item("n0")?.day == 2 || s.item("n1")?.day == 2)
        #expect(storage(s) == items, "the drop copied the items")
        try expectFresh(s, "after a drop on another day")
        // A block of four, a day on.
        s.press(.char("v"), .down, .down, .down, .char(" "), .char("]"), .enter)
        #expect(s.history.undoDepth == 3)
        #expect(storage(s) == items, "the block's drop copied the items")
        try expectFresh(s, "after a block's drop")
        for key: Key in [
            .char("u"), .char("u"), .ctrl("r"), .char("u"), .char("u"), .ctrl("r"), .ctrl("r"), .ctrl("r"),
        ] {
            s.press(key)
            #expect(storage(s) == items, "\(key) copied the items")
            try expectFresh(s, "after \(key)")
        }
        #expect(s.history.undoDepth == 3)
    }
}
