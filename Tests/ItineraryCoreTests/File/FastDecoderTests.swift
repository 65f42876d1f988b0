import PropertyBased
import Testing

@testable import ItineraryCore

#if canImport(Glibc)
    import Glibc
#endif

/// `FastDecoder` reads valid files; `LibraryDecoder.explaining` reads again any file it refuses,
/// to say why. So the two must accept exactly the same files and give the same library, with
/// the same unknown members and key orders. Checked here on valid files written in many ways
/// and on files broken one or a few members at a time.
@Suite struct FastDecoderTests {
    @Test func validFilesGiveTheSameLibraryAndKeyOrders() async {
        await checkProperty(count: 200, input: Gen.uint64()) { seed in
            var rng = SplitMix(seed: seed)
            var value = LibraryEncoder.value(randomLibraryWithCosts(seed: seed))
            if Bool.random(using: &rng) { value = shuffledKeys(value, using: &rng) }
            let bytes = written(value, using: &rng)
            let fast = try #require(
                bytes.withUnsafeBufferPointer { try? FastDecoder.decode($0) }, "refused a valid file")
            let exact = try LibraryDecoder.explaining(bytes)
            #expect(fast == exact)
            #expect(keyOrders(fast) == keyOrders(exact))
        }
    }

    @Test func brokenFilesAreRefusedByBothOrAcceptedByBothAlike() {
        var refused = 0
        var accepted = 0
        var aheadsTaken = 0
        for seed in UInt64(0)..<4000 {
            var rng = SplitMix(seed: seed)
            var value = LibraryEncoder.value(
                seed % 3 == 0 ? MalformedFileTests.valid : randomLibraryWithCosts(seed: seed))
            if Bool.random(using: &rng) { value = shuffledKeys(value, using: &rng) }
            for _ in 0...Int.random(in: 0...2, using: &rng) { mutate(&value, using: &rng) }
            let bytes = written(value, using: &rng)
            let fast = bytes.withUnsafeBufferPointer { try? FastDecoder.decode($0) }
            let exact = try? LibraryDecoder.explaining(bytes)
            // Read ahead from every trip's items, as a large file is: the same verdict.
            let ahead = bytes.withUnsafeBufferPointer { try? FastDecoder.decodeCounting($0, aheadFrom: 0) }
            #expect(
                ahead?.library == fast && ahead.map { keyOrders($0.library) } == fast.map(keyOrders), "seed \(seed)")
            aheadsTaken += ahead?.aheadsTaken ?? 0
            #expect(
                (fast == nil) == (exact == nil),
                "seed \(seed): fast \(fast == nil ? "refused" : "accepted") \(String(decoding: bytes, as: UTF8.self))")
            if let fast, let exact {
                #expect(fast == exact, "seed \(seed)")
                #expect(keyOrders(fast) == keyOrders(exact), "seed \(seed)")
                accepted += 1
            } else {
                refused += 1
            }
        }
        #expect(refused > 500 && accepted > 500, "\(refused) refused, \(accepted) accepted")
        #expect(aheadsTaken > 100, "\(aheadsTaken) reads ahead taken")
    }

    @Test func everySingleChangeToAValidFileIsJudgedAlike() {
        // Each key of each kind of object set to each value on the edges of the rules, or
        // removed: a check the fast decoder lacks shows here.
        // The first trip has travellers, so a cost's names can be right or wrong, and its game
        // a cost whose keys and weights change too.
        var valid = MalformedFileTests.valid
        valid.trips[0].travellers = ["Alice", "Bob"]
        valid.trips[0].games[0].cost = Cost(
            hundredths: 8450, currency: .usd, paidBy: "Alice",
            split: .weighted([Split.Weight(name: "Alice", millionths: 2_000_000)]))
        let base = LibraryEncoder.value(valid)
        let objects: [[MalformedFileTests.Step]] = [
            [], MalformedFileTests.trip0, MalformedFileTests.game0,
            MalformedFileTests.game0 + ["cost"], MalformedFileTests.game0 + ["cost", "split"],
            MalformedFileTests.leg0, MalformedFileTests.note1,
            MalformedFileTests.stay2,
        ]
        var rng = SplitMix(seed: 7)
        var refused = 0
        var cases = 0
        for object in objects {
            for key in allKeys {
                for value in (edges[key] ?? []) + [nil, .null, .string(""), .number("1")] as [JSONValue?] {
                    var changed = base
                    MalformedFileTests.Case.change(&changed, (object + [.key(key)])[...], to: value)
                    let bytes = written(changed, using: &rng)
                    let fast = bytes.withUnsafeBufferPointer { try? FastDecoder.decode($0) }
                    let exact = try? LibraryDecoder.explaining(bytes)
                    #expect((fast == nil) == (exact == nil), "\(object) \(key) = \(String(describing: value))")
                    if let fast, let exact { #expect(fast == exact && keyOrders(fast) == keyOrders(exact)) }
                    if exact == nil { refused += 1 }
                    cases += 1
                }
            }
        }
        #expect(refused > cases / 8 && refused < cases / 2, "\(refused) of \(cases) refused")
    }

    @Test func mutatedBytesAreRefusedByBothOrAcceptedByBothAlike() {
        var m = HostileFileTests.Mutator(seed: 13)
        for _ in 0..<2000 {
            let bytes = m.mutate(HostileFileTests.demo)
            let fast = bytes.withUnsafeBufferPointer { try? FastDecoder.decode($0) }
            let ahead = bytes.withUnsafeBufferPointer { try? FastDecoder.decodeCounting($0, aheadFrom: 0) }
            #expect(ahead?.library == fast && ahead.map { keyOrders($0.library) } == fast.map(keyOrders))
            let exact = try? LibraryDecoder.explaining(bytes)
            #expect((fast == nil) == (exact == nil))
            if let fast, let exact { #expect(fast == exact && keyOrders(fast) == keyOrders(exact)) }
        }
    }

    @Test func numbersReadFromTheirBytesAreTheNumbersTheirTextGives() async {
        await checkProperty(count: 2000, input: Gen.uint64()) { seed in
            var rng = SplitMix(seed: seed)
            let text = randomNumberText(using: &rng)
            let bytes = Array(text.utf8)
            let read: Double? = bytes.withUnsafeBufferPointer { buffer in
                var p = JSONParser(bytes: buffer)
                guard let range = try? p.scanNumber(), range == 0..<bytes.count else { return nil }
                return p.number(in: range)
            }
            // As `JSONReader.number` reads the text: whole numbers by `Int`, the rest by strtod.
            let expected: Double? =
                if let whole = Int(text), abs(whole) < 1 << 53 {
                    Double(whole)
                } else if let d = Double(text), d.isFinite {
                    d
                } else {
                    nil
                }
            #expect(read?.bitPattern == expected?.bitPattern, "\(text)")
        }
    }

    @Test func aFileLoadedWithoutKeepingItsBytesIsTheLibraryLoadGives() throws {
        let folder = try scratchFolder()
        defer { removeFolder(folder) }
        // Large enough that pages are let go of as it is decoded.
        let library = Library(trips: [
            trip(
                days: 40,
                items: (1...30_000).map { n in
                    note("n\(n)", day: n % 40 + 1, Double(n) / 4, "Note \(n) — café", note: n % 3 == 0 ? "x" : nil)
                })
        ])
        for text in [
            LibraryEncoder.encode(library),
            String(decoding: OneLineFileTests.oneLine(LibraryEncoder.encode(library)), as: UTF8.self),
        ] {
            let path = folder + "/trips.json"
            try writeText(text, to: path)
            let loaded = try LibraryFile.loadFingerprinted(path)
            let (expected, bytes) = try LibraryFile.load(path)
            #expect(loaded.library == expected)
            #expect(loaded.content == Fingerprint(bytes))
        }
    }

    @Test func aFileTheDecoderRefusesFailsAsLoadFails() throws {
        let folder = try scratchFolder()
        defer { removeFolder(folder) }
        let path = folder + "/trips.json"
        var text = LibraryEncoder.encode(MalformedFileTests.valid)
        text = text.replacingFirst("\"day\": 2", with: "\"day\": 9")
        try writeText(text, to: path)
        let loadError = try #require(throws: LibraryFile.LoadError.self) { try LibraryFile.load(path) }
        let error = try #require(throws: LibraryFile.LoadError.self) { try LibraryFile.loadFingerprinted(path) }
        #expect(error == loadError)
        #expect(error.description.contains("trips[0].items[0].day"))
        #expect(throws: LibraryFile.LoadError.file(.missing(path: folder + "/none.json"))) {
            try LibraryFile.loadFingerprinted(folder + "/none.json")
        }
        let empty = folder + "/empty.json"
        try writeText("", to: empty)
        #expect(throws: LibraryFile.LoadError.self) { try LibraryFile.loadFingerprinted(empty) }
    }

    @Test func itemsGatheredInBlocksKeepTheirOrder() {
        for count in [0, 1, 16, 17, 4095, 4096, 4097, 20_000] {
            var gathered = Gathered<Int>()
            for i in 0..<count { gathered.append(i) }
            let all = gathered.array()
            #expect(all == Array(0..<count))
            #expect(all.capacity < count + 16)
            #expect(gathered.array().isEmpty)
        }
    }

    /// Told how many may come, the elements go into one array of that capacity, in order;
    /// one left more than half empty is copied into one of its count.
    @Test func itemsGatheredIntoOneArrayKeepTheirOrder() {
        for (count, told, at) in [
            (20_000, 30_000, 256), (20_000, 30_000, 0), (20_000, 30_000, 19_999), (20_000, 10_000, 256),
            (5_000, 100_000, 256), (9_000, 4_000, 256),
        ] {
            var gathered = Gathered<Int>()
            for i in 0..<count {
                if i == at { gathered.expect(told) }
                gathered.append(i)
            }
            let all = gathered.array()
            #expect(all == Array(0..<count), "\(count), told \(told) at \(at)")
            if told > 4096, told <= 2 * count {
                #expect(all.capacity >= min(told, count) && all.capacity >= count, "\(all.capacity)")
                #expect(all.capacity >= told || count > told, "not the array made room in: \(all.capacity)")
            } else {
                #expect(all.capacity < count + 16, "\(count), told \(told): \(all.capacity)")
            }
            #expect(gathered.array().isEmpty)
        }
    }

    /// However many are told, room is made for a million at most.
    @Test func theRoomMadeForGatheredElementsIsBounded() {
        var gathered = Gathered<Int>()
        gathered.expect(100_000_000)
        for i in 0..<600_000 { gathered.append(i) }
        let all = gathered.array()
        #expect(all.count == 600_000 && all.last == 599_999)
        #expect(all.capacity >= 1 << 20 && all.capacity < 2 << 20, "\(all.capacity)")
    }

    @Test func gatheredElementsAreReleasedOnceWhetherJoinedOrNot() {
        final class Counted {
            nonisolated(unsafe) static var alive = 0
            init() { Counted.alive += 1 }
            deinit { Counted.alive -= 1 }
        }
        do {
            var gathered = Gathered<Counted>()
            for _ in 0..<9_000 { gathered.append(Counted()) }
            #expect(Counted.alive == 9_000)
        }
        #expect(Counted.alive == 0, "dropped without being joined")
        do {
            var gathered = Gathered<Counted>()
            for _ in 0..<9_000 { gathered.append(Counted()) }
            let all = gathered.array()
            #expect(Counted.alive == 9_000 && all.count == 9_000)
        }
        #expect(Counted.alive == 0, "joined")
        for told in [12_000, 50_000] {  // kept, or copied to its count
            do {
                var gathered = Gathered<Counted>()
                for i in 0..<9_000 {
                    if i == 300 { gathered.expect(told) }
                    gathered.append(Counted())
                }
                #expect(Counted.alive == 9_000)
                if told == 50_000 {
                    let all = gathered.array()
                    #expect(Counted.alive == 9_000 && all.count == 9_000)
                }
            }
            #expect(Counted.alive == 0, "told \(told)")
        }
    }
}

