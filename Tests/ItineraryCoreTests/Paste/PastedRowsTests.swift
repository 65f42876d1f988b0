import ItineraryCore
import Testing

/// A paste from outside becomes legs and notes by itin's row form, or is refused whole (docs/keys.md).
@Suite struct PastedRowsTests {
    @Test func aLegIsItsRowWithOrWithoutTheMarker() {
        let bare = travel("Boston", "New York")
        #expect(parsed("Boston → New York") == [bare])
        #expect(parsed("» Boston → New York") == [bare])
        #expect(parsed("»Boston→New York") == [bare])
        #expect(parsed("  »   Boston   →   New York  ") == [bare])
        #expect(parsed("Boston → New York · 215 mi") == [travel("Boston", "New York", miles: 215)])
        #expect(parsed("» Boston → New York · drive") == [travel("Boston", "New York", mode: .drive)])
        #expect(
            parsed("Boston → New York · 215 mi · drive") == [travel("Boston", "New York", miles: 215, mode: .drive)])
        #expect(
            parsed("Boston → New York · 215.5 mi · FLY") == [travel("Boston", "New York", miles: 215.5, mode: .fly)])
        #expect(parsed("Boston → New York · 0 mi · Train") == [travel("Boston", "New York", miles: 0, mode: .train)])
        #expect(parsed("Boston → New York · 0.25 mi") == [travel("Boston", "New York", miles: 0.25)])
        #expect(parsed("St. Louis → Kansas City, MO · 248 mi") == [travel("St. Louis", "Kansas City, MO", miles: 248)])
    }

    @Test func aLineNotInTheLegFormIsANote() {
        for line in [
            "Boston → New York · drive · 215 mi",  // pieces out of order
            "Boston → New York · 215 mi · 215 mi",
            "Boston → New York · drive · drive",
            "Boston → New York · car",
            "Boston → New York · dr",  // a form's abbreviation is not the row form
            "Boston → New York · -5 mi",
            "Boston → New York · far mi",
            "Boston → New York · 215mi",
            "Boston → New York · inf mi",
            "Boston → New York ·  · drive",
            "→ New York",
            "Boston → New York → Philadelphia",
            "Day 3 · Sun Jun 14 · Boston → New York",  // a header of `itin print`
        ] {
            #expect(parsed(line) == [custom(line)], "\(line)")
        }
        #expect(parsed("Boston →") == [custom("Boston →")])
    }

    @Test func aNoteSplitsAtTheFirstDash() {
        #expect(parsed("Lobster roll") == [custom("Lobster roll")])
        #expect(parsed("Lobster roll — cash only") == [custom("Lobster roll", note: "cash only")])
        #expect(parsed("• Lobster roll — cash only") == [custom("Lobster roll", note: "cash only")])
        #expect(parsed("•Lobster roll") == [custom("Lobster roll")])
        #expect(parsed("Lobster roll   —   cash — only") == [custom("Lobster roll", note: "cash — only")])
        #expect(parsed("Lobster roll — ") == [custom("Lobster roll")])
        #expect(parsed("Lobster roll —cash") == [custom("Lobster roll —cash")])
        #expect(parsed("— cash only") == [custom("— cash only")])
        #expect(parsed("• — cash only") == [custom("— cash only")])
    }

    @Test func aBulletLineIsANoteWhateverItSays() {
        #expect(parsed("• Boston → New York · drive") == [custom("Boston → New York · drive")])
        #expect(parsed("• 19:10 Yankees @ Red Sox") == [custom("19:10 Yankees @ Red Sox")])
    }

    @Test func aMarkedLineNotInTheLegFormIsANoteOfWhatFollowsTheMarker() {
        #expect(parsed("» Boston") == [custom("Boston")])
        #expect(parsed("» Lunch — cheap") == [custom("Lunch", note: "cheap")])
        #expect(parsed("» Boston → New York · car") == [custom("Boston → New York · car")])
    }

    @Test func gameRowsAreRefused() {
        let row = "19:10 Yankees @ Red Sox · Fenway Park, Boston"
        #expect(refusal("Lunch\n\n\(row)\nDinner") == "line 3 is a game (games come from the schedule)")
        #expect(refusal("◆ \(row)") == "line 1 is a game (games come from the schedule)")
        #expect(refusal("◆ anything at all") == "line 1 is a game (games come from the schedule)")
        #expect(refusal("◆") == "line 1 is a game (games come from the schedule)")
        #expect(refusal("» 7:05 Mets @ Phillies") == "line 1 is a game (games come from the schedule)")
        #expect(refusal("Lunch\n  7:05 Mets @ Phillies  ") == "line 2 is a game (games come from the schedule)")
        #expect(refusal("19:10 A @ B → C") == "line 1 is a game (games come from the schedule)")
    }

    @Test func onlyTheGameFormIsAGame() {
        for line in [
            "19:10 Yankees", "19:10 @ Red Sox", "19:10 Yankees @", "123:10 Yankees @ Red Sox",
            "19:1 Yankees @ Red Sox", "19:10Yankees @ Red Sox", "1910 Yankees @ Red Sox",
            "Lunch 19:10 Yankees @ Red Sox", "19:10 Yankees@Red Sox", "١٩:١٠ Yankees @ Red Sox",
        ] {
            #expect(parsed(line) == [custom(line)], "\(line)")
        }
    }

    @Test func lfCrAndCrlfEachEndALine() {
        #expect(parsed("a\nb\rc\r\nd") == ["a", "b", "c", "d"].map { custom($0) })
        #expect(refusal("a\r\n◆") == "line 2 is a game (games come from the schedule)")
        #expect(refusal("a\r\r◆") == "line 3 is a game (games come from the schedule)")
        #expect(refusal("a\n\r◆") == "line 3 is a game (games come from the schedule)")
        #expect(refusal("a\n\n\n◆") == "line 4 is a game (games come from the schedule)")
        #expect(refusal("\r\n\r\n◆") == "line 3 is a game (games come from the schedule)")
        #expect(
            parsed("Boston → New York · 215 mi\r» New York → Boston\r") == [
                travel("Boston", "New York", miles: 215), travel("New York", "Boston"),
            ])
    }

    @Test func escapeSequencesAreDroppedWhole() {
        #expect(parsed("\u{1B}[31mRed\u{1B}[0m") == [custom("Red")])
        #expect(parsed("q\u{1B}") == [custom("q")])
        #expect(parsed("\u{1B}[1;38;5;208mBoston\u{1B}[m → New York") == [travel("Boston", "New York")])
        #expect(parsed("\u{1B}[?2004hLunch") == [custom("Lunch")])
        #expect(parsed("\u{1B}]0;a title\u{7}Lunch") == [custom("Lunch")])
        #expect(parsed("\u{1B}]8;;https://x.test/\u{1B}\\Link\u{1B}]8;;\u{1B}\\") == [custom("Link")])
        #expect(parsed("\u{1B}Ptmux;stuff\u{1B}\\Lunch") == [custom("Lunch")])
        #expect(parsed("\u{1B}(BLunch\u{1B}7") == [custom("Lunch")])
        #expect(parsed("\u{1B}\u{1B}[2JLunch") == [custom("Lunch")])
        #expect(parsed("\u{1B}éclair") == [custom("éclair")])
    }

    @Test func aLineBreakEndsAnUnfinishedSequence() {
        #expect(parsed("\u{1B}]0;never ended\nLunch") == [custom("Lunch")])
        #expect(parsed("\u{1B}[31\nLunch") == [custom("Lunch")])
        #expect(parsed("Lunch\u{1B}\nDinner") == [custom("Lunch"), custom("Dinner")])
        #expect(refusal("\u{1B}]0;x\r\n◆") == "line 2 is a game (games come from the schedule)")
    }

    @Test func controlCharactersAndBidiOverridesAreDropped() {
        #expect(parsed("Lu\u{0}n\u{7}c\u{7F}h\u{85}\u{9B}") == [custom("Lunch")])
        #expect(parsed("a\u{0C}b\u{0B}c") == [custom("abc")])
        #expect(parsed("\u{202E}Lunch\u{2066}\u{2069}") == [custom("Lunch")])
        #expect(parsed("\u{8}\u{1}\u{2067}") == nil)
    }

    @Test func aTabIsASpace() {
        #expect(parsed("Lobster\troll") == [custom("Lobster roll")])
        #expect(parsed("\tBoston\t→\tNew York\t") == [travel("Boston", "New York")])
        #expect(parsed("Lunch\t—\tcheap") == [custom("Lunch", note: "cheap")])
    }

    @Test func nothingToPaste() {
        for text in ["", "\n", "\r\n \t \r", "\u{1B}[0m", "•", " » \n •", "\u{0}\u{7F}"] {
            #expect(refusal(text) == "nothing to paste", "\(text.debugDescription)")
        }
    }

    @Test func atMostAMegabyteCountedInBytes() {
        // 333 three-byte characters and a line break: 1,000 bytes but 334 characters a line.
        let line = String(repeating: "€", count: 333) + "\n"
        let exact = String(repeating: line, count: 1_000)
        #expect(exact.utf8.count == PastedRows.maxBytes)
        #expect(parsed(exact)?.count == 1_000)
        #expect(refusal(exact + " ") == "the paste is 1000001 bytes; at most 1 MB can be pasted")
        // The size is judged before the lines are.
        #expect(
            refusal(String(repeating: "a\n", count: 500_001))
                == "the paste is 1000002 bytes; at most 1 MB can be pasted")
    }

    @Test func atMostAThousandNonEmptyLines() {
        let exact = String(repeating: "Lunch\n\n", count: 1_000) + " •\n\u{1B}[0m\n"
        #expect(parsed(exact)?.count == PastedRows.maxLines)
        #expect(refusal(exact + "Dinner") == "the paste has 1001 lines; at most 1,000 can be pasted")
        #expect(
            refusal(String(repeating: "◆\n", count: 1_001)) == "the paste has 1001 lines; at most 1,000 can be pasted")
    }

    @Test func atMostTwoThousandCharactersALine() {
        // `e` and a combining accent: two scalars, one character.
        let exact = String(repeating: "e\u{301}", count: 2_000)
        #expect(parsed("  \(exact)\t") == [custom(exact)])
        #expect(parsed("\u{1B}[1m\(exact)\u{1B}[0m") == [custom(exact)])
        #expect(refusal("Lunch\n\n\(exact)é") == "line 3 has more than 2,000 characters")
        #expect(refusal("\(exact)é\n◆") == "line 1 has more than 2,000 characters")
        #expect(refusal("◆\n\(exact)é") == "line 1 is a game (games come from the schedule)")
    }
}

/// The kinds a paste becomes, or nil when it is refused.
private func parsed(_ text: String) -> [Item.Kind]? { try? PastedRows.parse(text).get() }

/// Why a paste is refused, or nil when it is not.
private func refusal(_ text: String) -> String? {
    guard case .failure(let refusal) = PastedRows.parse(text) else { return nil }
    return refusal.description
}

func travel(_ from: String, _ to: String, miles: Double? = nil, mode: Travel.Mode? = nil) -> Item.Kind {
    .travel(Travel(from: from, to: to, miles: miles, mode: mode))
}

func custom(_ title: String, note: String? = nil) -> Item.Kind { .custom(Custom(title: title, note: note)) }
