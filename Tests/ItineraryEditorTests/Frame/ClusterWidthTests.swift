import Testing

@testable import ItineraryEditor

/// How each kind of cluster is laid out under each terminal's profile: the columns it takes
/// and what the frame shows for it (the cluster itself, or its stand-in).
@Suite struct ClusterWidthTests {
    /// What tmux 3.3a (Debian) and xterm 379 answered to the probe, measured here: a lone
    /// indicator, a flag, VS16, VS15, a keycap, a skin tone, a ZWJ family.
    static let tmuxAnswers = [1, 2, 1, 2, 1, 4, 2]
    static let xtermAnswers = [1, 2, 1, 2, 1, 4, 6]
    /// A terminal that joins every sequence into one two-column glyph (kitty, WezTerm).
    static let joiningAnswers = [2, 2, 2, 1, 2, 2, 2]

    static let tmux = WidthProbe.profile(advances: tmuxAnswers)!
    static let xterm = WidthProbe.profile(advances: xtermAnswers)!
    static let joining = WidthProbe.profile(advances: joiningAnswers)!

    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let text: String
        /// What the frame shows, and its columns, under the fallback, tmux, xterm, a joining
        /// terminal and the Linux console; nil: the text itself.
        let shown: [(String?, Int)]
        var testDescription: String { name }
    }

    static let replacement = "\u{FFFD}"

    static let cases: [Case] = [
        Case(name: "CJK", text: "東", shown: Array(repeating: (nil, 2), count: 5)),
        Case(name: "fullwidth Latin", text: "Ａ", shown: Array(repeating: (nil, 2), count: 5)),
        Case(name: "a combining mark", text: "e\u{301}", shown: Array(repeating: (nil, 1), count: 5)),
        Case(name: "precomposed Hangul", text: "한", shown: Array(repeating: (nil, 2), count: 5)),
        Case(
            name: "conjoining Hangul jamo", text: "\u{1100}\u{1161}\u{11A8}",
            shown: Array(repeating: (nil, 2), count: 5)),
        Case(name: "zero-width space", text: "\u{200B}", shown: Array(repeating: ("", 0), count: 5)),
        Case(name: "an emoji", text: "☕", shown: [(nil, 2), (nil, 2), (nil, 2), (nil, 2), (replacement, 1)]),
        Case(name: "VS16", text: "🏟\u{FE0F}", shown: [(nil, 2), (nil, 1), (nil, 1), (nil, 2), (replacement, 1)]),
        Case(name: "VS15", text: "☕\u{FE0E}", shown: [(nil, 2), (nil, 2), (nil, 2), (nil, 1), (replacement, 1)]),
        Case(name: "keycap", text: "1\u{FE0F}\u{20E3}", shown: [(nil, 2), (nil, 1), (nil, 1), (nil, 2), ("1", 1)]),
        Case(name: "flag", text: "🇺🇸", shown: [("US", 2), ("US", 2), ("US", 2), (nil, 2), ("US", 2)]),
        Case(name: "lone regional indicator", text: "🇺", shown: Array(repeating: ("U", 1), count: 5)),
        Case(name: "skin tone", text: "👍🏽", shown: [(nil, 4), (nil, 4), (nil, 4), (nil, 2), (replacement, 1)]),
        Case(name: "ZWJ family", text: "👨‍👩‍👧", shown: [(nil, 6), (nil, 2), (nil, 6), (nil, 2), (replacement, 1)]),
    ]

    static let profiles: [(String, WidthProfile)] = [
        ("fallback", .fallback), ("tmux", tmux), ("xterm", xterm), ("joining", joining), ("linux", .linuxConsole),
    ]

    @Test(arguments: cases)
    func eachKindUnderEachProfile(_ c: Case) {
        for ((name, profile), (shown, columns)) in zip(Self.profiles, c.shown) {
            #expect(profile.columns(of: c.text) == columns, "\(c.name) under \(name)")
            var frame = Frame(width: 12, height: 1, widths: profile)
            let end = frame.put("[" + c.text + "]", x: 0, y: 0)
            #expect(end == columns + 2, "\(c.name) under \(name): the cell after it")
            #expect(frame.line(at: 0) == "[" + (shown ?? c.text) + "]", "\(c.name) under \(name)")
            #expect(
                frame[columns + 1, 0].text == "]", "\(c.name) under \(name): the bracket where the terminal puts it")
        }
    }

    @Test func aClusterIsOneCellWithItsRestAsAMark() {
        var frame = Frame(width: 10, height: 1, widths: Self.xterm)
        frame.put("👨‍👩‍👧x", x: 0, y: 0)
        #expect(frame[0, 0].text == "👨‍👩‍👧")
        #expect((1..<6).allSatisfy { frame[$0, 0].isContinuation })
        #expect(frame[6, 0].text == "x")
    }

    @Test func theProbeTellsLooseLettersFromAFlag() {
        #expect(Self.tmux.flag == .parts && Self.xterm.flag == .parts && Self.joining.flag == .whole(2))
        #expect(Self.tmux.joined == .whole(2) && Self.xterm.joined == .parts)
        #expect(Self.tmux.emojiSelector == .parts && Self.tmux.keycap == .parts && Self.tmux.skinTone == .parts)
    }

    @Test func anAnswerThatMakesNoSenseIsNoProfile() {
        #expect(WidthProbe.profile(advances: Array(Self.tmuxAnswers.dropLast())) == nil)
        #expect(WidthProbe.profile(advances: [1, 2, 0, 2, 1, 4, 2]) == nil)
        #expect(WidthProbe.profile(advances: [1, 2, 1, 2, 1, 4, 200]) == nil)
    }

    @Test func theRequestWritesEverySampleOnItsRowAndAsksAfterEach() {
        let text = String(decoding: WidthProbe.request(row: 2), as: UTF8.self)
        #expect(text.components(separatedBy: "\u{1B}[6n").count - 1 == WidthProbe.answers)
        #expect(text.components(separatedBy: "\u{1B}[2;1H").count - 1 == WidthProbe.answers + 1)
        #expect(text.hasSuffix("\u{1B}[2K"), "the row is erased after")
        #expect(WidthProbe.row(width: 80, height: 24) == 2 && WidthProbe.row(width: 80, height: 1) == nil)
    }

    /// Cut with `…` at every room, under every profile: only whole clusters are kept, and
    /// never more columns than the room.
    @Test func truncationNeverSplitsACluster() {
        let text = "a🇺🇸b👨‍👩‍👧c1\u{FE0F}\u{20E3}é👍🏽東\u{1100}\u{1161}🏟\u{FE0F}z"
        for (name, profile) in Self.profiles {
            let glyphs = text.map { (profile.glyph($0), $0) }
            let full = profile.columns(of: text)
            for room in 1...(full + 1) {
                var frame = Frame(width: 40, height: 1, widths: profile)
                let end = frame.put(text, x: 0, y: 0, limit: room)
                #expect(end <= room, "\(name), room \(room)")
                var expected = ""
                var used = 0
                if full > room {
                    for (glyph, character) in glyphs {
                        guard used + glyph.columns <= room - 1 else { break }
                        used += glyph.columns
                        if case .standIn(let s) = glyph { expected += s } else { expected.append(character) }
                    }
                    expected += "…"
                } else {
                    for (glyph, character) in glyphs {
                        if case .standIn(let s) = glyph { expected += s } else { expected.append(character) }
                    }
                }
                #expect(frame.line(at: 0) == expected, "\(name), room \(room)")
            }
        }
    }

    /// Text written over half of a wide cluster leaves no half of it behind.
    @Test func writingOverHalfAWideClusterBlanksTheOtherHalf() {
        var frame = Frame(width: 10, height: 1)
        frame.put("a東b東c", x: 0, y: 0)
        frame.put("|", x: 2, y: 0)  // the right half of the first 東
        frame.put("|", x: 4, y: 0)  // the left half of the second
        #expect(frame.line(at: 0) == "a |b| c")
        #expect(!frame[5, 0].isContinuation)
    }
}