// MARK: - Writing and breaking files

/// Every key order in a library: the library's, then each trip's, game's and item's, and
/// each cost's.
func keyOrders(_ library: Library) -> [[String]] {
    var all = [library.keyOrder.keys]
    for t in library.trips {
        all.append(t.keyOrder.keys)
        all += t.games.map(\.keyOrder.keys)
        all += t.items.map(\.keyOrder.keys)
        all += t.games.compactMap(\.cost?.keyOrder.keys)
        all += t.items.compactMap(\.cost?.keyOrder.keys)
    }
    return all
}

/// A random library whose trips have travellers (some none) and costs on some of their games
/// and items, some of them with members no version-1 reader knows.
private func randomLibraryWithCosts(seed: UInt64) -> Library {
    var library = randomLibrary(seed: seed)
    var rng = SplitMix(seed: seed ^ 0x38)
    for t in library.trips.indices {
        let names = Array(["Alice", "Bob", "Zoë", "Ann Marie"].prefix(Int.random(in: 0...4, using: &rng)))
        library.trips[t].travellers = names
        func withCost(_ cost: inout Cost?, using rng: inout SplitMix) {
            guard Bool.random(using: &rng) else { return }
            cost = randomCost(among: names, using: &rng)
            if Int.random(in: 0...3, using: &rng) == 0 { cost?.unknown = randomUnknown(depth: 1, using: &rng) }
        }
        for g in library.trips[t].games.indices {
            withCost(&library.trips[t].games[g].cost, using: &rng)
            // Some games' times not set yet, some with the place they resolved to.
            if Int.random(in: 0...3, using: &rng) == 0 { library.trips[t].games[g].time = nil }
            if Int.random(in: 0...3, using: &rng) == 0 { library.trips[t].games[g].place = "Place \(g)" }
        }
        for i in library.trips[t].items.indices { withCost(&library.trips[t].items[i].cost, using: &rng) }
        // Some entries for some of the travellers (docs/travellers.md), in any order.
        func randomWho(using rng: inout SplitMix) -> [String]? {
            guard !names.isEmpty, Int.random(in: 0...2, using: &rng) == 0 else { return nil }
            return Array(names.shuffled(using: &rng).prefix(Int.random(in: 1...names.count, using: &rng)))
        }
        for g in library.trips[t].games.indices { library.trips[t].games[g].who = randomWho(using: &rng) }
        for i in library.trips[t].items.indices { library.trips[t].items[i].who = randomWho(using: &rng) }
    }
    return library
}

