import Foundation
import Testing

extension EndToEnd {
    /// A cost added with `c` in a real terminal, Tab completing who paid, then `$`'s box
    /// with the settle-up: 90.00 paid by Alice, shared by Alice and Bob, so Bob owes 45.00.
    @Suite struct Costs {
        @Test func aCostAddedWithCShowsOnItsRowAndInTheSettleUp() throws {
            let fixture = try Fixture()
            try fixture.write(
                "trips.json",
                tripFixture().replacingOccurrences(
                    of: #""days": 4,"#, with: #""days": 4, "travellers": ["Alice", "Bob"],"#))
            let itin = try TmuxSession(["trips.json"], in: fixture.directory)
            defer { itin.kill() }
            try itin.openTrip()
            try itin.moveCursor(to: "19:10 Yankees @ Red Sox")
            try itin.send("c")
            try itin.waitFor(text: "Cost of Yankees @ Red Sox")
            try itin.type("90")
            try itin.send("Down", "Down")
            try itin.type("Al")
            try itin.send("Tab")
            try itin.waitFor("Tab completing the payer") { $0.contains("Paid by   Alice") }
            try itin.send("Enter")
            try itin.waitFor("the cost on its row") { s in
                s.row(containing: "19:10 Yankees @ Red Sox").map { s.line($0).contains("90.00 USD") } ?? false
            }
            try itin.send("$")
            try itin.waitFor("the settle-up in the costs box") { $0.contains("Bob pays Alice 45.00 USD") }
        }
    }
}
