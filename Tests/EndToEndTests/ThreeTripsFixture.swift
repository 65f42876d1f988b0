import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// MARK: - Three trips

/// Names and row texts of `threeTripsFixture`.
enum ThreeTrips {
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
        TmuxSession.mouseReport(.press, column: column, row: row)
            + TmuxSession.mouseReport(.release, column: column, row: row)
    }
}

/// Three small trips, `order` 1, 2, 3:
///
///     Alpha Ballpark Run  Fri Jun 12 – Sat Jun 13, 2026
///       Day 1  ◆ a-g1 19:10 Yankees @ Red Sox, Boston   • a-n1 Alpha lobster roll (sortOrder 1)
///       Day 2  • a-n2 Alpha harbor walk (sortOrder 1)
///     Bravo Road Trip     Fri Jul 3, 2026: ◆ b-g1, • b-n1 Bravo cheesesteak
///     Charlie Weekend     Fri Aug 14, 2026: ◆ c-g1
let threeTripsFixture = #"""
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

extension TmuxSession {
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

extension Fixture {
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
func waitForInputRead(_ itin: TmuxSession) throws {
    let tty = try itin.paneFormat("#{pane_tty}")
    let fd = open(tty, O_RDONLY | O_NOCTTY | O_NONBLOCK)
    guard fd >= 0 else { throw EndToEndFailure(description: "cannot open the pane's tty \(tty): errno \(errno)") }
    defer { close(fd) }
    try itin.waitFor("the program to read every key sent (\(tty) drained)") { _ in
        var pending: Int32 = 0
        return ioctl(fd, UInt(FIONREAD), &pending) == 0 && pending == 0
    }
}
