import ItineraryCore
import Testing

/// The demo (README.md): the built-in demo shows allowed and forbidden zones in the first minute.
@Suite struct DemoTests {
    let library = DemoLibrary.library

    var bigTrip: Trip? {
        library.trips.first { t in
            t.days >= 7 && t.games.count >= 6 && Set(t.games.map { CityKey($0.city) }).count >= 4
        }
    }

    @Test func thereAreAtLeastTwoTripsAndOneOfSevenDaysSixGamesFourCities() throws {
        #expect(library.trips.count >= 2)
        #expect(bigTrip != nil)
    }

    @Test func theBigTripHasADoubleheaderADayWithoutGamesAndSeveralNotes() throws {
        let t = try #require(bigTrip)
        let gamesPerDay = Dictionary(grouping: t.games, by: \.day).mapValues(\.count)
        #expect(gamesPerDay.values.contains { $0 >= 2 })
        #expect((1...t.days).contains { gamesPerDay[$0] == nil })
        #expect(t.items.filter { $0.travel == nil }.count >= 2)
    }

    /// Stays (docs/stays.md): stays on most nights of one trip, exactly one night without,
    /// and no stay warned about otherwise. 2026-08-20 is a Thursday, so night 4 is Sunday's.
    @Test func oneTripSleepsSomewhereEveryNightButOne() throws {
        let t = try #require(library.trip("ca-2026"))
        let check = TravelCheck(t, places: PlaceResolver(library))
        #expect(check.nights.summary == "nights 3/4")
        #expect(check.unbookedNights.map(\.description) == ["night 4 (Sun Aug 23): no stay, the day ends in Anaheim"])
        #expect(check.warnings.map(\.kind) == [.cantMakeIt], "only the drive nobody can make: \(check.warnings)")
        #expect(
            t.items.contains {
                $0.stay?.confirmation != nil && $0.stay?.address != nil && ($0.stay?.nightCount ?? 0) > 1
            })
    }

    @Test func everyChangeOfCityHasALegBetweenTheTwoGamesInAnAllowedSlot() throws {
        let t = try #require(bigTrip)
        let layout = TripLayout(t)
        let games = layout.rows.compactMap { $0.entry?.game }
        #expect(TripCheck(layout).problems.isEmpty)
        for (a, b) in zip(games, games.dropFirst()) where CityKey(a.city) != CityKey(b.city) {
            let ra = try #require(layout.row(of: a.id))
            let rb = try #require(layout.row(of: b.id))
            let legs = layout.rows[ra..<rb].compactMap { $0.entry?.item?.travel }
            #expect(
                legs.contains { CityKey($0.from) == CityKey(a.city) && CityKey($0.to) == CityKey(b.city) },
                "no leg \(a.city) → \(b.city)")
        }
    }

    @Test func someLegHasAnAllowedWindowSpanningSeveralDaysAndForbiddenSlots() throws {
        let t = try #require(bigTrip)
        let spans = try t.items.filter { $0.travel != nil }.map { item -> (days: Int, forbidden: Bool) in
            let s = try session(item.id, t)
            let days = Set(s.allowedSlots.map { s.position(ofSlot: $0).day })
            return (days.count, s.verdicts.contains { !$0.isAllowed })
        }
        #expect(spans.contains { $0.days >= 3 && $0.forbidden })
    }

    /// The demo (README.md): every city is a place the gazetteer knows, and exactly one
    /// leg gives a can't-make-it warning, so the first minute shows a travel warning too;
    /// each traveller's own way through a trip of travellers is walked on its own.
    @Test func everyCityIsKnownAndExactlyOneLegCannotBeMade() {
        let places = PlaceResolver(DemoLibrary.library)
        var warnings: [TravelCheck.Warning] = []
        for trip in DemoLibrary.library.trips {
            let whose = trip.travellers.isEmpty ? [ForWhom.everyone] : trip.travellers.map(ForWhom.traveller)
            for whom in whose {
                let check = TravelCheck(whom.trip(trip), places: places)
                #expect(check.unknownPlaces.isEmpty, "\(trip.id): \(check.unknownPlaces)")
                warnings += check.warnings
            }
        }
        #expect(warnings.map(\.kind) == [.cantMakeIt], "\(warnings.map(\.description))")
        #expect(warnings.first?.entryID == "ca-t1")
    }

    /// The Northeast trip's travellers do not all arrive the same way (docs/travellers.md):
    /// Alice flies in, Bob (at home in Boston) drives the two of them to New York, Carol (at
    /// home there) joins at the Mets doubleheader on day 4; each one's own trip can be
    /// travelled as it stands.
    @Test func theNortheastsTravellersArriveEachTheirOwnWay() throws {
        let t = try #require(library.trip("ne-2026"))
        #expect(t.travellers == ["Alice", "Bob", "Carol"])
        func own(_ name: String) -> [Entry] { TripLayout(ForWhom.traveller(name).trip(t)).rows.compactMap(\.entry) }
        #expect(own("Alice").first?.item?.travel?.mode == .fly)
        #expect(own("Bob").compactMap(\.item?.travel).first?.mode == .drive)
        #expect(!own("Bob").contains { $0.item?.travel?.mode == .fly })
        #expect(own("Carol").first?.game?.day == 4)
        let places = PlaceResolver(library)
        for name in t.travellers {
            let check = TravelCheck(ForWhom.traveller(name).trip(t), places: places)
            #expect(check.warnings.isEmpty, "\(name): \(check.warnings.map(\.description))")
        }
    }
}
