import Testing

@testable import ItineraryCore

/// A game whose time the schedule has not set yet: `"tbd": true` and no `time` in the file,
/// `TBD` wherever its time would show, 19:00 local to travel and to the order of its day's
/// games; and the `place` a game's venue and city resolved to, kept as it is.
@Suite struct GameTimeNotSetTests {
    // MARK: - The file

    /// `MalformedFileTests.valid` with its game's members changed: the game is at 19:10.
    static func file(_ changes: [(String, JSONValue?)]) -> [UInt8] {
        var root = LibraryEncoder.value(MalformedFileTests.valid)
        for (key, value) in changes {
            MalformedFileTests.Case.change(&root, (MalformedFileTests.game0 + [.key(key)])[...], to: value)
        }
        return Array(JSONWriter.write(root).utf8)
    }

    struct Verdict: Sendable, CustomTestStringConvertible {
        let name: String
        let changes: [(String, JSONValue?)]
        /// The path the refusal names; nil when the file is valid.
        let refusedAt: String?
        var testDescription: String { name }
    }

    static let path = "trips[0].games[0]"
    static let verdicts: [Verdict] = [
        Verdict(name: "a time", changes: [], refusedAt: nil),
        Verdict(name: "tbd and no time", changes: [("time", nil), ("tbd", .bool(true))], refusedAt: nil),
        Verdict(
            name: "tbd before day",
            changes: [("time", nil), ("day", nil), ("tbd", .bool(true)), ("day", .number("1"))], refusedAt: nil),
        Verdict(name: "both", changes: [("tbd", .bool(true))], refusedAt: "\(path).tbd"),
        Verdict(name: "neither", changes: [("time", nil)], refusedAt: path),
        Verdict(name: "tbd false", changes: [("time", nil), ("tbd", .bool(false))], refusedAt: "\(path).tbd"),
        Verdict(name: "tbd false beside a time", changes: [("tbd", .bool(false))], refusedAt: "\(path).tbd"),
        Verdict(name: "tbd as text", changes: [("time", nil), ("tbd", .string("true"))], refusedAt: "\(path).tbd"),
        Verdict(name: "tbd as 1", changes: [("time", nil), ("tbd", .number("1"))], refusedAt: "\(path).tbd"),
        Verdict(name: "tbd null", changes: [("time", nil), ("tbd", .null)], refusedAt: "\(path).tbd"),
        Verdict(name: "time TBD", changes: [("time", .string("TBD"))], refusedAt: "\(path).time"),
        Verdict(
            name: "time null beside tbd", changes: [("time", .null), ("tbd", .bool(true))], refusedAt: "\(path).tbd"),
        Verdict(name: "a place", changes: [("place", .string("Boston, Massachusetts, US"))], refusedAt: nil),
        Verdict(name: "an empty place", changes: [("place", .string(""))], refusedAt: "\(path).place"),
        Verdict(name: "a place as a number", changes: [("place", .number("5"))], refusedAt: "\(path).place"),
    ]

    @Test(arguments: verdicts)
    func bothDecodersAcceptAndRefuseTheSameGames(_ v: Verdict) throws {
        let bytes = Self.file(v.changes)
        let fast = bytes.withUnsafeBufferPointer { try? FastDecoder.decode($0) }
        let exact = Result { () throws(FormatError) in try LibraryDecoder.explaining(bytes) }
        switch (exact, v.refusedAt) {
        case (.success(let library), nil):
            #expect(fast == library && fast.map(keyOrders) == keyOrders(library))
        case (.failure(let error), let path?):
            #expect(fast == nil, "the fast decoder accepted it")
            #expect(error.path == path, "\(error)")
            // Through `LibraryDecoder.decode`, which tries the fast decoder first: the same.
            #expect(throws: FormatError.self) { try LibraryDecoder.decode(bytes) }
        case (.success, let path?): Issue.record("accepted; should be refused at \(path)")
        case (.failure(let error), nil): Issue.record("refused: \(error)")
        }
    }

    @Test func aGameWithNeitherSaysWhatItNeeds() throws {
        let error = try #require(throws: FormatError.self) { try LibraryDecoder.decode(Self.file([("time", nil)])) }
        #expect(error.message.contains("\"time\"") && error.message.contains("\"tbd\": true"), "\(error)")
    }

    @Test func aTimeNotSetAndAPlaceAreRead() throws {
        let library = try LibraryDecoder.decode(
            Self.file([("time", nil), ("tbd", .bool(true)), ("place", .string("Boston, Massachusetts, US"))]))
        let g = try #require(library.trips[0].games.first)
        #expect(g.time == nil && g.place == "Boston, Massachusetts, US" && g.unknown.members.isEmpty)
    }

