import Testing

@testable import ItineraryCore

/// Costs are private: a page to share shows them only when asked, a calendar (a file or a
/// server's) never; the csv table has them in two columns.
@Suite struct CostExportTests {
    static var costly: Trip { CostSummaryTests.example }

    static var free: Trip {
        var t = costly
        for i in t.games.indices { t.games[i].cost = nil }
        for i in t.items.indices { t.items[i].cost = nil }
        return t
    }

    @Test func aPageLeavesCostsOutUnlessPrivate() throws {
        let shared = try exportedText([Self.costly], as: .md, stamp: 0)
        #expect(shared == (try exportedText([Self.free], as: .md, stamp: 0)))
        #expect(!shared.contains("USD") && !shared.contains("126"))
        let mine = try exportedText([Self.costly], as: .md, stamp: 0, currency: .usd, private: true)
        #expect(
            mine.contains("- 19:00 Yankees @ Red Sox · Boston Park, Boston · 126.00 USD, paid by Alice\n"), "\(mine)")
        #expect(mine.contains("- Boston → New York · 84.50 USD, paid by Bob\n"), "\(mine)")
        #expect(mine.contains("- Museum · 30.00 EUR\n"), "\(mine)")
    }

    @Test func aWebPageLeavesCostsOutUnlessPrivate() throws {
        let shared = try exportedText([Self.costly], as: .html, stamp: 0)
        #expect(shared == (try exportedText([Self.free], as: .html, stamp: 0)))
        #expect(!shared.contains("USD") && !shared.contains("84.50"))
        let mine = try exportedText([Self.costly], as: .html, stamp: 0, currency: .usd, private: true)
        #expect(mine.contains("126.00 USD, paid by Alice") && mine.contains("84.50 USD, paid by Bob"), "\(mine)")
        #expect(mine.contains("30.00 EUR"))
    }

    @Test(arguments: [ExportFormat.md, .html])
    func aPageShowsAStaysConfirmationOnlyWhenPrivate(_ format: ExportFormat) throws {
        let t = trip("t", days: 2, items: [stay("s1", day: 1, 0, "Hotel Beacon", in: "Boston", confirmation: "HB-1")])
        let shared = try exportedText([t], as: format, stamp: 0)
        #expect(shared.contains("Hotel Beacon, Boston · 1 night") && !shared.contains("HB-1"), "\(shared)")
        let mine = try exportedText([t], as: format, stamp: 0, currency: .usd, private: true)
        #expect(mine.contains("Hotel Beacon, Boston · 1 night · HB-1"), "\(mine)")
    }

    @Test func aCalendarNeverCarriesACost() throws {
        let ics = try exportedText([Self.costly], as: .ics, stamp: 0)
        #expect(ics == (try exportedText([Self.free], as: .ics, stamp: 0)))
        #expect(!ics.contains("126") && !ics.contains("84.5") && !ics.contains("USD"))
        let published = try CalendarResource.of([Self.costly], stamp: 0)
        #expect(published == (try CalendarResource.of([Self.free], stamp: 0)))
    }
}
