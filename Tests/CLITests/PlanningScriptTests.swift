import Foundation
import ItineraryCore
import Testing

/// A trip planned from the shell alone, as a script would: from no file to a
/// clean itinerary with `new`, `add` and nothing else.
@Suite struct PlanningScriptTests {
    @Test func fromNoFileToACleanTrip() throws {
        let scratch = try Scratch()
        let file = scratch.path("trips.json")
        func run(_ args: String...) throws -> String {
            let r = try itin(args)
            #expect(r.status == 0 && r.stderr.isEmpty, "itin \(args.joined(separator: " ")): \(r)")
            return r.stdout.trimmingCharacters(in: .newlines)
        }
        let trip = try run("new", file, "--name", "Rivalry Weekend", "--start", "2026-06-12", "--days", "3")
        let boston = try run(
            "add", "game", file, "--trip", trip, "--day", "1", "--time", "19:10", "--away", "Yankees",
            "--home", "Red Sox", "--venue", "Fenway Park", "--city", "Boston")
        let newYork = try run(
            "add", "game", file, "--trip", "Rivalry Weekend", "--day", "3", "--time", "13:05",
            "--away", "Red Sox", "--home", "Yankees", "--venue", "Yankee Stadium", "--city", "New York")
        let leg = try run("add", "leg", file, "--trip", trip, "--from", "Boston", "--to", "New York", "--miles", "215")
        let note = try run("add", "note", file, "--trip", trip, "--title", "Pizza on Arthur Avenue", "--after", newYork)
        #expect(
            [trip, boston, newYork, leg, note] == [
                "rivalry-weekend", "g-2026-06-12-yankees-red-sox",
                "g-2026-06-14-red-sox-yankees", "boston-new-york", "pizza-on-arthur-avenue",
            ])

        let check = try itin("check", file)
        #expect(check.status == 0 && check.stdout.isEmpty, "\(check)")
        let print = try itin("print", file, "--ids")
        #expect(
            print.lines == [
                "Rivalry Weekend · Jun 12 – Jun 14, 2026 · 3 days",
                "Day 1 · Fri Jun 12 · Boston → New York",
                "  ◆ 19:10 Yankees @ Red Sox · Fenway Park, Boston #g-2026-06-12-yankees-red-sox",
                "  » Boston → New York · 215 mi #boston-new-york",
                "Day 2 · Sat Jun 13",
                "Day 3 · Sun Jun 14 · New York",
                "  ◆ 13:05 Red Sox @ Yankees · Yankee Stadium, New York #g-2026-06-14-red-sox-yankees",
                "  • Pizza on Arthur Avenue #pizza-on-arthur-avenue",
            ], "\(print)")
    }
}
