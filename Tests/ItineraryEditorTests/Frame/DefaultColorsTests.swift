import ItineraryCore
import Testing

@testable import ItineraryEditor

/// A user with no settings file gets the dark theme: the terminal's eight colours, the same
/// bytes whatever colours the terminal has, over a long session of the demo (drags over
/// forbidden rows, snap-backs, settles, blocks, help, the trips list, resizes).
@Suite struct DefaultColorsTests {
    /// Every frame's update, one after another, for a fixed session.
    static func sessionBytes(update: TerminalUpdate, colors: Bool) -> [UInt8] {
        var rng = SplitMix64(seed: 29)
        var state = editor(width: 80, height: 24, colors: colors)
        let keys: [Key] = [
            .down, .down, .up, .char(" "), .char(" "), .up, .up, .down, .char("j"), .char("k"), .char("]"),
            .char("["), .enter, .escape, .char("v"), .char("G"), .char("g"), .pageDown, .pageUp, .char("?"),
            .char("J"), .char("x"), .char("p"), .char("u"),
        ]
        var shown: Frame?
        var out: [UInt8] = []
        for step in 0..<600 {
            let event: Event =
                step % 97 == 96
                ? .resize(width: 60 + Int(rng.next() % 40), height: 16 + Int(rng.next() % 16))
                : step % 5 == 4 ? .tick : .key(keys[Int(rng.next() % UInt64(keys.count))])
            _ = Editor.update(&state, event)
            if state.isHolding == false, state.screen.tripsView != nil, rng.next() % 3 == 0 {
                _ = Editor.update(&state, .key(.enter))
            }
            let frame = Editor.render(state)
            out += update.bytes(from: shown, to: frame)
            shown = frame
        }
        return out
    }

    /// Every number of every `CSI … m` in the bytes.
    static func sgrNumbers(in bytes: [UInt8]) -> Set<Int> {
        var found: Set<Int> = []
        var i = 0
        while i + 1 < bytes.count {
            defer { i += 1 }
            guard bytes[i] == 0x1B, bytes[i + 1] == UInt8(ascii: "[") else { continue }
            var j = i + 2
            while j < bytes.count,
                bytes[j] == UInt8(ascii: ";") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[j])
            { j += 1 }
            guard j < bytes.count, bytes[j] == UInt8(ascii: "m") else { continue }
            for part in String(decoding: bytes[(i + 2)..<j], as: UTF8.self).split(separator: ";") {
                found.insert(Int(part)!)
            }
        }
        return found
    }

    /// The SGR numbers of the eight colours and the attributes itin uses: no 256-colour or
    /// 24-bit colour (38;5, 38;2) ever.
    static let eightColours: Set<Int> = Set([0, 1, 2, 4, 7, 22, 24, 27, 39, 49]).union(30...37).union(40...47)

    @Test func theDarkThemeIsTheEightColoursAtEveryDepth() {
        let eight = Self.sessionBytes(update: TerminalUpdate(palette: Palette(.dark, depth: .colors8)), colors: true)
        for depth in [ColorDepth.colors256, .truecolor] {
            let bytes = Self.sessionBytes(update: TerminalUpdate(palette: Palette(.dark, depth: depth)), colors: true)
            #expect(bytes == eight, "\(depth): the dark theme writes what it writes at eight colours")
        }
        let drawn = Self.sgrNumbers(in: eight)
        #expect(
            drawn.isSubset(of: Self.eightColours),
            "not one of the eight: \(drawn.subtracting(Self.eightColours).sorted())")
        #expect(
            drawn.isSuperset(of: [1, 2, 4, 7, 30, 31, 32, 33, 34, 35, 36, 37, 44]),
            "the session draws every colour: \(drawn.sorted())")
    }

    @Test func withoutColourOnlyTheAttributesAreWritten() {
        let bytes = Self.sessionBytes(update: TerminalUpdate(palette: nil), colors: false)
        let drawn = Self.sgrNumbers(in: bytes)
        #expect(drawn.isSuperset(of: [1, 2, 7]), "bold, dim and reverse carry what colour would: \(drawn.sorted())")
        #expect(drawn.allSatisfy { !(30...49).contains($0) }, "a colour: \(drawn.sorted())")
    }
}
