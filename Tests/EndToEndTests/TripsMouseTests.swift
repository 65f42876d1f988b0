import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension EndToEnd {
    /// On Trips a click selects the trip, a double click opens it, and a drag reorders the list and saves.
    @Suite struct TripsMouse {
        /// a click selects and never opens; a double click opens.
        @Test func onTripsAClickSelectsAndADoubleClickOpens() throws {
            let fixture = try Fixture()
            try fixture.write("trips.json", threeTripsFixture)
            let itin = try TmuxSession(["trips.json"], in: fixture.directory)
            defer { itin.kill() }
            try itin.waitForThreeTrips()

            // (i) A click on the selected trip leaves the list as it is, whether it comes as a
            // press and a release read apart (a person's click) or both in one read (a quick
            // click, or a busy machine: the decoder hands on both, in order). The
            // `j` after each click shows that the click has been handled: on the list it moves
            // the cursor down one trip.
            try itin.mouse(.press, column: 6, row: 1)
            try waitForInputRead(itin)
            try itin.mouse(.release, column: 6, row: 1)
            try itin.send("j")
            let afterPress = try itin.waitFor("the press, the release and the j handled") {
                !$0.line(0).contains("itin ·") || $0.cursorRow == 2
            }
            #expect(
                afterPress.line(0).contains("itin ·") && afterPress.status.hasPrefix("Enter open"),
                "a press and release on the selected trip opened it:\n\(afterPress.framed)")
            try #require(afterPress.cursorRow == 2 && afterPress.line(2).contains(ThreeTrips.bravo))

            try itin.click(column: 6, row: 2)
            try itin.send("j")
            let afterClick = try itin.waitFor("the click and the j handled") {
                !$0.line(0).contains("itin ·") || $0.cursorRow == 3
            }
            #expect(
                afterClick.line(0).contains("itin ·") && afterClick.status.hasPrefix("Enter open"),
                "a click on the selected trip opened it:\n\(afterClick.framed)")
            try #require(afterClick.cursorRow == 3 && afterClick.line(3).contains(ThreeTrips.charlie))

            // (ii) A click on another trip selects it.
            try itin.click(column: 6, row: 1)
            try itin.waitFor("the cursor on Alpha after a click") {
                $0.cursorRow == 1 && $0.line(1).contains(ThreeTrips.alpha) && $0.line(0).contains("itin ·")
            }

            // (iii) A double click opens the trip under it. Both clicks in one write, so ncurses
            // reports one BUTTON1_DOUBLE_CLICKED.
            try itin.sendBytes(ThreeTrips.click(column: 6, row: 2) + ThreeTrips.click(column: 6, row: 2))
            try itin.waitFor("Bravo opened by a double click") {
                $0.line(0).contains(ThreeTrips.bravo) && $0.contains(ThreeTrips.bravoNote)
            }
        }

        /// trips are reordered by the mouse as items are: press, drag, release.
        @Test func onTripsPressDragReleaseReordersAndSaves() throws {
            let fixture = try Fixture()
            try fixture.write("trips.json", threeTripsFixture)
            let itin = try TmuxSession(["trips.json"], in: fixture.directory)
            defer { itin.kill() }
            try itin.waitForThreeTrips()

            // The press read on its own, then the motion: the drag as a person makes it.
            try itin.mouse(.press, column: 6, row: 1)
            try waitForInputRead(itin)
            try itin.mouse(.drag, column: 6, row: 3)
            try itin.waitFor("Alpha lifted (▶) on row 3 while dragging") {
                $0.line(0).contains("itin ·") && $0.liftedRow == 3 && $0.line(3).contains(ThreeTrips.alpha)
            }
            try itin.mouse(.release, column: 6, row: 3)
            try itin.waitFor("the list in the order Bravo, Charlie, Alpha, modified") {
                $0.line(0).contains("itin ·") && $0.liftedRow == nil
                    && $0.line(1).contains(ThreeTrips.bravo) && $0.line(2).contains(ThreeTrips.charlie)
                    && $0.line(3).contains(ThreeTrips.alpha) && $0.cursorRow == 3 && $0.status.hasSuffix(" [+]")
            }

            try itin.save()
            try itin.send("q")
            #expect(try itin.waitForExit() == 0)
            let order = try fixture.tripOrder("trips.json")
            #expect(order.map(\.id) == ["bravo", "charlie", "alpha"], "order values: \(order)")
        }
    }
}
