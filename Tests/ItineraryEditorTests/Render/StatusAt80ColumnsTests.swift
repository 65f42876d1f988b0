import ItineraryCore
import Testing

@testable import ItineraryEditor

/// At 80 columns the status line keeps what matters (docs/keys.md): on every
/// slot of every item of the demo, where the item would go and, when it may not, why — each
/// whole; and key hints are shown whole or not at all.
@Suite struct StatusAt80ColumnsTests {
    @Test func everySlotOfEveryItemShowsItsPositionAndReasonWhole() throws {
        var checkedForbidden = 0
        for trip in DemoLibrary.library.sortedTrips {
            for item in trip.items {
                var s = editor(width: 80, height: 24)
                s.screen = .trip(TripView(trip: trip, places: PlaceResolver(), model: .standard))
                s.trip?.cursor = .entry(item.id)
                s.press(.char(" "), .char("g"))
                while true {
                    let session = try #require(s.trip?.drag)
                    let status = s.statusLine.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
                    #expect(status.count == 2, "two status lines while holding")
                    let position = session.describe(slot: session.slots.current)
                    if let reason = session.reason(atSlot: session.slots.current) {
                        #expect(status[0].hasPrefix("✗ \(position)"), "\(item.id): \(status[0])")
                        #expect(status[1] == reason.description, "\(item.id): \(status[1])")
                        checkedForbidden += 1
                    } else {
                        #expect(status[0].hasPrefix("▶ \(position)"), "\(item.id): \(status[0])")
                        #expect(status[1].hasPrefix("Enter drop · Esc cancel"))
                    }
                    #expect(!status.joined().contains("…"), "nothing cut: \(status)")
                    guard session.slots.current < session.slotCount - 1 else { break }
                    s.press(.down)
                }
            }
        }
        #expect(checkedForbidden > 20, "the demo has forbidden slots to check")
    }

    @Test func theFileNameYieldsToALongWarningButTheModifiedMarkStays() throws {
        // The Boston → New York leg moved to the end of day 1: it leaves before the day-2 game.
        var library = DemoLibrary.library
        let t = try #require(library.trips.firstIndex { $0.id == "ne-2026" })
        let i = try #require(library.trips[t].items.firstIndex { $0.id == "ne-t1" })
        library.trips[t].items[i].day = 1
        library.trips[t].items[i].sortOrder = 100
        var s = editor(library, width: 80, height: 24)
        s.press(.enter)
        s.trip?.cursor = .entry("ne-t1")
        let reason = try #require(s.trip?.check.reason(for: "ne-t1"))
        #expect(s.statusLine == "⚠ \(reason.description)", "the whole reason, in place of the file name")
        s.trip?.cursor = .entry("ne-n7")
        s.press(.char("J"))  // any change
        s.trip?.cursor = .entry("ne-t1")
        s.message = nil
        #expect(s.isModified)
        #expect(s.statusLine.hasPrefix("⚠ \(reason.description)") && s.statusLine.hasSuffix(" [+]"), "\(s.statusLine)")
    }

    /// The demo's drive from a day game in San Francisco to a night game in Los Angeles: its
    /// reason is wider than the line, and goes on over a second one, read whole.
    @Test(arguments: [80, 100])
    func aTravelWarningTooLongForOneLineGoesOnOverASecond(width: Int) throws {
        let trip = try #require(DemoLibrary.library.trip("ca-2026"))
        var s = editor(width: width, height: 24)
        s.screen = .trip(TripView(trip: trip, places: PlaceResolver(), model: .standard))
        s.trip?.cursor = .entry("ca-t1")
        let reason = try #require(s.trip?.warning(for: "ca-t1"))
        #expect(reason.count > width, "the reason is too long for one line: \(reason)")
        let status = s.statusLine.split(separator: "\n").map(String.init)
        #expect(status.count == 2, "\(status)")
        let joined = status.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        #expect(joined.hasPrefix("⚠ \(reason)"), "read whole: \(status)")
        #expect(status.allSatisfy { $0.count <= width } && !joined.contains("…"))
        #expect(width == 80 || joined.hasSuffix("trips.json"), "the file name beside its end where it fits: \(status)")
        // A short sentence keeps to one line, and the list has its row back.
        s.trip?.cursor = .entry("ca-g1")
        #expect(s.geometry.statusLines == 1)
    }

    @Test func aLongMessageGoesOnOverASecondLineInAForm() throws {
        var s = editor(width: 80, height: 24)
        s.message = .error(String(repeating: "far too long a sentence ", count: 5))
        #expect(s.geometry.statusLines == 2)
        let status = s.statusLine.split(separator: "\n").map(String.init)
        #expect(status.count == 2, "\(status)")
        #expect(
            status.joined(separator: " ").hasPrefix(String(repeating: "far too long a sentence ", count: 4)),
            "\(status)")
    }

    @Test func hintsAreShownWholeOrNotAtAll() {
        for width in [40, 50, 60, 80] {
            var s = editor(width: width, height: 24)
            let trips = s.statusLine
            s.press(.enter)
            let trip = s.statusLine
            for line in [trips, trip] {
                #expect(!line.contains("…"), "\(width) columns: \(line)")
                var shown = line.components(separatedBy: "  ").first ?? ""
                // On a leg the status line begins with its estimate (docs/travel.md).
                if let estimate = shown.firstMatch(of: /^.+ → .+ · \d+ mi · about [^·]+ by [a-z]+( · )?/) {
                    shown.removeSubrange(estimate.range)
                }
                for hint in shown.components(separatedBy: " · ") where !hint.isEmpty {
                    #expect(
                        KeyTable.standard.hints(for: .trips).contains(hint)
                            || KeyTable.standard.hints(for: .trip).contains(hint),
                        "\(width) columns: '\(hint)' is not a whole hint")
                }
            }
        }
    }
}
