import Foundation
import ItineraryCore
import Testing

/// The commands (docs/commands.md): `itin add game|leg|note FILE --trip T …`, through the rules of a drag.
@Suite struct AddCLITests {
    let fixture: BaseFile
    var file: String { fixture.path }

    init() throws { fixture = try BaseFile() }

    /// The trip's entry lines as `itin print` shows them, without the title and headers.
    func printed() throws -> [String] {
        let run = try itin("print", file)
        #expect(run.status == 0, "\(run)")
        return run.lines.dropFirst().filter { !$0.hasPrefix("Day ") }.map { $0.trimmingCharacters(in: .whitespaces) }
    }

    // MARK: - game

    @Test func aGameIsAddedOnItsDayWithAReadableIdAndItsZone() throws {
        let run = try itin(
            "add", "game", file, "--trip", "ne", "--day", "2", "--time", "13:05", "--away", "Mets",
            "--home", "Phillies", "--venue", "Citizens Bank Park", "--city", "Philadelphia",
            "--tz", "America/New_York")
        #expect(run.status == 0, "\(run)")
        #expect(run.lines == ["g-2026-06-13-mets-phillies"])
        #expect(run.stderr.isEmpty)
        let game = try #require(try load(file).trip("ne")?.game("g-2026-06-13-mets-phillies"))
        #expect(game.day == 2 && game.time?.description == "13:05" && game.city == "Philadelphia")
        // The model has no tz field yet: it is kept as the file's key, and round-trips.
        #expect(game.tz == "America/New_York")
        #expect(try fixture.text.contains(#""tz": "America/New_York""#))
        #expect(try itin("check", file).status == 0)
        #expect(try printed().contains("◆ 13:05 Mets @ Phillies · Citizens Bank Park, Philadelphia"))
    }

    /// `--time TBD`, in any case: a game whose time is not set yet, `"tbd": true` in the file,
    /// `TBD` on its row, and listed by `check`.
    @Test func aGameWhoseTimeIsNotSetIsAddedWithTBD() throws {
        let run = try itin(
            "add", "game", file, "--trip", "ne", "--day", "2", "--time", "tbd", "--away", "Mets",
            "--home", "Phillies", "--venue", "Citizens Bank Park", "--city", "Philadelphia")
        #expect(run.status == 0 && run.lines == ["g-2026-06-13-mets-phillies"], "\(run)")
        let game = try #require(try load(file).trip("ne")?.game("g-2026-06-13-mets-phillies"))
        #expect(game.time == nil)
        #expect(try fixture.text.contains(#""day": 2,\#n          "tbd": true,\#n          "away": "Mets""#))
        #expect(try printed().contains("◆ TBD Mets @ Phillies · Citizens Bank Park, Philadelphia"))
        let check = try itin("check", file)
        #expect(check.status == 0 && check.lines.last == "ne g-2026-06-13-mets-phillies: time not set yet", "\(check)")
    }

    @Test func theTripIsNamedByIdOrByName() throws {
        let run = try itin(
            "add", "game", file, "--trip", "SWING", "--day", "1", "--time", "12:00", "--away", "A",
            "--home", "B", "--venue", "V", "--city", "Boston")
        #expect(run.status == 0, "\(run)")
        #expect(try load(file).trip("ne")?.games.count == 3)
    }

