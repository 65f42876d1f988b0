/// A strict RFC 8259 parser over bytes that keeps key order and source positions,
/// and refuses anything that is not JSON with a line and column.
///
/// It is also a cursor: `LibraryDecoder` walks objects and arrays with `beginObject` /
/// `nextKey` and `beginArray` / `nextElement`, reading the values it knows straight into
/// the model, so a large file never becomes a tree of `JSONValue`s.
///
/// It reads through a pointer the caller keeps valid (`withUnsafeBufferPointer`, or a file's
/// buffer), and only forwards: bytes behind `offset` are never read again, so a decoder may
/// let them go as it goes.
public struct JSONParser {
    public static let maxDepth = 256

    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0
    private var line = 1
    private var lineStart = 0
    private var depth = 0

    public static func parse(_ bytes: [UInt8]) throws(FormatError) -> JSONValue {
        do {
            return try bytes.withUnsafeBufferPointer { buffer throws(FormatError) in
                var parser = JSONParser(bytes: buffer)
                parser.start()
                let value = try parser.parseValue()
                try parser.finish()
                return value
            }
        } catch {
            throw error.resolved(in: bytes)
        }
    }

    /// `bytes` must stay valid, at and after `offset`, while the parser is used.
    init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    /// How far the parser has read: nothing before it is read again.
    var offset: Int { index }

    /// How many bytes are left to read.
    var remaining: Int { bytes.count - index }

    /// All the bytes, read or not (for a look ahead at them).
    var buffer: UnsafeBufferPointer<UInt8> { bytes }

