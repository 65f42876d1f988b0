/// A small, strict reader for the part of RFC 5545 an import needs: content lines, unfolded,
/// gathered into nested components. Values stay raw; `ICalendarProperty.text()` and
/// `dateTime()` read them by type. Linear in the file's size, with no recursion over its depth.
public enum ICalendarReader {
    /// Deeper nesting than any real calendar (VCALENDAR › VTIMEZONE › STANDARD is three) is refused.
    public static let maxDepth = 16
    /// Longer names (of properties, parameters, components) are refused, so a reason that
    /// shows one stays short. Real ones, `X-` names included, are under 40.
    public static let maxNameLength = 64

    /// The VCALENDAR of a whole file: exactly one, with nothing but blank lines after it.
    /// `eachChild`, when given, takes each component of the calendar (a VEVENT) as it closes,
    /// and the calendar returned holds its own properties only: a feed of any length is then
    /// read in the memory of one event.
    public static func read(
        _ bytes: [UInt8], eachChild: ((ICalendarComponent) -> Void)? = nil
    ) throws(ICalendarError) -> ICalendarComponent {
        var lines = ContentLines(bytes)
        var open: [OpenComponent] = []
        var calendar: ICalendarComponent?
        while let line = try lines.next() {
            let property = try ContentLineParser.parse(line)
            if let done = calendar {
                throw ICalendarError(
                    line: line.number,
                    reason:
                        "\(property.name) comes after the END:VCALENDAR of the calendar begun on line \(done.line) (a file holds one calendar)"
                )
            }
            switch property.name {
            case "BEGIN":
                let name = try componentName(property)
                if open.isEmpty, name != "VCALENDAR" {
                    throw ICalendarError(
                        line: line.number,
                        reason: "the file starts with BEGIN:\(name), not BEGIN:VCALENDAR: it is not a calendar")
                }
                if !open.isEmpty, name == "VCALENDAR" {
                    throw ICalendarError(
                        line: line.number,
                        reason:
                            "a VCALENDAR begins inside the \(open[open.count - 1].name) begun on line \(open[open.count - 1].line)"
                    )
                }
                guard open.count < maxDepth else {
                    throw ICalendarError(line: line.number, reason: "components are nested more than \(maxDepth) deep")
                }
                open.append(OpenComponent(name: name, line: line.number))
            case "END":
                let name = try componentName(property)
                guard let innermost = open.popLast() else {
                    throw ICalendarError(
                        line: line.number,
                        reason: "END:\(name) closes nothing: the file must start with BEGIN:VCALENDAR")
                }
                guard innermost.name == name else {
                    throw ICalendarError(
                        line: line.number,
                        reason: "the \(innermost.name) begun on line \(innermost.line) ends with END:\(name)")
                }
                let component = innermost.closed()
                if open.isEmpty {
                    calendar = component
                } else if open.count == 1, let eachChild {
                    eachChild(component)
                } else {
                    open[open.count - 1].components.append(component)
                }
            default:
                guard !open.isEmpty else {
                    throw ICalendarError(
                        line: line.number,
                        reason: "the file starts with \(property.name), not BEGIN:VCALENDAR: it is not a calendar")
                }
                open[open.count - 1].properties.append(property)
            }
        }
        if let calendar { return calendar }
        guard let innermost = open.last else {
            throw ICalendarError(
                line: lines.lastLineNumber, reason: "the file is empty: a calendar starts with BEGIN:VCALENDAR")
        }
        throw ICalendarError(
            line: lines.lastLineNumber,
            reason:
                "the file ends inside the \(innermost.name) begun on line \(innermost.line), which has no END:\(innermost.name)"
        )
    }

    /// The `NAME` of `BEGIN:NAME` or `END:NAME`, upper-cased.
    private static func componentName(_ property: ICalendarProperty) throws(ICalendarError) -> String {
        guard property.parameters.isEmpty else {
            throw ICalendarError(
                line: property.line, reason: "\(property.name) has parameters; it takes only a component name")
        }
        let value = property.value
        let isNameByte = { (b: UInt8) in
            (0x30...0x39).contains(b) || (0x41...0x5A).contains(b) || (0x61...0x7A).contains(b)
                || b == UInt8(ascii: "-")
        }
        guard (1...maxNameLength).contains(value.utf8.count), value.utf8.allSatisfy(isNameByte) else {
            throw ICalendarError(
                line: property.line,
                reason: "\(property.name) needs a component name such as VEVENT (got \(ICalendarError.quote(value)))")
        }
        return value.uppercased()
    }

    /// A component whose END has not come yet.
    private struct OpenComponent {
        let name: String
        let line: Int
        var properties: [ICalendarProperty] = []
        var components: [ICalendarComponent] = []

        func closed() -> ICalendarComponent {
            ICalendarComponent(name: name, properties: properties, components: components, line: line)
        }
    }
}