    @Test func aGameThatLeavesALegMisplacedIsAddedWithAWarning() throws {
        // A New York game on day 2 at noon: t1 (day 2, after it) now arrives after it.
        let run = try itin(
            "add", "game", file, "--trip", "ne", "--day", "2", "--time", "12:00", "--away", "Mets",
            "--home", "Yankees", "--venue", "Yankee Stadium", "--city", "New York")
        #expect(run.status == 0, "\(run)")
        #expect(
            run.stderr == "itin: warning: ne t1: Boston → New York can't arrive after Mets @ Yankees (Day 2, 12:00)\n")
        let trip = try #require(try load(file).trip("ne"))
        #expect(trip.item("t1") == (try fixture.originalLibrary).trip("ne")?.item("t1"), "no item moves")
        let check = try itin("check", file)
        #expect(check.status == 1)
        #expect(
            check.lines.filter { !$0.contains(": travel: ") } == [
                "ne t1: Boston → New York can't arrive after Mets @ Yankees (Day 2, 12:00)"
            ])
    }

    @Test(arguments: [
        (["--day", "2", "--time", "25:10"], "25:10 is not a time (HH:MM, 24-hour, or TBD when not set yet)"),
        (["--day", "2", "--time", "7:05"], "7:05 is not a time (HH:MM, 24-hour, or TBD when not set yet)"),
        (["--day", "2", "--time", "TBA"], "TBA is not a time (HH:MM, 24-hour, or TBD when not set yet)"),
        (["--day", "4", "--time", "13:05"], "day 4 is not in the trip ne (days 1–3)"),
        (["--day", "0", "--time", "13:05"], "day 0 is not in the trip ne (days 1–3)"),
        (["--day", "2", "--time", "13:05", "--tz", "New York"], "New York is not a time zone (like America/New_York)"),
        (
            ["--day", "2", "--time", "13:05", "--tz", "Mars/Base"],
            "Mars/Base is not a time zone in \(ZoneDatabase.system.directory)"
        ),
    ])
    func aBadGameExits64WithWhyAndWritesNothing(_ args: [String], _ message: String) throws {
        let run = try itin(
            ["add", "game", file, "--trip", "ne", "--away", "A", "--home", "B", "--venue", "V", "--city", "C"] + args)
        #expect(run.status == 64, "\(run)")
        #expect(run.stderr == "itin: \(message)\n", "\(run)")
        #expect(try fixture.unchanged())
    }

    @Test func anUnknownOrAmbiguousTripExits64() throws {
        let game = ["--day", "1", "--time", "13:05", "--away", "A", "--home", "B", "--venue", "V", "--city", "C"]
        let none = try itin(["add", "game", file, "--trip", "Nowhere"] + game)
        #expect(none.status == 64 && none.stderr.contains("no trip with the id or name \"Nowhere\""), "\(none)")
        #expect(try fixture.unchanged())

        let twice = try canonical(
            baseJSON.replacing(
                "\n  ]\n}",
                with: """
                        ,
                        {"id": "ne2", "name": "swing", "order": 2, "start": "2026-08-01", "days": 1, "games": [], "items": []}
                      ]
                    }
                    """))
        let both = try fixture.scratch.write("two.json", twice)
        let run = try itin(["add", "game", both, "--trip", "Swing"] + game)
        #expect(run.status == 64, "\(run)")
        #expect(run.stderr == "itin: 2 trips are named \"Swing\" in \(both): give the id of one (ne, ne2)\n")
        #expect(try fixture.scratch.text("two.json") == twice)
    }

    @Test func addingToAMissingFileExits66AndMakesNoFile() throws {
        let missing = fixture.scratch.path("none.json")
        let run = try itin("add", "note", missing, "--trip", "ne", "--title", "X")
        #expect(run.status == 66, "\(run)")
        #expect(!FileManager.default.fileExists(atPath: missing))
    }

    // MARK: - leg

    @Test func aLegWithoutATargetGoesInTheFirstSlotTheRulesAllow() throws {
        let run = try itin(
            "add", "leg", file, "--trip", "ne", "--from", "Boston", "--to", "New York",
            "--miles", "215", "--mode", "train")
        #expect(run.status == 0, "\(run)")
        #expect(run.lines == ["boston-new-york"])
        let library = try load(file)
        #expect(try dayIDs(library, 1) == ["n1", "g1", "boston-new-york"], "just after the Boston game")
        let travel = try #require(library.trip("ne")?.item("boston-new-york")?.travel)
        #expect(travel.miles == 215 && travel.mode == .train)
        #expect(try itin("check", file).status == 0)
    }

    @Test func aLegGoesWhereItsTargetSays() throws {
        let run = try itin(
            "add", "leg", file, "--trip", "ne", "--from", "Boston", "--to", "New York", "--day", "2", "--first")
        #expect(run.status == 0, "\(run)")
        #expect(try dayIDs(try load(file), 2) == ["boston-new-york", "t1", "n2"])
        let after = try itin(
            "add", "leg", file, "--trip", "ne", "--from", "Boston", "--to", "New York", "--after", "n2", "--mode", "fl")
        #expect(after.lines == ["boston-new-york-2"], "\(after)")
        #expect(
            try load(file).trip("ne")?.item("boston-new-york-2")?.travel?.mode == .fly,
            "a mode's first letters will do, as in the editor")
        #expect(try dayIDs(try load(file), 2) == ["boston-new-york", "t1", "n2", "boston-new-york-2"])
    }

    @Test func aForbiddenTargetExits1WithTheReasonAndWritesNothing() throws {
        let run = try itin("add", "leg", file, "--trip", "ne", "--from", "Boston", "--to", "New York", "--before", "g1")
        #expect(run.status == 1, "\(run)")
        #expect(run.stderr == "itin: Boston → New York can't leave before Yankees @ Red Sox (Day 1, 19:10)\n")
        #expect(run.stdout.isEmpty)
        #expect(try fixture.unchanged())
    }

    @Test func aLegNoSlotAllowsExits1SayingWhy() throws {
        let run = try itin("add", "leg", file, "--trip", "ne", "--from", "New York", "--to", "Boston")
        #expect(run.status == 1, "\(run)")
        #expect(
            run.stderr
                == "itin: no slot of the trip ne allows it: New York → Boston can't leave before Blue Jays @ Yankees (Day 3, 19:05)\n"
        )
        #expect(try fixture.unchanged())
    }

    @Test(arguments: [
        (["--miles", "far"], "miles must be a number"),
        (["--miles", "inf"], "miles must be a number"),
        (["--miles=-1"], "miles must not be negative"),
        (["--mode", "car"], "mode must be drive, fly or train"),
        (["--before", "nope"], "no game or item \"nope\" in the trip ne"),
        (["--day", "4"], "day 4 is not in the trip ne (days 1–3)"),
    ])
    func aBadLegExits64WithWhyAndWritesNothing(_ args: [String], _ message: String) throws {
        let run = try itin(["add", "leg", file, "--trip", "ne", "--from", "Boston", "--to", "New York"] + args)
        #expect(run.status == 64, "\(run)")
        #expect(run.stderr == "itin: \(message)\n", "\(run)")
        #expect(try fixture.unchanged())
    }

    @Test(arguments: [
        ["--day", "1", "--after", "g1"],
        ["--first"],
        ["--day", "1", "--first", "--last"],
    ])
    func legUsageErrorsExit64(_ args: [String]) throws {
        let run = try itin(["add", "leg", file, "--trip", "ne", "--from", "Boston", "--to", "New York"] + args)
        #expect(run.status == 64, "\(run)")
        #expect(try fixture.unchanged())
    }

    // MARK: - note

    @Test func aNoteWithoutATargetGoesInTheLastSlotOfTheLastDay() throws {
        let run = try itin("add", "note", file, "--trip", "ne", "--title", "Lobster roll", "--note", "cash only")
        #expect(run.status == 0, "\(run)")
        #expect(run.lines == ["lobster-roll"])
        let library = try load(file)
        #expect(try dayIDs(library, 3) == ["g2", "lobster-roll"])
        #expect(library.trip("ne")?.item("lobster-roll")?.custom == Custom(title: "Lobster roll", note: "cash only"))
        #expect(try printed().last == "• Lobster roll — cash only")
    }

    @Test func aNoteGoesWhereItsTargetSaysBetweenGamesIncluded() throws {
        #expect(try itin("add", "note", file, "--trip", "ne", "--title", "Tailgate", "--before", "g1").status == 0)
        #expect(try itin("add", "note", file, "--trip", "ne", "--title", "Dinner", "--day", "1").status == 0)
        #expect(try itin("add", "note", file, "--trip", "ne", "--title", "Coffee", "--day", "2", "--first").status == 0)
        let library = try load(file)
        #expect(try dayIDs(library, 1) == ["n1", "tailgate", "g1", "dinner"])
        #expect(try dayIDs(library, 2) == ["coffee", "t1", "n2"])
        #expect(try itin("check", file).status == 0)
    }

    @Test func aNoteNeedsATitle() throws {
        let run = try itin("add", "note", file, "--trip", "ne", "--title", "  ")
        #expect(run.status == 64, "\(run)")
        #expect(run.stderr == "itin: --title must not be empty\n")
        #expect(try fixture.unchanged())
    }

    @Test func helpNamesEachKind() throws {
        let run = try itin("add", "--help")
        #expect(run.status == 0, "\(run)")
        for kind in ["game", "leg", "note"] { #expect(run.stdout.contains(kind), "\(run)") }
    }
}
