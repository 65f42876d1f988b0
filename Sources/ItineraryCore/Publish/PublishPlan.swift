/// An event resource as a CalDAV server holds it: where, under which ETag, and what it says.
public struct ServerEvent: Hashable, Sendable {
    /// Its URL, as the edge resolved the server's href.
    public let href: String
    public let etag: String
    public let reading: EventReading

    public init(href: String, etag: String, text: String) {
        self.href = href
        self.etag = etag
        reading = EventReading(text)
    }
}

/// What `publish` does to a calendar (docs/calendars.md), worked out before a request is
/// sent: a value, so the rules are checked without a server. An event of the trip that the
/// server lacks is created, one that differs (ignoring DTSTAMP) is replaced, one of this
/// trip that the file no longer has is deleted, the rest left. Only events marked with this
/// trip's `X-ITIN-TRIP` are ever replaced or deleted.
public struct PublishPlan: Hashable, Sendable {
    public enum Step: Hashable, Sendable {
        /// `PUT` with `If-None-Match: *`
        case create(CalendarResource)
        /// `PUT` with `If-Match:` the event's ETag
        case replace(CalendarResource, ServerEvent)
        /// `DELETE` with `If-Match:`
        case delete(ServerEvent)
        /// The server has it as it is.
        case leave(CalendarResource, ServerEvent)
        /// The server has an event of this UID that is not this trip's: it is not touched.
        case foreign(CalendarResource, ServerEvent)

        /// What the step does when the server takes it.
        public var outcome: Outcome {
            switch self {
            case .create: return .added
            case .replace: return .updated
            case .delete: return .removed
            case .leave: return .unchanged
            case .foreign(let r, let e):
                let whose = e.reading.tripID.map { "trip \($0)'s" } ?? "not itin's"
                return .conflict("\(r.uid): the calendar's event of that UID is \(whose); left as it is")
            }
        }

        /// Whether it sends a PUT or a DELETE.
        public var writes: Bool {
            switch self {
            case .create, .replace, .delete: return true
            case .leave, .foreign: return false
            }
        }

        public var uid: String {
            switch self {
            case .create(let r), .replace(let r, _), .leave(let r, _), .foreign(let r, _): return r.uid
            case .delete(let e): return e.reading.uid ?? e.href
            }
        }

        public var summary: String {
            switch self {
            case .create(let r), .replace(let r, _), .leave(let r, _), .foreign(let r, _): return r.summary
            case .delete(let e): return e.reading.summary ?? ""
            }
        }
    }

    public enum Outcome: Hashable, Sendable {
        case added, updated, removed, unchanged
        /// Left as the server has it, and why.
        case conflict(String)
    }

    public let tripID: String
    public let steps: [Step]

    /// `resources` are the trip's events (`CalendarResource.of`); `server` is every event
    /// the calendar holds, anyone's.
    public init(trip tripID: String, resources: [CalendarResource], server: [ServerEvent]) {
        self.tripID = tripID
        var byUID: [String: [ServerEvent]] = [:]
        for event in server {
            if let uid = event.reading.uid { byUID[uid, default: []].append(event) }
        }
        var steps: [Step] = []
        var matched: Set<String> = []  // hrefs
        for resource in resources {
            let holders = byUID[resource.uid] ?? []
            let own = holders.filter { $0.reading.isOwn(trip: tripID) }
            // Of several copies of ours, the one at our own name, else the first; the others go.
            if let kept = own.first(where: { $0.href.hasSuffix("/" + resource.name) }) ?? own.first {
                matched.insert(kept.href)
                steps.append(
                    kept.reading.content == resource.content ? .leave(resource, kept) : .replace(resource, kept))
            } else if let other = holders.first {
                steps.append(.foreign(resource, other))
            } else {
                steps.append(.create(resource))
            }
        }
        for event in server where event.reading.isOwn(trip: tripID) && !matched.contains(event.href) {
            steps.append(.delete(event))
        }
        self.steps = steps
    }

    /// The requests to send, in order: creations, replacements, then deletions.
    public var writes: [Step] { steps.filter(\.writes) }

    /// What the plan does if the server takes every write.
    public var tally: PublishTally {
        var tally = PublishTally()
        for step in steps { tally.count(step.outcome) }
        return tally
    }
}

extension PublishPlan.Step {
    /// What follows when the server refused this step's write with 412 (the event changed
    /// since it was read) and it was read again once: `now` is the server's event at that
    /// href, nil if gone (docs/calendars.md). The write goes again, with the new ETag, only
    /// when the event says what it said when first read (a server may change an ETag alone,
    /// and another itin changes DTSTAMP alone). When the server already has what this step
    /// wants, it is done; anything else is someone's change, left as it is.
    public func afterConflict(now: ServerEvent?) -> AfterConflict {
        switch self {
        case .create(let resource):
            guard let now else { return .retry(self) }
            if now.reading.isOwn(trip: resource.tripID), now.reading.content == resource.content {
                return .settled(.unchanged)
            }
            return .settled(
                .conflict(
                    "\(resource.uid): \(Self.name(now.href)) was made on the server by someone else meanwhile; left as it is"
                ))
        case .replace(let resource, let read):
            guard let now else {
                return .settled(.conflict("\(resource.uid): deleted on the server since it was read; left deleted"))
            }
            if now.reading.isOwn(trip: resource.tripID), now.reading.content == resource.content {
                return .settled(.unchanged)
            }
            if now.reading.isOwn(trip: resource.tripID), now.reading.content == read.reading.content {
                return .retry(.replace(resource, now))
            }
            return .settled(.conflict("\(resource.uid): changed on the server since it was read; left as it is"))
        case .delete(let read):
            guard let now else { return .settled(.removed) }
            if now.reading.content == read.reading.content, now.reading.uid == read.reading.uid,
                now.reading.tripID == read.reading.tripID
            {
                return .retry(.delete(now))
            }
            return .settled(.conflict("\(uid): changed on the server since it was read; left as it is"))
        case .leave, .foreign:
            return .settled(outcome)
        }
    }

    private static func name(_ href: String) -> String {
        String(href.split(separator: "/").last ?? Substring(href))
    }
}

public enum AfterConflict: Hashable, Sendable {
    /// Send this write once more; a second refusal is a conflict.
    case retry(PublishPlan.Step)
    case settled(PublishPlan.Outcome)
}

/// What a publish did, as its summary line counts it.
public struct PublishTally: Hashable, Sendable {
    public var added = 0, updated = 0, removed = 0, unchanged = 0
    /// One line for each event left as the server has it.
    public var conflicts: [String] = []

    public init() {}

    public mutating func count(_ outcome: PublishPlan.Outcome) {
        switch outcome {
        case .added: added += 1
        case .updated: updated += 1
        case .removed: removed += 1
        case .unchanged: unchanged += 1
        case .conflict(let why): conflicts.append(why)
        }
    }

    /// `published Swing to https://…/trips/: 3 added, 1 updated, 1 removed, 12 unchanged`;
    /// for a dry run, `would publish …`.
    public func line(trip: String, to url: String, dryRun: Bool = false) -> String {
        var line =
            "\(dryRun ? "would publish" : "published") \(trip) to \(url): "
            + "\(added) added, \(updated) updated, \(removed) removed, \(unchanged) unchanged"
        if !conflicts.isEmpty { line += ", \(conflicts.count) left in conflict" }
        return line
    }
}
