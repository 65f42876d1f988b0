import Foundation
import ItineraryCore
import Testing

/// The commands (docs/commands.md): `itin new FILE --name NAME --start DATE --days N [--id ID]`.
@Suite struct NewCLITests {
    let fixture: BaseFile
    var file: String { fixture.path }

    init() throws { fixture = try BaseFile() }

    @Test func aMissingFileIsCreatedWithTheTripAndItsIdIsPrinted() throws {
        let missing = fixture.scratch.path("new.json")
        let run = try itin("new", missing, "--name", "Coast Swing", "--start", "2026-08-01", "--days", "3")
        #expect(run.status == 0, "\(run)")
        #expect(run.lines == ["coast-swing"])
        let trip = try #require(try load(missing).trip("coast-swing"))
        #expect(
            trip.name == "Coast Swing" && trip.start.description == "2026-08-01" && trip.days == 3 && trip.order == 1)
        #expect(trip.games.isEmpty && trip.items.isEmpty)
        #expect(try itin("check", missing).status == 0)
        let print = try itin("print", missing)
        #expect(
            print.lines == [
                "Coast Swing · Aug 1 – Aug 3, 2026 · 3 days",
                "Day 1 · Sat Aug 1", "Day 2 · Sun Aug 2", "Day 3 · Mon Aug 3",
            ], "\(print)")
    }

    /// Saving (docs/data.md): a file in a folder that does not exist yet gets its folders.
    @Test func aFileInAMissingFolderGetsItsFolders() throws {
        let missing = fixture.scratch.path("plans/2026/new.json")
        let run = try itin("new", missing, "--name", "Coast Swing", "--start", "2026-08-01", "--days", "3")
        #expect(run.status == 0, "\(run)")
        #expect(try load(missing).trip("coast-swing") != nil)
    }

    @Test func aNewTripGoesAfterTheLastAndChangesNothingElse() throws {
        let run = try itin("new", file, "--name", "Swing", "--start", "2026-09-01", "--days", "2")
        #expect(run.status == 0, "\(run)")
        #expect(run.lines == ["swing"])
        let again = try itin("new", file, "--name", "West", "--start", "2026-10-01", "--days", "1", "--id", "w26")
        #expect(again.lines == ["w26"], "\(again)")
        let library = try load(file)
        #expect(library.sortedTrips.map(\.id) == ["ne", "swing", "w26"])
        #expect(library.sortedTrips.map(\.order) == [1, 2, 3])
        #expect(library.trip("ne") == (try fixture.originalLibrary).trip("ne"))
        let text = try fixture.text
        #expect(
            text.hasPrefix(String(fixture.original.dropLast("\n    }\n  ]\n}\n".count))),
            "the old trip's lines stay as they were")
    }

    @Test(arguments: [
        (["--start", "2026-02-30", "--days", "3"], "2026-02-30 is not a date (YYYY-MM-DD)"),
        (["--start", "June 1", "--days", "3"], "June 1 is not a date (YYYY-MM-DD)"),
        (["--start", "2026-06-01", "--days", "0"], "days must be 1 to 3660"),
        (["--start", "2026-06-01", "--days", "3661"], "days must be 1 to 3660"),
        (["--start", "9999-12-30", "--days", "3"], "the trip would run past the year 9999"),
        (["--start", "2026-06-01", "--days", "3", "--id", "g1"], "id g1 is already used"),
        (["--start", "2026-06-01", "--days", "3", "--id", " "], "--id must not be empty"),
    ])
    func aBadValueExits64WithWhyAndWritesNothing(_ args: [String], _ message: String) throws {
        let run = try itin(["new", file, "--name", "X"] + args)
        #expect(run.status == 64, "\(run)")
        #expect(run.stderr == "itin: \(message)\n", "\(run)")
        #expect(run.stdout.isEmpty)
        #expect(try fixture.unchanged())
        // Into a missing file: no file is made either.
        guard !message.hasPrefix("id ") else { return }
        let missing = fixture.scratch.path("none.json")
        #expect(try itin(["new", missing, "--name", "X"] + args).status == 64)
        #expect(!FileManager.default.fileExists(atPath: missing))
    }

    @Test(arguments: [
        ["--start", "2026-06-01", "--days", "3"],  // no --name
        ["--name", "X", "--days", "3"],  // no --start
        ["--name", "X", "--start", "2026-06-01"],  // no --days
        ["--name", "X", "--start", "2026-06-01", "--days", "three"],
        ["--name", " ", "--start", "2026-06-01", "--days", "3"],
    ])
    func usageErrorsExit64(_ args: [String]) throws {
        let run = try itin(["new", file] + args)
        #expect(run.status == 64, "\(run)")
        #expect(try fixture.unchanged())
    }

    @Test func anInvalidFileIsRefusedWith65AndLeftAlone() throws {
        let broken = try fixture.scratch.write("broken.json", "{\"format\": \"itin/1\", \"trips\": [}")
        let run = try itin("new", broken, "--name", "X", "--start", "2026-06-01", "--days", "3")
        #expect(run.status == 65, "\(run)")
        #expect(try fixture.scratch.text("broken.json") == "{\"format\": \"itin/1\", \"trips\": [}")
    }
}
