import ItineraryCore
import PropertyBased
import Testing

/// Properties over random trips and libraries. Each case is rebuilt from the seeds that
/// PropertyBased reports on a failure.
@Suite struct PropertyTests {
    @Test func anySequenceOfAllowedMovesKeepsTheGamesAndLeavesEachMovedItemInAnAllowedSlot() async {
        await checkProperty(count: 150, input: Gen.uint64(), Gen.int(in: 0...1_000_000).array(of: 1...12)) {
            seed, picks in
            var t = randomTrip(seed: seed)
            let games = t.games
            for pick in picks {
                let ids = t.items.map(\.id).sorted()
                let id = ids[pick % ids.count]
                let s = try #require(DragSession(grabbing: id, in: TripLayout(t)))
                let allowed = s.allowedSlots
                guard !allowed.isEmpty else { continue }
                let slot = allowed[(pick / ids.count) % allowed.count]
                var othersBefore = problems(t)
                othersBefore[id] = nil
                switch s.drop(at: slot) {
                case .unchanged:
                    #expect(slot == s.origin)
                case .refused(let reason):
                    Issue.record("an allowed slot was refused: \(reason)")
                case .moved(let edit):
                    let next = try applying(edit, to: t)
                    #expect(next.games == games)
                    #expect(TripCheck(TripLayout(next)).reason(for: id) == nil, "\(id) at slot \(slot)")
                    #expect(rowIDs(next) == s.screenIDs(at: slot))
                    var othersAfter = problems(next)
                    othersAfter[id] = nil
                    #expect(othersAfter == othersBefore)
                    t = next
                }
            }
        }
    }

    @Test func tripCheckAndTheDragSessionJudgeEverySlotAlike() async {
        await checkProperty(count: 100, input: Gen.uint64()) { seed in
            let t = randomTrip(seed: seed)
            for item in t.items where item.travel != nil {
                let s = try #require(DragSession(grabbing: item.id, in: TripLayout(t)))
                for slot in 0..<s.slotCount {
                    let (day, index) = s.position(ofSlot: slot)
                    let placement = SortKeys.place(inDay: day, entries: s.entries(ofDay: day), at: index)
                    let placed = try applying(.move(trip: t.id, item: item.id, to: placement), to: t)
                    #expect(TripCheck(TripLayout(placed)).reason(for: item.id) == s.reason(atSlot: slot))
                }
            }
        }
    }

