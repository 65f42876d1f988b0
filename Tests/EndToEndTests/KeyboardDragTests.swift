import Foundation
import Testing

extension EndToEnd {
    @Suite struct KeyboardDrag {
        @Test func aDropOnAnAllowedSlotIsSavedAndReadsBack() throws {
            let fixture = try Fixture()
            try fixture.write("trips.json", tripFixture())
            let original = try fixture.bytes("trips.json")
            let itin = try TmuxSession(["trips.json"], in: fixture.directory)
            defer { itin.kill() }

            try itin.openTrip()
            try itin.grabLeg()
            try itin.liftLegToDay2()
            let dropped = try itin.dropLegAfterG2()
            // The day-2 header now names the leg's cities; day 3 only New York.
            #expect(dropped.contains("Day 2 · Sat Jun 13 · Boston → New York"))
            #expect(dropped.contains("Day 3 · Sun Jun 14 · New York"))
            #expect(try fixture.bytes("trips.json") == original, "nothing is written before s")

            try itin.save()
            #expect(try itin.quitSaved() == 0)

            // From a drop to a sortOrder (docs/file-format.md): only a previous entry,
            // the game with anchor 0, so 0 + 1.
            let leg = try fixture.position(of: "leg", in: "trips.json")
            #expect(leg.day == 2)
            #expect(leg.sortOrder > 0)
            #expect(leg.sortOrder == 1)
            let note = try fixture.position(of: "n1", in: "trips.json")
            #expect(note.day == 4 && note.sortOrder == 1)
        }

        @Test func aDropOnAForbiddenSlotSnapsBackAndTheFileStaysByteForByte() throws {
            let fixture = try Fixture()
            try fixture.write("trips.json", tripFixture())
            let original = try fixture.bytes("trips.json")
            let itin = try TmuxSession(["trips.json"], in: fixture.directory)
            defer { itin.kill() }

            try itin.openTrip()

            // Esc puts the item back, with no reason and no change.
            try itin.grabLeg()
            try itin.liftLegToDay2()
            try itin.send("Escape")
            let putBack = try itin.waitFor("the leg back in day 3 after Esc") {
                guard let leg = $0.row(containing: Rows.leg), let day3 = $0.row(containing: Rows.day3) else {
                    return false
                }
                return $0.liftedRow == nil && leg == day3 + 1 && $0.cursorRow == leg
            }
            #expect(!putBack.status.hasPrefix("✗") && !putBack.status.contains("[+]"), "\(putBack.framed)")

            let grabbed = try itin.grabLeg()
            // From the grab on, every slot the leg may not take is flagged ✗ in column 1.
            for forbidden in [Rows.g1, Rows.day2, Rows.g3, Rows.day4, Rows.note] {
                let row = try #require(grabbed.row(containing: forbidden))
                #expect(grabbed.flag(row) == "✗", "\(forbidden)\n\(grabbed.framed)")
            }
            #expect(grabbed.flag(try #require(grabbed.liftedRow)) != "✗")

            try itin.liftLegToDay2()
            try itin.send("Up")
            let blocked = try itin.waitFor("the leg lifted before the day-2 game, with the reason") {
                guard let row = $0.liftedRow, let g2 = $0.row(containing: Rows.g2) else { return false }
                return row == g2 - 1 && $0.position.hasPrefix("✗ ")
            }
            #expect(blocked.status.contains(Rows.reasonBeforeG2), "\(blocked.framed)")
            #expect(blocked.flag(try #require(blocked.liftedRow)) == "✗")

            try itin.send("Enter")
            let back = try itin.waitFor("the leg snapped back into day 3") {
                guard let leg = $0.row(containing: Rows.leg), let day3 = $0.row(containing: Rows.day3) else {
                    return false
                }
                return $0.liftedRow == nil && leg == day3 + 1 && $0.cursorRow == leg
            }
            #expect(back.status.contains(Rows.reasonBeforeG2), "the reason stays on the status line\n\(back.framed)")
            #expect(!back.status.contains("[+]"))
            #expect(try fixture.bytes("trips.json") == original)

            // Nothing changed, so `s` writes nothing.
            try itin.send("s")
            try itin.waitFor("“No changes to save”") { $0.status.hasPrefix("No changes to save") }
            #expect(try itin.quitSaved() == 0)
            #expect(try fixture.bytes("trips.json") == original, "a refused drop leaves the file byte for byte")
        }
    }
}
