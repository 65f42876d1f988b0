import Foundation
import ItineraryCore
import Testing

@testable import ItineraryEditor

/// Rows of emoji, flags and other clusters through drags, cancels and scrolls, on a terminal
/// (pyte) that measures them its own way (`wcwidth`, scalar by scalar), under every profile,
/// right or wrong for it: after every frame the emulated screen equals a fresh render of
/// that frame on a cleared screen. Whatever the disagreement, no cell is left stale.
@Suite struct GlyphUpdateTests {
    static let titles = [
        "Coffee ☕ at Tatte", "Stadium 🏟️ tour", "Flag 🇺🇸 parade", "Family 👨‍👩‍👧 lunch", "Gate 1️⃣ entry",
        "Thumbs 👍🏽 up", "東京 dinner", "Ｆｕｌｌ width", "Cafe\u{301} crème", "Hangul 한국 and \u{1100}\u{1161}\u{11A8}",
        "Zero\u{200B}width", "Text ☕\u{FE0E} only",
    ]

    /// The demo, its first trip's notes titled with the clusters terminals disagree on.
    static var library: Library {
        var library = DemoLibrary.library
        var n = 0
        for i in library.trips[0].items.indices where library.trips[0].items[i].travel == nil {
            library.trips[0].items[i].kind = .custom(Custom(title: titles[n % titles.count]))
            n += 1
        }
        return library
    }

    @Test(arguments: ClusterWidthTests.profiles.map(\.0))
    func aScreenAfterDragsEqualsAFreshRender(profileName: String) throws {
        let profile = ClusterWidthTests.profiles.first { $0.0 == profileName }!.1
        var rng = SplitMix64(seed: 17)
        var state = editor(Self.library, width: 70, height: 20)
        _ = Editor.update(&state, .terminalWidths(profile))
        state.press(.enter)
        let keys: [Key] = [
            .down, .down, .down, .up, .char(" "), .down, .down, .down, .up, .escape, .enter,
            .char("J"), .char("K"), .pageDown, .pageUp, .char("u"),
        ]
        let update = TerminalUpdate(palette: .standard)
        var shown: Frame?
        var steps: [Step] = []
        for n in 0..<120 {
            let event: Event = n % 9 == 8 ? .tick : .key(keys[Int(rng.next() % UInt64(keys.count))])
            _ = Editor.update(&state, event)
            if state.screen.tripsView != nil { state.press(.enter) }
            let frame = Editor.render(state)
            steps.append(
                Step(
                    width: frame.width, height: frame.height, update: update.bytes(from: shown, to: frame),
                    fresh: update.bytes(from: nil, to: frame)))
            shown = frame
        }
        let mismatch = try Self.firstMismatch(steps)
        #expect(mismatch == nil, "under \(profileName): \(mismatch ?? "")")
    }

    struct Step {
        let width: Int
        let height: Int
        let update: [UInt8]
        let fresh: [UInt8]
    }

    /// Feeds the updates to one emulated terminal and each frame whole to a cleared one; the
    /// first step where the two screens differ, with both, or nil. Autowrap is off on both,
    /// as `itin` sets it.
    static func firstMismatch(_ steps: [Step]) throws -> String? {
        let script = #"""
            import json, sys, pyte
            steps = json.load(sys.stdin)
            def screen_of(width, height):
                screen = pyte.Screen(width, height)
                stream = pyte.ByteStream(screen)
                stream.feed(b"\x1b[?7l")
                return screen, stream
            live = None
            for n, (width, height, update, fresh) in enumerate(steps):
                if live is None or (live[0].columns, live[0].lines) != (width, height):
                    live = screen_of(width, height)
                live[1].feed(bytes.fromhex(update))
                again = screen_of(width, height)
                again[1].feed(bytes.fromhex(fresh))
                if live[0].display != again[0].display:
                    print("step %d:\n%s\n--- a fresh render shows ---\n%s" % (n, "\n".join(live[0].display), "\n".join(again[0].display)))
                    break
            """#
        let input = steps.map { [$0.width, $0.height, hex($0.update), hex($0.fresh)] as [Any] }
        let out = String(decoding: try runPyte(script, input: input), as: UTF8.self)
        return out.isEmpty ? nil : out
    }

    private static func hex(_ bytes: [UInt8]) -> String { bytes.map { String(format: "%02x", $0) }.joined() }
}
