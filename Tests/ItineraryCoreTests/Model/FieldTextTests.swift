import ItineraryCore
import Testing

/// A value typed in a form or given as an option reads the same, and fails in the same words.
@Suite struct FieldTextTests {
    @Test func valuesReadAsTheFileWantsThem() throws {
        #expect(try FieldText.date("2026-06-12").get().description == "2026-06-12")
        #expect(try FieldText.time("07:05").get().description == "07:05")
        #expect(try FieldText.miles("215.5").get() == 215.5)
        #expect(try FieldText.miles("0").get() == 0)
        #expect(
            try ["d", "DR", "drive", "f", "train"].map { try FieldText.mode($0).get() } == [
                .drive, .drive, .drive, .fly, .train,
            ])
    }

    @Test func whatWillNotDoSaysWhy() {
        #expect(FieldText.date("2026-02-30").problem == "2026-02-30 is not a date (YYYY-MM-DD)")
        #expect(FieldText.time("25:10").problem == "25:10 is not a time (HH:MM, 24-hour)")
        #expect(FieldText.time("7:05").problem == "7:05 is not a time (HH:MM, 24-hour)")
        for text in ["far", "inf", "nan", ""] {
            #expect(FieldText.miles(text).problem == "miles must be a number", "\(text)")
        }
        #expect(FieldText.miles("-1").problem == "miles must not be negative")
        for text in ["car", "", "drives"] {
            #expect(FieldText.mode(text).problem == "mode must be drive, fly or train", "\(text)")
        }
    }

    @Test func newEntriesGetReadableIdsAndANewTripGoesLast() {
        let library = Library(trips: [
            Trip(id: "ne", name: "Swing", order: 4, start: CalendarDate(iso: "2026-06-12")!, days: 2),
            Trip(id: "boston-new-york", name: "Other", order: 2, start: CalendarDate(iso: "2026-06-12")!, days: 1),
        ])
        #expect(library.newTripID(name: "Coast Swing") == "coast-swing")
        #expect(
            library.newGameID(on: CalendarDate(iso: "2026-06-13")!, away: "Mets", home: "Phillies")
                == "g-2026-06-13-mets-phillies")
        #expect(library.newItemID(.travel(Travel(from: "Boston", to: "New York"))) == "boston-new-york-2")
        #expect(library.newItemID(.custom(Custom(title: "Lobster roll"))) == "lobster-roll")
        #expect(library.orderAfterLastTrip == 5)
        #expect(Library().orderAfterLastTrip == 1)
    }
}
