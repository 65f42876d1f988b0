import ItineraryCore

/// The bytes a terminal sends, as events: UTF-8 text, control keys, the cursor and editing
/// keys in both keypad modes (`ESC [ B`, `ESC O B`, `ESC [ 3 ~`, with or without
/// modifiers), mouse reports (SGR `ESC [ < b ; x ; y M`, and X10 `ESC [ M b x y`), and a
/// bracketed paste (`ESC [ 200 ~` … `ESC [ 201 ~`) read whole, never as keys; and, while
/// a probe awaits them, cursor position reports, which are no events (`takeCursorReports`).
///
/// Pure: the caller reads whatever bytes are there in one go, feeds them, and when nothing
/// more comes within `pending`'s time, calls `flush`. Bytes that only begin a sequence are
/// held, so a sequence split across two reads still reads as one key.
public struct InputDecoder {
    /// What the decoder holds while it waits for more bytes.
    public enum Pending: Equatable, Sendable {
        case nothing
        /// The start of a sequence, or a lone Esc: it is Esc when nothing follows soon.
        case sequence
        /// Inside a bracketed paste: it ends when the terminal goes quiet without its end.
        case paste
    }

    /// How long a lone Esc waits for the rest of a sequence (ncurses' ESCDELAY, as we set it).
    public static let escapeMilliseconds: Int32 = 25
    /// A terminal that sends a paste's start and never its end must not hold the editor.
    public static let pasteQuietMilliseconds: Int32 = 1_000
    public static let doubleClickMilliseconds = 400
    /// A sequence longer than this is no key of any terminal; it is dropped.
    static let longestSequence = 64

    /// While a probe waits for cursor position reports: the row they carry. `ESC [ 1 ; 5 R`
    /// is also Ctrl-F3 on xterm (any modified F3 has row 1), so a probe writes on another
    /// row, and only reports for that row, and only while one is awaited, are taken.
    public var awaitedReportRow: Int?
    private var reports: [CursorReport] = []
    private var held: [UInt8] = []
    private var paste: [UInt8]?
    private var pasteBytes = 0
    private var buttonDown = false
    private var lastPress: (y: Int, at: Int)?

    public init() {}

    /// The cursor position reports decoded since last asked, oldest first.
    public mutating func takeCursorReports() -> [CursorReport] {
        defer { reports.removeAll() }
        return reports
    }

    public var pending: Pending {
        if paste != nil { return .paste }
        return held.isEmpty ? .nothing : .sequence
    }

    /// The events `bytes` complete; `now` (milliseconds, any fixed origin) tells a double click.
    public mutating func feed(_ bytes: some Sequence<UInt8>, now: Int) -> [Event] {
        feed(ArraySlice(bytes), now: now)
    }

    /// What the run loop calls once a key: not generic, so not the unspecialised append it
    /// would be from another module.
    public mutating func feed(_ bytes: ArraySlice<UInt8>, now: Int) -> [Event] {
        held.append(contentsOf: bytes)
        var events: [Event] = []
        var start = 0
        while start < held.count {
            if paste != nil {
                let (next, ended) = takePaste(from: start, into: &events)
                start = next
                if ended { continue } else { break }
            }
            guard let (event, length) = decode(from: start, now: now) else { break }
            if let event { events.append(event) }
            start += length
        }
        held.removeFirst(start)
        return events
    }

    /// What the held bytes mean now that no more are coming: a lone Esc is the Esc key (and
    /// whatever followed it is read again as keys), a paste cut off is the paste so far.
    public mutating func flush(now: Int) -> [Event] {
        if let text = paste {
            paste = nil
            let rest = held
            held = []
            return [
                .paste(
                    String(decoding: text + rest.prefix(max(0, PastedRows.maxBytes + 1 - text.count)), as: UTF8.self))
            ]
        }
        guard !held.isEmpty else { return [] }
        var rest = held
        held = []
        var events: [Event] = []
        if rest.first == 0x1B {
            events.append(.key(.escape))
            rest.removeFirst()
        }
        // Half a character or a half sequence after the Esc: read what can be read.
        events += feed(rest, now: now)
        if !held.isEmpty { held = [] }
        return events
    }

    // MARK: - One event

    /// The event at `start` (nil for bytes that mean nothing) and how many bytes it took;
    /// nil when the bytes there only begin something.
    private mutating func decode(from start: Int, now: Int) -> (Event?, Int)? {
        let byte = held[start]
        switch byte {
        case 0x1B: return escape(from: start, now: now)
        case 0x0D, 0x0A: return (.key(.enter), 1)
        case 0x7F, 0x08: return (.key(.backspace), 1)
        case 0x09: return (.key(.tab), 1)
        case 0x01...0x1A: return (.key(.ctrl(Character(Unicode.Scalar(byte + 0x60)))), 1)
        case 0x00...0x1F: return (nil, 1)
        case 0x20...0x7E: return (.key(.char(Character(Unicode.Scalar(byte)))), 1)
        default: return utf8(from: start)
        }
    }

