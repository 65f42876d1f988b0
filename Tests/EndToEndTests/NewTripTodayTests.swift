import Foundation
import Testing

extension EndToEnd {
    /// The run loop gives the editor today's date, so a new trip starts today.
    @Suite struct NewTripToday {
        @Test func theNewTripFormStartsToday() throws {
            let fixture = try Fixture()
            func today() -> String {
                var now = time(nil)
                var parts = tm()
                localtime_r(&now, &parts)
                return String(
                    format: "%04d-%02d-%02d", Int(parts.tm_year) + 1900, Int(parts.tm_mon) + 1, Int(parts.tm_mday))
            }
            let before = today()
            let itin = try TmuxSession(["new.json"], in: fixture.directory)
            defer { itin.kill() }
            try itin.waitFor(text: "No trips yet")
            try itin.send("n")
            let form = try itin.waitFor(text: "Start")
            let after = today()
            let start = try #require(form.lines.first { $0.contains("Start") })
            #expect(start.contains(before) || start.contains(after), "\(form.framed)")
        }
    }
}
