import Foundation
import Testing

/// `itin map` (docs/map.md) through the built binary.
@Suite struct MapCLITests {
    /// Boston two days, a drive to New York, a train to Montréal; a game in a town no one knows.
    static let file = """
        {
          "format": "itin/1",
          "trips": [
            {
              "id": "ne", "name": "Northeast", "order": 1, "start": "2026-06-12", "days": 3,
              "games": [
                {"id": "g1", "day": 1, "time": "19:10", "away": "Yankees", "home": "Red Sox", "venue": "Fenway Park", "city": "Boston"},
                {"id": "g2", "day": 2, "time": "13:10", "away": "Yankees", "home": "Red Sox", "venue": "Fenway Park", "city": "Boston"},
                {"id": "g3", "day": 3, "time": "19:05", "away": "Red Sox", "home": "Yankees", "venue": "Yankee Stadium", "city": "New York"},
                {"id": "g4", "day": 3, "time": "22:05", "away": "A", "home": "B", "venue": "Lot", "city": "Qqx\\u001b[31mville"}
              ],
              "items": [
                {"id": "l1", "kind": "travel", "day": 2, "sortOrder": 1, "from": "Boston", "to": "New York", "mode": "drive"},
                {"id": "l2", "kind": "travel", "day": 3, "sortOrder": 1, "from": "New York", "to": "Montréal", "mode": "train"}
              ]
            }
          ]
        }

        """

    func write() throws -> (Scratch, String) {
        let scratch = try Scratch()
        return (scratch, try scratch.write("trip.itin", Self.file))
    }

    @Test func notOnATerminalItIs100By30WithTheLegendBelowAndNoEscapes() throws {
        let (scratch, path) = try write()
        _ = scratch
        let run = try itin(
            ["map", path, "--trip", "ne"], environment: ["TERM": "xterm-256color", "COLORTERM": "truecolor"])
        #expect(run.status == 0, "\(run)")
        #expect(run.lines.count == 30)
        #expect(run.lines.allSatisfy { $0.count <= 100 })
        #expect(!run.stdoutBytes.contains(0x1B))
        #expect(run.lines.contains("1 Boston (Jun 12–13) · 2 New York (Jun 13–14) · 3 Montréal"))
        #expect(run.lines.contains("━━ drive   ╍╍ train"))
        // The unknown town is named, its escape made harmless.
        #expect(run.lines.last?.hasPrefix("Not on the map (unknown place): Qqx") == true)
        // Braille draws the map; the stops' numbers sit on it.
        let map = run.lines.prefix(27).joined()
        #expect(map.unicodeScalars.contains { (0x2801...0x28FF).contains($0.value) })
        #expect(map.contains("1") && map.contains("2") && map.contains("3"))
    }

    @Test func asciiWritesOnlyASCIILegendIncluded() throws {
        let (scratch, path) = try write()
        _ = scratch
        let run = try itin("map", path, "--trip", "ne", "--ascii", "--width", "70", "--height", "20")
        #expect(run.status == 0, "\(run)")
        #expect(run.stdoutBytes.allSatisfy { $0 < 0x80 })
        #expect(run.lines.count == 20 && run.lines.allSatisfy { $0.count <= 70 })
        #expect(run.lines.contains("1 Boston (Jun 12-13) - 2 New York (Jun 13-14) - 3 Montreal"))
        #expect(run.lines.contains("# drive   = train"))
        // Coasts as dots, borders as plus signs (the US and Canada meet between New York and Montréal).
        let map = run.lines.prefix(17).joined()
        #expect(map.contains(".") && map.contains("+") && map.contains("#") && map.contains("="))
    }

    @Test func aDayShowsItsOwnStopsAndADayOutsideTheTripIsAUsageError() throws {
        let (scratch, path) = try write()
        _ = scratch
        let day = try itin("map", path, "--trip", "ne", "--day", "3", "--width", "80", "--height", "24")
        #expect(day.status == 0, "\(day)")
        #expect(day.lines.contains("2 New York (Jun 13–14) · 3 Montréal"))
        #expect(!day.stdout.contains("1 Boston"))
        for wrong in ["0", "4"] {
            let run = try itin("map", path, "--trip", "ne", "--day", wrong)
            #expect(run.status == 64, "\(run)")
            #expect(run.stderr.contains("--day \(wrong) is outside the trip: it has days 1 to 3"))
            #expect(run.stdout.isEmpty)
        }
        #expect(try itin("map", path, "--trip", "nope").status == 64)
        #expect(try itin("map", path, "--trip", "ne", "--width", "3").status == 64)
    }

    /// On a terminal (a pseudo-terminal from script(1)) the map is coloured, in the theme's
    /// colours; NO_COLOR and the mono theme take every escape away.
    @Test func onATerminalColoursFollowTheThemeAndNoColor() throws {
        let (scratch, path) = try write()
        let settings = try scratch.write("mono.toml", "theme = \"mono\"\n")
        // script(1) runs its command line in a pseudo-terminal: the binary and its arguments.
        let onPty = try scratch.write("pty.sh", "exec script -qec \"$*\" /dev/null\n")
        func onTerminal(_ environment: [String: String]) throws -> Run {
            try itin(
                ["map", path, "--trip", "ne", "--width", "60", "--height", "16"],
                environment: environment.merging(["TERM": "xterm-256color"]) { a, _ in a }, under: ["/bin/sh", onPty])
        }
        let coloured = try onTerminal(["NO_COLOR": ""])  // empty: as if unset
        #expect(coloured.status == 0, "\(coloured)")
        // The dark theme's legs are bold magenta, its stops' numbers bold yellow.
        #expect(coloured.stdout.contains("\u{1B}[0;1;35m") && coloured.stdout.contains("\u{1B}[0;1;33m1"))
        let noColor = try onTerminal(["NO_COLOR": "1"])
        #expect(noColor.status == 0 && noColor.stdout.contains("Boston"), "\(noColor)")
        #expect(!noColor.stdout.contains(";3"))
        let mono = try onTerminal(["ITIN_CONFIG": settings, "NO_COLOR": ""])
        #expect(mono.status == 0 && mono.stdout.contains("Boston"), "\(mono)")
        #expect(!mono.stdout.contains(";3"))
    }
}