/// The value as itin writes it, on one line with random spacing, or with keys and strings
/// written in `\u` escapes.
private func written(_ value: JSONValue, using rng: inout SplitMix) -> [UInt8] {
    switch Int.random(in: 0...3, using: &rng) {
    case 0: return Array(JSONWriter.write(value).utf8)
    case 1: return OneLineFileTests.oneLine(JSONWriter.write(value))
    case 2:
        var out = ""
        writeMessy(value, into: &out, using: &rng)
        return Array(out.utf8)
    default:
        var out = ""
        writeEscaped(value, into: &out, using: &rng)
        return Array(out.utf8)
    }
}

/// JSON with some keys and strings written wholly in `\u` escapes.
private func writeEscaped(_ value: JSONValue, into out: inout String, using rng: inout SplitMix) {
    writeJSON(value, into: &out, comma: ", ", colon: ": ") { s, out in
        guard Int.random(in: 0...3, using: &rng) == 0 else {
            JSONWriter.writeString(s, into: &out)
            return
        }
        out += "\""
        for unit in s.utf16 {
            let hex = String(unit, radix: 16)
            out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        }
        out += "\""
    }
}

private let allKeys = [
    "format", "trips", "id", "name", "order", "start", "days", "games", "items", "day", "time",
    "away", "home", "venue", "city", "tz", "uid", "kind", "sortOrder", "from", "to", "miles",
    "mode", "title", "note", "x-other", "places", "travellers", "cost", "amount", "currency", "paidBy",
    "split", "Alice", "tbd", "place", "who",
]