    /// Saved, loaded and saved again: the same bytes, whatever the order of its keys.
    @Test func aFileWithTimesNotSetSavesByteForByte() throws {
        let text = """
            {
              "format": "itin/1",
              "trips": [
                {
                  "id": "t",
                  "name": "T",
                  "order": 1,
                  "start": "2026-06-12",
                  "days": 2,
                  "games": [
                    {
                      "tbd": true,
                      "id": "a",
                      "day": 1,
                      "away": "A",
                      "home": "B",
                      "venue": "V",
                      "city": "Boston",
                      "place": "Boston, Massachusetts, US",
                      "x-note": 1
                    },
                    {
                      "id": "b",
                      "day": 2,
                      "place": "Chicago, Illinois, US",
                      "time": "13:05",
                      "away": "A",
                      "home": "B",
                      "venue": "V",
                      "city": "Chicago"
                    }
                  ],
                  "items": []
                }
              ]
            }

            """
        let library = try LibraryDecoder.decode(Array(text.utf8))
        #expect(library.trips[0].games.map(\.time) == [nil, TimeOfDay(text: "13:05")])
        #expect(LibraryEncoder.encode(library) == text)
        #expect(LibraryEncoder.encode(try LibraryDecoder.decode(Array(LibraryEncoder.encode(library).utf8))) == text)
    }

    /// `time` and `tbd` are one field: a change from one to the other stands where it stood;
    /// a new game has `"tbd": true` where `time` goes.
    @Test func tbdIsWrittenWhereTheTimeStood() throws {
        let text =
            #"{"format": "itin/1", "trips": [{"id": "t", "name": "T", "order": 1, "start": "2026-06-12", "days": 1, "games": [{"away": "A", "time": "19:05", "id": "g", "home": "B", "venue": "V", "city": "C", "day": 1}], "items": []}]}"#
        var library = try LibraryDecoder.decode(Array(text.utf8))
        library.trips[0].games[0].time = nil
        let cleared = JSONWriter.write(LibraryEncoder.value(library.trips[0].games[0]))
        #expect(cleared.contains(#""away": "A",\#n  "tbd": true,\#n  "id": "g""#), "\(cleared)")
        var reloaded = try LibraryDecoder.decode(Array(LibraryEncoder.encode(library).utf8))
        reloaded.trips[0].games[0].time = TimeOfDay(text: "20:10")
        let set = JSONWriter.write(LibraryEncoder.value(reloaded.trips[0].games[0]))
        #expect(set.contains(#""away": "A",\#n  "time": "20:10",\#n  "id": "g""#), "\(set)")

        let new = Game(id: "n", day: 1, time: nil, away: "A", home: "B", venue: "V", city: "C", place: "C, US")
        #expect(
            JSONWriter.write(LibraryEncoder.value(new)).contains(
                #""day": 1,\#n  "tbd": true,\#n  "away": "A""#))
        #expect(JSONWriter.write(LibraryEncoder.value(new)).contains(#""city": "C",\#n  "place": "C, US""#))
    }

    // MARK: - Order, rows, travel

    /// A game whose time is not set stands where 19:00 would, after a game set at 19:00;
    /// two such games by id.
    @Test func aTimeNotSetIsOrderedAsNineteenHundredAfterOneSetThere() {
        let t = trip(
            days: 1,
            games: [
                game("z", day: 1, at: "19:01", in: "Boston"), game("b", day: 1, at: "TBD", in: "Boston"),
                game("y", day: 1, at: "19:00", in: "Boston"), game("a", day: 1, at: "TBD", in: "Boston"),
                game("x", day: 1, at: "18:59", in: "Boston"),
            ],
            items: [note("n", day: 1, 2.5)])
        #expect(rowIDs(t) == ["D1", "x", "y", "a", "n", "b", "z"])
        #expect(GameOrder(t.games).shown.map { t.games[$0].id } == ["x", "y", "a", "b", "z"])
    }

    @Test func aRowAPrintAndAReasonSayTBD() {
        let t = trip(
            days: 1, games: [game("g", day: 1, at: "TBD", in: "Boston", away: "Yankees", home: "Red Sox")])
        #expect(RowText.game(t.games[0]) == "TBD Yankees @ Red Sox · Boston Park, Boston")
        #expect(RowText.gameReference(t.games[0]) == "Yankees @ Red Sox (Day 1, TBD)")
        #expect(TripPrinter.lines(t, ids: false).contains("  ◆ TBD Yankees @ Red Sox · Boston Park, Boston"))
    }

    /// The same warning as for a game set at 19:00: it ends at 22:00.
    @Test func travelTakesATimeNotSetAsNineteenHundred() {
        func t(_ time: String) -> Trip {
            trip(
                days: 2,
                games: [
                    game("g1", day: 1, at: time, in: "Boston", away: "Yankees", home: "Red Sox"),
                    game("g2", day: 2, at: "13:07", in: "Toronto", away: "Red Sox", home: "Blue Jays"),
                ],
                items: [leg("l", day: 1, 1, from: "Boston", to: "Toronto", miles: 800, mode: .drive)])
        }
        let warning = TravelCheck(t("TBD"), places: PlaceResolver()).warning(for: "l")?.description
        #expect(
            warning
                == "Boston → Toronto: about 14 h 33 min by car (800 mi), but 14 h 7 min from the end of Yankees @ Red Sox (22:00) to arrive by 12:07 for Red Sox @ Blue Jays"
        )
        #expect(warning == TravelCheck(t("19:00"), places: PlaceResolver()).warning(for: "l")?.description)
        // 790 mi is 14 h 22 min: in time from 22:00, not from 22:10.
        #expect(TravelCheck(t("TBD"), places: PlaceResolver()).warnings.count == 1)
    }

