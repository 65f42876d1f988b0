import Foundation
import ItineraryCore
import Testing

/// The commands and merging (docs/commands.md, docs/sharing.md): `itin merge BASE OURS
/// THEIRS [--output OUT]` on plain files.
@Suite struct MergeCLITests {
    let scratch: Scratch
    let ancestor: String

    init() throws {
        scratch = try Scratch()
        ancestor = try scratch.write("base.json", try canonical())
    }

    @Test func aCleanMergeWritesOverOursAndExits0() throws {
        let ours = try scratch.write(
            "ours.json", try canonical(base(replacing: #""title": "Walk""#, with: #""title": "Stroll""#)))
        let theirs = try scratch.write(
            "theirs.json", try canonical(base(replacing: #""name": "Swing""#, with: #""name": "Loop""#)))
        let run = try itin("merge", ancestor, ours, theirs)
        #expect(run.status == 0, "\(run)")
        #expect(run.stderr.isEmpty)
        let merged = try load(ours)
        #expect(merged.trips[0].name == "Loop")
        #expect(merged.trips[0].item("n1")?.custom?.title == "Stroll")
    }

    @Test func conflictsAreListedOnStandardErrorAndExit1KeepingOurs() throws {
        let ours = try scratch.write(
            "ours.json", try canonical(base(replacing: #""title": "Walk""#, with: #""title": "Stroll""#)))
        let theirs = try scratch.write(
            "theirs.json", try canonical(base(replacing: #""title": "Walk""#, with: #""title": "Hike""#)))
        let run = try itin("merge", ancestor, ours, theirs)
        #expect(run.status == 1, "\(run)")
        #expect(run.stderr.contains(#"n1: title: ours "Stroll", theirs "Hike""#), "\(run)")
        #expect(try load(ours).trips[0].item("n1")?.custom?.title == "Stroll")
    }

    @Test func outputWritesThereAndLeavesOursAlone() throws {
        let oursText = try canonical(base(replacing: #""title": "Walk""#, with: #""title": "Stroll""#))
        let ours = try scratch.write("ours.json", oursText)
        let out = scratch.path("out/merged.json")
        let run = try itin("merge", ancestor, ours, ancestor, "--output", out)
        #expect(run.status == 0, "\(run)")
        #expect(try scratch.text("ours.json") == oursText)
        #expect(try scratch.text("out/merged.json") == oursText)
    }

    @Test func anEmptyBaseIsAFileAddedOnBothSides() throws {
        let empty = try scratch.write("empty.json", "")
        let ours = try scratch.write("ours.json", try canonical())
        let run = try itin("merge", empty, ours, ancestor)
        #expect(run.status == 0, "\(run)")
        #expect(try load(ours) == (try load(ancestor)))
    }

    @Test func aFileThatIsNotAnItineraryExits65AndOneMissing66WritingNothing() throws {
        let oursText = try canonical()
        let ours = try scratch.write("ours.json", oursText)
        let broken = try scratch.write("broken.json", #"{"format": "itin/1", "trips": [{"id": 1}]}"#)
        let invalid = try itin("merge", ancestor, ours, broken)
        #expect(invalid.status == 65, "\(invalid)")
        #expect(invalid.stderr.contains("broken.json"), "\(invalid)")
        let missing = try itin("merge", scratch.path("nope.json"), ours, ancestor)
        #expect(missing.status == 66, "\(missing)")
        #expect(try scratch.text("ours.json") == oursText)
    }
}
