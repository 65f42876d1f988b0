import Foundation
import ItineraryCore
import Testing

@testable import ItineraryEditor

/// The bytes `itin` writes to the terminal, read back by a terminal emulator nobody here
/// wrote (Python's pyte, installed by `make test`): after every frame of random sessions
/// (drags that scroll, blocks, help, resizes), the emulated screen must show exactly the
/// frame, whatever scrolls, skips and erases the update used.
@Suite struct TerminalUpdateTests {
    /// Frames of a random session on the demo, each with the bytes that drew it.
    static func session(seed: UInt64, steps: Int) -> [(frame: Frame, bytes: [UInt8])] {
        var rng = SplitMix64(seed: seed)
        var state = editor(width: 80, height: 24)
        let keys: [Key] = [
            .down, .down, .up, .char(" "), .char("j"), .char("k"), .char("]"), .char("["), .enter,
            .escape, .char("v"), .char("G"), .char("g"), .pageDown, .pageUp, .char("?"), .char("J"),
        ]
        let update = TerminalUpdate(palette: rng.next() % 2 == 0 ? .standard : nil)
        var shown: Frame?
        var out: [(Frame, [UInt8])] = []
        for step in 0..<steps {
            let event: Event =
                step % 40 == 39
                ? .resize(width: 60 + Int(rng.next() % 40), height: 16 + Int(rng.next() % 16))
                : .key(keys[Int(rng.next() % UInt64(keys.count))])
            _ = Editor.update(&state, event)
            if state.isHolding == false, state.screen.tripsView != nil, rng.next() % 3 == 0 {
                _ = Editor.update(&state, .key(.enter))
            }
            let frame = Editor.render(state)
            out.append((frame, update.bytes(from: shown, to: frame)))
            shown = frame
        }
        return out
    }

    @Test(arguments: [1, 2, 3] as [UInt64])
    func everyFrameShowsOnAnEmulatedTerminalExactly(seed: UInt64) throws {
        let frames = Self.session(seed: seed, steps: 160)
        let screens = try Self.emulate(frames.map { ($0.frame.width, $0.frame.height, $0.bytes) })
        #expect(screens.count == frames.count)
        for (n, (shown, screen)) in zip(frames, screens).enumerated() {
            let expected = shown.frame.lines
            let got = screen.map { line in String(line.reversed().drop { $0 == " " }.reversed()) }
            if got != expected {
                Issue.record(
                    "seed \(seed), frame \(n): the terminal shows\n\(got.joined(separator: "\n"))\nnot\n\(expected.joined(separator: "\n"))"
                )
                return
            }
        }
    }

    @Test func aScrolledListMovesOnTheTerminalInsteadOfBeingWrittenAgain() {
        var state = tripEditor(cursorOn: "ne-t0", width: 80, height: 12)
        let update = TerminalUpdate(palette: .standard)
        var frame = Editor.render(state)
        for _ in 0..<8 { _ = Editor.update(&state, .key(.down)) }
        frame = Editor.render(state)
        _ = Editor.update(&state, .key(.down))
        let next = Editor.render(state)
        let bytes = update.bytes(from: frame, to: next)
        #expect(String(decoding: bytes, as: UTF8.self).hasPrefix("\u{1B}[2;11r"), "margins round the list for a scroll")
        let rewritten = TerminalUpdate(palette: .standard, scrolls: false).bytes(from: frame, to: next)
        #expect(bytes.count * 2 < rewritten.count, "\(bytes.count) bytes scrolled, \(rewritten.count) written again")
    }

    /// Carried past the bottom, the held row stands still while the list scrolls under it:
    /// the rows above and below it scroll as two regions, and it is not written again.
    @Test func aHeldRowTheListScrollsUnderIsNotWrittenAgain() throws {
        var state = tripEditor(cursorOn: "ne-t0", width: 80, height: 12)
        state.press(.char(" "))
        let update = TerminalUpdate(palette: .standard)
        var frame = Editor.render(state)
        for _ in 0..<30 {
            _ = Editor.update(&state, .key(.down))
            let next = Editor.render(state)
            let held = { (f: Frame) in f.lines.firstIndex { $0.hasPrefix("▶") } }
            defer { frame = next }
            guard held(frame) == held(next), frame.lines[1] != next.lines[1] else { continue }
            let text = String(decoding: update.bytes(from: frame, to: next), as: UTF8.self)
            let row = try #require(held(next)) + 1  // as the terminal counts
            #expect(!text.contains("\u{1B}[\(row);"), "the held row is written again: \(text.debugDescription)")
            #expect(text.matches(of: /\e\[\d+;\d+r/).count == 2, "two regions scroll: \(text.debugDescription)")
            return
        }
        Issue.record("the list never scrolled under the held row")
    }

    @Test func aFrameLikeTheLastWritesNothingAndOneCellWritesOneMove() {
        var frame = Frame(width: 20, height: 4)
        frame.put("hello", x: 0, y: 1)
        let update = TerminalUpdate(palette: .standard)
        #expect(update.bytes(from: frame, to: frame).isEmpty)
        var next = frame
        next.put("j", x: 0, y: 1)
        #expect(update.bytes(from: frame, to: next) == Array("\u{1B}[2;1Hj".utf8))
    }

