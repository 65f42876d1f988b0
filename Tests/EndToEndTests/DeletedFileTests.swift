import Foundation
import Testing

extension EndToEnd {
    /// Saving (docs/data.md): a file deleted from disk while open is reported as deleted,
    /// and saving writes it again.
    @Suite struct DeletedFile {
        @Test func aDeletedFileIsReportedAsDeletedAndSavingWritesItAgain() throws {
            let fixture = try Fixture()
            try fixture.write("trips.json", tripFixture())
            let itin = try TmuxSession(["trips.json"], in: fixture.directory)
            defer { itin.kill() }
            try itin.openTrip()
            try itin.grabLeg()
            try itin.liftLegToDay2()
            try itin.dropLegAfterG2()

            try FileManager.default.removeItem(at: fixture.url("trips.json"))
            try itin.send("s")
            let asked = try itin.waitFor("the question about the deleted file") {
                $0.status.contains("Write it again?")
            }
            #expect(
                asked.status.hasPrefix("trips.json was deleted on disk. Write it again? (y)es, (n)o"), "\(asked.framed)"
            )
            #expect(try fixture.files() == [], "nothing is written before the answer")

            try itin.send("n")
            try itin.waitFor("not saved") { $0.status.hasPrefix("Not saved") && $0.status.hasSuffix("[+]") }
            #expect(try fixture.files() == [])

            try itin.send("s")
            try itin.waitFor("the question again") { $0.status.hasPrefix("trips.json was deleted on disk.") }
            try itin.send("y")
            try itin.waitFor("saved") { $0.status.hasPrefix("Saved trips.json") && !$0.status.contains("[+]") }
            #expect(try fixture.position(of: "leg", in: "trips.json").day == 2)
            #expect(try itin.quitSaved() == 0)
        }
    }
}
