import Foundation
import ItineraryCore
import Testing

/// Travel (docs/travel.md) on the command line: `itin place`, `itin plan`, `add leg
/// --miles auto`, and the file's own `places`.
@Suite struct TravelCLITests {
    /// Three games in three cities and no leg between them.
    static let gaps = """
        {
          "format": "itin/1",
          "trips": [
            {
              "id": "sox", "name": "Sox", "order": 1, "start": "2026-06-12", "days": 3,
              "games": [
                {"id": "g1", "day": 1, "time": "19:10", "away": "Yankees", "home": "Red Sox", "venue": "Fenway Park", "city": "Boston"},
                {"id": "g2", "day": 2, "time": "19:05", "away": "Red Sox", "home": "Yankees", "venue": "Yankee Stadium", "city": "New York"},
                {"id": "g3", "day": 3, "time": "13:07", "away": "Red Sox", "home": "Blue Jays", "venue": "Rogers Centre", "city": "Toronto", "tz": "America/Toronto"}
              ],
              "items": [
                {"id": "n1", "kind": "custom", "day": 1, "sortOrder": 1, "title": "Lobster roll"}
              ]
            }
          ]
        }

        """

    // MARK: - place

    @Test func placeShowsEachCandidateTheChosenFirst() throws {
        let run = try itin("place", "Portland")
        #expect(run.status == 0, "\(run)")
        #expect(run.lines.first == "Portland, Oregon, US · 45.5234, -122.6762 · America/Los_Angeles · pop 652503")
        #expect(
            run.lines.dropFirst().first?.hasPrefix("Portland, Maine, US · 43.6574, -70.2589 · America/New_York") == true
        )
        let maine = try itin("place", "Portland, ME")
        #expect(maine.lines == ["Portland, Maine, US · 43.6574, -70.2589 · America/New_York · pop 66881"])
    }

    @Test func aBallparkIsAPlace() throws {
        let run = try itin("place", "Citi Field", "AT&T Park")
        #expect(run.status == 0, "\(run)")
        #expect(
            run.lines == [
                "Citi Field:",
                "Citi Field (venue) · Queens, New York, US · 40.7569, -73.8458 · America/New_York · Mets",
                "",
                "AT&T Park:",
                "Oracle Park (venue) · San Francisco, California, US · 37.7785, -122.3896 · America/Los_Angeles · Giants",
            ])
    }

    @Test func nearPicksTheNearestCandidate() throws {
        let run = try itin("place", "Springfield", "Portland", "--near", "Bangor, ME")
        #expect(run.status == 0, "\(run)")
        #expect(run.lines[0] == "Springfield:")
        #expect(run.lines[1].hasPrefix("Springfield, New Hampshire, US"), "the nearest, a town of 1,007: \(run)")
        let portland = try #require(run.lines.firstIndex(of: "Portland:"))
        #expect(run.lines[portland + 1].hasPrefix("Portland, Maine, US"), "\(run)")
        // Near Boston, a smaller Portland in Connecticut is nearer than Maine's.
        let boston = try itin("place", "Portland", "--near", "Boston")
        #expect(boston.lines.first?.hasPrefix("Portland, Connecticut, US") == true, "\(boston)")
    }

    @Test func aNameThatFitsNoPlaceExits1AndSaysSo() throws {
        let run = try itin("place", "Springfeld")
        #expect(run.status == 1, "\(run)")
        #expect(run.stderr == "itin: no place is called Springfeld\n")
        let hostile = try itin("place", "\u{1B}]0;pwned\u{7}" + String(repeating: "x", count: 10_000))
        #expect(hostile.status == 1)
        #expect(!hostile.stderr.contains("\u{1B}"), "control characters are never sent as they are")
    }

    // MARK: - plan

    @Test func planAddsALegPerGapInOneSaveAndAgainNothing() throws {
        let scratch = try Scratch()
        let file = try scratch.write("trips.json", Self.gaps)
        let dry = try itin("plan", file, "--dry-run")
        let expected = [
            "added boston-new-york: Boston → New York · 228 mi · drive · Day 1 after Yankees @ Red Sox",
            "added new-york-toronto: New York → Toronto · 414 mi · drive · Day 2 after Red Sox @ Yankees",
        ]
        #expect(dry.status == 0 && dry.lines == expected, "\(dry)")
        #expect(try scratch.text("trips.json") == Self.gaps, "--dry-run writes nothing")

        let run = try itin("plan", file)
        #expect(run.status == 0 && run.lines == expected, "\(run)")
        let check = try itin("check", file, "--strict")
        #expect(check.status == 0 && check.stdout.isEmpty, "\(check)")
        let saved = try scratch.text("trips.json")

        let again = try itin("plan", file)
        #expect(again.status == 0 && again.lines == ["nothing to plan"], "\(again)")
        #expect(try scratch.text("trips.json") == saved, "a second plan writes nothing")
    }

    @Test func planTakesTheModeAskedFor() throws {
        let scratch = try Scratch()
        let file = try scratch.write("trips.json", Self.gaps)
        let run = try itin("plan", file, "--trip", "Sox", "--mode", "train")
        #expect(run.status == 0, "\(run)")
        #expect(run.lines.allSatisfy { $0.contains(" · train · ") }, "\(run)")
        #expect(run.lines.first?.contains("· 238 mi ·") == true, "190.04 mi × 1.25: \(run)")
        let bad = try itin("plan", file, "--mode", "boat")
        #expect(bad.status == 64, "\(bad)")
    }

    @Test func aGapToAnUnknownPlaceIsSaidAndExits1() throws {
        let scratch = try Scratch()
        let file = try scratch.write(
            "trips.json", Self.gaps.replacing(#""city": "Toronto""#, with: #""city": "Toronno""#))
        let run = try itin("plan", file)
        #expect(run.status == 1, "\(run)")
        #expect(
            run.lines == [
                "added boston-new-york: Boston → New York · 228 mi · drive · Day 1 after Yankees @ Red Sox",
                "cannot plan New York → Toronno: unknown place: Toronno",
            ])
        let check = try itin("check", file)
        #expect(check.lines.contains("sox: unknown place: Toronno"), "\(check)")
    }

    /// Held by strace where it checks the file before saving, while the test changes it.
    @Test(.enabled(if: Strace.works, "needs strace and ptrace"))
    func aPlanIsRefusedWhenTheFileChangedMeanwhile() throws {
        let scratch = try Scratch()
        let file = try scratch.write("trips.json", Self.gaps)
        let theirs = Self.gaps.replacing("Lobster roll", with: "Clam chowder")
        let run = try Strace.run(["plan", file], holdingSecondOpenOf: file) {
            try scratch.write("trips.json", theirs)
        }
        #expect(run.status == 74, "\(run)")
        #expect(run.stderr.contains("\(file) changed on disk while planning"), "\(run)")
        #expect(run.stdout.isEmpty, "no leg is said to be added that was not")
        #expect(try scratch.text("trips.json") == theirs)
    }

    // MARK: - add leg --miles auto

    @Test func milesAutoIsTheEstimate() throws {
        let fixture = try BaseFile()
        let run = try itin(
            "add", "leg", fixture.path, "--trip", "ne", "--from", "Boston", "--to", "New York",
            "--miles", "auto", "--day", "2")
        #expect(run.status == 0, "\(run)")
        let leg = try #require(try load(fixture.path).trip("ne")?.item(run.lines[0])?.travel)
        #expect(leg.miles == 228)
        let flight = try itin(
            "add", "leg", fixture.path, "--trip", "ne", "--from", "Boston", "--to", "New York",
            "--miles", "AUTO", "--mode", "fly", "--day", "2")
        #expect(try load(fixture.path).trip("ne")?.item(flight.lines[0])?.travel?.miles == 190)
    }

    @Test func milesAutoToAnUnknownPlaceAddsTheLegWithoutMilesAndSaysSo() throws {
        let fixture = try BaseFile()
        let run = try itin(
            "add", "leg", fixture.path, "--trip", "ne", "--from", "New York", "--to", "Springfeld",
            "--miles", "auto", "--day", "3", "--last")
        #expect(run.status == 0, "\(run)")
        #expect(run.stderr == "itin: warning: unknown place: Springfeld; the leg has no miles\n")
        #expect(try load(fixture.path).trip("ne")?.item(run.lines[0])?.travel?.miles == nil)
    }

    // MARK: - the file's own places

    @Test func theFilesOwnPlacesAreReadKeptAndWin() throws {
        let scratch = try Scratch()
        let text = Self.gaps
            .replacing(#""city": "Toronto""#, with: #""city": "Cooperstown""#)
            .replacing(
                #""format": "itin/1","#,
                with: #"""
                    "format": "itin/1",
                      "places": {"Cooperstown": {"lat": 42.70, "lon": -74.92, "tz": "America/New_York"}},
                    """#)
        let file = try scratch.write("trips.json", text)
        let run = try itin("plan", file)
        #expect(run.status == 0, "\(run)")
        #expect(run.lines.last?.hasPrefix("added new-york-cooperstown: New York → Cooperstown · ") == true, "\(run)")
        let saved = try scratch.text("trips.json")
        #expect(saved.contains(#""places": {"#) && saved.contains(#""Cooperstown": {"#), "kept where it was:\n\(saved)")
        #expect(saved.contains(#""lat": 42.70"#), "written as it was")
    }

    @Test(arguments: [
        (#"{"X": {"lat": 91, "lon": 0}}"#, "places.X: lat must be from -90 to 90 (got 91)"),
        (#"{"X": {"lat": 0, "lon": 181}}"#, "places.X: lon must be from -180 to 180 (got 181)"),
        (#"{"X": {"lat": 0, "lon": 0, "tz": "Mars/Olympus_Mons"}}"#, "places.X: tz: "),
        (#"{"X": 5}"#, "places.X: must be an object with lat and lon"),
        (#"[]"#, "places: must be an object of places"),
    ])
    func aWrongPlaceIsAFormatError(_ places: String, _ message: String) throws {
        let scratch = try Scratch()
        let text = Self.gaps.replacing(#""format": "itin/1","#, with: "\"format\": \"itin/1\", \"places\": \(places),")
        let file = try scratch.write("trips.json", text)
        for command in [["check", file], ["print", file], ["plan", file]] {
            let run = try itin(command)
            #expect(run.status == 65, "\(command): \(run)")
            #expect(run.stderr.hasPrefix("itin: \(file):2:"), "the line: \(run.stderr)")
            #expect(run.stderr.contains(message), "\(run.stderr)")
        }
        #expect(try scratch.text("trips.json") == text)
    }
}
