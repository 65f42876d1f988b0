import ItineraryCore
import Testing

@testable import ItineraryEditor

/// In a trip where some entries are a traveller's own, the ⚠ count counts each traveller's
/// warnings as `itin check` lists them, `!` visits them, the status line says whose they are,
/// and an edit brings them up to date (docs/travel.md).
@Suite struct TravellerWarningTests {
    /// The demo's clean Northeast trip, with Bob coming by Philadelphia before everyone's
    /// flight from Chicago: Bob alone is not in Chicago for it.
    static func bobsDetour() throws -> Library {
        var library = WarningCountTests.clean()
        let t = try #require(library.trips.firstIndex { $0.id == "ne-2026" })
        library.trips[t].items.append(
            Item(
                id: "bob-in", day: 1, sortOrder: -5, kind: .travel(Travel(from: "Chicago", to: "Philadelphia")),
                who: ["Bob"]))
        return library
    }

    @Test func aTravellersOwnWarningIsCountedVisitedAndNamedAndGoesWithTheEdit() throws {
        var s = editor(try Self.bobsDetour())
        let row = try #require(s.lines.first { $0.contains("Northeast Ballpark Swing") })
        #expect(row.hasSuffix("items · ⚠ 1"), "\(row)")
        s.press(.enter, .char("g"))
        #expect(s.lines[0].hasSuffix("9 days · ⚠ 1"), "\(s.lines[0])")
        s.press(.char("!"))
        #expect(s.trip?.cursor == .entry("ne-t0"))
        #expect(
            s.statusLine.hasPrefix("⚠ Bob: Chicago → Boston starts in Chicago, but you are in Philadelphia"),
            "\(s.statusLine)")
        s.press(.char("k"), .char("d"))  // Bob's own leg, just above, deleted
        #expect(s.trip?.trip.items.contains { $0.id == "bob-in" } == false)
        #expect(!s.lines[0].contains("⚠"), "\(s.lines[0])")
        s.press(.char("u"))
        #expect(s.lines[0].hasSuffix("9 days · ⚠ 1"), "\(s.lines[0])")
    }
}