    private func utf8(from start: Int) -> (Event?, Int)? {
        let length = byteCount(lead: held[start])
        guard length > 1 else { return (nil, 1) }
        guard start + length <= held.count else {
            // Wait for the rest, unless what is here already cannot be a character.
            let continues = held[(start + 1)...].allSatisfy { $0 & 0xC0 == 0x80 }
            return continues ? nil : (nil, 1)
        }
        var decoder = UTF8()
        var iterator = held[start..<(start + length)].makeIterator()
        guard case .scalarValue(let scalar) = decoder.decode(&iterator), scalar.value >= 0xA0 else { return (nil, 1) }
        return (.key(.char(Character(scalar))), length)
    }

    private func byteCount(lead: UInt8) -> Int {
        switch lead {
        case 0xC2...0xDF: return 2
        case 0xE0...0xEF: return 3
        case 0xF0...0xF4: return 4
        default: return 1
        }
    }

    private mutating func escape(from start: Int, now: Int) -> (Event?, Int)? {
        guard start + 1 < held.count else { return nil }
        switch held[start + 1] {
        case UInt8(ascii: "["): return controlSequence(from: start, now: now)
        case UInt8(ascii: "O"):
            guard start + 2 < held.count else { return nil }
            return (ss3(held[start + 2]), 3)
        case 0x09: return (.key(.backTab), 2)  // the Linux console's Shift-Tab
        default:
            // Esc then a key (Alt and the key, or Esc typed before it): the Esc alone.
            return (.key(.escape), 1)
        }
    }

    /// `ESC O x`: the cursor keys in application keypad mode, keypad Enter, and F1–F4.
    private func ss3(_ final: UInt8) -> Event? {
        switch final {
        case UInt8(ascii: "M"): return .key(.enter)
        case UInt8(ascii: "P")...UInt8(ascii: "S"): return .key(.function(Int(final - UInt8(ascii: "P")) + 1))
        default: return Self.cursorKey(final).map { .key($0) }
        }
    }

    /// The cursor key a final byte names, in `ESC [ x` and `ESC O x` alike.
    private static func cursorKey(_ final: UInt8) -> Key? {
        switch final {
        case UInt8(ascii: "A"): return .up
        case UInt8(ascii: "B"): return .down
        case UInt8(ascii: "C"): return .right
        case UInt8(ascii: "D"): return .left
        case UInt8(ascii: "H"): return .home
        case UInt8(ascii: "F"): return .end
        default: return nil
        }
    }

    /// `ESC [ parameters final` (ECMA-48's CSI): keys, mouse reports, a paste's start.
    private mutating func controlSequence(from start: Int, now: Int) -> (Event?, Int)? {
        var end = start + 2
        while end < held.count, (0x20...0x3F).contains(held[end]) { end += 1 }
        guard end < held.count else {
            return end - start > Self.longestSequence ? (nil, end - start) : nil
        }
        let final = held[end]
        let parameters = held[(start + 2)..<end]
        guard (0x40...0x7E).contains(final) else { return (nil, end - start) }  // broken: dropped
        if final == UInt8(ascii: "["), parameters.isEmpty {
            // The Linux console's F1–F5: `ESC [ [ A` … `ESC [ [ E`.
            guard end + 1 < held.count else { return nil }
            let key = held[end + 1]
            let event: Event? =
                (UInt8(ascii: "A")...UInt8(ascii: "E")).contains(key)
                ? .key(.function(Int(key - UInt8(ascii: "A")) + 1)) : nil
            return (event, end + 2 - start)
        }
        if final == UInt8(ascii: "M"), parameters.isEmpty {
            guard end + 3 < held.count else { return nil }
            let report = (held[end + 1], held[end + 2], held[end + 3])
            return (x10Mouse(report, now: now), end + 4 - start)
        }
        let event = meaning(of: parameters, final: final, now: now)
        return (event, end + 1 - start)
    }

    private mutating func meaning(of parameters: ArraySlice<UInt8>, final: UInt8, now: Int) -> Event? {
        if parameters.first == UInt8(ascii: "<"), final == UInt8(ascii: "M") || final == UInt8(ascii: "m") {
            let numbers = Self.numbers(parameters.dropFirst())
            guard numbers.count == 3 else { return nil }
            return sgrMouse(
                button: numbers[0], x: numbers[1] - 1, y: numbers[2] - 1,
                released: final == UInt8(ascii: "m"), now: now)
        }
        if final == UInt8(ascii: "R"), let row = awaitedReportRow {
            let numbers = Self.numbers(parameters)
            if numbers.count == 2, numbers[0] == row {
                reports.append(CursorReport(row: numbers[0], column: numbers[1]))
                return nil
            }
        }
        if let key = Self.cursorKey(final) { return .key(key) }
        switch final {
        case UInt8(ascii: "Z"): return .key(.backTab)
        case UInt8(ascii: "~"):
            switch Self.numbers(parameters).first {
            case 1, 7: return .key(.home)
            case 4, 8: return .key(.end)
            case 3: return .key(.delete)
            case 5: return .key(.pageUp)
            case 6: return .key(.pageDown)
            case let n? where Self.functionKeys[n] != nil: return .key(.function(Self.functionKeys[n]!))
            case 200:
                paste = []
                pasteBytes = 0
                return nil
            default: return nil
            }
        default: return nil
        }
    }

