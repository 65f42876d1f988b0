/// A strict RFC 8259 parser over bytes that keeps key order and source positions,
/// and refuses anything that is not JSON with a line and column.
///
/// It is also a cursor: `LibraryDecoder` walks objects and arrays with `beginObject` /
/// `nextKey` and `beginArray` / `nextElement`, reading the values it knows straight into
/// the model, so a large file never becomes a tree of `JSONValue`s.
public struct JSONParser {
    public static let maxDepth = 256

    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var lineStart = 0
    private var depth = 0

    public static func parse(_ bytes: [UInt8]) throws(FormatError) -> JSONValue {
        do {
            var parser = JSONParser(bytes: bytes)
            parser.start()
            let value = try parser.parseValue()
            try parser.finish()
            return value
        } catch {
            throw error.resolved(in: bytes)
        }
    }

    init(bytes: [UInt8]) { self.bytes = bytes }

    /// Skips a byte-order mark and leading white space.
    mutating func start() {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3; lineStart = 3 }
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

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0D: index += 1
            case 0x0A: index += 1; line += 1; lineStart = index
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
        case UInt8(ascii: "t"): try expectWord("true"); return .bool(true)
        case UInt8(ascii: "f"): try expectWord("false"); return .bool(false)
        case UInt8(ascii: "n"): try expectWord("null"); return .null
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
        skipWhitespace()
        guard index < bytes.count else { throw fail("unexpected end of file inside an object") }
        if bytes[index] == UInt8(ascii: "}") {
            index += 1
            depth -= 1
            return nil
        }
        if !scope.first {
            guard bytes[index] == UInt8(ascii: ",") else { throw fail("expected ',' or '}' in an object") }
            index += 1
            skipWhitespace()
        }
        scope.first = false
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
            throw index < bytes.count ? fail("expected a key in double quotes") : fail("unexpected end of file inside an object")
        }
        let at = position
        let key = try parseString()
        if scope.keySet.isEmpty && scope.keys.count < 16 {
            guard !scope.keys.contains(key) else { throw FormatError("not valid JSON: duplicate key \"\(key)\"", at: at) }
            scope.keys.append(key)
            if scope.keys.count == 16 { scope.keySet = Set(scope.keys) }
        } else {
            guard scope.keySet.insert(key).inserted else { throw FormatError("not valid JSON: duplicate key \"\(key)\"", at: at) }
        }
        skipWhitespace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw fail("expected ':' after the key") }
        index += 1
        skipWhitespace()
        return (key, at)
    }

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
        let start = index
        func digits(_ p: inout JSONParser) -> Int {
            let s = p.index
            while p.index < p.bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(p.bytes[p.index]) { p.index += 1 }
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
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            if digits(&self) == 0 { throw fail("invalid number: expected digits in the exponent") }
        }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private mutating func parseString() throws(FormatError) -> String {
        index += 1  // opening quote
        let start = index
        var ascii = true
        // Fast path: no escapes, so the string is the bytes as they stand; plain ASCII
        // needs no validation.
        while index < bytes.count {
            let b = bytes[index]
            if b == UInt8(ascii: "\"") {
                let end = index
                let text: String? = bytes.withUnsafeBufferPointer { buffer in
                    let slice = UnsafeBufferPointer(rebasing: buffer[start..<end])
                    return ascii ? String(decoding: slice, as: UTF8.self) : String(validating: slice, as: UTF8.self)
                }
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
            if b != UInt8(ascii: "\\") { index += 1; continue }
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
                    guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
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
