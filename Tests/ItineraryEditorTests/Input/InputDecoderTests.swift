import Foundation
import ItineraryCore
import Testing

@testable import ItineraryEditor

/// Bytes from a terminal to events: what each key sends, in one read or split anywhere.
@Suite struct InputDecoderTests {
    static func decode(_ bytes: [UInt8], now: Int = 0) -> [Event] {
        var decoder = InputDecoder()
        return decoder.feed(bytes, now: now) + decoder.flush(now: now)
    }

    static func decode(_ text: String) -> [Event] { decode(Array(text.utf8)) }

    @Test func textAndControlKeys() {
        #expect(Self.decode("aZ é漢🎉") == ["a", "Z", " ", "é", "漢", "🎉"].map { .key(.char(Character($0))) })
        #expect(
            Self.decode("\r\n\t\u{7F}\u{08}") == [
                .key(.enter), .key(.enter), .key(.tab), .key(.backspace), .key(.backspace),
            ])
        #expect(Self.decode("\u{1A}\u{0C}\u{03}") == [.key(.ctrl("z")), .key(.ctrl("l")), .key(.ctrl("c"))])
        // NUL, the other C0 controls past Ctrl-Z and C1 controls in UTF-8 are nothing.
        #expect(Self.decode([0x00, 0x1C, 0x1F, 0xC2, 0x85]) == [])
    }

    @Test func brokenUTF8IsDroppedAndTheRestRead() {
        #expect(Self.decode([0xFF, 0x61, 0xE2, 0x82, 0x62, 0xC3]) == [.key(.char("a")), .key(.char("b"))])
    }

    @Test func cursorKeysInEveryFormTerminalsSend() {
        let forms: [(String, Key)] = [
            ("\u{1B}[A", .up), ("\u{1B}OA", .up), ("\u{1B}[1;5A", .up), ("\u{1B}[B", .down), ("\u{1B}OB", .down),
            ("\u{1B}[C", .right), ("\u{1B}OC", .right), ("\u{1B}[D", .left), ("\u{1B}OD", .left),
            ("\u{1B}[H", .home), ("\u{1B}OH", .home), ("\u{1B}[1~", .home), ("\u{1B}[7~", .home),
            ("\u{1B}[F", .end), ("\u{1B}OF", .end), ("\u{1B}[4~", .end), ("\u{1B}[8~", .end),
            ("\u{1B}[3~", .delete), ("\u{1B}[5~", .pageUp), ("\u{1B}[6~", .pageDown), ("\u{1B}[Z", .backTab),
            ("\u{1B}OM", .enter),
        ]
        for (sequence, key) in forms {
            #expect(Self.decode(sequence) == [.key(key)], "\(sequence.debugDescription)")
        }
    }

    @Test func escAloneIsEscapeOnlyWhenNothingFollows() {
        var decoder = InputDecoder()
        #expect(decoder.feed([0x1B], now: 0) == [])
        #expect(decoder.pending == .sequence)
        #expect(decoder.feed(Array("[B".utf8), now: 5) == [.key(.down)])
        #expect(decoder.pending == .nothing)
        #expect(decoder.feed([0x1B], now: 10) == [])
        #expect(decoder.flush(now: 40) == [.key(.escape)])
        // Esc then a letter typed at once (or Alt and the letter): both keys.
        #expect(Self.decode("\u{1B}q") == [.key(.escape), .key(.char("q"))])
        #expect(Self.decode("\u{1B}\u{1B}") == [.key(.escape), .key(.escape)])
        // Half a sequence when the terminal goes quiet: Esc, then what followed as keys.
        #expect(Self.decode("\u{1B}[") == [.key(.escape), .key(.char("["))])
    }

    @Test func sequencesNoKeySendsAreDroppedWhole() {
        #expect(Self.decode("\u{1B}[?1;2c" + "x") == [.key(.char("x"))])  // a device attributes answer
        #expect(Self.decode("\u{1B}[2~" + "\u{1B}Oo" + "y") == [.key(.char("y"))])  // Insert, keypad /
    }

    /// F1–F12 as xterm, rxvt and PuTTY (`ESC [ 11 ~`…) and the Linux console (`ESC [ [ A`) send
    /// them: the settings may bind them (docs/settings.md).
    @Test func functionKeys() {
        #expect(
            Self.decode("\u{1B}OP\u{1B}OS\u{1B}[15~\u{1B}[17~\u{1B}[21~\u{1B}[24~")
                == [1, 4, 5, 6, 10, 12].map { .key(.function($0)) })
        #expect(Self.decode("\u{1B}[11~\u{1B}[14~") == [.key(.function(1)), .key(.function(4))])
        #expect(Self.decode("\u{1B}[[A\u{1B}[[E" + "x") == [.key(.function(1)), .key(.function(5)), .key(.char("x"))])
        #expect(Self.decode("\u{1B}[[Z" + "x") == [.key(.char("x"))], "not a key: dropped whole, not read as Z")
        // A sequence broken by a control character: dropped, the control read.
        #expect(Self.decode("\u{1B}[12\r") == [.key(.enter)])
        // Past any key's length: dropped, not held forever.
        var decoder = InputDecoder()
        #expect(decoder.feed(Array(("\u{1B}[" + String(repeating: "1;", count: 100)).utf8), now: 0) == [])
        #expect(decoder.pending == .nothing)
    }

    // MARK: Mouse

    static func sgr(_ b: Int, _ x: Int, _ y: Int, _ final: Character) -> [UInt8] {
        Array("\u{1B}[<\(b);\(x + 1);\(y + 1)\(final)".utf8)
    }

    static func x10(_ b: Int, _ x: Int, _ y: Int) -> [UInt8] {
        [0x1B, 0x5B, 0x4D, UInt8(b + 32), UInt8(x + 33), UInt8(y + 33)]
    }

    @Test func sgrMouseDragAndWheel() {
        let bytes =
            Self.sgr(0, 10, 4, "M") + Self.sgr(32, 10, 6, "M") + Self.sgr(0, 10, 6, "m")
            + Self.sgr(64, 3, 3, "M") + Self.sgr(65, 3, 3, "M") + Self.sgr(2, 1, 1, "M") + Self.sgr(35, 1, 1, "M")
        #expect(
            Self.decode(bytes) == [
                .mouse(MouseEvent(.press, x: 10, y: 4)), .mouse(MouseEvent(.drag, x: 10, y: 6)),
                .mouse(MouseEvent(.release, x: 10, y: 6)),
                .mouse(MouseEvent(.scrollUp, x: 3, y: 3)), .mouse(MouseEvent(.scrollDown, x: 3, y: 3)),
            ])
        // Past column 223, where X10 cannot go.
        #expect(Self.decode(Self.sgr(0, 300, 2, "M")) == [.mouse(MouseEvent(.press, x: 300, y: 2))])
    }

    @Test func x10MouseWithCoordinatesPastASCII() {
        let bytes = Self.x10(0, 120, 3) + Self.x10(32, 120, 5) + Self.x10(3, 120, 5)
        #expect(
            Self.decode(bytes) == [
                .mouse(MouseEvent(.press, x: 120, y: 3)), .mouse(MouseEvent(.drag, x: 120, y: 5)),
                .mouse(MouseEvent(.release, x: 120, y: 5)),
            ])
        // Motion and releases with no button held mean nothing.
        #expect(Self.decode(Self.x10(35, 1, 1) + Self.x10(3, 1, 1)) == [])
    }

    @Test func aSecondPressOnTheSameRowSoonIsADoubleClick() {
        var decoder = InputDecoder()
        let click = Self.sgr(0, 5, 7, "M") + Self.sgr(0, 5, 7, "m")
        #expect(decoder.feed(click, now: 1000).first == .mouse(MouseEvent(.press, x: 5, y: 7, clicks: 1)))
        #expect(decoder.feed(click, now: 1300).first == .mouse(MouseEvent(.press, x: 5, y: 7, clicks: 2)))
        #expect(decoder.feed(click, now: 1400).first == .mouse(MouseEvent(.press, x: 5, y: 7, clicks: 1)))
        #expect(decoder.feed(click, now: 1900).first == .mouse(MouseEvent(.press, x: 5, y: 7, clicks: 1)))
        #expect(
            decoder.feed(Self.sgr(0, 5, 8, "M"), now: 2000).first == .mouse(MouseEvent(.press, x: 5, y: 8, clicks: 1)))
    }

    // MARK: Paste

    @Test func aPasteIsTextNeverKeys() {
        let pasted = "q\u{1B}[A\r\nBoston → New York\u{1B}"
        #expect(Self.decode("\u{1B}[200~" + pasted + "\u{1B}[201~" + "j") == [.paste(pasted), .key(.char("j"))])
    }

    @Test func aPasteWhoseEndNeverComesEndsWhenTheTerminalIsQuiet() {
        var decoder = InputDecoder()
        #expect(decoder.feed(Array("\u{1B}[200~half".utf8), now: 0) == [])
        #expect(decoder.pending == .paste)
        #expect(decoder.flush(now: 2000) == [.paste("half")])
        #expect(decoder.pending == .nothing)
    }

    @Test func aPasteOverTheLimitIsKeptJustPastIt() {
        let big = String(repeating: "x", count: PastedRows.maxBytes + 5_000)
        let events = Self.decode("\u{1B}[200~" + big + "\u{1B}[201~")
        guard case .paste(let text)? = events.first, events.count == 1 else {
            Issue.record("expected one paste, got \(events.count) events")
            return
        }
        #expect(text.utf8.count == PastedRows.maxBytes + 1)
    }

    // MARK: Split anywhere

    /// Whatever the reads cut a stream into, it is the same events (the terminal hands over
    /// bytes in any pieces; only the Esc delay may tell a lone Esc, never a split).
    @Test(arguments: [1, 2, 3, 4, 5] as [UInt64])
    func splittingTheBytesAnywhereChangesNothing(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        let pieces: [[UInt8]] = [
            Array("a".utf8), Array("é".utf8), Array("🎉".utf8), Array("\u{1B}OB".utf8), Array("\u{1B}[1;2A".utf8),
            Array("\u{1B}[3~".utf8), Self.sgr(0, 9, 9, "M"), Self.sgr(32, 9, 12, "M"), Self.sgr(0, 9, 12, "m"),
            Self.x10(0, 140, 2), Self.x10(3, 140, 2), Array("\u{1B}[200~pasted\u{1B}[A\r\n\u{1B}[201~".utf8),
            Array("\u{1B}[?64;1c".utf8), [0x0D], [0x1A], [0xFF],
        ]
        for _ in 0..<200 {
            var stream: [UInt8] = []
            for _ in 0..<(1 + Int(rng.next() % 12)) { stream += pieces[Int(rng.next() % UInt64(pieces.count))] }
            let whole = Self.decode(stream, now: 0)
            var decoder = InputDecoder()
            var split: [Event] = []
            var at = 0
            while at < stream.count {
                let length = 1 + Int(rng.next() % 4)
                split += decoder.feed(stream[at..<min(stream.count, at + length)], now: 0)
                at += length
            }
            split += decoder.flush(now: 0)
            #expect(split == whole, "\(stream)")
        }
    }

    @Test func randomBytesNeverTrapAndNeverHoldMoreThanOneSequence() {
        var rng = SplitMix64(seed: 7)
        var decoder = InputDecoder()
        for _ in 0..<20_000 {
            let bytes = (0..<Int(rng.next() % 16)).map { _ in UInt8(truncatingIfNeeded: rng.next()) }
            _ = decoder.feed(bytes, now: 0)
            if decoder.pending == .paste, rng.next() % 4 == 0 { _ = decoder.flush(now: 0) }
        }
        _ = decoder.flush(now: 0)
        #expect(decoder.pending == .nothing)
    }

    // MARK: What real terminals send

    /// Each key as the terminfo database (which nobody here wrote) says these terminals send
    /// it, in the keypad mode ncurses sets: the decoder reads every one as that key.
    @Test(arguments: [
        "xterm-256color", "tmux-256color", "screen", "linux", "rxvt-unicode", "vt220", "putty", "st-256color",
        "alacritty", "konsole-256color", "vte-256color", "mintty", "iTerm2.app",
    ])
    func everyKeyTerminfoNamesForATerminal(term: String) throws {
        let keys: [(String, Key)] =
            [
                ("kcuu1", .up), ("kcud1", .down), ("kcub1", .left), ("kcuf1", .right), ("khome", .home), ("kend", .end),
                ("kpp", .pageUp), ("knp", .pageDown), ("kdch1", .delete), ("kcbt", .backTab), ("kent", .enter),
            ] + (1...12).map { ("kf\($0)", .function($0)) }  // the settings may bind them (docs/settings.md)
        // Debian's ncurses-term holds most of them; `make test` installs it.
        let capabilities = try #require(try Self.terminfo(term), "no terminfo entry for \(term)")
        var checked = 0
        for (name, key) in keys {
            guard let sequence = capabilities[name] else { continue }
            #expect(Self.decode(sequence) == [.key(key)], "\(term) \(name)=\(sequence)")
            checked += 1
        }
        #expect(checked >= 6, "\(term) names only \(checked) of the keys")
    }

    /// The string capabilities of `term`, unescaped (`\E`, `^X`, `\\`…), from `infocmp`.
    static func terminfo(_ term: String) throws -> [String: [UInt8]]? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["infocmp", "-1", "-x", term]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        var capabilities: [String: [UInt8]] = [:]
        for line in String(decoding: data, as: UTF8.self).split(separator: "\n") where line.hasPrefix("\t") {
            let entry = line.dropFirst().dropLast()  // the tab, the comma
            guard let equals = entry.firstIndex(of: "=") else { continue }
            capabilities[String(entry[..<equals])] = unescape(entry[entry.index(after: equals)...])
        }
        return capabilities
    }

    static func unescape(_ text: Substring) -> [UInt8] {
        var out: [UInt8] = []
        var bytes = Array(text.utf8)[...]
        while let byte = bytes.popFirst() {
            switch byte {
            case UInt8(ascii: "\\"):
                guard let next = bytes.popFirst() else { break }
                switch next {
                case UInt8(ascii: "E"), UInt8(ascii: "e"): out.append(0x1B)
                case UInt8(ascii: "r"): out.append(0x0D)
                case UInt8(ascii: "n"): out.append(0x0A)
                case UInt8(ascii: "s"): out.append(0x20)
                case UInt8(ascii: "0")...UInt8(ascii: "7"):
                    let digits = [next] + bytes.prefix(2)
                    bytes = bytes.dropFirst(2)
                    out.append(UInt8(String(decoding: digits, as: UTF8.self), radix: 8) ?? 0)
                default: out.append(next)
                }
            case UInt8(ascii: "^"):
                guard let next = bytes.popFirst() else { break }
                out.append(next == UInt8(ascii: "?") ? 0x7F : next & 0x1F)
            default: out.append(byte)
            }
        }
        return out
    }
}