    @Test func theGamesWithoutATimeAreListedByDayAndID() {
        let t = trip(
            days: 2,
            games: [
                game("c", day: 1, at: "TBD", in: "Boston"), game("b", day: 2, at: "TBD", in: "Boston"),
                game("a", day: 1, at: "19:00", in: "Boston"), game("d", day: 1, at: "TBD", in: "Boston"),
            ])
        #expect(t.gamesWithoutTime.map(\.id) == ["c", "d", "b"])
    }

    // MARK: - Exports

    static let exported = trip(
        days: 2,
        games: [
            Game(
                id: "g", day: 2, time: nil, away: "Yankees", home: "Red Sox", venue: "Fenway Park", city: "Boston",
                tz: "America/New_York")
        ])

    @Test func aCalendarHasTheWholeDayForATimeNotSet() throws {
        let text = try ICalendarExport.text([Self.exported], stamp: 0, zones: .system)
        let event = text.components(separatedBy: "BEGIN:VEVENT\r\n")[1]
        #expect(event.contains("UID:g@itin\r\n") && event.contains("SUMMARY:Yankees @ Red Sox\r\n"))
        #expect(event.contains("DTSTART;VALUE=DATE:20260613\r\n") && event.contains("DTEND;VALUE=DATE:20260614\r\n"))
        #expect(!text.contains("VTIMEZONE"), "no zone for a game without a time")
        let resource = try #require(try CalendarResource.of([Self.exported], stamp: 0).first)
        #expect(resource.text.contains("DTSTART;VALUE=DATE:20260613\r\n") && !resource.text.contains("VTIMEZONE"))
    }

    @Test func markdownCSVAndTheWebPageSayTBD() {
        #expect(MarkdownExport.text([Self.exported]).contains("TBD Yankees @ Red Sox · Fenway Park, Boston"))
        #expect(CSVExport.text([Self.exported], currency: .usd).contains(",2026-06-13,TBD,game,"))
        #expect(
            HTMLExport.page(Self.exported, places: PlaceResolver(), model: .standard, costsIn: nil).contains(
                "<strong>TBD</strong> Yankees @ Red Sox"))
    }

    // MARK: - Merge

    let base = Library(trips: [trip("t", days: 2, games: [game("g", day: 2, at: "19:10", in: "Boston")])])

    func merge(_ ours: (inout Game) -> Void, _ theirs: (inout Game) -> Void, preferring side: MergeSide = .ours)
        throws -> MergeResult
    {
        var o = base
        ours(&o.trips[0].games[0])
        var t = base
        theirs(&t.trips[0].games[0])
        let result = LibraryMerge.merge(base: base, ours: o, theirs: t, preferring: side)
        #expect(try LibraryDecoder.decode(Array(LibraryEncoder.encode(result.library).utf8)) == result.library)
        return result
    }

    @Test func aTimeClearedOnOneSideAndChangedOnTheOtherIsOneConflict() throws {
        for side in [MergeSide.ours, .theirs] {
            let result = try merge({ $0.time = nil }, { $0.time = TimeOfDay(text: "20:00") }, preferring: side)
            #expect(result.conflicts.map(\.line) == [#"g: time: ours "TBD", theirs "20:00""#])
            #expect(result.library.trips[0].games[0].time == (side == .ours ? nil : TimeOfDay(text: "20:00")))
        }
    }

    @Test func aTimeClearedOrSetMergesWithOtherFields() throws {
        let cleared = try merge({ $0.time = nil }, { $0.place = "Boston, Massachusetts, US" })
        #expect(cleared.conflicts.isEmpty)
        #expect(cleared.library.trips[0].games[0].time == nil)
        #expect(cleared.library.trips[0].games[0].place == "Boston, Massachusetts, US")
        // Set on one side from a base without a time.
        var unset = base
        unset.trips[0].games[0].time = nil
        var ours = unset
        ours.trips[0].games[0].time = TimeOfDay(text: "13:05")
        var theirs = unset
        theirs.trips[0].games[0].venue = "Fenway"
        let set = LibraryMerge.merge(base: unset, ours: ours, theirs: theirs)
        #expect(set.conflicts.isEmpty)
        #expect(set.library.trips[0].games[0].time == TimeOfDay(text: "13:05"))
        #expect(set.library.trips[0].games[0].venue == "Fenway")
    }

    // MARK: - Typed

    @Test func typedTimesReadTBDInAnyCase() throws {
        for text in ["TBD", "tbd", "Tbd"] { #expect(try FieldText.gameTime(text).get() == nil) }
        #expect(try FieldText.gameTime("19:05").get() == TimeOfDay(text: "19:05"))
        #expect(FieldText.gameTime("TBA").problem == "TBA is not a time (HH:MM, 24-hour, or TBD when not set yet)")
        #expect(FieldText.gameTime("").problem != nil)
    }
}
