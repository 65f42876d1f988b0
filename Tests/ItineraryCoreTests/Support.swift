import ItineraryCore
import Testing

// A tiny builder so each test reads like the rule it checks.

/// A game in `city` on `day` at `time` (`TBD`: not set yet); the teams default to names
/// derived from the id.
func game(
    _ id: String, day: Int, at time: String = "19:00", in city: String,
    away: String? = nil, home: String? = nil, venue: String? = nil
) -> Game {
    Game(
        id: id, day: day, time: time == "TBD" ? nil : TimeOfDay(text: time)!, away: away ?? "Visitors \(id)",
        home: home ?? "\(city) Nine", venue: venue ?? "\(city) Park", city: city)
}

/// A travel leg.
func leg(
    _ id: String, day: Int, _ sortOrder: Double, from: String, to: String,
    miles: Double? = nil, mode: Travel.Mode? = nil
) -> Item {
    Item(id: id, day: day, sortOrder: sortOrder, kind: .travel(Travel(from: from, to: to, miles: miles, mode: mode)))
}

/// A custom note.
func note(_ id: String, day: Int, _ sortOrder: Double, _ title: String? = nil, note: String? = nil) -> Item {
    Item(id: id, day: day, sortOrder: sortOrder, kind: .custom(Custom(title: title ?? "Note \(id)", note: note)))
}

/// A stay: where the traveller sleeps from the night of `day`.
func stay(
    _ id: String, day: Int, _ sortOrder: Double, _ name: String, in city: String, nights: Int? = nil,
    confirmation: String? = nil
) -> Item {
    Item(
        id: id, day: day, sortOrder: sortOrder,
        kind: .stay(Stay(name: name, city: city, nights: nights, confirmation: confirmation)))
}

func trip(
    _ id: String = "t", days: Int, start: String = "2026-06-12", order: Double = 1,
    name: String? = nil, games: [Game] = [], items: [Item] = []
) -> Trip {
    Trip(
        id: id, name: name ?? "Trip \(id)", order: order, start: CalendarDate(iso: start)!,
        days: days, games: games, items: items)
}

/// The rows of a trip as words: `D1` for a header, the id for a game or item.
func rowIDs(_ trip: Trip) -> [String] { rowIDs(TripLayout(trip)) }

func rowIDs(_ layout: TripLayout) -> [String] {
    layout.rows.map { row in
        switch row {
        case .header(let day): return "D\(day)"
        case .entry(let e): return e.id
        }
    }
}

/// The ids of one day's entries in display order.
func dayIDs(_ trip: Trip, _ day: Int) -> [String] {
    TripLayout(trip).day(day).entries.map(\.id)
}

func session(_ itemID: String, _ trip: Trip) throws -> DragSession {
    try #require(DragSession(grabbing: itemID, in: TripLayout(trip)))
}

extension DragSession {
    var allowedSlots: [Int] { verdicts.indices.filter { verdicts[$0].isAllowed } }

    /// Every slot's verdict, day by day: `✓` allowed, `✗` forbidden, days separated by `|`.
    var verdictMap: String {
        var text = ""
        for s in 0..<slotCount {
            if s > 0, position(ofSlot: s).index == 0 { text += "|" }
            text += verdicts[s].isAllowed ? "✓" : "✗"
        }
        return text
    }

    /// What is on screen while the lifted item sits at `slot`, as ids (`D1` for headers).
    func screenIDs(at slot: Int) -> [String] {
        var copy = self
        copy.move(toSlot: slot)
        return (0..<layout.rows.count).map { y in
            switch copy.displayRow(y) {
            case .lifted: return item.id
            case .row(let r):
                switch layout.rows[r] {
                case .header(let day): return "D\(day)"
                case .entry(let e): return e.id
                }
            }
        }
    }
}

/// Applies an edit to a one-trip library and returns the trip.
func applying(_ edit: Edit, to trip: Trip) throws -> Trip {
    try #require(try Library(trips: [trip]).applying(edit).trip(trip.id))
}

/// Drops `itemID` at `slot` and returns the trip after the edit; fails when the drop does not move it.
func dropped(_ itemID: String, in trip: Trip, at slot: Int) throws -> Trip {
    let s = try session(itemID, trip)
    guard case .moved(let edit) = s.drop(at: slot) else {
        Issue.record("dropping \(itemID) at slot \(slot) did not move it: \(s.drop(at: slot))")
        return trip
    }
    return try applying(edit, to: trip)
}