/// The short way for text whose scalars each stand alone must lay out exactly as the long
/// way, cluster by cluster, would: for every scalar it takes, and for text mixing them.
@Suite struct LoneScalarsTests {
    @Test func everyScalarTakenAloneIsItsOwnClusterOfTheSameWidth() {
        for v in UInt32(0x20)..<0x3000 {
            guard let s = Unicode.Scalar(v), let w = LoneScalars.width(s) else { continue }
            #expect(WidthProfile.fallback.glyph(Character(s)).columns == w, "U+\(String(v, radix: 16))")
        }
    }

    @Test func markedTextAndEmojiTakeTheLongWay() {
        for text in [
            "e\u{301}", "☕", "🇺🇸", "1\u{FE0F}\u{20E3}", "\u{1100}\u{1161}", "a\u{200D}b", "x\u{FE0F}", "tab\there",
        ] {
            #expect(LoneScalars.columns(of: text) == nil, "\(text.debugDescription)")
        }
        #expect(LoneScalars.columns(of: "▶ Day 3 · Boston → New York") == 27)
        #expect(LoneScalars.columns(of: "東京 · 서울") == 11)
    }

    @Test func bothWaysDrawTheSameCells() {
        for text in ["▶ Day 3 · Sun Jun 14 · before Red Sox @ Yankees", "Café · 東京 → 서울 · ✗", "ß · Ω · №"] {
            for room in [3, 10, 20, 80] {
                var short = Frame(width: 40, height: 1)
                var long = Frame(width: 40, height: 1)
                let a = short.put(text, x: 2, y: 0, limit: room)
                // The long way: a zero-width joiner at the end sends the text through clusters.
                let b = long.put(text + "\u{200D}", x: 2, y: 0, limit: room)
                let longLines = long.lines.map { $0.replacingOccurrences(of: "\u{200D}", with: "") }
                #expect(a == b && short.lines == longLines, "\(text) in \(room)")
            }
        }
    }
}
