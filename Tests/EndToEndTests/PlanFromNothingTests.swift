import Foundation
import Testing

extension EndToEnd {
    /// The whole story from an empty file, in a real terminal — a trip, two games in
    /// two cities, a leg between them, a drag to a forbidden slot and to an allowed one, a
    /// save — and then `itin check` and `itin print` agree with what was planned.
    @Suite struct PlanFromNothing {
        @Test func aTripIsPlannedFromAnEmptyFileWithoutTouchingJSON() throws {
            let fixture = try Fixture()
            let itin = try TmuxSession(["plan.json"], in: fixture.directory)
            defer { itin.kill() }
            try itin.waitFor("the empty library and how to begin") { $0.contains("Press n to plan a new trip") }

            try itin.send("n")
            try itin.waitFor(text: "New trip")
            try itin.type("Rivals")
            try itin.send("Tab", "C-u")
            try itin.type("2026-06-12")
            try itin.send("Tab", "C-u", "2")
            try itin.waitFor(text: "ends Sat Jun 13, 2026")
            try itin.send("Enter")
            try itin.waitFor("the new trip, open") { $0.line(0).contains("Rivals · Jun 12 – Jun 13, 2026 · 2 days") }

            try itin.addGame(time: "19:10", away: "Yankees", home: "Red Sox", venue: "Fenway Park", city: "Boston")
            try itin.waitFor(text: "◆ 19:10 Yankees @ Red Sox · Fenway Park, Boston")
            try itin.send("]")
            try itin.addGame(time: "13:05", away: "Red Sox", home: "Yankees", venue: "Yankee Stadium", city: "New York")
            try itin.waitFor(text: "◆ 13:05 Red Sox @ Yankees · Yankee Stadium, New York")

            // The leg from the first game's row: from Boston (filled in), to New York (Tab completes).
            try itin.send("g", "j", "t")
            try itin.waitFor(text: "New travel leg")
            try itin.send("Tab")
            try itin.type("New")
            try itin.send("Tab")
            try itin.waitFor(text: "New York")
            try itin.send("Enter")
            let added = try itin.waitFor("the leg after the Boston game") {
                guard let game = $0.row(containing: "19:10 Yankees"),
                    let leg = $0.row(containing: "» Boston → New York")
                else { return false }
                return leg == game + 1
            }
            #expect(added.line(0).hasSuffix("2 days"), "no ⚠: \(added.framed)")

            // Up is before the Boston game: forbidden, so the drop snaps back with the reason.
            try itin.send("Space", "Up")
            try itin.waitFor("the forbidden slot") {
                $0.position.hasPrefix("✗ ") && $0.status.contains("can't leave before")
            }
            try itin.send("Enter")
            try itin.waitFor("the snap-back with the reason") {
                guard let game = $0.row(containing: "19:10 Yankees"),
                    let leg = $0.row(containing: "» Boston → New York")
                else { return false }
                return $0.liftedRow == nil && leg == game + 1 && $0.status.contains("can't leave before")
            }
            // Down twice: past the day-2 header, before the New York game: allowed.
            try itin.send("Space", "Down")
            try itin.waitFor("the first slot of day 2") {
                $0.position.hasPrefix("▶ Day 2 · Sat Jun 13 · before Red Sox @ Yankees")
            }
            try itin.send("Enter")
            try itin.waitFor(text: "Moved to Day 2")
            try itin.save(file: "plan.json")
            try itin.send("q")
            try itin.waitFor("the trips list") { $0.line(0).contains("itin · 1 trip") }
            try itin.send("q")
            #expect(try itin.waitForExit() == 0)

            let check = try runItin(["check", "plan.json"], in: fixture.directory)
            #expect(check.status == 0, "\(check.output)")
            let print = try runItin(["print", "plan.json"], in: fixture.directory)
            #expect(
                print.output.components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter {
                    !$0.isEmpty
                } == [
                    "Rivals · Jun 12 – Jun 13, 2026 · 2 days",
                    "Day 1 · Fri Jun 12 · Boston",
                    "◆ 19:10 Yankees @ Red Sox · Fenway Park, Boston",
                    "Day 2 · Sat Jun 13 · Boston → New York",
                    "» Boston → New York · 228 mi",  // the leg form filled Miles with the estimate
                    "◆ 13:05 Red Sox @ Yankees · Yankee Stadium, New York",
                ], "\(print.output)")
        }
    }
}

extension TmuxSession {
    /// Text typed as it is (no key names).
    func type(_ text: String) throws { try sendBytes(Array(text.utf8)) }

    /// `A` on the cursor's day, the time and the four names, Enter.
    func addGame(time: String, away: String, home: String, venue: String, city: String) throws {
        try send("A")
        try waitFor(text: "New game")
        try send("Tab", "C-u")
        try type(time)
        for text in [away, home, venue, city] {
            try send("Tab")
            try type(text)
        }
        try send("Enter")
    }
}

/// Runs `itin` to the end, in a folder: its exit status and what it printed.
func runItin(_ arguments: [String], in directory: URL) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: try ItinBinary.path())
    process.arguments = arguments
    process.currentDirectoryURL = directory
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
}