/// Values on and around the edges of each key's rules.
private let edges: [String: [JSONValue]] = {
    let days: [JSONValue] = [
        .number("0"), .number("2"), .number("3"), .number("4"), .number("-1"), .number("1.5"),
        .number("2.0"), .number("1e0"), .number("3660"), .number("3661"), .string("2"),
        .number("1e400"), .number("-0"), .number("1e20"),
    ]
    let numbers: [JSONValue] = [
        .number("-1"), .number("0.5"), .number("-0"), .number("-0.0"), .number("1e400"),
        .number("-1e999"), .string("1"), .number("123456789012.125"), .number("12345678901234567"),
        .number("0.30000000000000004"), .number("9007199254740993"), .number("1E1"),
    ]
    let text: [JSONValue] = [
        .string("x"), .string("é"), .string("e\u{301}"), .number("5"), .bool(true), .array([]), .object([:]),
    ]
    let ids: [JSONValue] = [
        .string("t1"), .string("g1"), .string("l1"), .string("n1"), .string("t2"), .string("x"), .number("7"),
    ]
    return [
        "format": [.string("itin/1"), .string("itin/2"), .number("1")],
        "trips": [.array([]), .object([:]), .array([.number("7")]), .array([.object([:])])],
        "games": [.array([]), .object([:]), .array([.string("g")]), .array([.object([:])])],
        "items": [.array([]), .object([:]), .array([.string("i")]), .array([.object([:])])],
        "id": ids, "day": days, "days": days, "sortOrder": numbers, "order": numbers,
        "miles": [
            .number("-1"), .number("-0.5"), .number("-0.0"), .number("0"), .number("215"), .number("1e309"),
            .string("far"),
        ],
        "mode": [.string("drive"), .string("fly"), .string("train"), .string("Drive"), .string("car"), .number("5")],
        "kind": [.string("travel"), .string("custom"), .string("stay"), .string("hotel"), .number("3")],
        "nights": [
            .number("0"), .number("1"), .number("2"), .number("366"), .number("367"), .number("-1"), .number("1.5"),
            .number("2.0"), .number("1e0"), .string("3"), .number("100000"), .number("1e400"), .number("-0"),
        ],
        "checkIn": [.string("15:00"), .string("25:00"), .string("7:05"), .string("15:00:00"), .number("1500")],
        "checkOut": [.string("11:00"), .string("11:60"), .string("11"), .string(""), .null],
        // A game's time not set yet: `tbd` only as `true`, and never beside `time`.
        "tbd": [.bool(true), .bool(false), .string("true"), .number("1"), .null],
        "place": [.string("Boston, Massachusetts, US"), .string(""), .string("é"), .number("5"), .null],
        "time": [
            .string("19:05"), .string("25:00"), .string("19:60"), .string("7:05"), .string("19.05"),
            .string("19:05:00"), .number("1905"),
        ],
        "start": [
            .string("2026-06-12"), .string("2026-02-30"), .string("2026-6-12"), .string("0000-01-01"),
            .string("9999-12-31"), .string("9999-12-30"), .number("20260612"),
        ],
        "name": text, "away": text, "home": text, "venue": text, "city": text, "from": text, "to": text, "title": text,
        "note": text, "tz": text, "uid": text, "x-other": text, "address": text,
        "confirmation": text + [.string("  ")],
        // Travellers and costs (docs/costs.md): names right and wrong, amounts on the edges of
        // two decimals and of the limit, currencies known and not, weights on either side of 0.
        "travellers": [
            .array([.string("Alice"), .string("Bob")]), .array([.string("Bob")]), .array([]),
            .array([.string("Alice"), .string("Alice")]), .array([.string("")]), .array([.string(" ")]),
            .array([.number("1")]), .string("Alice"), .object([:]),
        ],
        "cost": [
            .object(["amount": .number("84.5")]), .object(["amount": .number("84.505")]),
            .object(["amount": .number("-1")]),
            .object(["amount": .number("-0")]), .object(["amount": .number("1e400")]),
            .object(["amount": .number("1000000000")]),
            .object(["amount": .number("1000000000.01")]), .object(["amount": .number("8.45e1")]),
            .object(["amount": .string("5")]),
            .object(["currency": .string("USD")]), .object(["amount": .number("1"), "currency": .string("EUR")]),
            .object(["amount": .number("1"), "currency": .string("eur")]),
            .object(["amount": .number("1.5"), "currency": .string("JPY")]),
            .object(["amount": .number("1500"), "currency": .string("JPY")]),
            .object(["amount": .number("1"), "currency": .number("1")]),
            .object(["amount": .number("1"), "paidBy": .string("Alice")]),
            .object(["amount": .number("1"), "paidBy": .string("Carol")]),
            .object(["amount": .number("1"), "paidBy": .number("1")]),
            .object(["amount": .number("1"), "split": .array([.string("Bob"), .string("Alice")])]),
            .object(["amount": .number("1"), "split": .array([.string("Bob"), .string("Bob")])]),
            .object(["amount": .number("1"), "split": .array([.string("Carol")])]),
            .object(["amount": .number("1"), "split": .array([])]),
            .object(["amount": .number("1"), "split": .object(["Alice": .number("2"), "Bob": .number("0.5")])]),
            .object(["amount": .number("1"), "split": .object(["Alice": .number("0")])]),
            .object(["amount": .number("1"), "split": .object(["Alice": .number("-1")])]),
            .object(["amount": .number("1"), "split": .object(["Alice": .number("0.0000001")])]),
            .object(["amount": .number("1"), "split": .object(["Carol": .number("1")])]),
            .object(["amount": .number("1"), "split": .object([:])]),
            .object(["amount": .number("1"), "split": .string("Alice")]),
            .object(["amount": .number("1"), "x-receipt": .string("r")]), .array([]), .number("5"),
        ],
        // Whom an entry is for (docs/travellers.md): travellers, others, none, twice, not names.
        "who": [
            .array([.string("Alice")]), .array([.string("Bob"), .string("Alice")]), .array([.string("Carol")]),
            .array([]), .array([.string("Alice"), .string("Alice")]), .array([.number("1")]), .string("Alice"),
            .null, .object([:]), .array([.string("alice")]), .array([.array([.string("Alice")])]),
        ],
        // A cost's own keys, and a weight (under the name of a traveller).
        "amount": [
            .number("84.5"), .number("84.505"), .number("-1"), .number("-0"), .number("0"), .number("1e400"),
            .number("1000000000"), .number("1000000000.01"), .number("8.45e1"), .number("0.001e3"),
            .number("1E-3"), .number("99999999999999999999999"), .string("5"),
        ],
        "currency": [.string("USD"), .string("EUR"), .string("JPY"), .string("eur"), .string("XXX"), .number("1")],
        "paidBy": [.string("Alice"), .string("Bob"), .string("Carol"), .string("alice"), .number("1")],
        "split": [
            .array([.string("Bob"), .string("Alice")]), .array([.string("Bob"), .string("Bob")]), .array([]),
            .array([.string("Carol")]), .array([.number("1")]), .object(["Bob": .number("0.5")]),
            .object(["Alice": .number("0")]), .object(["Bob": .string("1")]), .object([:]), .string("Alice"),
        ],
        "Alice": [
            .number("2"), .number("0"), .number("-0"), .number("-1"), .number("0.000001"), .number("0.0000001"),
            .number("1000000"), .number("1000000.000001"), .number("1e6"), .number("1e400"), .string("1"),
        ],
        // The file's own places (docs/travel.md): each on and around the edges of lat, lon and tz.
        "places": [
            .object([:]), .array([]), .string("x"), .object(["X": .number("1")]),
            .object(["X": .object(["lat": .number("42.7"), "lon": .number("-74.9")])]),
            .object(["X": .object(["lat": .number("90"), "lon": .number("-180"), "tz": .string("America/New_York")])]),
            .object(["X": .object(["lat": .number("90.0001"), "lon": .number("0")])]),
            .object(["X": .object(["lat": .number("0"), "lon": .number("180.5")])]),
            .object(["X": .object(["lat": .string("1"), "lon": .number("0")])]),
            .object(["X": .object(["lat": .number("0"), "lon": .number("0"), "tz": .string("Nowhere/At_All")])]),
            .object(["X": .object(["lat": .number("0"), "lon": .number("0"), "tz": .number("5")])]),
            .object(["…": .object(["lat": .number("0"), "lon": .number("0")])]),
        ],
    ]
}()