    /// Moves ahead to `offset` without reading what lies between, counting its lines (a JSON
    /// string holds no raw line break, so every one is a line's end): a copy of this parser
    /// then reads on from there as this one would, were `offset` where it next stands.
    mutating func jump(to offset: Int) {
        precondition(offset >= index && offset <= bytes.count)
        let ones: UInt64 = 0x0101_0101_0101_0101
        var newlines = 0
        var last = -1
        var i = index
        if let base = bytes.baseAddress {
            while i + 8 <= offset {
                let w = UInt64(littleEndian: UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self))
                let x = w ^ (ones &* 0x0A)
                // A byte's high bit set where it is 0x0A, exactly (no borrow from a byte below).
                let found = ~(((x & ~(ones &* 0x80)) &+ ~(ones &* 0x80)) | x) & (ones &* 0x80)
                if found != 0 {
                    newlines += found.nonzeroBitCount
                    last = i + (63 - found.leadingZeroBitCount) >> 3
                }
                i += 8
            }
        }
        while i < offset {
            if bytes[i] == 0x0A {
                newlines += 1
                last = i
            }
            i += 1
        }
        line += newlines
        if last >= 0 { lineStart = last + 1 }
        index = offset
    }

    /// Skips a byte-order mark and leading white space.
    mutating func start() {
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            index = 3
            lineStart = 3
        }
        skipWhitespace()
    }

    /// Only white space may follow the document.
    mutating func finish() throws(FormatError) {
        skipWhitespace()
        if index < bytes.count { throw fail("unexpected \(describe(bytes[index])) after the end of the document") }
    }

    /// The next byte after white space, without consuming it.
    mutating func peek() -> UInt8? {
        skipWhitespace()
        return index < bytes.count ? bytes[index] : nil
    }

    /// Where the parser is: O(1), the column is counted only if an error is reported.
    var position: SourcePosition { SourcePosition(line: line, lineStart: lineStart, offset: index) }

    /// A syntax error here.
    func fail(_ message: String) -> FormatError { FormatError("not valid JSON: \(message)", at: position) }

    private func describe(_ byte: UInt8) -> String {
        if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        return "byte 0x\(String(byte, radix: 16, uppercase: true))"
    }

    /// Most calls find no white space: that is answered inline, the rest out of line.
    @inline(__always)
    private mutating func skipWhitespace() {
        if index < bytes.count, bytes[index] > 0x20 { return }
        skipWhitespaceRun()
    }

    @inline(never)
    private mutating func skipWhitespaceRun() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0D: index += 1
            case 0x0A:
                index += 1
                line += 1
                lineStart = index
                // An indented file's indentation, eight bytes at a time.
                while index + 8 <= bytes.count {
                    let w = UInt64(
                        littleEndian: UnsafeRawPointer(bytes.baseAddress! + index).loadUnaligned(as: UInt64.self))
                    let notSpace = w ^ 0x2020_2020_2020_2020
                    if notSpace != 0 {
                        index += notSpace.trailingZeroBitCount >> 3
                        break
                    }
                    index += 8
                }
            default: return
            }
        }
    }

    mutating func parseValue() throws(FormatError) -> JSONValue {
        guard index < bytes.count else { throw fail("unexpected end of file") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"):
            try expectWord("true")
            return .bool(true)
        case UInt8(ascii: "f"):
            try expectWord("false")
            return .bool(false)
        case UInt8(ascii: "n"):
            try expectWord("null")
            return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
        default: throw fail("unexpected \(describe(bytes[index])), expected a value")
        }
    }

    private mutating func expectWord(_ word: String) throws(FormatError) {
        for b in word.utf8 {
            guard index < bytes.count, bytes[index] == b else { throw fail("invalid literal, expected '\(word)'") }
            index += 1
        }
    }

    mutating func enter() throws(FormatError) {
        depth += 1
        if depth > Self.maxDepth { throw fail("nesting deeper than \(Self.maxDepth) levels") }
    }

    // MARK: - Objects and arrays, one member or element at a time

    /// Where a walk through an object or array is.
    struct Scope {
        var first = true
        /// The keys seen so far, to refuse a duplicate (a set once there are many).
        var keys: [String] = []
        var keySet: Set<String> = []
    }

    /// Consumes `{`.
    mutating func beginObject() throws(FormatError) -> Scope {
        try enter()
        index += 1
        return Scope()
    }

    /// The next key (the parser then stands at its value), or nil after the closing `}`.
    mutating func nextKey(_ scope: inout Scope) throws(FormatError) -> (key: String, position: SourcePosition)? {
        guard try toNextKey(first: &scope.first) else { return nil }
        let at = position
        let key = try parseString()
        if scope.keySet.isEmpty && scope.keys.count < 16 {
            guard !scope.keys.contains(key) else {
                throw FormatError("not valid JSON: duplicate key \"\(key)\"", at: at)
            }
            scope.keys.append(key)
            if scope.keys.count == 16 { scope.keySet = Set(scope.keys) }
        } else {
            guard scope.keySet.insert(key).inserted else {
                throw FormatError("not valid JSON: duplicate key \"\(key)\"", at: at)
            }
        }
        try pastColon()
        return (key, at)
    }

    /// Past the comma before an object's next key, to its opening quote; false after the
    /// closing `}`, which ends the object.
    @inline(__always)
    private mutating func toNextKey(first: inout Bool) throws(FormatError) -> Bool {
        skipWhitespace()
        guard index < bytes.count else { throw fail("unexpected end of file inside an object") }
        if bytes[index] == UInt8(ascii: "}") {
            index += 1
            depth -= 1
            return false
        }
        if !first {
            guard bytes[index] == UInt8(ascii: ",") else { throw fail("expected ',' or '}' in an object") }
            index += 1
            skipWhitespace()
        }
        first = false
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
            throw index < bytes.count
                ? fail("expected a key in double quotes") : fail("unexpected end of file inside an object")
        }
        return true
    }

    /// Past the colon after a key, to its value.
    @inline(__always)
    private mutating func pastColon() throws(FormatError) {
        skipWhitespace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw fail("expected ':' after the key") }
        index += 1
        skipWhitespace()
    }

    /// A key as the file writes it: where its bytes are when it is plain ASCII with no escape
    /// (nearly every key). An escaped key's text is `escapedKey` until the next key is read.
    /// (Plain old data: nothing to retain or release per key.)
    struct RawKey {
        let start: Int
        let end: Int
        var isEscaped: Bool { start < 0 }
        let position: SourcePosition
    }

    /// The text of the last key `nextRawKey` read, when it was not plain.
    private(set) var escapedKey = ""

    /// Like `nextKey`, but the key is not made into a string when it is plain, and refusing a
    /// duplicate is left to the caller.
    mutating func nextRawKey(first: inout Bool) throws(FormatError) -> RawKey? {
        guard try toNextKey(first: &first) else { return nil }
        let at = position
        let key: RawKey
        if let plain = scanPlainString() {
            key = RawKey(start: plain.lowerBound, end: plain.upperBound, position: at)
        } else {
            escapedKey = try parseString()
            key = RawKey(start: -1, end: -1, position: at)
        }
        try pastColon()
        return key
    }

    /// A plain key's bytes, up to sixteen, packed into two words (nil when longer).
    func packed(_ key: RawKey) -> (UInt64, UInt64)? {
        let count = key.end - key.start
        guard count <= 16 else { return nil }
        var words: (UInt64, UInt64) = (0, 0)
        if key.start + 16 <= bytes.count {
            // Two loads, then the bytes past the key masked off.
            let raw = UnsafeRawPointer(bytes.baseAddress! + key.start)
            let a = UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self))
            let b = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
            words.0 = count >= 8 ? a : a & ((1 << (8 * UInt64(count))) - 1)
            words.1 = count >= 16 ? b : count <= 8 ? 0 : b & ((1 << (8 * UInt64(count - 8))) - 1)
            return words
        }
        for i in 0..<count {
            let b = UInt64(bytes[key.start + i])
            if i < 8 { words.0 |= b << (8 * i) } else { words.1 |= b << (8 * (i - 8)) }
        }
        return words
    }

    /// A key's text (for an unknown key, which is kept).
    func text(of key: RawKey) -> String {
        key.isEscaped ? escapedKey : ascii(key.start..<key.end)
    }

    /// Plain ASCII bytes as a string.
    func ascii(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    /// Whether plain ASCII bytes spell `word` (for ASCII text, the same as comparing strings).
    func bytes(_ range: Range<Int>, are word: StaticString) -> Bool {
        guard range.count == word.utf8CodeUnitCount else { return false }
        let w = word.utf8Start
        for i in 0..<range.count where bytes[range.lowerBound + i] != w[i] { return false }
        return true
    }

    /// At a string: consumes it and gives where its bytes are if they are plain ASCII, with no
    /// escape and no control character (its text is then its bytes, already valid); else nil,
    /// having consumed nothing, for `parseString` to read it.
    mutating func scanPlainString() -> Range<Int>? {
        let start = index + 1
        var i = start
        let end = bytes.count
        // Eight bytes at a time: the lowest byte flagged is the first that is a quote, a
        // backslash, a control character or past ASCII (each test flags its lowest match).
        if let base = bytes.baseAddress {
            let ones: UInt64 = 0x0101_0101_0101_0101
            let highs: UInt64 = 0x8080_8080_8080_8080
            while i + 8 <= end {
                let w = UInt64(littleEndian: UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self))
                let quote = w ^ (ones &* 0x22)
                let backslash = w ^ (ones &* 0x5C)
                let flagged =
                    (((quote &- ones) & ~quote) | ((backslash &- ones) & ~backslash) | (w &- ones &* 0x20) | w) & highs
                if flagged != 0 {
                    i += flagged.trailingZeroBitCount >> 3
                    guard bytes[i] == UInt8(ascii: "\"") else { return nil }
                    index = i + 1
                    return start..<i
                }
                i += 8
            }
        }
        while i < end {
            let b = bytes[i]
            if b == UInt8(ascii: "\"") {
                index = i + 1
                return start..<i
            }
            if b == UInt8(ascii: "\\") || b < 0x20 || b >= 0x80 { return nil }
            i += 1
        }
        return nil
    }

    /// The text of a number `scanNumber` found.
    func numberText(_ range: Range<Int>) -> String { ascii(range) }

    /// A number `scanNumber` found, read as `JSONReader.number` reads it; nil if not finite.
    /// Without strtod when the text allows: a whole number of up to fifteen digits is exact
    /// (`-0` gives 0, as `Int("-0")` does), and so is one with a fraction whose digits make
    /// an integer below 2^53 over a power of ten up to 10^22 — one correctly rounded
    /// division of two exact values, which is what strtod gives (Clinger's fast path).
    func number(in range: Range<Int>) -> Double? {
        var i = range.lowerBound
        let negative = bytes[i] == UInt8(ascii: "-")
        if negative { i += 1 }
        var digits = 0
        var fraction = 0
        var mantissa: UInt64 = 0
        var simple = true
        while i < range.upperBound {
            let b = bytes[i]
            if b == UInt8(ascii: ".") {
                guard fraction == 0 && digits > 0 else {
                    simple = false
                    break
                }
                fraction = -1
            } else {
                let d = b &- UInt8(ascii: "0")
                guard d < 10, digits < 15 else {
                    simple = false
                    break
                }
                mantissa = mantissa * 10 + UInt64(d)
                digits += 1
                if fraction < 0 { fraction -= 1 }
            }
            i += 1
        }
        if simple {
            if fraction == 0 { return Double(negative ? -Int(mantissa) : Int(mantissa)) }
            let places = -fraction - 1
            if places > 0 {
                let value = Double(mantissa) / Self.powersOfTen[places]
                return negative ? -value : value
            }
        }
        let text = numberText(range)
        if let whole = Int(text), abs(whole) < 1 << 53 { return Double(whole) }
        guard let d = Double(text), d.isFinite else { return nil }
        return d
    }

    private static let powersOfTen: [Double] = (0...22).map { (0..<$0).reduce(1.0) { x, _ in x * 10 } }

    /// Consumes `[`.
    mutating func beginArray() throws(FormatError) -> Scope {
        try enter()
        index += 1
        return Scope()
    }

    /// True when the parser stands at the next element; false after the closing `]`.
    mutating func nextElement(_ scope: inout Scope) throws(FormatError) -> Bool {
        skipWhitespace()
        guard index < bytes.count else { throw fail("unexpected end of file inside an array") }
        if bytes[index] == UInt8(ascii: "]") {
            index += 1
            depth -= 1
            return false
        }
        if !scope.first {
            guard bytes[index] == UInt8(ascii: ",") else { throw fail("expected ',' or ']' in an array") }
            index += 1
            skipWhitespace()
            // `[1,]`: a value must follow a comma.
            if index < bytes.count, bytes[index] == UInt8(ascii: "]") { throw fail("unexpected ']', expected a value") }
        }
        scope.first = false
        return true
    }

    private mutating func parseObject() throws(FormatError) -> JSONValue {
        var scope = try beginObject()
        var members: [JSONObject.Member] = []
        members.reserveCapacity(8)  // an item's fields, in one allocation
        while let (key, at) = try nextKey(&scope) {
            members.append(.init(key: key, value: try parseValue(), position: at))
        }
        return .object(JSONObject(members))
    }

    private mutating func parseArray() throws(FormatError) -> JSONValue {
        var scope = try beginArray()
        var elements: [JSONValue] = []
        while try nextElement(&scope) { elements.append(try parseValue()) }
        return .array(elements)
    }

    private mutating func parseNumber() throws(FormatError) -> String {
        let range = try scanNumber()
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    /// Consumes a number and gives where its text is, without making it a string.
    mutating func scanNumber() throws(FormatError) -> Range<Int> {
        let start = index
        func digits(_ p: inout JSONParser) -> Int {
            let s = p.index
            while p.index < p.bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(p.bytes[p.index]) {
                p.index += 1
            }
            return p.index - s
        }
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard index < bytes.count else { throw fail("unexpected end of file in a number") }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
        } else if digits(&self) == 0 {
            throw fail("invalid number")
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            if digits(&self) == 0 { throw fail("invalid number: expected digits after '.'") }
        }
        if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                index += 1
            }
            if digits(&self) == 0 { throw fail("invalid number: expected digits in the exponent") }
        }
        return start..<index
    }

    mutating func parseString() throws(FormatError) -> String {
        index += 1  // opening quote
        let start = index
        var ascii = true
        // Fast path: no escapes, so the string is the bytes as they stand; plain ASCII
        // needs no validation.
        while index < bytes.count {
            let b = bytes[index]
            if b == UInt8(ascii: "\"") {
                let slice = UnsafeBufferPointer(rebasing: bytes[start..<index])
                let text = ascii ? String(decoding: slice, as: UTF8.self) : String(validating: slice, as: UTF8.self)
                guard let text else { throw fail("invalid UTF-8 in a string") }
                index += 1
                return text
            }
            if b == UInt8(ascii: "\\") || b < 0x20 { break }
            if b >= 0x80 { ascii = false }
            index += 1
        }
        index = start
        return try parseEscapedString()
    }

    private mutating func parseEscapedString() throws(FormatError) -> String {
        var out: [UInt8] = []
        var runStart = index
        while true {
            guard index < bytes.count else { throw fail("unexpected end of file inside a string") }
            let b = bytes[index]
            if b == UInt8(ascii: "\"") {
                out.append(contentsOf: bytes[runStart..<index])
                index += 1
                break
            }
            if b < 0x20 { throw fail("control character \(describe(b)) inside a string (escape it)") }
            if b != UInt8(ascii: "\\") {
                index += 1
                continue
            }
            out.append(contentsOf: bytes[runStart..<index])
            index += 1
            guard index < bytes.count else { throw fail("unexpected end of file inside a string") }
            let e = bytes[index]
            index += 1
            switch e {
            case UInt8(ascii: "\""): out.append(0x22)
            case UInt8(ascii: "\\"): out.append(0x5C)
            case UInt8(ascii: "/"): out.append(0x2F)
            case UInt8(ascii: "b"): out.append(0x08)
            case UInt8(ascii: "f"): out.append(0x0C)
            case UInt8(ascii: "n"): out.append(0x0A)
            case UInt8(ascii: "r"): out.append(0x0D)
            case UInt8(ascii: "t"): out.append(0x09)
            case UInt8(ascii: "u"):
                var scalar = try hex4()
                if (0xD800...0xDBFF).contains(scalar) {
                    guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
                        bytes[index + 1] == UInt8(ascii: "u")
                    else {
                        throw fail("unpaired surrogate in a \\u escape")
                    }
                    index += 2
                    let low = try hex4()
                    guard (0xDC00...0xDFFF).contains(low) else { throw fail("unpaired surrogate in a \\u escape") }
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                } else if (0xDC00...0xDFFF).contains(scalar) {
                    throw fail("unpaired surrogate in a \\u escape")
                }
                out.append(contentsOf: Array(String(Character(Unicode.Scalar(scalar)!)).utf8))
            default:
                index -= 1
                throw fail("invalid escape '\\\(Character(Unicode.Scalar(e)))'")
            }
            runStart = index
        }
        guard let text = String(validating: out, as: UTF8.self) else {
            throw fail("invalid UTF-8 in a string")
        }
        return text
    }

    private mutating func hex4() throws(FormatError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard index < bytes.count, let d = hexDigit(bytes[index]) else { throw fail("invalid \\u escape") }
            value = value << 4 | d
            index += 1
        }
        return value
    }

    private func hexDigit(_ b: UInt8) -> UInt32? {
        switch b {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(b - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(b - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(b - UInt8(ascii: "A") + 10)
        default: return nil
        }
    }
}
