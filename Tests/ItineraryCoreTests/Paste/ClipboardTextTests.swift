import ItineraryCore
import Testing

/// Copied items are their rows with markers, one a line, and a paste reads them back as they were.
@Suite struct ClipboardTextTests {
    @Test func oneMarkedRowALine() {
        let items = [
            leg("a", day: 1, 0, from: "Boston", to: "New York", miles: 215, mode: .drive),
            note("b", day: 1, 1, "Lobster roll", note: "cash only"),
            note("c", day: 2, 0, "Fenway tour", note: ""),
            leg("d", day: 2, 1, from: "New York", to: "Philadelphia", miles: 94.5),
            leg("e", day: 3, 0, from: "Philadelphia", to: "Baltimore", mode: .train),
        ]
        #expect(
            ClipboardText.rows(items) == """
                » Boston → New York · 215 mi · drive
                • Lobster roll — cash only
                • Fenway tour
                » New York → Philadelphia · 94.5 mi
                » Philadelphia → Baltimore · train

                """)
        #expect(ClipboardText.rows([]) == "")
    }

    /// A stay copies as its row (`⌂`) and pastes back as the stay its row says: its name, its
    /// city (a comma in it kept), its nights and confirmation.
    @Test func aStayRowPastesBackAsAStay() throws {
        let items = [
            stay("a", day: 1, 0, "Hotel Beacon", in: "Boston", nights: 2, confirmation: "HB-1"),
            stay("b", day: 1, 1, "Inn", in: "Portland, ME"),
            stay("c", day: 1, 2, "Hotel Beacon", in: "Boston", nights: 3),
        ]
        let text = ClipboardText.rows(items)
        #expect(
            text
                == "⌂ Hotel Beacon, Boston · 2 nights · HB-1\n⌂ Inn, Portland, ME · 1 night\n⌂ Hotel Beacon, Boston · 3 nights\n"
        )
        #expect(try PastedRows.parse(text).get() == items.map(\.kind))
        // A ⌂ line not in the row form is a note, not lost.
        #expect(try PastedRows.parse("⌂ Somewhere nice\n").get() == [custom("Somewhere nice")])
    }

    @Test func aBreakOrControlCharacterInAFieldIsOneSpace() throws {
        let items = [
            note("a", day: 1, 0, "Two\nlines", note: "a\r\nb\tc\u{0}d\re\u{85}f"),
            leg("b", day: 1, 1, from: "Bos\u{1B}[31mton", to: "New\u{202E} York"),
        ]
        let text = ClipboardText.rows(items)
        #expect(text == "• Two lines — a b c d e f\n» Bos [31mton → New York\n")
        #expect(
            try PastedRows.parse(text).get() == [
                custom("Two lines", note: "a b c d e f"), travel("Bos [31mton", "New York"),
            ])
    }

    /// Found by `make fuzz FUZZ_TARGET=paste`: a title that starts with a combining mark joins
    /// the space after the marker into one character, which trimming by character dropped.
    @Test func aTitleStartingWithACombiningMarkPastesBack() throws {
        let item = note("n", day: 1, 1, "\u{07F2}x")
        #expect(PastedRows.parse(ClipboardText.rows([item])) == .success([item.kind]))
        #expect(" \u{0301}a ".trimmingWhitespace() == "\u{0301}a")
    }

    @Test func theMarkerKeepsANoteThatLooksLikeALegOrAGameANote() throws {
        let items = [
            note("a", day: 1, 0, "Boston → New York · drive"), note("b", day: 1, 1, "19:10 Yankees @ Red Sox"),
        ]
        #expect(try PastedRows.parse(ClipboardText.rows(items)).get() == items.map(\.kind))
    }

    @Test func aCopyPastesBackAsTheSameItems() {
        for seed in UInt64(0)..<400 {
            var rng = SplitMix(seed: seed)
            let items = (0..<Int.random(in: 1...8, using: &rng)).map { randomItem(index: $0, using: &rng) }
            let text = ClipboardText.rows(items)
            let expected: Result<[Item.Kind], PasteRefusal> = .success(items.map(\.kind))
            #expect(PastedRows.parse(text) == expected, "seed \(seed): \(text.debugDescription)")
        }
    }
}

/// A leg or a note whose words hold none of the row form's separators or markers.
private func randomItem(index: Int, using rng: inout SplitMix) -> Item {
    if Bool.random(using: &rng) {
        let whole = Double(Int.random(in: 0...3_000, using: &rng))
        let miles = [nil, whole, whole + 0.5].randomElement(using: &rng)!
        let mode = ([nil] + Travel.Mode.allCases).randomElement(using: &rng)!
        return leg(
            "i\(index)", day: 1, Double(index), from: randomWords(using: &rng), to: randomWords(using: &rng),
            miles: miles, mode: mode)
    }
    let text = Bool.random(using: &rng) ? randomWords(using: &rng) : nil
    return note("i\(index)", day: 1, Double(index), randomWords(using: &rng), note: text)
}

/// One to twelve characters of letters, digits, spaces and some punctuation, no space at either end.
private func randomWords(using rng: inout SplitMix) -> String {
    let letters: [Character] = Array("abcxyzABCXYZ019éß東.,'-()/&") + [" ", " ", " ", " "]
    while true {
        let text = String((0..<Int.random(in: 1...12, using: &rng)).map { _ in letters.randomElement(using: &rng)! })
        if text.first != " ", text.last != " " { return text }
    }
}