/// One change to one object of the document (the library, a trip, a game or an item, mostly):
/// a key set to a value on its edges, a member removed, renamed, added twice or moved.
private func mutate(_ value: inout JSONValue, using rng: inout SplitMix) {
    var objects = 0
    countObjects(value, &objects)
    guard objects > 0 else { return }
    var target = Int.random(in: 0..<objects, using: &rng)
    changeObject(&value, &target) { object in
        let members = object.members.count
        switch Int.random(in: 0...9, using: &rng) {
        case 0 where members > 0:
            object.members.remove(at: Int.random(in: 0..<members, using: &rng))
        case 1:
            // Sometimes a key the object has already: a duplicate key.
            object.members.insert(
                .init(key: allKeys.randomElement(using: &rng)!, value: .string("x")),
                at: Int.random(in: 0...members, using: &rng))
        case 2 where members > 0:
            object.members[Int.random(in: 0..<members, using: &rng)].key = allKeys.randomElement(using: &rng)!
        case 3 where members > 1:
            object.members.swapAt(Int.random(in: 0..<members, using: &rng), Int.random(in: 0..<members, using: &rng))
        default:
            let key =
                members > 0 && Bool.random(using: &rng)
                ? object.members[Int.random(in: 0..<members, using: &rng)].key : allKeys.randomElement(using: &rng)!
            let value = (edges[key] ?? edges["x-other"]!).randomElement(using: &rng)!
            if let i = object.members.firstIndex(where: { $0.key == key }) {
                object.members[i].value = value
            } else {
                object.members.insert(.init(key: key, value: value), at: Int.random(in: 0...members, using: &rng))
            }
        }
    }
}

