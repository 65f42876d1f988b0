/// A JSON document as values, keeping what a round trip must not lose:
/// the order of object keys and the literal text of numbers we do not interpret.
public enum JSONValue: Hashable, Sendable {
    case null
    case bool(Bool)
    /// The number exactly as written, so unknown values are written back unchanged.
    case number(String)
    case string(String)
    case array([JSONValue])
    case object(JSONObject)

    public static func number(_ value: Double) -> JSONValue { .number(formatNumber(value)) }
}

/// An object whose members keep their order. Each member remembers where it stood in the
/// source so that errors can point at it; positions take no part in equality.
public struct JSONObject: Hashable, Sendable, ExpressibleByDictionaryLiteral {
    public struct Member: Hashable, Sendable {
        public var key: String
        public var value: JSONValue
        public var position: SourcePosition?

        public init(key: String, value: JSONValue, position: SourcePosition? = nil) {
            self.key = key
            self.value = value
            self.position = position
        }

        public static func == (a: Member, b: Member) -> Bool { a.key == b.key && a.value == b.value }
        public func hash(into h: inout Hasher) {
            h.combine(key)
            h.combine(value)
        }
    }

    public var members: [Member]

    public init(_ members: [Member] = []) { self.members = members }

    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        members = elements.map { Member(key: $0.0, value: $0.1) }
    }

    public var isEmpty: Bool { members.isEmpty }

    public subscript(key: String) -> JSONValue? {
        members.first { $0.key == key }?.value
    }

    public func member(_ key: String) -> Member? { members.first { $0.key == key } }

    /// The members whose keys are not in `known`, in their original order. (A few keys:
    /// comparing them beats hashing them.)
    public func excluding(_ known: [String]) -> JSONObject {
        guard members.contains(where: { !known.contains($0.key) }) else { return JSONObject() }
        return JSONObject(members.filter { !known.contains($0.key) })
    }
}

/// 1-based line and column (in characters) of a place in a file.
///
/// The parser notes only byte offsets; the column is counted when an error is reported
/// (`resolved(in:)`). Counting it for every key, by scanning back to the start of its line,
/// made a file written on one line load in time quadratic in its size.
public struct SourcePosition: Hashable, Sendable, CustomStringConvertible {
    public var line: Int
    public var column: Int
    /// Byte offsets of the place and of the start of its line, until the column is counted.
    private var offsets: (place: Int, lineStart: Int)?

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    init(line: Int, lineStart: Int, offset: Int) {
        self.line = line
        column = 0
        offsets = (offset, lineStart)
    }

    /// The position with its column counted in the bytes it came from (characters, not bytes).
    func resolved(in bytes: [UInt8]) -> SourcePosition {
        guard let (place, lineStart) = offsets else { return self }
        var column = 1
        for i in lineStart..<min(place, bytes.count) where bytes[i] & 0xC0 != 0x80 { column += 1 }
        return SourcePosition(line: line, column: column)
    }

    public var description: String { "\(line):\(column)" }

    public static func == (a: SourcePosition, b: SourcePosition) -> Bool { a.line == b.line && a.column == b.column }
    public func hash(into hasher: inout Hasher) {
        hasher.combine(line)
        hasher.combine(column)
    }
}

/// Text as a JSON string: quoted, with `"`, `\` and every control character escaped. A TOML
/// basic string takes the same escapes, so the settings file writes its strings with it too.
public func quotedString(_ text: String) -> String {
    var out = ""
    JSONWriter.writeString(text, into: &out)
    return out
}

/// The shortest text that reads back as the same Double: `-1`, not `-1.0`; `0.5`.
public func formatNumber(_ value: Double) -> String {
    precondition(value.isFinite, "only finite numbers are written")
    if value == value.rounded(), abs(value) < 9.007_199_254_740_992e15 {
        return value == 0 ? "0" : String(Int64(value))
    }
    return value.description  // Swift prints the shortest round-tripping form
}
