import Foundation
import Testing

extension EndToEnd {
    @Suite struct Quit {
        static let question = "Unsaved changes. (s)ave and quit, (d)iscard and quit, (c)ancel"

        @Test func unsavedChangesAskBeforeQuittingAndDiscardLeavesTheFile() throws {
            let fixture = try Fixture()
            try fixture.write("trips.json", tripFixture())
            let original = try fixture.bytes("trips.json")
            let itin = try TmuxSession(["trips.json"], in: fixture.directory)
            defer { itin.kill() }

            try itin.openTrip()
            try itin.grabLeg()
            try itin.liftLegToDay2()
            try itin.dropLegAfterG2()

            try itin.send("q")
            try itin.waitFor("the trips list, modified") {
                $0.line(0).contains("itin") && $0.status.hasPrefix("Enter open")
                    && $0.status.hasSuffix("trips.json [+]")
            }
            try itin.send("q")
            try itin.waitFor("the unsaved-changes question after q") { $0.status.hasPrefix(Quit.question) }

            try itin.send("c")
            try itin.waitFor("the question gone after c") { !$0.status.contains("Unsaved changes") }
            // Still running, still modified, still answering keys.
            try itin.send("Enter")
            let trip = try itin.waitFor("the trip again") { $0.contains(Rows.g3) && $0.status.hasSuffix(" [+]") }
            #expect(trip.exitStatus == nil)

            try itin.send("C-c")
            try itin.waitFor("the unsaved-changes question after Ctrl-C") { $0.status.hasPrefix(Quit.question) }
            #expect(try fixture.bytes("trips.json") == original)

            try itin.send("d")
            #expect(try itin.waitForExit() == 0)
            #expect(try fixture.bytes("trips.json") == original)
            #expect(try fixture.files() == ["trips.json"])
        }
    }
}
