import ItineraryCore
import Testing

/// `E` writes a note as a commit message is written, and reads back what the editor left.
@Suite struct NoteTextTests {
    @Test func aNoteIsItsTitleABlankLineAndItsLines() {
        let custom = Custom(title: "Lobster roll", note: "cash only\n\nask for the butter")
        #expect(NoteText.text(custom) == "Lobster roll\n\ncash only\n\nask for the butter\n")
        #expect(NoteText.custom(from: NoteText.text(custom)) == custom)
    }

    @Test func aTitleAloneIsOneLine() {
        #expect(NoteText.text(Custom(title: "Fenway tour")) == "Fenway tour\n")
        #expect(NoteText.text(Custom(title: "Fenway tour", note: "")) == "Fenway tour\n")
        #expect(NoteText.custom(from: "Fenway tour\n") == Custom(title: "Fenway tour"))
        #expect(NoteText.custom(from: "Fenway tour") == Custom(title: "Fenway tour"))
        #expect(NoteText.custom(from: "  Fenway tour  \n\n\n") == Custom(title: "Fenway tour"))
    }

    @Test func aTitleStaysOnTheFirstLine() {
        let text = NoteText.text(Custom(title: "Two\r\nlines", note: "n"))
        #expect(text == "Two lines\n\nn\n")
    }

    @Test func anEmptyFileHoldsNoNote() {
        for empty in ["", "\n", "\n\n  \n", " \t ", "\u{FEFF}", "\u{1B}[31m\n"] {
            #expect(NoteText.custom(from: empty) == nil, "“\(empty.debugDescription)”")
        }
    }

    @Test func blankLinesAroundTheNoteAndSpacesEndingLinesGo() {
        let text = "\n\nTitle  \n\n\n  indented line   \n\nsecond paragraph\n\n\n"
        #expect(NoteText.custom(from: text) == Custom(title: "Title", note: "  indented line\n\nsecond paragraph"))
        // The line after the title need not be blank.
        #expect(NoteText.custom(from: "Title\nnote") == Custom(title: "Title", note: "note"))
    }

    @Test func crlfAndCREndLinesAsLFDoes() {
        #expect(NoteText.custom(from: "Title\r\n\r\none\r\ntwo\r\n") == Custom(title: "Title", note: "one\ntwo"))
        #expect(NoteText.custom(from: "Title\r\rone\rtwo\r") == Custom(title: "Title", note: "one\ntwo"))
        #expect(NoteText.custom(from: "\u{FEFF}Title\r\n") == Custom(title: "Title"))
    }

    @Test func controlCharactersAndEscapeSequencesGo() {
        let text =
            "Evil \u{1B}[31mred\u{1B}]0;pwned\u{07} title\u{7F}\n\nx\u{01}y\tz\u{9B}\u{202E}w\u{1B}P1$r\u{1B}\\!\n"
        let custom = NoteText.custom(from: text)
        #expect(custom == Custom(title: "Evil red title", note: "xy zw!"))
        for scalar in [custom?.title ?? "", custom?.note ?? ""].joined().unicodeScalars {
            #expect(
                scalar.value >= 0x20 && !(0x7F...0x9F).contains(scalar.value)
                    && !(0x202A...0x202E).contains(scalar.value))
        }
    }
}
