/// One parameter of a property: `TZID=America/New_York`, `MEMBER="a","b"`.
public struct ICalendarParameter: Hashable, Sendable {
    /// Upper-cased.
    public let name: String
    /// As written, quotes removed.
    public let values: [String]

    public init(name: String, values: [String]) {
        self.name = name
        self.values = values
    }
}

/// One content line: `DTSTART;TZID=America/New_York:20260612T191000`.
public struct ICalendarProperty: Hashable, Sendable {
    /// Upper-cased: `DTSTART`, `X-WR-TIMEZONE`.
    public let name: String
    public let parameters: [ICalendarParameter]
    /// Raw, still escaped: how to read it depends on its type (`text()`, `dateTime()`).
    public let value: String
    /// The physical line the content line starts on.
    public let line: Int

    public init(name: String, parameters: [ICalendarParameter] = [], value: String, line: Int) {
        self.name = name
        self.parameters = parameters
        self.value = value
        self.line = line
    }

    /// The first value of the first parameter so named (any case).
    public func parameter(_ name: String) -> String? {
        let name = name.uppercased()
        return parameters.first { $0.name == name }?.values.first
    }
}

/// `BEGIN:NAME` … `END:NAME` with its properties and the components inside, in order.
public struct ICalendarComponent: Hashable, Sendable {
    /// Upper-cased: `VCALENDAR`, `VEVENT`, `VTIMEZONE`, `STANDARD`…
    public let name: String
    public let properties: [ICalendarProperty]
    public let components: [ICalendarComponent]
    /// The line of its `BEGIN`.
    public let line: Int

    public init(name: String, properties: [ICalendarProperty] = [], components: [ICalendarComponent] = [], line: Int) {
        self.name = name
        self.properties = properties
        self.components = components
        self.line = line
    }

    /// The first property so named (any case).
    public func property(_ name: String) -> ICalendarProperty? {
        let name = name.uppercased()
        return properties.first { $0.name == name }
    }

    public func properties(_ name: String) -> [ICalendarProperty] {
        let name = name.uppercased()
        return properties.filter { $0.name == name }
    }

    /// The components directly inside so named (any case): `calendar.components("VEVENT")`.
    public func components(_ name: String) -> [ICalendarComponent] {
        let name = name.uppercased()
        return components.filter { $0.name == name }
    }
}
