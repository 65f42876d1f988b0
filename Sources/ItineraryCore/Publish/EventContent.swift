/// An event as `publish` and the vdir export compare it (docs/calendars.md): what its
/// VEVENTs say, whatever the order of their lines or parameters, their text unescaped, and
/// without DTSTAMP, which only records when it was written. A server may write a resource
/// back in its own way (Radicale re-orders its lines) or with its own VTIMEZONE: neither is
/// a change to the event, so the calendar's other components are not compared.
public struct EventContent: Hashable, Sendable {
    struct Line: Hashable, Comparable, Sendable {
        let name: String
        let parameters: [String]
        let value: String

        static func < (a: Line, b: Line) -> Bool {
            (a.name, a.parameters.joined(separator: ";"), a.value) < (
                b.name, b.parameters.joined(separator: ";"), b.value
            )
        }
    }

    /// Each VEVENT's lines, sorted; the events sorted too.
    let events: [[Line]]

    /// Properties left out: when it was written, not what it says.
    static let ignored: Set<String> = ["DTSTAMP"]

    public init(_ calendar: ICalendarComponent) {
        events = calendar.components("VEVENT").map { event in
            event.properties.filter { !Self.ignored.contains($0.name) }.map { p in
                let parameters = p.parameters.map { "\($0.name)=\($0.values.joined(separator: ","))" }.sorted()
                return Line(name: p.name, parameters: parameters, value: (try? p.text()) ?? p.value)
            }.sorted()
        }.sorted { $0.lexicographicallyPrecedes($1) }
    }
}

/// What an event resource says about itself, read once: its calendar, UID, trip and summary.
/// A text that is not a calendar has none of them, and is never taken for itin's.
public struct EventReading: Hashable, Sendable {
    public let uid: String?
    /// `X-ITIN-TRIP` of its event: which trip made it, if itin did.
    public let tripID: String?
    public let summary: String?
    public let content: EventContent?

    public init(_ resource: String) {
        guard let calendar = try? ICalendarReader.read(Array(resource.utf8)) else {
            uid = nil
            tripID = nil
            summary = nil
            content = nil
            return
        }
        let events = calendar.components("VEVENT")
        let first = events.first
        func text(_ name: String) -> String? { (try? first?.property(name)?.text()) ?? nil }
        // A resource holds one event (and its recurrences, which share the UID); one with
        // events of several UIDs is nobody's that itin knows.
        let uids = Set(events.compactMap { try? $0.property("UID")?.text() })
        uid = uids.count == 1 ? uids.first : nil
        tripID = text(CalendarResource.tripProperty)
        summary = text("SUMMARY")
        content = EventContent(calendar)
    }

    /// Made by itin for the trip with this id.
    public func isOwn(trip: String) -> Bool {
        tripID == trip && uid?.hasSuffix("@itin") == true
    }
}

extension CalendarResource {
    /// The event as it is compared.
    public var content: EventContent {
        // itin's own text always reads: anything else is a bug in the writer.
        EventContent(try! ICalendarReader.read(Array(text.utf8)))
    }
}
