import ItineraryCore

/// A trip of any size, shaped like a real one: a game a day in a rotating set of cities, a
/// travel leg on the morning of each change of city, and notes for the rest of the items.
enum GeneratedTrip {
    static let cities = [
        "Boston", "New York", "Philadelphia", "Baltimore", "Washington", "Pittsburgh", "Cleveland", "Detroit",
    ]
    /// Fifty items a day, fewer on small trips so that they still span ten days.
    static func itemsPerDay(_ items: Int) -> Int { min(50, max(items / 10, 5)) }

    static func library(items: Int) -> Library {
        let itemsPerDay = itemsPerDay(items)
        let days = max(items / itemsPerDay, 2)
        var games: [Game] = []
        var trip = Trip(
            id: "gen", name: "Generated \(items)", order: 1, start: CalendarDate(iso: "2026-04-01")!, days: days)
        for day in 1...days {
            let city = cities[day % cities.count]
            games.append(
                Game(
                    id: "g\(day)", day: day, time: TimeOfDay(text: "19:05")!, away: "Visitors \(day)",
                    home: "Home \(day % cities.count)", venue: "\(city) Park", city: city))
        }
        var made: [Item] = []
        made.reserveCapacity(items)
        var day = 1
        var slot = 0
        while made.count < items {
            if slot == 0 && day > 1 {
                let travel = Travel(
                    from: cities[(day - 1) % cities.count], to: cities[day % cities.count], miles: 120, mode: .drive)
                made.append(Item(id: "t\(day)", day: day, sortOrder: -1, kind: .travel(travel)))
            } else {
                made.append(
                    Item(
                        id: "n\(made.count)", day: day, sortOrder: Double(slot) + 0.5,
                        kind: .custom(Custom(title: "Note \(made.count) of day \(day)", note: "generated"))))
            }
            slot += 1
            if slot == itemsPerDay && day < days {
                slot = 0
                day += 1
            }
        }
        trip.games = games
        trip.items = made
        return Library(trips: [trip])
    }

    /// The same trip with a stay for every night: each day's second note becomes a night in
    /// that day's city, after its game (so every night is checked, and none warns).
    static func withStays(_ library: Library) -> Library {
        var library = library
        for i in library.trips[0].items.indices {
            let item = library.trips[0].items[i]
            guard item.custom != nil, item.sortOrder == 1.5 else { continue }
            let city = cities[item.day % cities.count]
            library.trips[0].items[i].kind = .stay(
                Stay(name: "Inn \(item.day)", city: city, confirmation: "C\(item.day)"))
        }
        return library
    }

    /// The same trip with three travellers, a third of its games and items theirs alone (one
    /// or two of them each): each traveller's walk is checked on its own (docs/travellers.md).
    static func withWho(_ library: Library) -> Library {
        var library = library
        let travellers = ["Alice", "Bob", "Carol"]
        let whos = [["Alice"], ["Bob", "Carol"], ["Carol"], ["Alice", "Bob"]]
        library.trips[0].travellers = travellers
        for i in library.trips[0].games.indices where i % 3 == 0 {
            library.trips[0].games[i].who = whos[(i / 3) % whos.count]
        }
        for i in library.trips[0].items.indices where i % 3 == 0 {
            library.trips[0].items[i].who = whos[(i / 3) % whos.count]
        }
        return library
    }

    /// The leg to drag in every benchmark: a third of the way in, so that sixty steps down
    /// stay inside the trip.
    static func middleLeg(of library: Library) -> Item {
        let trip = library.trips[0]
        return trip.item("t\(max(trip.days / 3, 2))")!
    }

    /// The document on one line: every line break and the indentation after it removed.
    static func oneLine(_ text: String) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count)
        var skippingIndent = false
        for byte in text.utf8 {
            if byte == 0x0A {
                skippingIndent = true
                continue
            }
            if skippingIndent && byte == 0x20 { continue }
            skippingIndent = false
            out.append(byte)
        }
        return out
    }
}

/// A library of many small trips, for the trips list: each a few days with a game a day,
/// a leg and a note, its name of a length that varies as real names do.
enum GeneratedTrips {
    static func library(trips count: Int) -> Library {
        let cities = GeneratedTrip.cities
        var trips: [Trip] = []
        trips.reserveCapacity(count)
        for i in 0..<count {
            let start = CalendarDate(iso: "2026-04-01")!.adding(days: i % 300)
            let name =
                "Trip \(i + 1) " + String(repeating: "to the ballparks ", count: i % 3) + cities[i % cities.count]
            var trip = Trip(id: "trip\(i)", name: name, order: Double(i + 1), start: start, days: 3)
            trip.games = (1...3).map { day in
                Game(
                    id: "g\(i)-\(day)", day: day, time: TimeOfDay(text: "19:05")!, away: "Visitors", home: "Home",
                    venue: "\(cities[(i + day) % cities.count]) Park", city: cities[(i + day) % cities.count])
            }
            let travel = Travel(
                from: cities[(i + 1) % cities.count], to: cities[(i + 2) % cities.count], miles: 120, mode: .drive)
            trip.items = [
                Item(id: "t\(i)", day: 2, sortOrder: -1, kind: .travel(travel)),
                Item(id: "n\(i)", day: 3, sortOrder: 0.5, kind: .custom(Custom(title: "Note \(i)", note: "generated"))),
            ]
            trips.append(trip)
        }
        return Library(trips: trips)
    }
}