/// Drops `itemID` at position `index` of `day` (counted without the item itself).
func dropped(_ itemID: String, in trip: Trip, day: Int, index: Int) throws -> Trip {
    let s = try session(itemID, trip)
    return try dropped(itemID, in: trip, at: try #require(s.slot(day: day, index: index)))
}

/// The problems of a trip, by item id, in words.
func problems(_ trip: Trip) -> [String: String] {
    Dictionary(uniqueKeysWithValues: TripCheck(TripLayout(trip)).problems.map { ($0.itemID, $0.reason.description) })
}

/// A deterministic generator for the property tests: the seed alone rebuilds the case.
struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// A random trip of a few days, games in a handful of cities and a mix of legs and notes,
/// with sortOrders that often collide (the interesting cases).
func randomTrip(seed: UInt64, id: String = "t") -> Trip {
    var rng = SplitMix(seed: seed)
    let cities = ["Boston", "New York", "Philadelphia", "Baltimore"]
    let days = Int.random(in: 1...5, using: &rng)
    let times = ["12:05", "13:10", "19:05", "19:10"]
    let games = (0..<Int.random(in: 0...7, using: &rng)).map { i in
        game(
            "\(id)g\(i)", day: Int.random(in: 1...days, using: &rng), at: times.randomElement(using: &rng)!,
            in: cities.randomElement(using: &rng)!)
    }
    let keys: [Double] = [-2, -1, -0.5, 0, 0.5, 1, 1.5, 2, 3]
    let items = (0..<Int.random(in: 1...7, using: &rng)).map { i -> Item in
        let day = Int.random(in: 1...days, using: &rng)
        let key = Bool.random(using: &rng) ? keys.randomElement(using: &rng)! : Double.random(in: -3...4, using: &rng)
        if Bool.random(using: &rng) {
            var places = cities + ["Chicago"]
            let from = places.remove(at: Int.random(in: 0..<places.count, using: &rng))
            return leg("\(id)i\(i)", day: day, key, from: from, to: places.randomElement(using: &rng)!)
        }
        return note("\(id)i\(i)", day: day, key)
    }
    return trip(
        id, days: days, start: "2026-06-\(10 + Int.random(in: 0...9, using: &rng))",
        order: Double(Int.random(in: 0...3, using: &rng)), games: games, items: items)
}

/// Line and column (1-based, in characters) of the first occurrence of `needle` in `text`.
func lineAndColumn(of needle: String, in text: String) -> (line: Int, column: Int)? {
    guard let range = text.range(of: needle) else { return nil }
    let before = text[..<range.lowerBound]
    let line = before.filter { $0 == "\n" }.count + 1
    let lineStart = before.lastIndex(of: "\n").map { before.index(after: $0) } ?? before.startIndex
    return (line, before[lineStart...].unicodeScalars.count + 1)
}

/// The session's slot arithmetic under the names these tests were written with.
extension DragSession {
    var verdicts: [Verdict] { (0..<slotCount).map { slots.verdict(atSlot: $0) } }
    func slot(atRow row: Int) -> Int { slots.slot(atRow: row) }
    func verdict(atDisplayRow y: Int) -> Verdict? { slots.verdict(atDisplayRow: y) }
    func displayRow(_ y: Int) -> ReorderSlots.DisplayRow { slots.displayRow(y) }
}

/// An export in a text format (ics, csv, md), as its text.
func exportedText(
    _ trips: [Trip], as format: ExportFormat, stamp: Int64, zones: ZoneDatabase = .system,
    currency: Currency = .usd, private: Bool = false
) throws -> String {
    guard
        case .text(let text) = try Export.document(
            trips, as: format, stamp: stamp, zones: zones, currency: currency,
            private: `private`)
    else {
        Issue.record("\(format) is not a text")
        return ""
    }
    return text
}

/// `library` as itin writes it, read back; nil when that is refused. For a property check,
/// which must `#require` it: an error thrown out of one goes unrecorded.
func readBack(_ library: Library) -> Library? {
    try? LibraryDecoder.decode(Array(LibraryEncoder.encode(library).utf8))
}
