import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension EndToEnd {
    /// Behaviour the code at f4a3b8e gets wrong and the editor refactor fixes: each test here
    /// fails on that commit and states the fixed behaviour.
    @Suite struct ShapeFixes {
        /// SPEC §5.3: below 40×10 only `Terminal too small` shows, and no key but quit acts.
        @Test func keysDoNothingWhileTheTerminalIsTooSmall() throws {
            let fixture = try Fixture()
            try fixture.write("trips.json", tripFixture())
            let itin = try TmuxSession(["trips.json"], in: fixture.directory)
            defer { itin.kill() }

            try itin.openTrip()
            try itin.moveCursor(to: Rows.note)

            try itin.resize(columns: 30, rows: 8)
            try itin.waitFor(text: "Terminal too small")
            try itin.send("d")
            try itin.send("Space")
            try itin.send("j")
            // Nothing shows whether they acted, so wait until the program has read them all,
            // before the resize back (a pending resize is handed out before typed keys).
            try waitForInputRead(itin)

            try itin.resize(columns: 100, rows: 30)
            let screen = try itin.waitFor("the trip redrawn at 100×30") {
                $0.lines.count == 30 && !$0.contains("Terminal too small") && $0.line(0).contains("Boston and New York")
            }
            #expect(screen.contains(Rows.note), "d deleted the note while too small:\n\(screen.framed)")
            #expect(screen.liftedRow == nil && !screen.position.hasPrefix("▶") && !screen.position.hasPrefix("✗"),
                    "Space grabbed an item while too small:\n\(screen.framed)")
            #expect(!screen.status.hasSuffix(" [+]"), "the library changed while too small:\n\(screen.framed)")

            try itin.send("q")
            try itin.waitFor("the trips list") { $0.line(0).contains("itin ·") && $0.status.hasPrefix("Enter open") }
            try itin.send("q")
            #expect(try itin.waitForExit() == 0, "q quits at once: nothing unsaved")
            #expect(try fixture.bytes("trips.json") == Data(tripFixture().utf8))
        }

        /// SPEC §5.2 Mouse on the Trips screen: a click selects and never opens; a double click opens.
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
            #expect(afterPress.line(0).contains("itin ·") && afterPress.status.hasPrefix("Enter open"),
                    "a press and release on the selected trip opened it:\n\(afterPress.framed)")
            try #require(afterPress.cursorRow == 2 && afterPress.line(2).contains(ThreeTrips.bravo))

            try itin.click(column: 6, row: 2)
            try itin.send("j")
            let afterClick = try itin.waitFor("the click and the j handled") {
                !$0.line(0).contains("itin ·") || $0.cursorRow == 3
            }
            #expect(afterClick.line(0).contains("itin ·") && afterClick.status.hasPrefix("Enter open"),
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

        /// SPEC §4.4, §5.2: trips are reordered by the mouse as items are: press, drag, release.
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

        /// SPEC §5.1: undo of a step in another trip opens that trip with the cursor on what changed.
        @Test func undoInAnotherTripOpensTheTripItChanges() throws {
            let fixture = try Fixture()
            try fixture.write("trips.json", threeTripsFixture)
            let itin = try TmuxSession(["trips.json"], in: fixture.directory)
            defer { itin.kill() }
            try itin.waitForThreeTrips()

            // In Alpha: the note from after the day-1 game to the top of day 2.
            try itin.send("Enter")
            try itin.waitFor("Alpha open") { $0.line(0).contains(ThreeTrips.alpha) && $0.contains(ThreeTrips.alphaNote) }
            try itin.moveCursor(to: ThreeTrips.alphaNote)
            try itin.send("Space")
            try itin.waitFor("the note lifted") { s in s.liftedRow.map { s.line($0).contains(ThreeTrips.alphaNote) } ?? false }
            try itin.send("Down")
            try itin.waitFor("the note held just below the day-2 header") {
                guard let lifted = $0.liftedRow, let day2 = $0.row(containing: ThreeTrips.alphaDay2) else { return false }
                return $0.line(lifted).contains(ThreeTrips.alphaNote) && lifted == day2 + 1
            }
            try itin.send("Enter")
            try itin.waitFor("the note dropped in day 2") {
                guard let note = $0.row(containing: ThreeTrips.alphaNote),
                      let day2 = $0.row(containing: ThreeTrips.alphaDay2) else { return false }
                return $0.liftedRow == nil && note == day2 + 1 && $0.status.hasSuffix(" [+]")
            }

            // Back to the list, into Bravo, and undo there.
            try itin.send("q")
            try itin.waitFor("the trips list") { $0.line(0).contains("itin ·") && $0.status.hasPrefix("Enter open") }
            try itin.moveCursor(to: ThreeTrips.bravo)
            try itin.send("Enter")
            try itin.waitFor("Bravo open") { $0.line(0).contains(ThreeTrips.bravo) && $0.contains(ThreeTrips.bravoNote) }
            try itin.send("u")
            try itin.waitFor("Alpha again, the cursor on the note back after the day-1 game, “Undid: moved …”") {
                guard let cursor = $0.cursorRow, let game = $0.row(containing: ThreeTrips.alphaGame) else { return false }
                return $0.line(0).contains(ThreeTrips.alpha) && cursor == game + 1
                    && $0.line(cursor).contains(ThreeTrips.alphaNote)
                    && $0.status.hasPrefix("Undid: moved " + ThreeTrips.alphaNoteTitle)
            }

            try itin.send("C-r")
            try itin.waitFor("Alpha, the cursor on the note at the top of day 2 again, “Redid: moved …”") {
                guard let cursor = $0.cursorRow, let day2 = $0.row(containing: ThreeTrips.alphaDay2) else { return false }
                return $0.line(0).contains(ThreeTrips.alpha) && cursor == day2 + 1
                    && $0.line(cursor).contains(ThreeTrips.alphaNote)
                    && $0.status.hasPrefix("Redid: moved " + ThreeTrips.alphaNoteTitle)
            }
        }

        /// SPEC §5.1 help: at the bottom of a help taller than the screen, one ↑ scrolls one line.
        @Test func oneUpAtTheBottomOfTheHelpScrollsItBack() throws {
            let fixture = try Fixture()
            try fixture.write("trips.json", tripFixture())
            let itin = try TmuxSession(["trips.json"], in: fixture.directory, columns: 80, rows: 24)
            defer { itin.kill() }
            try itin.waitFor("the trips list") { $0.contains("Boston and New York") && $0.status.hasSuffix("trips.json") }

            try itin.send("?")
            var screen = try itin.waitFor("the help, with more below") {
                $0.contains("Keys · any other key closes") && $0.contains("↓ more")
            }
            // Down until the help's last line shows (no more `↓ more`); each Down moves it.
            var presses = 0
            while screen.contains("↓ more") {
                presses += 1
                try #require(presses < 200, "the help never reached its bottom:\n\(screen.framed)")
                let before = screen
                try itin.send("Down")
                screen = try itin.waitFor("the help scrolled by Down #\(presses)") { $0.lines != before.lines }
            }
            let bottom = screen
            // More presses at the bottom change nothing; then one Up must show the line above.
            try itin.send("Down")
            try itin.send("Down")
            try itin.send("PageDown")
            try itin.send("Up")
            let helpRows = 2...(bottom.lines.count - 3)  // between the help's borders (rows 1 and 22)
            let up = try itin.waitFor("the help one line up after a single Up") { s in
                s.lines.count == bottom.lines.count
                    && helpRows.dropLast().allSatisfy { s.line($0 + 1) == bottom.line($0) }
                    && s.line(helpRows.lowerBound) != bottom.line(helpRows.lowerBound)
            }
            #expect(up.contains("↓ more") && up.contains("↑ more"))
        }
    }
}

