import Foundation
import Testing

extension EndToEnd {
    /// The drag session (docs/keys.md): a dropped item settles with a short highlight. Seen in
    /// a real terminal: the row's colours as tmux holds them, polled as fast as tmux answers.
    @Suite struct Settle {
        @Test func aDropShowsTheSettleHighlightForAboutTwoHundredMilliseconds() throws {
            let fixture = try Fixture()
            try fixture.write("trips.json", tripFixture())
            let itin = try TmuxSession(["trips.json"], in: fixture.directory)
            defer { itin.kill() }

            try itin.openTrip()
            try itin.grabLeg()
            try itin.liftLegToDay2()
            try itin.send("Enter")
            let sent = Date()
            var settled: Date?
            var plain: Date?
            while plain == nil, Date().timeIntervalSince(sent) < TmuxSession.deadline {
                let screen = try itin.capture(escapes: true)
                guard let row = screen.lines.first(where: { $0.contains(Rows.leg.dropFirst(2)) }) else { continue }
                let attributes = Self.attributes(in: row)
                guard attributes.contains(7), !row.hasPrefix("▶") else { continue }  // the cursor's reverse
                if attributes.contains(32) {
                    settled = settled ?? Date()  // green: the settle highlight
                } else if settled != nil {
                    plain = Date()
                }
            }
            #expect(settled != nil, "the settle highlight never reached the terminal")
            let shown = try #require(plain).timeIntervalSince(sent)
            #expect(shown >= 0.15, "the highlight went after \(Int(shown * 1000)) ms")
        }

        /// The SGR parameters a row's escapes set (`ESC [ 1 ; 7 m` → 1, 7).
        static func attributes(in row: String) -> Set<Int> {
            var found = Set<Int>()
            var rest = Substring(row)
            while let start = rest.range(of: "\u{1B}[") {
                rest = rest[start.upperBound...]
                guard let end = rest.firstIndex(of: "m") else { break }
                for p in rest[..<end].split(separator: ";") { if let n = Int(p) { found.insert(n) } }
                rest = rest[rest.index(after: end)...]
            }
            return found
        }
    }
}