/// The answers to a width probe (`ESC [ row ; column R`), read on the keyboard's path: taken
/// only while awaited and only for the probe's row, split anywhere, keys between them kept.
@Suite struct CursorReportTests {
    static let stream = "a\u{1B}[2;3R\u{1B}[Bb\u{1B}[2;11R\u{1B}[1;5R\u{1B}"

    @Test func reportsAndKeysFromAnySplit() {
        let bytes = Array(Self.stream.utf8)
        for split in 0...bytes.count {
            var decoder = InputDecoder()
            decoder.awaitedReportRow = 2
            var events = decoder.feed(bytes[..<split], now: 0)
            var reports = decoder.takeCursorReports()
            events += decoder.feed(bytes[split...], now: 1)
            reports += decoder.takeCursorReports()
            events += decoder.flush(now: 50)
            #expect(
                reports == [CursorReport(row: 2, column: 3), CursorReport(row: 2, column: 11)], "split at \(split)")
            // Ctrl-F3 (row 1) is never a report; the lone Esc at the end is Esc.
            #expect(events == [.key(.char("a")), .key(.down), .key(.char("b")), .key(.escape)], "split at \(split)")
        }
    }

    @Test func notAwaitedAReportIsNothing() {
        var decoder = InputDecoder()
        #expect(decoder.feed(Array("\u{1B}[2;3Rx".utf8), now: 0) == [.key(.char("x"))])
        #expect(decoder.takeCursorReports().isEmpty)
    }
}