// MARK: - Three trips

/// Names and row texts of `threeTripsFixture`.
private enum ThreeTrips {
    static let alpha = "Alpha Ballpark Run"
    static let bravo = "Bravo Road Trip"
    static let charlie = "Charlie Weekend"
    static let alphaGame = "◆ 19:10 Yankees @ Red Sox · Fenway Park, Boston"
    static let alphaNoteTitle = "Alpha lobster roll"
    static let alphaNote = "• Alpha lobster roll"
    static let alphaDay2 = "Day 2 · Sat Jun 13"
    static let bravoNote = "• Bravo cheesesteak"

    /// A press and a release of button 1 at a 0-based cell, in the X10 encoding.
    static func click(column: Int, row: Int) -> [UInt8] {
        TmuxSession.mouseReport(.press, column: column, row: row) + TmuxSession.mouseReport(.release, column: column, row: row)
    }
}

/// Three small trips, `order` 1, 2, 3:
///
///     Alpha Ballpark Run  Fri Jun 12 – Sat Jun 13, 2026
///       Day 1  ◆ a-g1 19:10 Yankees @ Red Sox, Boston   • a-n1 Alpha lobster roll (sortOrder 1)
///       Day 2  • a-n2 Alpha harbor walk (sortOrder 1)
///     Bravo Road Trip     Fri Jul 3, 2026: ◆ b-g1, • b-n1 Bravo cheesesteak
///     Charlie Weekend     Fri Aug 14, 2026: ◆ c-g1
private let threeTripsFixture = #"""
    {
      "format": "itin/1",
      "trips": [
        {
          "id": "alpha",
          "name": "Alpha Ballpark Run",
          "order": 1,
          "start": "2026-06-12",
          "days": 2,
          "games": [
            { "id": "a-g1", "day": 1, "time": "19:10", "away": "Yankees", "home": "Red Sox",
              "venue": "Fenway Park", "city": "Boston" }
          ],
          "items": [
            { "id": "a-n1", "kind": "custom", "day": 1, "sortOrder": 1, "title": "Alpha lobster roll" },
            { "id": "a-n2", "kind": "custom", "day": 2, "sortOrder": 1, "title": "Alpha harbor walk" }
          ]
        },
        {
          "id": "bravo",
          "name": "Bravo Road Trip",
          "order": 2,
          "start": "2026-07-03",
          "days": 1,
          "games": [
            { "id": "b-g1", "day": 1, "time": "13:05", "away": "Mets", "home": "Phillies",
              "venue": "Citizens Bank Park", "city": "Philadelphia" }
          ],
          "items": [
            { "id": "b-n1", "kind": "custom", "day": 1, "sortOrder": 1, "title": "Bravo cheesesteak" }
          ]
        },
        {
          "id": "charlie",
          "name": "Charlie Weekend",
          "order": 3,
          "start": "2026-08-14",
          "days": 1,
          "games": [
            { "id": "c-g1", "day": 1, "time": "14:15", "away": "Cubs", "home": "Cardinals",
              "venue": "Busch Stadium", "city": "St. Louis" }
          ],
          "items": []
        }
      ]
    }

    """#

private extension TmuxSession {
    /// The trips list of `threeTripsFixture` at start-up, the cursor on Alpha.
    func waitForThreeTrips() throws {
        try waitFor("the three trips, Alpha selected") {
            $0.line(0).contains("itin · 3 trips") && $0.line(1).hasPrefix("›") && $0.line(1).contains(ThreeTrips.alpha)
                && $0.line(2).contains(ThreeTrips.bravo) && $0.line(3).contains(ThreeTrips.charlie)
                && $0.status.hasSuffix("trips.json")
        }
    }

    /// A press and a release at one cell.
    func click(column: Int, row: Int) throws {
        try sendBytes(ThreeTrips.click(column: column, row: row))
    }
}

private extension Fixture {
    /// The trips of `name` as the list sorts them (by `order`, ties by id), read with Foundation.
    func tripOrder(_ name: String) throws -> [(id: String, order: Double)] {
        let trips = try json(name)["trips"] as? [[String: Any]] ?? []
        return trips.map { (id: $0["id"] as? String ?? "", order: ($0["order"] as? NSNumber)?.doubleValue ?? .nan) }
            .sorted { $0.order != $1.order ? $0.order < $1.order : $0.id < $1.id }
    }
}

/// Waits until the program has read every byte sent to its terminal (the pane's tty has
/// nothing left to read), for input whose effect, if right, does not show. `itin` takes
/// events one `wget_wch` at a time and handles each before reading the next, so an event
/// read is an event handled.
private func waitForInputRead(_ itin: TmuxSession) throws {
    let tty = try itin.paneFormat("#{pane_tty}")
    let fd = open(tty, O_RDONLY | O_NOCTTY | O_NONBLOCK)
    guard fd >= 0 else { throw EndToEndFailure(description: "cannot open the pane's tty \(tty): errno \(errno)") }
    defer { close(fd) }
    try itin.waitFor("the program to read every key sent (\(tty) drained)") { _ in
        var pending: Int32 = 0
        return ioctl(fd, UInt(FIONREAD), &pending) == 0 && pending == 0
    }
}
