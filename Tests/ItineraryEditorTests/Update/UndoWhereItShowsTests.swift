import ItineraryCore
import Testing

@testable import ItineraryEditor

@Suite struct UndoWhereItShowsTests {
    /// Undoing a change of the trip that is open (its name) shows it where it is, rather
    /// than leaving the trip for the trips list.
    @Test func undoingAChangeOfTheOpenTripStaysInIt() throws {
        var state = editor()
        let trip = try #require(state.tripsCursor)
        let name = try #require(state.library.trip(trip)?.name)
        state.press(.char("e"))
        #expect(state.form != nil)
        state.type(" Tour")
        state.press(.enter)
        #expect(state.library.trip(trip)?.name == name + " Tour")
        state.press(.enter)
        #expect(state.trip?.tripID == trip)
        state.press(.char("u"))
        #expect(state.library.trip(trip)?.name == name)
        #expect(state.trip?.tripID == trip, "still in the trip")
    }
}
