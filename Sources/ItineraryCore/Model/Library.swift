/// Everything one file holds: the trips, plus whatever top-level keys we do not know.
public struct Library: Hashable, Sendable {
    public static let format = "itin/1"

    /// In file order; `sortedTrips` gives the order the user sees.
    public var trips: [Trip]
    public var unknown: JSONObject
    public var keyOrder: KeyOrder

    public init(trips: [Trip] = [], unknown: JSONObject = [:], keyOrder: KeyOrder = .none) {
        self.trips = trips
        self.unknown = unknown
        self.keyOrder = keyOrder
    }

    /// The trips list as shown: by `order`, ties by id (docs/file-format.md).
    public var sortedTrips: [Trip] {
        trips.sorted { ($0.order, $0.id) < ($1.order, $1.id) }
    }

    public func trip(_ id: String) -> Trip? { trips.first { $0.id == id } }
    public func tripIndex(_ id: String) -> Int? { trips.firstIndex { $0.id == id } }

    /// The trip that holds a game or item with this id.
    public func trip(containing entryID: String) -> Trip? {
        trips.first { t in t.items.contains { $0.id == entryID } || t.games.contains { $0.id == entryID } }
    }
}

extension Library {
    /// A readable id no trip, game or item uses: the words as a slug (`boston-new-york`,
    /// `g-2026-06-12-yankees-red-sox`), else `fallback`; `-2`, `-3`, … when it is taken.
    public func newID(_ words: [String], fallback: String) -> String {
        var ids = newIDs()
        return ids.make(words, fallback: fallback)
    }

    /// Ids for several new entries at once: the library's ids are gathered once, and each id
    /// made is taken for the next.
    public func newIDs() -> NewIDs {
        var used = Set<String>()
        for t in trips {
            used.insert(t.id)
            for g in t.games { used.insert(g.id) }
            for i in t.items { used.insert(i.id) }
        }
        return NewIDs(used: used)
    }
}

public struct NewIDs: Sendable {
    var used: Set<String>

    public mutating func make(_ words: [String], fallback: String) -> String {
        let slug = Slug.of(words.joined(separator: " "))
        let base = slug.isEmpty ? fallback : slug
        var id = base
        var n = 2
        while used.contains(id) {
            id = "\(base)-\(n)"
            n += 1
        }
        used.insert(id)
        return id
    }

    public mutating func game(on date: CalendarDate, away: String, home: String) -> String {
        make(["g", date.description, away, home], fallback: "game")
    }
}

/// Text made into an id: lowercase ASCII letters and digits, words joined by `-`, cut at a
/// word boundary to at most 32 characters.
public enum Slug {
    static let maximumLength = 32

    public static func of(_ text: String) -> String {
        var words: [String] = []
        var word = ""
        for scalar in text.lowercased().unicodeScalars {
            if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                word.unicodeScalars.append(scalar)
            } else if !word.isEmpty {
                words.append(word)
                word = ""
            }
        }
        if !word.isEmpty { words.append(word) }
        var slug = ""
        for w in words {
            let next = slug.isEmpty ? w : slug + "-" + w
            if next.count > maximumLength { return slug.isEmpty ? String(w.prefix(maximumLength)) : slug }
            slug = next
        }
        return slug
    }
}