private func countObjects(_ value: JSONValue, _ count: inout Int) {
    switch value {
    case .object(let o):
        count += 1
        for m in o.members { countObjects(m.value, &count) }
    case .array(let a):
        for e in a { countObjects(e, &count) }
    default:
        break
    }
}

/// Applies `change` to the `target`th object in document order.
private func changeObject(_ value: inout JSONValue, _ target: inout Int, _ change: (inout JSONObject) -> Void) {
    switch value {
    case .object(var o):
        if target == 0 {
            change(&o)
            target = -1
        } else {
            target -= 1
            for i in o.members.indices where target >= 0 { changeObject(&o.members[i].value, &target, change) }
        }
        value = .object(o)
    case .array(var a):
        for i in a.indices where target >= 0 { changeObject(&a[i], &target, change) }
        value = .array(a)
    default:
        break
    }
}

/// Number texts of every shape JSON allows: signs, leading zeros before a point, long
/// fractions, exponents, and digits past what a double holds.
private func randomNumberText(using rng: inout SplitMix) -> String {
    func digits(_ n: Int) -> String { String((0..<n).map { _ in "0123456789".randomElement(using: &rng)! }) }
    var text = Bool.random(using: &rng) ? "-" : ""
    let whole = Int.random(in: 1...20, using: &rng)
    text +=
        Int.random(in: 0...3, using: &rng) == 0
        ? "0" : String("123456789".randomElement(using: &rng)!) + digits(whole - 1)
    if Bool.random(using: &rng) { text += "." + digits(Int.random(in: 1...25, using: &rng)) }
    if Int.random(in: 0...4, using: &rng) == 0 {
        text += ["e", "E", "e+", "e-"].randomElement(using: &rng)! + digits(Int.random(in: 1...3, using: &rng))
    }
    return text
}

// MARK: - Files

func scratchFolder() throws -> String {
    var template = Array("/tmp/itin-fast-XXXXXX".utf8CString)
    let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
    try #require(made != nil)
    return String(cString: made!)
}

func removeFolder(_ folder: String) {
    for name in LibraryFile.entries(in: folder) { unlink(folder + "/" + name) }
    rmdir(folder)
}

func writeText(_ text: String, to path: String) throws {
    let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    try #require(fd >= 0)
    defer { close(fd) }
    let bytes = Array(text.utf8)
    try #require(bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) } == bytes.count)
}
