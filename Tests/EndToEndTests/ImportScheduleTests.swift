import Foundation
import Testing

extension EndToEnd {
    /// `i` on the trips list reads a team's feed into a new trip, in a real terminal;
    /// the report says what came in, and the saved file holds the games at their local times.
    @Suite struct ImportSchedule {
        static let feed =
            [
                "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Example//Schedule//EN", "X-WR-TIMEZONE:America/New_York",
                "BEGIN:VEVENT", "UID:sox-1@example.com", "DTSTAMP:20260101T000000Z", "DTSTART:20260612T231000Z",
                "SUMMARY:Yankees @ Red Sox", "LOCATION:Fenway Park\\, Boston\\, MA", "END:VEVENT",
                "BEGIN:VEVENT", "UID:sox-2@example.com", "DTSTAMP:20260101T000000Z", "DTSTART:20260614T170500Z",
                "SUMMARY:Red Sox at Yankees", "LOCATION:Yankee Stadium\\, New York\\, NY", "END:VEVENT",
                "END:VCALENDAR",
            ].joined(separator: "\r\n") + "\r\n"

        @Test func aFeedBecomesANewTripThroughTheForm() throws {
            let fixture = try Fixture()
            _ = try fixture.write("sox.ics", Self.feed)
            let itin = try TmuxSession(["trips.json"], in: fixture.directory)
            defer { itin.kill() }
            try itin.waitFor(text: "Press n to plan a new trip")

            try itin.send("i")
            try itin.waitFor(text: "Import a schedule")
            try itin.type("sox.ics")
            try itin.send("Tab")
            try itin.type("Sox swing")
            try itin.send("Enter")
            try itin.waitFor("the report") {
                $0.contains("Imported sox.ics") && $0.contains("2 games into a new trip Sox swing (sox-swing)")
            }
            try itin.send("Escape")
            try itin.waitFor("the new trip, open") {
                $0.line(0).contains("Sox swing · Jun 12 – Jun 14, 2026 · 3 days")
                    && $0.contains("◆ 19:10 Yankees @ Red Sox · Fenway Park, Boston")
                    && $0.contains("◆ 13:05 Red Sox @ Yankees · Yankee Stadium, New York")
            }
            try itin.save()
            try itin.send("q", "q")
            #expect(try itin.waitForExit() == 0)
            let check = try runItin(["check", "trips.json"], in: fixture.directory)
            #expect(check.status == 0, "\(check.output)")
        }

        @Test func aScheduleThatCannotBeReadIsSaidOnTheStatusLine() throws {
            let fixture = try Fixture()
            _ = try fixture.write(
                "bad.ics", Self.feed.replacingOccurrences(of: "NY\r\nEND:VEVENT\r\n", with: "NY\r\n"))
            let itin = try TmuxSession(["trips.json"], in: fixture.directory)
            defer { itin.kill() }
            try itin.waitFor(text: "Press n to plan a new trip")
            try itin.send("i")
            try itin.type("bad.ics")
            try itin.send("Tab")
            try itin.type("Sox")
            try itin.send("Enter")
            try itin.waitFor("the reason with the line") {
                $0.status.contains("bad.ics: line 18: the VEVENT begun on line 12 ends with END:VCALENDAR")
            }
        }
    }
}