    @Test func afterAWideCharacterTheNextCellIsReachedByAnExplicitMove() {
        let update = TerminalUpdate(palette: nil)
        var next = Frame(width: 10, height: 1)
        next.put("東a", x: 0, y: 0)
        let text = String(decoding: update.bytes(from: Frame(width: 10, height: 1), to: next), as: UTF8.self)
        #expect(
            text.contains("東\u{1B}[1;3Ha"),
            "a terminal that drew 東 narrow must not shift the a: \(text.debugDescription)")
    }

    @Test func theBottomRightCellIsLeftAloneWhereWritingItWouldScroll() {
        var next = Frame(width: 4, height: 2)
        next.put("abcd", x: 0, y: 1)
        let text = String(
            decoding: TerminalUpdate(palette: nil, writesLastCell: false).bytes(from: nil, to: next), as: UTF8.self)
        #expect(text.hasSuffix("abc"))
    }

    /// The screens pyte shows after each chunk of bytes, on a terminal of each chunk's size.
    static func emulate(_ chunks: [(width: Int, height: Int, bytes: [UInt8])]) throws -> [[String]] {
        let script = #"""
            import json, sys, pyte
            data = json.load(sys.stdin)
            screens, screen, stream = [], None, None
            for width, height, hexbytes in data:
                if screen is None or (screen.columns, screen.lines) != (width, height):
                    screen = pyte.Screen(width, height)
                    stream = pyte.ByteStream(screen)
                stream.feed(bytes.fromhex(hexbytes))
                screens.append(screen.display)
            json.dump(screens, sys.stdout)
            """#
        let input = chunks.map { [$0.width, $0.height, $0.bytes.map { String(format: "%02x", $0) }.joined()] as [Any] }
        let out = try runPyte(script, input: input)
        return try JSONDecoder().decode([[String]].self, from: out)
    }
}

extension TerminalUpdateTests {
    /// Rows are compared as bytes: that is right only while a cell has no padding.
    @Test func aCellIsOneWordWithoutPadding() {
        #expect(MemoryLayout<Frame.Cell>.size == 8 && MemoryLayout<Frame.Cell>.stride == 8)
    }

    /// The three parts packed in a cell's word come back as they went in, at their limits.
    @Test func aCellKeepsItsScalarStyleAndMark() {
        let style = Style(foreground: .shadow, background: .held, bold: true, dim: true, reverse: true, underline: true)
        for scalar: UInt32 in [0, 0x20, 0x10FFFF] {
            for mark: UInt32 in [0, 1, UInt32.max >> 1] {
                var cell = Frame.Cell(scalar: scalar, mark: mark, style: style)
                #expect(cell.scalar == scalar && cell.mark == mark && cell.style == style)
                cell.mark = 7
                cell.style = .plain
                #expect(cell.scalar == scalar && cell.mark == 7 && cell.style == .plain)
            }
        }
    }
}

/// The rows a frame copies from the memo are the rows it would draw: through random
/// sessions (drags, selections, settles, undo), every frame equals one drawn from nothing.
@Suite struct RowMemoTests {
    /// The lifted line is kept while a drag lasts; the next drag, of another item in the
    /// same layout, must not show the one before.
    @Test func theLiftedLineShowsWhatIsHeldNow() throws {
        var state = tripEditor(cursorOn: "ne-t0", width: 90, height: 20)
        state.press(.char(" "))
        let first = try #require(state.lines.first { $0.hasPrefix("▶") })
        state.press(.escape)
        for _ in 0..<10 { _ = Editor.update(&state, .tick) }
        state.trip?.cursor = .entry("ne-t1")
        state.press(.char(" "))
        let second = try #require(state.lines.first { $0.hasPrefix("▶") })
        #expect(first != second)
        var fresh = state
        fresh.trip?.rowMemo = RowMemo()
        #expect(Editor.render(state) == Editor.render(fresh))
    }

    @Test(arguments: [7, 8, 9] as [UInt64])
    func aFrameFromMemoryEqualsOneDrawnAfresh(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        var state = tripEditor(cursorOn: "ne-t1", width: 90, height: 20)
        let keys: [Key] = [
            .down, .up, .char(" "), .char("]"), .char("["), .enter, .escape, .char("v"), .char("J"),
            .char("u"), .ctrl("r"), .char("G"), .char("g"), .pageDown,
        ]
        for step in 0..<300 {
            let key = keys[Int(rng.next() % UInt64(keys.count))]
            _ = Editor.update(&state, step % 7 == 6 ? .tick : .key(key))
            if state.onTrips { state.press(.enter) }
            let remembered = Editor.render(state)
            var fresh = state
            fresh.trip?.rowMemo = RowMemo()
            if remembered != Editor.render(fresh) {
                Issue.record("seed \(seed), step \(step) after \(key): a remembered row differs")
                return
            }
        }
    }
}