    /// `ESC [ n ~` of F1–F12 (11–15 are rxvt's and PuTTY's F1–F5; xterm sends `ESC O P`…
    /// for F1–F4 and 15 for F5), by n.
    private static let functionKeys: [Int: Int] = [
        11: 1, 12: 2, 13: 3, 14: 4, 15: 5, 17: 6, 18: 7, 19: 8, 20: 9, 21: 10, 23: 11, 24: 12,
    ]

    /// `1;5` → [1, 5]; a missing number is 0.
    private static func numbers(_ parameters: ArraySlice<UInt8>) -> [Int] {
        var numbers = [0]
        for byte in parameters {
            if byte == UInt8(ascii: ";") {
                numbers.append(0)
            } else if (0x30...0x39).contains(byte), numbers[numbers.count - 1] < 100_000 {
                numbers[numbers.count - 1] = numbers[numbers.count - 1] * 10 + Int(byte - 0x30)
            }
        }
        return numbers
    }

    // MARK: - Paste

    /// Takes the paste's bytes up to its end, or all there are less what may begin the end;
    /// returns where decoding goes on, and whether the paste ended.
    private mutating func takePaste(from start: Int, into events: inout [Event]) -> (Int, Bool) {
        let end = Self.pasteEnd
        var i = start
        while i < held.count {
            if held[i] == 0x1B {
                let available = min(end.count, held.count - i)
                if held[i..<(i + available)].elementsEqual(end.prefix(available)) {
                    guard available == end.count else { break }  // perhaps the end: wait
                    keepPasted(held[start..<i])
                    events.append(.paste(String(decoding: paste ?? [], as: UTF8.self)))
                    paste = nil
                    return (i + end.count, true)
                }
            }
            i += 1
        }
        keepPasted(held[start..<i])
        return (i, false)
    }

    /// Past the limit the rest is let go, so the editor sees a paste that is too large.
    private mutating func keepPasted(_ bytes: ArraySlice<UInt8>) {
        let room = PastedRows.maxBytes + 1 - pasteBytes
        if room > 0 { paste?.append(contentsOf: bytes.prefix(room)) }
        pasteBytes += bytes.count
    }

    static let pasteEnd: [UInt8] = Array("\u{1B}[201~".utf8)

    // MARK: - Mouse

    /// SGR (1006): `b` is the button (0 left, 1 middle, 2 right) plus 32 for motion and 64
    /// for the wheel; `m` ends a press. Only the left button drags.
    private mutating func sgrMouse(button b: Int, x: Int, y: Int, released: Bool, now: Int) -> Event? {
        if b & 64 != 0 { return wheel(b, x: x, y: y) }
        guard b & 3 == 0 else { return nil }
        if b & 32 != 0 { return buttonDown ? .mouse(MouseEvent(.drag, x: x, y: y)) : nil }
        return released ? release(x: x, y: y) : press(x: x, y: y, now: now)
    }

    /// X10 (1000, 1002): three bytes, each the value plus 32; button 3 is a release.
    private mutating func x10Mouse(_ report: (UInt8, UInt8, UInt8), now: Int) -> Event? {
        let b = Int(report.0) - 32
        let x = Int(report.1) - 33
        let y = Int(report.2) - 33
        guard x >= 0, y >= 0 else { return nil }
        if b & 64 != 0 { return wheel(b, x: x, y: y) }
        if b & 3 == 3 { return buttonDown ? release(x: x, y: y) : nil }
        guard b & 3 == 0 else { return nil }
        if b & 32 != 0 { return buttonDown ? .mouse(MouseEvent(.drag, x: x, y: y)) : nil }
        return press(x: x, y: y, now: now)
    }

    private func wheel(_ b: Int, x: Int, y: Int) -> Event? {
        switch b & 3 {
        case 0: return .mouse(MouseEvent(.scrollUp, x: x, y: y))
        case 1: return .mouse(MouseEvent(.scrollDown, x: x, y: y))
        default: return nil
        }
    }

    private mutating func press(x: Int, y: Int, now: Int) -> Event {
        buttonDown = true
        var clicks = 1
        if let last = lastPress, last.y == y, now - last.at <= Self.doubleClickMilliseconds {
            clicks = 2
            lastPress = nil  // a third press starts a new click
        } else {
            lastPress = (y, now)
        }
        return .mouse(MouseEvent(.press, x: x, y: y, clicks: clicks))
    }

    private mutating func release(x: Int, y: Int) -> Event? {
        guard buttonDown else { return nil }
        buttonDown = false
        return .mouse(MouseEvent(.release, x: x, y: y))
    }
}

/// Where the terminal says its cursor is (`ESC [ row ; column R`, 1-based), in answer to
/// `ESC [ 6 n`.
public struct CursorReport: Hashable, Sendable {
    public let row: Int
    public let column: Int

    public init(row: Int, column: Int) {
        self.row = row
        self.column = column
    }
}
