import Foundation
import Testing

@testable import ItineraryCore

/// Publishing (docs/calendars.md): `export --format vdir` — one file per event, the
/// exported trips' stale files removed, every other file left as it is.
@Suite struct VdirExportTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("itin-vdir-\(UUID().uuidString)").path

    func files() throws -> [String: String] {
        var files: [String: String] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder) {
            files[name] = try String(contentsOfFile: folder + "/" + name, encoding: .utf8)
        }
        return files
    }

    func write(_ name: String, _ text: String) throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try text.write(toFile: folder + "/" + name, atomically: false, encoding: .utf8)
    }

    @Test func aVdirIsAnExportFormatWhoseDocumentIsTheEventsPublishSends() throws {
        let document = try Export.document([PublishPlanTests.swing()], as: .vdir, stamp: PublishPlanTests.stamp)
        #expect(document == .vdir(try PublishPlanTests.resources()))
        #expect(ExportFormat(rawValue: "vdir") == .vdir)
    }

    @Test func aFreshFolderGetsAFilePerEvent() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let resources = try PublishPlanTests.resources()
        let (plan, warnings) = try VdirExport.write(resources, trips: ["ne"], into: folder + "/new")
        #expect(warnings.isEmpty && plan.writes.count == 4 && plan.removals.isEmpty)
        let written = try FileManager.default.contentsOfDirectory(atPath: folder + "/new").sorted()
        #expect(written == ["g1.ics", "n1.ics", "n2.ics", "t1.ics"])
        #expect(try String(contentsOfFile: folder + "/new/g1.ics", encoding: .utf8) == resources[1].text)
    }

    @Test func staleFilesOfTheTripGoAndNothingElseIsTouched() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try VdirExport.write(try PublishPlanTests.resources(), trips: ["ne"], into: folder)
        let mine = "BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nUID:mine\r\nSUMMARY:Dentist\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n"
        let west = PublishPlanTests.foreign(uid: "w1@itin", href: "", trip: "west").reading
        #expect(west.tripID == "west")
        try write("dentist.ics", mine)
        try write(
            "w1.ics",
            "BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nUID:w1@itin\r\nX-ITIN-TRIP:west\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n")
        try write("notes.txt", "n2@itin")
        let before = try files()

        // A day later (another DTSTAMP), the game renamed and the lunch gone.
        let changed = try PublishPlanTests.resources(
            PublishPlanTests.swing(summary: "Orioles", lunch: false), stamp: PublishPlanTests.stamp + 86_400)
        let (plan, _) = try VdirExport.write(changed, trips: ["ne"], into: folder)
        #expect(plan.writes.map(\.name) == ["g1.ics"])
        #expect(plan.unchanged == 2 && plan.removals == ["n2.ics"])
        let after = try files()
        #expect(Set(after.keys) == Set(before.keys).subtracting(["n2.ics"]))
        for name in ["dentist.ics", "w1.ics", "notes.txt", "n1.ics", "t1.ics"] {
            #expect(after[name] == before[name], "\(name)")
        }
        #expect(after["g1.ics"] == changed[1].text)
    }

    @Test func anEventKeepsTheFileItIsInAndANameTakenByAnotherFileStopsTheExport() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let resources = try PublishPlanTests.resources()
        // vdirsyncer keeps a file under the name it was given.
        try write("synced-g1.ics", resources[1].text)
        let (plan, _) = try VdirExport.write(resources, trips: ["ne"], into: folder)
        #expect(plan.unchanged == 1 && !plan.writes.map(\.name).contains("g1.ics"))
        #expect(!FileManager.default.fileExists(atPath: folder + "/g1.ics"))

        try write("t1.ics", "BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nUID:someone-else\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n")
        let before = try files()
        #expect(throws: VdirExport.Failure.clashes(folder: folder, names: ["t1.ics"])) {
            try VdirExport.write(
                try PublishPlanTests.resources(PublishPlanTests.swing(summary: "Orioles")), trips: ["ne"], into: folder)
        }
        #expect(try files() == before, "nothing was written")
    }
}
