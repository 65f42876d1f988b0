import ItineraryCore
import Testing

@testable import ItineraryEditor

/// Travel (docs/travel.md) in the editor: the warnings on their rows, a leg's estimate on
/// the status line, `L`, and the leg form's Miles.
@Suite struct TravelEditorTests {
    /// Three games in three cities and no leg between them.
    static func gaps() -> Library {
        let t = Trip(
            id: "sox", name: "Sox", order: 1, start: CalendarDate(iso: "2026-06-12")!, days: 3,
            games: [
                Game(
                    id: "g1", day: 1, time: TimeOfDay(text: "19:10")!, away: "Yankees", home: "Red Sox",
                    venue: "Fenway Park", city: "Boston"),
                Game(
                    id: "g2", day: 2, time: TimeOfDay(text: "19:05")!, away: "Red Sox", home: "Yankees",
                    venue: "Yankee Stadium", city: "New York"),
                Game(
                    id: "g3", day: 3, time: TimeOfDay(text: "13:07")!, away: "Red Sox", home: "Blue Jays",
                    venue: "Rogers Centre", city: "Toronto"),
            ])
        return Library(trips: [t])
    }

    /// The speed of travel checks (docs/speed.md): travel costs start-up nothing. The first frame
    /// counts the misplaced items alone; the travel comes the moment nothing is waiting (the run loop's
    /// `idle`), after a key typed meanwhile, unless that key is the one that goes to the next ⚠.
    @Test func theTripsListCountsTravelOnceNothingIsWaiting() {
        var s = EditorState(
            library: Self.gaps(), file: FileState(path: "/tmp/t.json", bytes: []), today: testToday,
            width: 100, height: 30)
        _ = Editor.update(&s, .resize(width: 100, height: 30))
        #expect(!s.lines[1].contains("⚠"), "\(s.lines[1])")
        #expect(s.wantsIdle, "the quiet moment is asked for, to count the rest")
        #expect(!s.wantsTicks, "and no clock")
        s.press(.down)
        #expect(!s.lines[1].contains("⚠"), "a key typed meanwhile is answered first")
        _ = Editor.update(&s, .idle)
        #expect(s.lines[1].hasSuffix("⚠ 2"))
        #expect(!s.wantsIdle)

        var keyFirst = EditorState(
            library: Self.gaps(), file: FileState(path: "/tmp/t.json", bytes: []), today: testToday,
            width: 100, height: 30)
        keyFirst.press(.char("!"))
        #expect(!keyFirst.statusLine.hasPrefix("No trip has ⚠ items"), "a key before the tick sees the travel warnings")
    }

    @Test func aGameWithNoWayThereShowsTheMarkAndItsReason() throws {
        var s = editor(Self.gaps())
        #expect(s.lines[1].hasSuffix("3 games · 0 items · ⚠ 2"), "\(s.lines[1])")
        s.press(.enter)
        #expect(s.lines[0].hasSuffix("3 days · ⚠ 2"))
        s.press(.char("!"))
        #expect(s.trip?.cursor == .entry("g2"))
        let row = try #require(s.line(containing: "Red Sox @ Yankees"))
        #expect(s.lines[row].hasPrefix("›⚠"), "\(s.lines[row])")
        #expect(s.statusLine.hasPrefix("⚠ no travel from Boston to New York before Red Sox @ Yankees (Day 2, 19:05)"))
        s.press(.char("!"))
        #expect(s.trip?.cursor == .entry("g3"))
    }

    @Test func planningAsksThenAddsTheLegsAsOneUndoStep() throws {
        var s = editor(Self.gaps())
        s.press(.enter, .char("L"))
        guard case .choice(let choice) = s.modal else {
            Issue.record("L asks first: \(s.statusLine)")
            return
        }
        #expect(
            choice.label == "Add 2 legs? (y)es, (n)o · Boston → New York 228 mi drive, New York → Toronto 414 mi drive")
        #expect(s.library == Self.gaps(), "nothing changes before the answer")
        s.press(.char("y"))
        #expect(s.modal == nil)
        #expect(s.trip?.cursor == .entry("boston-new-york"), "the cursor on the first")
        #expect(s.statusLine.hasPrefix("Added 2 legs (u to undo)"))
        #expect(s.trip?.warningCount == 0)
        #expect(s.history.undoDepth == 1)
        s.press(.char("u"))
        #expect(s.library.trips == Self.gaps().trips, "one undo takes them both back")
        #expect(s.trip?.warningCount == 2)

