/// One unfolded content line read into a property (RFC 5545 section 3.1):
/// `name *(";" param) ":" value`, a parameter being `name "=" value *("," value)` whose
/// values are quoted strings or have none of `";:,`. Names are upper-cased; quotes removed.
struct ContentLineParser {
    private let bytes: [UInt8]
    private let line: Int
    private var index = 0

    static func parse(_ line: ContentLines.Line) throws(ICalendarError) -> ICalendarProperty {
        guard String(validating: line.bytes, as: UTF8.self) != nil else {
            throw ICalendarError(
                line: line.number, reason: "the line is not UTF-8 text (the file must be saved as UTF-8)")
        }
        var parser = ContentLineParser(bytes: line.bytes, line: line.number)
        return try parser.property()
    }

    private init(bytes: [UInt8], line: Int) {
        self.bytes = bytes
        self.line = line
    }

    private var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func property() throws(ICalendarError) -> ICalendarProperty {
        guard let name = try takeName() else {
            throw fail(
                "the line does not start with a property name such as SUMMARY (got \(ICalendarError.quote(rest)))")
        }
        var parameters: [ICalendarParameter] = []
        while peek == .semicolon {
            index += 1
            parameters.append(try parameter(of: name))
        }
        switch peek {
        case .colon: index += 1
        case nil: throw fail("\(name) has no ':' before its value")
        default:
            throw fail(
                "\(parameters.last.map { "the parameter \($0.name) of \(name)" } ?? name) is followed by \(describePeek()), not ':' or ';'"
            )
        }
        let value = bytes[index...]
        if let control = value.first(where: \.isControl) {
            throw fail("the value of \(name) has a control character (\(Self.hex(control)))")
        }
        return ICalendarProperty(
            name: name, parameters: parameters, value: String(decoding: value, as: UTF8.self), line: line)
    }

    private mutating func parameter(of property: String) throws(ICalendarError) -> ICalendarParameter {
        guard let name = try takeName() else {
            throw fail("\(property) has a parameter with no name (got \(describePeek()))")
        }
        guard peek == .equals else { throw fail("the parameter \(name) of \(property) has no '=' and value") }
        var values: [String] = []
        repeat {
            index += 1  // past '=' or ','
            values.append(try parameterValue(name, of: property))
        } while peek == .comma
        return ICalendarParameter(name: name, values: values)
    }

    private mutating func parameterValue(_ name: String, of property: String) throws(ICalendarError) -> String {
        let quoted = peek == .quote
        if quoted { index += 1 }
        let start = index
        while let byte = peek, quoted ? byte != .quote : !byte.isSpecialInParameter { index += 1 }
        let value = bytes[start..<index]
        if let control = value.first(where: \.isControl) {
            throw fail("the parameter \(name) of \(property) has a control character (\(Self.hex(control)))")
        }
        if quoted {
            guard peek == .quote else {
                throw fail("a quoted value of the parameter \(name) of \(property) has no closing '\"'")
            }
            index += 1
            if let next = peek, next != .comma, next != .semicolon, next != .colon {
                throw fail(
                    "the quoted value of the parameter \(name) of \(property) is followed by \(describePeek()), not ',', ';' or ':'"
                )
            }
        } else if peek == .quote {
            throw fail(
                "the parameter \(name) of \(property) has a '\"' inside its value (only a whole value may be quoted)")
        }
        return String(decoding: value, as: UTF8.self)
    }

    /// `1*(ALPHA / DIGIT / "-")`, upper-cased; nil if there is none here.
    private mutating func takeName() throws(ICalendarError) -> String? {
        let start = index
        while let byte = peek, byte.isNameByte { index += 1 }
        guard index > start else { return nil }
        let name = String(decoding: bytes[start..<index], as: UTF8.self).uppercased()
        guard name.utf8.count <= ICalendarReader.maxNameLength else {
            throw fail(
                "a name longer than \(ICalendarReader.maxNameLength) characters (got \(ICalendarError.quote(name)))")
        }
        return name
    }

    private var rest: String { String(decoding: bytes[index...], as: UTF8.self) }

    /// The character at `index` in words: `' '` is "a space", a control character its byte,
    /// an invisible one its code point.
    private func describePeek() -> String {
        guard let byte = peek else { return "the end of the line" }
        if byte == UInt8(ascii: " ") { return "a space" }
        if byte.isControl { return Self.hex(byte) }
        // The line is valid UTF-8, so a whole character starts here.
        let scalar =
            String(decoding: bytes[index..<min(index + 4, bytes.count)], as: UTF8.self).unicodeScalars.first
            ?? "\u{FFFD}"
        switch scalar.properties.generalCategory {
        case .control, .format, .privateUse, .unassigned, .surrogate, .spaceSeparator, .lineSeparator,
            .paragraphSeparator:
            let code = String(scalar.value, radix: 16, uppercase: true)
            return "U+" + String(repeating: "0", count: max(0, 4 - code.count)) + code
        default:
            return "'\(scalar)'"
        }
    }

    private static func hex(_ byte: UInt8) -> String {
        "byte 0x" + (byte < 0x10 ? "0" : "") + String(byte, radix: 16, uppercase: true)
    }

    private func fail(_ reason: String) -> ICalendarError { ICalendarError(line: line, reason: reason) }
}

extension UInt8 {
    fileprivate static let semicolon = UInt8(ascii: ";")
    fileprivate static let colon = UInt8(ascii: ":")
    fileprivate static let comma = UInt8(ascii: ",")
    fileprivate static let equals = UInt8(ascii: "=")
    fileprivate static let quote = UInt8(ascii: "\"")

    fileprivate var isNameByte: Bool {
        (0x41...0x5A).contains(self) || (0x61...0x7A).contains(self) || (0x30...0x39).contains(self)
            || self == UInt8(ascii: "-")
    }

    /// CTL in RFC 5545 (the tab is white space, allowed in values).
    fileprivate var isControl: Bool { (self < 0x20 && self != UInt8(ascii: "\t")) || self == 0x7F }

    /// What ends an unquoted parameter value.
    fileprivate var isSpecialInParameter: Bool {
        self == .semicolon || self == .colon || self == .comma || self == .quote
    }
}
