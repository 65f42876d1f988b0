import Testing

@testable import ItineraryCore

/// The file's keys are listed once (`FileKeys`): a save of values made in code writes every
/// known key in that order, and the decoders know exactly those keys.
@Suite struct FileKeysTests {
    static func keys(_ value: JSONValue) -> [String] {
        guard case .object(let object) = value else { return [] }
        return object.members.map(\.key)
    }

    @Test func aNewValueIsWrittenInTheListsOrder() {
        let cost = Cost(hundredths: 1, currency: .usd, paidBy: "P", split: .equal(["P"]))
        #expect(Self.keys(LibraryEncoder.value(cost)) == FileKeys.cost)
        var game = Game(
            id: "g", day: 1, time: TimeOfDay(text: "19:10")!, away: "A", home: "B", venue: "V", city: "C",
            tz: "America/New_York", uid: "u", place: "C, US", cost: cost, who: ["P"])
        // A game has `time` or `tbd`, never both.
        #expect(Self.keys(LibraryEncoder.value(game)) == FileKeys.game.filter { $0 != "tbd" })
        game.time = nil
        #expect(Self.keys(LibraryEncoder.value(game)) == FileKeys.game.filter { $0 != "time" })
        let leg = Item(
            id: "t", day: 1, sortOrder: 0, kind: .travel(Travel(from: "A", to: "B", miles: 1, mode: .fly)), cost: cost,
            who: ["P"])
        #expect(Self.keys(LibraryEncoder.value(leg)) == FileKeys.travel)
        let note = Item(
            id: "n", day: 1, sortOrder: 0, kind: .custom(Custom(title: "T", note: "N")), cost: cost, who: ["P"])
        #expect(Self.keys(LibraryEncoder.value(note)) == FileKeys.custom)
        let stay = Item(
            id: "s", day: 1, sortOrder: 0,
            kind: .stay(
                Stay(
                    name: "H", city: "C", nights: 2, address: "A", confirmation: "K",
                    checkIn: TimeOfDay(text: "15:00"), checkOut: TimeOfDay(text: "11:00"))), cost: cost, who: ["P"])
        #expect(Self.keys(LibraryEncoder.value(stay)) == FileKeys.stay)
        let trip = Trip(
            id: "x", name: "X", order: 1, start: CalendarDate(iso: "2026-06-12")!, days: 1, travellers: ["P"])
        #expect(Self.keys(LibraryEncoder.value(trip)) == FileKeys.trip)
    }

    /// Both decoders keep a key the list does not name, and none that it names, as unknown.
    @Test(arguments: [FileDecoder.fast, .explaining])
    func theDecodersKnowTheListsKeys(_ decoder: FileDecoder) throws {
        let text = """
            {"format": "itin/1", "trips": [{"id": "x", "name": "X", "order": 1, "start": "2026-06-12", "days": 1, "x-t": 1,
              "travellers": ["P"],
              "games": [{"id": "g", "day": 1, "time": "19:10", "away": "A", "home": "B", "venue": "V", "city": "C",
                         "tz": "America/New_York", "uid": "u", "x-g": 1, "cost": {"amount": 1}, "place": "C, US",
                         "who": ["P"]},
                        {"id": "h", "day": 1, "tbd": true, "away": "A", "home": "B", "venue": "V", "city": "C"}],
              "items": [{"id": "t", "kind": "travel", "day": 1, "sortOrder": 0, "from": "A", "to": "B", "miles": 1,
                         "mode": "fly", "x-i": 1, "cost": {"amount": 1}, "who": ["P"]},
                        {"id": "n", "kind": "custom", "day": 1, "sortOrder": 1, "title": "T", "note": "N", "x-n": 1,
                         "cost": {"amount": 1, "x-c": 1}},
                        {"id": "s", "kind": "stay", "day": 1, "sortOrder": 2, "name": "H", "city": "C", "nights": 2,
                         "address": "A", "confirmation": "K", "checkIn": "15:00", "checkOut": "11:00", "x-s": 1,
                         "title": "kept"}]}]}
            """
        let trip = try #require(try decoder.decode(Array(text.utf8)).trips.first)
        #expect(trip.unknown.members.map(\.key) == ["x-t"])
        #expect(trip.games.map { $0.unknown.members.map(\.key) } == [["x-g"], []])
        #expect(
            trip.games.map(\.place) == ["C, US", nil] && trip.games.map(\.time) == [TimeOfDay(text: "19:10"), nil])
        #expect(trip.items.map { $0.unknown.members.map(\.key) } == [["x-i"], ["x-n"], ["x-s", "title"]])
        #expect(trip.items.map { $0.cost?.unknown.members.map(\.key) } == [[], ["x-c"], nil])
        #expect(trip.games.map(\.who) == [["P"], nil] && trip.items.map(\.who) == [["P"], nil, nil])
        #expect(
            trip.items[2].stay
                == Stay(
                    name: "H", city: "C", nights: 2, address: "A", confirmation: "K",
                    checkIn: TimeOfDay(text: "15:00"), checkOut: TimeOfDay(text: "11:00")))
    }
}

enum FileDecoder: CaseIterable, Sendable {
    case fast, explaining

    func decode(_ bytes: [UInt8]) throws -> Library {
        switch self {
        case .fast:
            return try bytes.withUnsafeBufferPointer { buffer throws(FormatError) in try FastDecoder.decode(buffer) }
        case .explaining: return try LibraryDecoder.explaining(bytes)
        }
    }
}