        s.press(.char("L"), .char("n"))
        #expect(s.statusLine.hasPrefix("Nothing added"))
        #expect(s.library.trips == Self.gaps().trips)
    }

    @Test func planningWithNothingToPlanSaysSo() {
        var demo = editor()
        demo.press(.enter, .char("L"))
        #expect(demo.modal == nil)
        #expect(demo.statusLine.hasPrefix("Nothing to plan: every game and leg has a way there"))

        var library = Self.gaps()
        library.trips[0].games[2].city = "Springfeld"
        var partly = editor(library)
        partly.press(.enter, .char("L"))
        guard case .choice(let choice) = partly.modal else {
            Issue.record("the leg between known places is still offered")
            return
        }
        #expect(
            choice.label
                == "Add 1 leg? (y)es, (n)o · Boston → New York 228 mi drive, cannot plan New York → Springfeld: unknown place: Springfeld"
        )

        library.trips[0].games[1].city = "Springfeld"
        var none = editor(library)
        none.press(.enter, .char("L"))
        #expect(none.modal == nil)
        #expect(
            none.statusLine.hasPrefix("Nothing to plan: cannot plan Boston → Springfeld: unknown place: Springfeld"))
    }

    @Test func aLegsEstimateLeadsTheStatusLine() {
        var s = tripEditor(cursorOn: "ne-t1")
        #expect(s.statusLine.hasPrefix("Boston → New York · 215 mi · about 3 h 55 min by car · "), "\(s.statusLine)")
        s.trip?.cursor = .entry("ne-n1")
        _ = Editor.update(&s, .resize(width: 100, height: 30))
        #expect(!s.statusLine.contains(" mi · about "), "a note has no estimate")
    }

    @Test func anEmptyMilesSuggestsTheEstimateForItsMode() {
        var s = editor(Self.gaps())
        s.press(.enter)
        s.trip?.cursor = .entry("g1")
        s.press(.char("t"))
        #expect(s.form?.fields.map(\.input.text) == ["Boston", "", "", ""])
        s.press(.tab)
        s.type("New York")
        #expect(s.form?.fields[2].input.text == "", "the field holds only what the user typed")
        #expect(s.form?.milesSuggestion == "228")
        #expect(s.lines.contains { $0.contains("Miles  228") && $0.contains("≈ 4 h 9 min by car") })
        s.press(.tab, .tab)
        s.type("fly")
        #expect(s.form?.milesSuggestion == "190", "by air: the great-circle miles")
        #expect(s.lines.contains { $0.contains("≈ 3 h 23 min by air") })
        s.press(.enter)
        let leg = s.library.trips[0].items.first?.travel
        #expect(leg?.miles == 190 && leg?.mode == .fly, "Enter takes the suggestion")
    }

    @Test func theSuggestionIsDrawnDimWithTheCursorOnItsStart() throws {
        var s = editor(Self.gaps())
        s.press(.enter)
        s.trip?.cursor = .entry("g1")
        s.press(.char("t"), .tab)
        s.type("New York")
        s.press(.tab)
        let frame = Editor.render(s)
        let y = try #require(s.lines.firstIndex { $0.contains("Miles  228") })
        let x = try #require(
            s.lines[y].range(of: "228").map { s.lines[y].distance(from: s.lines[y].startIndex, to: $0.lowerBound) })
        #expect(frame[x, y].style.reverse && frame[x, y].style.dim, "the cursor on the suggestion's start")
        #expect(frame[x + 1, y].style.dim && !frame[x + 1, y].style.reverse)
    }

    /// The keys a new user pressed: a key that changes nothing never brings the estimate back
    /// into the field, so what they type next is all that is saved.
    @Test(arguments: [Key.ctrl("k"), .backspace, .left, .right, .delete, .home, .end])
    func whatIsTypedIntoMilesIsExactlyWhatIsSaved(_ idle: Key) {
        var s = editor(Self.gaps())
        s.press(.enter)
        s.trip?.cursor = .entry("g1")
        s.press(.char("t"), .tab)
        s.type("New York")
        s.press(.down, .ctrl("u"), idle)
        #expect(s.form?.fields[2].input.text == "")
        s.type("215")
        #expect(s.form?.fields[2].input.text == "215")
        s.press(.enter)
        #expect(s.library.trips[0].items.first?.travel?.miles == 215)
    }

    @Test func theFirstDigitReplacesTheSuggestionAndAnEmptiedFieldSuggestsAgain() {
        var s = editor(Self.gaps())
        s.press(.enter)
        s.trip?.cursor = .entry("g1")
        s.press(.char("t"), .tab)
        s.type("New York")
        s.press(.tab)
        s.type("9")
        #expect(s.form?.fields[2].input.text == "9" && s.form?.milesSuggestion == nil)
        #expect(
            s.lines.contains { $0.contains("Miles  9 ") && $0.contains(" min by car") && !$0.contains("4 h 9 min") })
        // Typed, Miles no longer follows From, To or Mode.
        s.press(.tab)
        s.type("train")
        #expect(s.form?.fields[2].input.text == "9")
        s.press(.up, .backspace)
        #expect(s.form?.milesSuggestion == "238", "emptied: the train's estimate again")
        s.type("3")
        #expect(s.form?.fields[2].input.text == "3")
        s.press(.enter)
        #expect(s.library.trips[0].items.first?.travel?.miles == 3)
    }

    @Test func aLegsOwnMilesStayWhenItIsEdited() {
        var s = editor(TravelEditorTests.drive())
        s.press(.enter)
        s.trip?.cursor = .entry("t1")
        s.press(.char("e"))
        #expect(s.form?.fields[2].input.text == "215" && s.form?.milesSuggestion == nil)
        s.press(.tab)
        s.press(.ctrl("u"))
        s.type("Philadelphia")
        #expect(s.form?.fields[2].input.text == "215", "the user's miles, not the estimate to Philadelphia")
    }

    // MARK: - The settings' model ([travel], docs/settings.md)

    /// 10 mph on roads twice the great circle's length.
    static let slow: TravelModel = {
        var model = TravelModel.standard
        model.driveMPH = 10
        model.roadFactor = 2
        return model
    }()

    /// A Boston game on day 1, a New York game on day 2 and a 215-mile drive between them:
    /// 3 h 55 min at 55 mph, 21 h 30 min at 10, in the 19 h 55 min there are.
    static func drive() -> Library {
        var library = gaps()
        library.trips[0].games.removeLast()
        library.trips[0].days = 2
        let leg = Travel(from: "Boston", to: "New York", miles: 215, mode: .drive)
        library.trips[0].items = [Item(id: "t1", day: 2, sortOrder: -1, kind: .travel(leg))]
        return library
    }

    @Test func theSettingsModelJudgesTheListTheTripAndTheStatusLine() throws {
        var standard = editor(Self.drive())
        #expect(!standard.lines[1].contains("⚠"), "\(standard.lines[1])")
        standard.press(.enter)
        #expect(standard.trip?.travel.warnings.isEmpty == true)

        var s = editor(Self.drive(), travel: Self.slow)
        #expect(s.lines[1].hasSuffix("⚠ 1"), "\(s.lines[1])")
        s.press(.enter)
        #expect(s.trip?.model == Self.slow)
        #expect(s.trip?.travel.warnings.map(\.entryID) == ["t1"])
        s.trip?.cursor = .entry("t1")
        _ = Editor.update(&s, .resize(width: 100, height: 30))
        #expect(s.statusLine.contains("about 21 h 30 min by car"), "\(s.statusLine)")
        // After an edit, and back on the list, the same model.
        s.press(.char("u"))
        s.press(.escape)
        #expect(s.screen.tripsView?.model == Self.slow)
        #expect(s.lines[1].hasSuffix("⚠ 1"), "\(s.lines[1])")
    }

    @Test func theSettingsModelMakesTheLegFormsEstimateAndLsLegs() {
        var s = editor(Self.gaps(), travel: Self.slow)
        s.press(.enter)
        s.trip?.cursor = .entry("g1")
        s.press(.char("t"), .tab)
        s.type("New York")
        #expect(s.form?.milesSuggestion == "380", "twice the great circle")
        #expect(s.lines.contains { $0.contains("Miles  380") && $0.contains("≈ 38 h 0 min by car") })
        s.press(.escape)
        var planned = editor(Self.gaps(), travel: Self.slow)
        planned.press(.enter, .char("L"))
        // Too slow to drive between games: `L` flies where the standard model drives.
        guard case .choice(let choice) = planned.modal else {
            Issue.record("L asks first: \(planned.statusLine)")
            return
        }
        #expect(choice.label == "Add 2 legs? (y)es, (n)o · Boston → New York 190 mi fly, New York → Toronto 345 mi fly")
    }
}
