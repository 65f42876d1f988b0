/// The line on which each key of a TOML text is first defined, by its whole path
/// (`["travel", "drive-mph"]`), table headers and inline tables included; a dotted key also
/// defines each table it names. TOMLKit gives no position for a parsed key, so a refusal
/// finds its line here. Meant for a text the parser accepted: on anything else it still ends,
/// with what it could make out.
struct TOMLKeyLines {
    private var lines: [[String]: Int] = [:]

    init(_ text: String) {
        var scanner = Scanner(Array(text.utf8))
        scanner.document()
        lines = scanner.lines
    }

    subscript(path: [String]) -> Int? { lines[path] }
}

private struct Scanner {
    let bytes: [UInt8]
    var i = 0
    var lines: [[String]: Int] = [:]
    /// Where each line break is, for the line of an offset.
    private let breaks: [Int]

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        breaks = bytes.indices.filter { bytes[$0] == UInt8(ascii: "\n") }
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { i = 3 }
    }

    private var peek: UInt8? { i < bytes.count ? bytes[i] : nil }

    private func line(at offset: Int) -> Int {
        var low = 0
        var high = breaks.count  // the count of breaks before `offset`
        while low < high {
            let mid = (low + high) / 2
            if breaks[mid] < offset { low = mid + 1 } else { high = mid }
        }
        return low + 1
    }

    /// Records a key and each table its path passes through, where not defined before.
    private mutating func record(_ path: [String], at offset: Int) {
        guard !path.isEmpty else { return }
        let n = line(at: offset)
        for end in 1...path.count where lines[Array(path[..<end])] == nil { lines[Array(path[..<end])] = n }
    }

    mutating func document() {
        var table: [String] = []
        while true {
            skipBlank()
            guard let c = peek else { return }
            let start = i
            if c == UInt8(ascii: "[") {
                i += 1
                if peek == UInt8(ascii: "[") { i += 1 }
                table = key()
                record(table, at: start)
            } else {
                let path = table + key()
                skipSpaces()
                if peek == UInt8(ascii: "=") { i += 1 }
                record(path, at: start)
                skipSpaces()
                value(at: path)
            }
            skipLine()
        }
    }

    /// A dotted key, its parts unquoted.
    private mutating func key() -> [String] {
        var parts: [String] = []
        repeat {
            skipSpaces()
            switch peek {
            case UInt8(ascii: "\""): parts.append(basicString())
            case UInt8(ascii: "'"): parts.append(literalString())
            default:
                let start = i
                while let c = peek, Self.isBare(c) { i += 1 }
                if i == start, peek != nil, peek != UInt8(ascii: "\n") { i += 1 }  // never stuck
                parts.append(String(decoding: bytes[start..<i], as: UTF8.self))
            }
            skipSpaces()
        } while take(".")
        return parts
    }

    private static func isBare(_ c: UInt8) -> Bool {
        (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5A) || (c >= 0x61 && c <= 0x7A) || c == 0x2D || c == 0x5F
    }

    /// Passes over a value; the keys of an inline table are recorded under `path` (nil
    /// inside an array, whose tables have no path of their own).
    private mutating func value(at path: [String]?) {
        switch peek {
        case UInt8(ascii: "\""):
            if starts("\"\"\"") { multiline("\"", escapes: true) } else { _ = basicString() }
        case UInt8(ascii: "'"):
            if starts("'''") { multiline("'", escapes: false) } else { _ = literalString() }
        case UInt8(ascii: "["):
            i += 1
            while true {
                skipBlank()
                guard let c = peek else { return }
                if c == UInt8(ascii: "]") {
                    i += 1
                    return
                }
                if c == UInt8(ascii: ",") {
                    i += 1
                    continue
                }
                value(at: nil)
            }
        case UInt8(ascii: "{"):
            i += 1
            while true {
                skipBlank()
                guard let c = peek else { return }
                if c == UInt8(ascii: "}") {
                    i += 1
                    return
                }
                if c == UInt8(ascii: ",") {
                    i += 1
                    continue
                }
                let start = i
                let part = key()
                let inner = path.map { $0 + part }
                skipSpaces()
                _ = take("=")
                if let inner { record(inner, at: start) }
                skipSpaces()
                value(at: inner)
                skipSpaces()
                if let c = peek, c != UInt8(ascii: ","), c != UInt8(ascii: "}") { scalar() }  // a date-time's time
            }
        default:
            scalar()
        }
    }

    private mutating func scalar() {
        let start = i
        while let c = peek, !" \t\r\n,]}#".utf8.contains(c) { i += 1 }
        if i == start, peek != nil { i += 1 }
    }

    private mutating func basicString() -> String {
        i += 1
        var text: [UInt8] = []
        while let c = peek, c != UInt8(ascii: "\""), c != UInt8(ascii: "\n") {
            i += 1
            guard c == UInt8(ascii: "\\"), let e = peek else {
                text.append(c)
                continue
            }
            i += 1
            switch e {
            case UInt8(ascii: "b"): text.append(0x08)
            case UInt8(ascii: "t"): text.append(0x09)
            case UInt8(ascii: "n"): text.append(0x0A)
            case UInt8(ascii: "f"): text.append(0x0C)
            case UInt8(ascii: "r"): text.append(0x0D)
            case UInt8(ascii: "u"), UInt8(ascii: "U"):
                let digits = e == UInt8(ascii: "u") ? 4 : 8
                let end = min(i + digits, bytes.count)
                if let code = UInt32(String(decoding: bytes[i..<end], as: UTF8.self), radix: 16),
                    let scalar = Unicode.Scalar(code)
                {
                    text += Array(String(Character(scalar)).utf8)
                }
                i = end
            default: text.append(e)
            }
        }
        _ = take("\"")
        return String(decoding: text, as: UTF8.self)
    }

    private mutating func literalString() -> String {
        i += 1
        let start = i
        while let c = peek, c != UInt8(ascii: "'"), c != UInt8(ascii: "\n") { i += 1 }
        let text = String(decoding: bytes[start..<i], as: UTF8.self)
        _ = take("'")
        return text
    }

    /// A `"""` or `'''` string, up to its closing quotes (and the up to two quotes more it may end with).
    private mutating func multiline(_ quote: Character, escapes: Bool) {
        let q = quote.asciiValue!
        i += 3
        while let c = peek {
            if escapes && c == UInt8(ascii: "\\") {
                i += 2
                continue
            }
            if c == q && starts(String(repeating: quote, count: 3)) {
                i += 3
                var extra = 0
                while extra < 2 && peek == q {
                    i += 1
                    extra += 1
                }
                return
            }
            i += 1
        }
    }

    private func starts(_ s: String) -> Bool { bytes[i...].starts(with: s.utf8) }

    private mutating func take(_ s: String) -> Bool {
        guard starts(s) else { return false }
        i += s.utf8.count
        return true
    }

    private mutating func skipSpaces() {
        while let c = peek, c == UInt8(ascii: " ") || c == UInt8(ascii: "\t") { i += 1 }
    }

    /// Spaces, line breaks and comments.
    private mutating func skipBlank() {
        while let c = peek {
            if c == UInt8(ascii: "#") {
                while let d = peek, d != UInt8(ascii: "\n") { i += 1 }
            } else if " \t\r\n".utf8.contains(c) {
                i += 1
            } else {
                return
            }
        }
    }

    /// The rest of the line: what is left after a header or a key's value is at most a comment.
    private mutating func skipLine() {
        while let c = peek, c != UInt8(ascii: "\n") { i += 1 }
    }
}
