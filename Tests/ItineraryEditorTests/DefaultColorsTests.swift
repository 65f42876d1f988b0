import Testing
import ItineraryCore
@testable import ItineraryEditor

/// A user with no settings file sees no change at all: the bytes written for a long session
/// of the demo (drags over forbidden rows, snap-backs, settles, blocks, help, the trips list,
/// resizes) are the bytes itin wrote before themes existed, recorded here as a digest.
@Suite struct DefaultColorsTests {
    /// Every frame's update, one after another, for a fixed session.
    static func sessionBytes(update: TerminalUpdate, colors: Bool) -> [UInt8] {
        var rng = SplitMix64(seed: 29)
        var state = editor(width: 80, height: 24, colors: colors, keys: keysWhenRecorded)
        let keys: [Key] = [.down, .down, .up, .char(" "), .char(" "), .up, .up, .down, .char("j"), .char("k"), .char("]"),
                           .char("["), .enter, .escape, .char("v"), .char("G"), .char("g"), .pageDown, .pageUp, .char("?"),
                           .char("J"), .char("x"), .char("p"), .char("u")]
        var shown: Frame?
        var out: [UInt8] = []
        for step in 0..<600 {
            let event: Event = step % 97 == 96 ? .resize(width: 60 + Int(rng.next() % 40), height: 16 + Int(rng.next() % 16))
                : step % 5 == 4 ? .tick : .key(keys[Int(rng.next() % UInt64(keys.count))])
            _ = Editor.update(&state, event)
            if state.isHolding == false, state.screen.tripsView != nil, rng.next() % 3 == 0 { _ = Editor.update(&state, .key(.enter)) }
            let frame = Editor.render(state)
            out += update.bytes(from: shown, to: frame)
            shown = frame
        }
        return out
    }

    /// The key table the digests were recorded with: a key added since (`M`, the map) is one
    /// more row of the help the session opens, which is not a change of colour.
    static let keysWhenRecorded = KeyTable(bindings: KeyTable.standardBindings.filter { $0.action != .showMap })

    /// Every number of every `CSI … m` in the bytes.
    static func sgrNumbers(in bytes: [UInt8]) -> Set<Int> {
        var found: Set<Int> = []
        var i = 0
        while i + 1 < bytes.count {
            defer { i += 1 }
            guard bytes[i] == 0x1B, bytes[i + 1] == UInt8(ascii: "[") else { continue }
            var j = i + 2
            while j < bytes.count, bytes[j] == UInt8(ascii: ";") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[j]) { j += 1 }
            guard j < bytes.count, bytes[j] == UInt8(ascii: "m") else { continue }
            for part in String(decoding: bytes[(i + 2)..<j], as: UTF8.self).split(separator: ";") { found.insert(Int(part)!) }
        }
        return found
    }

    /// FNV-1a, 64 bits.
    static func digest(_ bytes: [UInt8]) -> UInt64 {
        bytes.reduce(0xcbf2_9ce4_8422_2325 as UInt64) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 }
    }

    @Test(arguments: [ColorDepth.colors8, .colors256, .truecolor])
    func theDefaultColoursWriteTheBytesTheyAlwaysDid(depth: ColorDepth) {
        let bytes = Self.sessionBytes(update: TerminalUpdate(palette: Palette(.dark, depth: depth)), colors: true)
        #expect((bytes.count, Self.digest(bytes)) == (208_507, 0x8f0f_9f28_ca5a_2480))
        let drawn = Self.sgrNumbers(in: bytes)
        #expect(drawn.isSuperset(of: [1, 2, 4, 7, 30, 31, 32, 33, 34, 35, 36, 37, 44]), "the session draws every colour: \(drawn.sorted())")
    }

    @Test func withoutColourTooTheBytesAreThoseOfBefore() {
        let bytes = Self.sessionBytes(update: TerminalUpdate(palette: nil), colors: false)
        #expect((bytes.count, Self.digest(bytes)) == (192_466, 0xcc7e_a200_5822_de0c))
    }
}
