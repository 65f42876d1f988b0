import Foundation
import Testing

@testable import ItineraryCore

/// A trip's `travellers` and an entry's `cost` in the file: read alike by both decoders,
/// written back where they were, and every wrong value refused at its path.
@Suite struct CostFileTests {
    static func file(travellers: String = #"["Alice", "Bob"]"#, cost: String) -> String {
        """
        {"format": "itin/1", "trips": [{"id": "x", "name": "X", "order": 1, "start": "2026-06-12", "days": 2,
          "games": [{"id": "g", "day": 1, "time": "19:10", "away": "A", "home": "B", "venue": "V", "city": "C",
                     "cost": {"amount": 84.5, "currency": "USD", "paidBy": "Alice", "split": ["Alice", "Bob"]}}],
          "items": [{"id": "n", "kind": "custom", "day": 2, "sortOrder": 0, "title": "T",
                     "cost": \(cost)}],
          "travellers": \(travellers)}]}
        """
    }

    @Test(arguments: FileDecoder.allCases)
    func costsAndTravellersAreRead(_ decoder: FileDecoder) throws {
        let text = Self.file(
            cost: #"{"currency": "JPY", "amount": 1200, "split": {"Bob": 2, "Alice": 1.5}, "x-receipt": "r1"}"#)
        let t = try #require(try decoder.decode(Array(text.utf8)).trips.first)
        #expect(t.travellers == ["Alice", "Bob"])
        #expect(
            t.games[0].cost == Cost(hundredths: 8450, currency: .usd, paidBy: "Alice", split: .equal(["Alice", "Bob"])))
        let c = try #require(t.items[0].cost)
        #expect(c.hundredths == 120_000 && c.currency == Currency("JPY") && c.paidBy == nil)
        #expect(
            c.split
                == .weighted([
                    Split.Weight(name: "Bob", millionths: 2_000_000),
                    Split.Weight(name: "Alice", millionths: 1_500_000),
                ]))
        #expect(c.unknown.members.map(\.key) == ["x-receipt"])
    }

    @Test func savingKeepsTheCostsKeysWhereTheFileHadThem() throws {
        let text = Self.file(
            cost: #"{"currency": "JPY", "amount": 1200, "x-receipt": "r1", "split": {"Bob": 2, "Alice": 1.5}}"#)
        let library = try LibraryDecoder.decode(Array(text.utf8))
        let saved = LibraryEncoder.encode(library)
        #expect(
            saved.contains(
                #""currency": "JPY",\#n            "amount": 1200,\#n            "x-receipt": "r1",\#n            "split": {\#n              "Bob": 2,\#n              "Alice": 1.5"#
            ), "\(saved)")
        #expect(try LibraryDecoder.decode(Array(saved.utf8)) == library)
        // A trip's keys keep their place too: travellers after items, as the file had them.
        let keys = FileKeysTests.keys(LibraryEncoder.value(library.trips[0]))
        #expect(keys == ["id", "name", "order", "start", "days", "games", "items", "travellers"])
    }

    static let refusals: [(cost: String, travellers: String, path: String, message: String)] = [
        (#"{"amount": -1}"#, "[]", "cost.amount", "must not be negative (got -1)"),
        (#"{"amount": 1.005}"#, "[]", "cost.amount", "must have at most two decimals (got 1.005)"),
        (#"{"amount": 1e400}"#, "[]", "cost.amount", "must be at most 1000000000 (got 1e400)"),
        (#"{"amount": "5"}"#, "[]", "cost.amount", "must be a number"),
        (
            #"{"amount": 84.5, "currency": "JPY"}"#, "[]", "cost.amount",
            "must be a whole number: JPY has no minor unit (got 84.5)"
        ),
        (
            #"{"amount": 5, "currency": "usd"}"#, "[]", "cost.currency",
            #"must be an ISO 4217 currency code such as USD or EUR (got "usd")"#
        ),
        (
            #"{"amount": 5, "currency": "XYZ"}"#, "[]", "cost.currency",
            #"must be an ISO 4217 currency code such as USD or EUR (got "XYZ")"#
        ),
        (
            #"{"amount": 5, "paidBy": "Carol"}"#, #"["Alice", "Bob"]"#, "cost.paidBy",
            #""Carol" is not one of the trip's travellers (they are Alice, Bob)"#
        ),
        (
            #"{"amount": 5, "paidBy": "Alice"}"#, "[]", "cost.paidBy",
            #""Alice" is not one of the trip's travellers (the trip names none)"#
        ),
        (
            #"{"amount": 5, "split": ["Bob", "Carol"]}"#, #"["Alice", "Bob"]"#, "cost.split[1]",
            #""Carol" is not one of the trip's travellers (they are Alice, Bob)"#
        ),
        (
            #"{"amount": 5, "split": {"Bob": 1, "Carol": 1}}"#, #"["Alice", "Bob"]"#, "cost.split.Carol",
            #""Carol" is not one of the trip's travellers (they are Alice, Bob)"#
        ),
        (#"{"amount": 5, "split": {"Bob": 0}}"#, #"["Alice", "Bob"]"#, "cost.split.Bob", "must be more than 0 (got 0)"),
        (
            #"{"amount": 5, "split": {"Bob": -2}}"#, #"["Alice", "Bob"]"#, "cost.split.Bob",
            "must be more than 0 (got -2)"
        ),
        (#"{"amount": 5, "split": []}"#, #"["Alice", "Bob"]"#, "cost.split", "must name at least one traveller"),
        (#"{"amount": 5, "split": ["Bob", "Bob"]}"#, #"["Alice", "Bob"]"#, "cost.split[1]", #""Bob" is named twice"#),
        (#"{"amount": 5}"#, #"["Alice", "Alice"]"#, "travellers[1]", #""Alice" is listed twice"#),
        (#"{"amount": 5}"#, #"["Alice", " "]"#, "travellers[1]", "must not be empty"),
        (#"{"amount": 5}"#, #""Alice""#, "travellers", "must be an array of names"),
        (#"{"currency": "USD"}"#, "[]", "cost", #"missing "amount""#),
        ("5", "[]", "cost", "must be an object"),
    ]

    /// Each wrong value is refused by both decoders, and said at its path. (The game's cost,
    /// paid by Alice, stands only while she travels: the refusals that drop her say so first.)
    @Test(arguments: refusals.indices)
    func wrongValuesAreRefusedAtTheirPath(_ index: Int) throws {
        let r = Self.refusals[index]
        var text = Self.file(travellers: r.travellers, cost: r.cost)
        if !r.travellers.contains("Alice") || r.travellers.contains(#""Alice", "Alice""#) || r.travellers.contains(" ")
        {
            text = text.replacingOccurrences(of: #""paidBy": "Alice", "split": ["Alice", "Bob"]"#, with: #""x": 0"#)
        }
        let bytes = Array(text.utf8)
        #expect(bytes.withUnsafeBufferPointer { try? FastDecoder.decode($0) } == nil)
        do {
            _ = try LibraryDecoder.decode(bytes)
            Issue.record("accepted: \(r.cost)")
        } catch {
            let prefix = r.path.hasPrefix("travellers") ? "trips[0]." : "trips[0].items[0]."
            #expect(error.path == prefix + r.path)
            #expect(error.message == r.message)
            #expect(error.position != nil)
        }
    }
}
