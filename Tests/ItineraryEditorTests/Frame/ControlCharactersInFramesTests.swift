import ItineraryCore
import Testing

@testable import ItineraryEditor

/// Every piece of text that meets the frame goes through one door that
/// shows control characters as symbols, so no path (a prompt's label, typed text) can forget.
@Suite struct ControlCharactersInFramesTests {
    func hasControlScalars(_ frame: Frame) -> Bool {
        frame.cells.contains { cell in
            frame.text(of: cell).unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }
        }
    }

    @Test func aLegsCitiesInItsFormAreShownWithSymbols() throws {
        var library = DemoLibrary.library
        let i = try #require(library.trips[0].items.firstIndex { $0.id == "ne-t1" })
        library.trips[0].items[i].kind = .travel(Travel(from: "Bos\u{1B}[31mton\u{07}", to: "New York", miles: 215))
        var s = editor(library)
        s.press(.enter)
        s.trip?.cursor = .entry("ne-t1")
        s.press(.char("e"))
        #expect(s.form != nil)
        #expect(!hasControlScalars(Editor.render(s)), "the route reached the frame raw")
        #expect(s.lines.contains { $0.contains("From   Bos␛[31mton␇") }, "\(s.lines.joined(separator: "\n"))")
    }

    @Test func anyTextPutIntoAFrameLosesItsControlCharacters() {
        var frame = Frame(width: 40, height: 2)
        frame.put("a\u{1B}[2Jb\u{9B}c\u{7F}", x: 0, y: 0)
        #expect(!hasControlScalars(frame))
        #expect(frame.lines[0] == "a␛[2Jb�c␡")
    }
}