    @Test func barrierGamesAreExactlyTheGamesJustOutsideEachAllowedWindow() async {
        await checkProperty(count: 150, input: Gen.uint64()) { seed in
            let t = randomTrip(seed: seed)
            for item in t.items where item.travel != nil {
                let s = try #require(DragSession(grabbing: item.id, in: TripLayout(t)))
                let allowed = s.verdicts.map(\.isAllowed)
                var expected: Set<String> = []
                for slot in allowed.indices where allowed[slot] {
                    let (day, index) = s.position(ofSlot: slot)
                    let entries = s.entries(ofDay: day)
                    if slot > 0, !allowed[slot - 1] {
                        // The window opens here: what separates it from the forbidden slot above is a game.
                        let above = try #require(
                            index > 0 ? entries[index - 1] : nil, "a verdict changed across a header")
                        #expect(above.isGame)
                        expected.insert(above.id)
                    }
                    if slot + 1 < allowed.count, !allowed[slot + 1] {
                        let below = try #require(
                            index < entries.count ? entries[index] : nil, "a verdict changed across a header")
                        #expect(below.isGame)
                        expected.insert(below.id)
                    }
                }
                #expect(s.barriers == expected, "\(item.id): \(s.verdictMap)")
            }
        }
    }

    @Test func flatteningDependsOnlyOnTheTripNotOnTheOrderOfItsArrays() async {
        await checkProperty(count: 200, input: Gen.uint64(), Gen.uint64()) { seed, shuffleSeed in
            let t = randomTrip(seed: seed)
            var rng = SplitMix(seed: shuffleSeed)
            var shuffled = t
            shuffled.games.shuffle(using: &rng)
            shuffled.items.shuffle(using: &rng)
            #expect(TripLayout(shuffled).rows == TripLayout(t).rows)
            #expect(
                TripCheck(TripLayout(shuffled)).problems.map(\.itemID)
                    == TripCheck(TripLayout(t)).problems.map(\.itemID))
            #expect(problems(shuffled) == problems(t))
            for item in t.items {
                let a = try #require(DragSession(grabbing: item.id, in: TripLayout(t)))
                let b = try #require(DragSession(grabbing: item.id, in: TripLayout(shuffled)))
                #expect(a.verdictMap == b.verdictMap)
                #expect(a.barriers == b.barriers)
            }
        }
    }

    @Test func loadSaveLoadSaveIsByteIdentical() async throws {
        await checkProperty(count: 120, input: Gen.uint64()) { seed in
            let library = randomLibrary(seed: seed)
            let saved = LibraryEncoder.encode(library)
            let loaded = try LibraryDecoder.decode(Array(saved.utf8))
            #expect(loaded == library)
            let savedAgain = LibraryEncoder.encode(loaded)
            #expect(savedAgain == saved)
            #expect(LibraryEncoder.encode(try LibraryDecoder.decode(Array(savedAgain.utf8))) == savedAgain)
        }
    }

    @Test func aFileWrittenByAnotherToolLoadsToTheSameLibraryAndSavesCanonically() async throws {
        await checkProperty(count: 80, input: Gen.uint64()) { seed in
            let library = randomLibrary(seed: seed)
            var rng = SplitMix(seed: seed ^ 0xABCD)
            var messy = ""
            writeMessy(LibraryEncoder.value(library), into: &messy, using: &rng)
            let loaded = try LibraryDecoder.decode(Array(messy.utf8))
            #expect(loaded == library)
            let saved = LibraryEncoder.encode(loaded)
            #expect(saved == LibraryEncoder.encode(library))
            #expect(LibraryEncoder.encode(try LibraryDecoder.decode(Array(saved.utf8))) == saved)
        }
    }

    @Test func unknownKeysAtEveryLevelSurviveARoundTripInTheirOrder() async throws {
        await checkProperty(count: 120, input: Gen.uint64()) { seed in
            var rng = SplitMix(seed: seed)
            var library = DemoLibrary.library
            library.unknown = randomUnknown(using: &rng)
            for t in library.trips.indices {
                library.trips[t].unknown = randomUnknown(using: &rng)
                for g in library.trips[t].games.indices {
                    library.trips[t].games[g].unknown = randomUnknown(using: &rng)
                }
                for i in library.trips[t].items.indices {
                    library.trips[t].items[i].unknown = randomUnknown(using: &rng)
                }
            }
            let loaded = try LibraryDecoder.decode(Array(LibraryEncoder.encode(library).utf8))
            #expect(loaded.unknown == library.unknown)
            for (a, b) in zip(loaded.trips, library.trips) {
                #expect(a.unknown == b.unknown)
                #expect(a.games.map(\.unknown) == b.games.map(\.unknown))
                #expect(a.items.map(\.unknown) == b.items.map(\.unknown))
            }
            #expect(loaded == library)
        }
    }

    @Test func numbersAreWrittenInTheShortestFormThatReadsBackTheSame() async {
        await checkProperty(count: 500, input: Gen.uint64(), Gen.int(in: -1_000_000...1_000_000)) { bits, whole in
            let x = Double(bitPattern: bits)
            if x.isFinite {
                #expect(Double(formatNumber(x)) == x)
            }
            let w = Double(whole)
            #expect(formatNumber(w) == String(whole))
            #expect(Double(formatNumber(w / 8)) == w / 8)
        }
    }
}

// MARK: - Random libraries

let awkwardPieces = [
    "a", "Z", " ", "\"", "\\", "/", "\n", "\t", "\r", "\u{1b}[31m", "\u{0}", "\u{7f}", "é", "e\u{301}",
    "漢字", "🏟️", "\u{2028}", "\u{202e}", "\u{8}", "\u{c}", "Fenway", "—",
]

func randomText(using rng: inout SplitMix) -> String {
    (0..<Int.random(in: 0...6, using: &rng)).map { _ in awkwardPieces.randomElement(using: &rng)! }.joined()
}

let awkwardNumbers: [Double] = [
    0, -1, 0.5, 1e300, -1e-300, .leastNonzeroMagnitude, 1.2345678901234568e20, 0.1, 1.0 / 3, 9_007_199_254_740_994,
]

func randomNumber(using rng: inout SplitMix) -> Double {
    Bool.random(using: &rng) ? awkwardNumbers.randomElement(using: &rng)! : Double.random(in: -1e6...1e6, using: &rng)
}

