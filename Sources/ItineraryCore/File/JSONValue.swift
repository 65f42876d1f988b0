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
public struct SourcePosition: Hashable, Sendable, CustomStringConvertible {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public var description: String { "\(line):\(column)" }
}

/// The shortest text that reads back as the same Double: `-1`, not `-1.0`; `0.5`.
public func formatNumber(_ value: Double) -> String {
    precondition(value.isFinite, "only finite numbers are written")
    if value == value.rounded(), abs(value) < 9.007_199_254_740_992e15 {
        return value == 0 ? "0" : String(Int64(value))
    }
    return value.description  // Swift prints the shortest round-tripping form
}
