import Foundation
import ItineraryCore
import Testing

/// The commands and blocks (docs/commands.md, docs/file-format.md): `itin move FILE ID ID…
/// TARGET` moves several items of one trip as a block, through the same rules as a drag.
@Suite struct MoveBlockCLITests {
    let fixture: BaseFile
    var file: String { fixture.path }

    init() throws { fixture = try BaseFile() }

    static let leaveBeforeRedSox = "Boston → New York can't leave before Yankees @ Red Sox (Day 1, 19:10)"
    static let arriveAfterYankees = "Boston → New York can't arrive after Blue Jays @ Yankees (Day 3, 19:05)"

    /// What `itin print --ids` shows, as `Day N` for a header and the id for a game or item.
    func printed(_ path: String) throws -> [String] {
        let run = try itin("print", path, "--ids")
        #expect(run.status == 0, "\(run)")
        return run.lines.dropFirst().map { line in
            if line.hasPrefix("Day ") { return line.split(separator: " ").prefix(2).joined(separator: " ") }
            guard let mark = line.range(of: " #", options: .backwards) else { return "?\(line)" }
            return String(line[mark.upperBound...])
        }
    }

    @Test func threeItemsMoveTogetherInTheirDisplayOrderWhateverOrderTheyAreNamedIn() throws {
        #expect(try printed(file) == ["Day 1", "n1", "g1", "Day 2", "t1", "n2", "Day 3", "g2"])
        let run = try itin("move", file, "n2", "n1", "t1", "--after", "g1")
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout == "moved 3 items: Day 1 · Fri Jun 12 · after Yankees @ Red Sox\n", "\(run)")
        #expect(run.stderr.isEmpty, "\(run)")
        #expect(try printed(file) == ["Day 1", "g1", "n1", "t1", "n2", "Day 2", "Day 3", "g2"])
        // After only g1 (anchor 0): 0 + 1, 0 + 2, 0 + 3.
        let trip = try #require(try load(file).trip("ne"))
        #expect(trip.items.map(\.id) == ["t1", "n1", "n2"])  // the file's order of items is kept
        #expect(["n1", "t1", "n2"].map { trip.item($0)?.sortOrder } == [1, 2, 3])
        #expect(["n1", "t1", "n2"].map { trip.item($0)?.day } == [1, 1, 1])
        #expect(try itin("check", file).status == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: fixture.scratch.folder.path) == ["trips.json"])
    }

    @Test func dayAloneIsTheLastSlotOfThatDay() throws {
        let run = try itin("move", file, "n1", "t1", "n2", "--day", "2")
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout == "moved 3 items: Day 2 · Sat Jun 13 · the only entry\n", "\(run)")
        #expect(try printed(file) == ["Day 1", "g1", "Day 2", "n1", "t1", "n2", "Day 3", "g2"])
        // An empty day: 1, 2, 3.
        let trip = try #require(try load(file).trip("ne"))
        #expect(["n1", "t1", "n2"].map { trip.item($0)?.sortOrder } == [1, 2, 3])
    }

    @Test func aBlockMoveChangesOnlyTheLinesOfTheItemsItMoves() throws {
        let run = try itin("move", file, "n2", "n1", "--day", "3", "--first")
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout == "moved 2 items: Day 3 · Sun Jun 14 · before Blue Jays @ Yankees\n", "\(run)")
        #expect(try printed(file) == ["Day 1", "g1", "Day 2", "t1", "Day 3", "n1", "n2", "g2"])
        // Before only g2 (anchor 0): 0 − 2 − 1 + 1, 0 − 2 − 1 + 2.
        let trip = try #require(try load(file).trip("ne"))
        #expect(["n1", "n2"].map { trip.item($0)?.sortOrder } == [-2, -1])
        let changed = changedLines(fixture.original, try fixture.text)
        let moved = try ["n1", "n2"].map { try #require(objectLines(of: $0, in: fixture.original)) }
        #expect(!changed.isEmpty)
        #expect(
            changed.allSatisfy { line in moved.contains { $0.contains(line) } }, "changed \(changed), moved \(moved)")
    }

    @Test func aBlockMovedAwayAndBackGivesTheFileBackByteForByte() throws {
        #expect(try itin("move", file, "t1", "n2", "--after", "g1").status == 0)
        #expect(try printed(file) == ["Day 1", "n1", "g1", "t1", "n2", "Day 2", "Day 3", "g2"])
        #expect(try !fixture.unchanged())
        // Day 2 is empty again: t1 and n2 get 1 and 2, the keys they had.
        #expect(try itin("move", file, "n2", "t1", "--day", "2").status == 0)
        #expect(try fixture.unchanged())
    }

    @Test func aBlockAlreadyTogetherWhereItIsSentLeavesTheFileByteIdentical() throws {
        let run = try itin("move", file, "n2", "t1", "--day", "2", "--first")
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout == "2 items are already there: Day 2 · Sat Jun 13 · the only entry\n", "\(run)")
        #expect(try fixture.unchanged())
    }

    @Test func aForbiddenTargetExits1WithTheReasonAndLeavesTheFileByteIdentical() throws {
        let early = try itin("move", file, "n2", "t1", "--day", "1", "--first")
        #expect(early.status == 1, "\(early)")
        #expect(early.stderr.contains(Self.leaveBeforeRedSox), "\(early)")
        #expect(early.stdout.isEmpty, "\(early)")
        #expect(try fixture.unchanged())

        let late = try itin("move", file, "n1", "t1", "--day", "3")
        #expect(late.status == 1, "\(late)")
        #expect(late.stderr.contains(Self.arriveAfterYankees), "\(late)")
        #expect(try fixture.unchanged())
        #expect(try FileManager.default.contentsOfDirectory(atPath: fixture.scratch.folder.path) == ["trips.json"])
    }

    @Test func withTwoLegsBlockedTheReasonNamesTheFirstInDisplayOrder() throws {
        // n2 becomes t2, New York → Philadelphia on day 3 after g2 (Philadelphia has no games).
        let text = try canonical(
            base(
                replacing: #"{"id": "n2", "kind": "custom", "day": 2, "sortOrder": 2, "title": "Lunch"}"#,
                with:
                    #"{"id": "t2", "kind": "travel", "day": 3, "sortOrder": 1, "from": "New York", "to": "Philadelphia"}"#
            ))
        let legs = try fixture.scratch.write("legs.json", text)
        #expect(try printed(legs) == ["Day 1", "n1", "g1", "Day 2", "t1", "Day 3", "g2", "t2"])
        // Before g1 both legs are blocked: t1 shows first.
        let both = try itin("move", legs, "t2", "t1", "--day", "1", "--first")
        #expect(both.status == 1, "\(both)")
        #expect(both.stderr.contains(Self.leaveBeforeRedSox), "\(both)")
        #expect(!both.stderr.contains("Philadelphia"), "\(both)")
        // After g1 only t2 is: it may not leave New York before g2.
        let second = try itin("move", legs, "t1", "t2", "--day", "1")
        #expect(second.status == 1, "\(second)")
        #expect(
            second.stderr.contains("New York → Philadelphia can't leave before Blue Jays @ Yankees (Day 3, 19:05)"),
            "\(second)")
        #expect(try fixture.scratch.text("legs.json") == text)
        // After g2 only t1 is: it would arrive after the game there.
        let first = try itin("move", legs, "t2", "n1", "t1", "--after", "g2")
        #expect(first.status == 1, "\(first)")
        #expect(first.stderr.contains(Self.arriveAfterYankees), "\(first)")
        #expect(try fixture.scratch.text("legs.json") == text)
    }

    @Test func idsOfTwoTripsAreAUsageError() throws {
        let second =
            #"{"id": "west", "name": "West", "order": 2, "start": "2026-07-01", "days": 2, "games": [], "#
            + #""items": [{"id": "w1", "kind": "custom", "day": 1, "sortOrder": 1, "title": "Pier"}]},"#
        let text = try canonical(base(replacing: "\"trips\": [\n", with: "\"trips\": [\n    \(second)\n"))
        let two = try fixture.scratch.write("two.json", text)
        for ids in [["n1", "w1"], ["w1", "n1", "n2"]] {
            let run = try itin(["move", two] + ids + ["--day", "1"])
            #expect(run.status == 64, "\(ids): \(run)")
            #expect(run.stderr.contains("different trips"), "\(ids): \(run)")
            #expect(try fixture.scratch.text("two.json") == text)
        }
    }

    @Test func aGameAmongTheIdsExits1() throws {
        let run = try itin("move", file, "n1", "g1", "n2", "--day", "2")
        #expect(run.status == 1, "\(run)")
        #expect(run.stderr.contains("g1 is a game"), "\(run)")
        #expect(try fixture.unchanged())
    }

    @Test(arguments: [
        ["n1", "n2", "--after", "n2"],
        ["n1", "n2", "--before", "n1"],
        ["t1", "n1", "n2", "--after", "t1"],
    ])
    func aTargetInsideTheBlockIsAUsageError(_ args: [String]) throws {
        let run = try itin(["move", file] + args)
        #expect(run.status == 64, "\(run)")
        let ref = args.last!
        #expect(run.stderr.contains("\(ref) moves with the block: name a game or an item outside it"), "\(run)")
        #expect(try fixture.unchanged())
    }

    @Test(arguments: [
        (["n1", "zz", "n2", "--day", "2"], "no game or item \"zz\""),
        (["zz", "n1", "--day", "2"], "no game or item \"zz\""),
        (["n1", "n2", "--day", "4"], "day 4 is not in the trip"),
        (["n1", "n2", "--before", "zz"], "no game or item \"zz\""),
    ])
    func unknownIdsAndTargetsAreUsageErrors(_ args: [String], _ message: String) throws {
        let run = try itin(["move", file] + args)
        #expect(run.status == 64, "\(run)")
        #expect(run.stderr.contains(message), "\(run)")
        #expect(try fixture.unchanged())
    }
}