/// Numbers as another program may have written them; an unknown value keeps its text.
let numberTexts = ["0", "-0", "1.50", "1e3", "2E-2", "-12.5e+10", "12345678901234567890", "0.1"]

func randomJSON(depth: Int, using rng: inout SplitMix) -> JSONValue {
    switch Int.random(in: 0...(depth > 0 ? 5 : 3), using: &rng) {
    case 0: return .null
    case 1: return .bool(Bool.random(using: &rng))
    case 2: return .number(numberTexts.randomElement(using: &rng)!)
    case 3: return .string(randomText(using: &rng))
    case 4:
        return .array((0..<Int.random(in: 0...3, using: &rng)).map { _ in randomJSON(depth: depth - 1, using: &rng) })
    default: return .object(randomUnknown(depth: depth - 1, using: &rng))
    }
}

/// Members whose keys no version-1 reader knows, in a random order.
func randomUnknown(depth: Int = 2, using rng: inout SplitMix) -> JSONObject {
    let count = Int.random(in: 0...3, using: &rng)
    let keys = (0..<count).map { "x-\($0)-\(randomText(using: &rng))" }.shuffled(using: &rng)
    return JSONObject(keys.map { JSONObject.Member(key: $0, value: randomJSON(depth: depth, using: &rng)) })
}

func randomLibrary(seed: UInt64) -> Library {
    var rng = SplitMix(seed: seed)
    var trips: [Trip] = []
    for n in 0..<Int.random(in: 0...3, using: &rng) {
        var t = randomTrip(seed: rng.next(), id: "trip\(n)")
        t.name = randomText(using: &rng)
        t.order = randomNumber(using: &rng)
        t.unknown = randomUnknown(using: &rng)
        for g in t.games.indices {
            t.games[g].away = randomText(using: &rng)
            t.games[g].venue = randomText(using: &rng)
            t.games[g].unknown = randomUnknown(using: &rng)
        }
        for i in t.items.indices {
            t.items[i].sortOrder = randomNumber(using: &rng)
            switch t.items[i].kind {
            case .travel(var travel):
                travel.miles = Bool.random(using: &rng) ? abs(randomNumber(using: &rng)) : nil
                travel.mode = Bool.random(using: &rng) ? Travel.Mode.allCases.randomElement(using: &rng) : nil
                t.items[i].kind = .travel(travel)
            case .custom where Int.random(in: 0..<3, using: &rng) == 0:
                // Some notes become stays, with each optional key there or not.
                let nights = Bool.random(using: &rng) ? Int.random(in: 1...Stay.mostNights, using: &rng) : nil
                let code = Bool.random(using: &rng) ? randomText(using: &rng) : nil
                let time =
                    Bool.random(using: &rng) ? TimeOfDay(hour: Int.random(in: 0...23, using: &rng), minute: 5) : nil
                t.items[i].kind = .stay(
                    Stay(
                        name: "Inn " + randomText(using: &rng), city: "Boston", nights: nights,
                        address: Bool.random(using: &rng) ? randomText(using: &rng) : nil,
                        confirmation: code, checkIn: time, checkOut: time))
            case .custom:
                let text = randomText(using: &rng)
                t.items[i].kind = .custom(
                    Custom(title: randomText(using: &rng), note: Bool.random(using: &rng) ? text : nil))
            case .stay:
                break
            }
            t.items[i].unknown = randomUnknown(using: &rng)
        }
        trips.append(t)
    }
    return Library(trips: trips, unknown: randomUnknown(using: &rng))
}

/// JSON as another tool might write it: no indentation, random spaces, every non-ASCII
/// character and every `/` escaped.
func writeMessy(_ value: JSONValue, into out: inout String, using rng: inout SplitMix) {
    writeJSON(
        value, into: &out,
        string: { s, out in
            out += "\""
            for unit in s.utf16 {
                switch unit {
                case 0x22: out += "\\\""
                case 0x5C: out += "\\\\"
                case 0x2F: out += "\\/"
                case 0x20..<0x7F: out.unicodeScalars.append(Unicode.Scalar(unit)!)
                default:
                    let hex = String(unit, radix: 16, uppercase: Bool.random(using: &rng))
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                }
            }
            out += "\""
        }, gap: { out in out += ["", " ", "\n", "\t ", "\r\n"].randomElement(using: &rng)! })
}
