/// Where a value sits in the document, e.g. `trips[0].items[12]`: a container's path and
/// an index, joined into text only when an error needs it (not once per item).
struct JSONPath: CustomStringConvertible {
    let container: String
    let index: Int?

    static let root = JSONPath(container: "", index: nil)

    var description: String { index.map { "\(container)[\($0)]" } ?? container }

    func field(_ key: String) -> String {
        let base = description
        return base.isEmpty ? key : "\(base).\(key)"
    }
}

/// Reads typed fields out of a JSON object, failing with the field's path and position.
struct JSONReader {
    let object: JSONObject
    let at: JSONPath
    let position: SourcePosition?

    var path: String { at.description }

    init(_ value: JSONValue, path: JSONPath, position: SourcePosition?) throws(FormatError) {
        guard case .object(let object) = value else {
            throw FormatError("must be an object", path: path.description, at: position)
        }
        self.object = object
        self.at = path
        self.position = position
    }

    func fieldPath(_ key: String) -> String { at.field(key) }

    func error(_ key: String, _ message: String) -> FormatError {
        FormatError(message, path: fieldPath(key), at: object.member(key)?.position ?? position)
    }

    func require(_ key: String) throws(FormatError) -> JSONObject.Member {
        guard let m = object.member(key) else {
            throw FormatError("missing \"\(key)\"", path: path, at: position)
        }
        return m
    }

    func string(_ key: String) throws(FormatError) -> String {
        guard case .string(let s) = try require(key).value else { throw error(key, "must be a string") }
        return s
    }

    func optionalString(_ key: String) throws(FormatError) -> String? {
        guard object.member(key) != nil else { return nil }
        return try string(key)
    }

    func id(_ key: String = "id") throws(FormatError) -> String {
        let s = try string(key)
        guard !s.isEmpty else { throw error(key, "must not be empty") }
        return s
    }

    func number(_ key: String) throws(FormatError) -> Double {
        guard case .number(let text) = try require(key).value else { throw error(key, "must be a number") }
        if let whole = Int(text), abs(whole) < 1 << 53 { return Double(whole) }  // the common case, without strtod
        guard let d = Double(text), d.isFinite else { throw error(key, "must be a finite number (got \(text))") }
        return d
    }

    func optionalNumber(_ key: String) throws(FormatError) -> Double? {
        guard object.member(key) != nil else { return nil }
        return try number(key)
    }

    func integer(_ key: String, in range: ClosedRange<Int>) throws(FormatError) -> Int {
        _ = try require(key)  // a missing field says so, rather than "must be a whole number"
        let d: Double
        do { d = try number(key) } catch {
            throw self.error(key, "must be a whole number from \(range.lowerBound) to \(range.upperBound)")
        }
        guard d == d.rounded(), d >= Double(range.lowerBound), d <= Double(range.upperBound) else {
            throw error(key, "must be a whole number from \(range.lowerBound) to \(range.upperBound)")
        }
        return Int(d)
    }

    func array(_ key: String) throws(FormatError) -> [JSONValue] {
        guard case .array(let a) = try require(key).value else { throw error(key, "must be an array") }
        return a
    }

    func unknown(known: [String]) -> JSONObject { object.excluding(known) }
}
