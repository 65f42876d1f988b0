/// How every row names its entry, the same on screen, in `print` and in search (docs/file-format.md).
public enum RowText {
    /// `Day 3 · Sun Jun 14 · Boston → New York`, then where its night is spent when a stay
    /// covers it: ` · sleep: Hotel Beacon` (docs/stays.md).
    public static func header(_ day: TripLayout.DayLayout, nights: TripNights) -> String {
        let cities = citiesVisited(day.entries)
        var text = "Day \(day.day) · \(day.date.shortText)"
        if !cities.isEmpty { text += " · " + cities.joined(separator: " → ") }
        let beds = nights.stays(onNightOf: day.day)
        if !beds.isEmpty { text += " · sleep: " + beds.map { $0.stay!.name }.joined(separator: ", ") }
        return text
    }

    /// Parts of a line told apart by ` · `. Joined by hand: the library's `joined` looks its
    /// iterator's type up by name at its first call, a search of every conformance in the
    /// binary (0.27 M instructions, a twentieth of the trips list's first frame).
    public static func listed(_ parts: [String]) -> String {
        var text = ""
        for i in parts.indices {
            if i > 0 { text += " · " }
            text += parts[i]
        }
        return text
    }

    /// The cities of a day's games and legs in order, without repeating one in a row.
    static func citiesVisited(_ entries: [Entry]) -> [String] {
        var cities: [String] = []
        func visit(_ city: String) {
            let name = city.trimmingWhitespace()
            guard !name.isEmpty else { return }
            if let last = cities.last, CityKey(last) == CityKey(name) { return }
            cities.append(name)
        }
        for e in entries {
            switch e {
            case .game(let g, _): visit(g.city)
            case .item(let i):
                if let t = i.travel {
                    visit(t.from)
                    visit(t.to)
                }
            }
        }
        return cities
    }

    /// The entry's own words, without any marker.
    public static func entry(_ entry: Entry) -> String {
        switch entry {
        case .game(let g, _): return game(g)
        case .item(let i): return item(i)
        }
    }

    /// `19:10 Yankees @ Red Sox · Fenway Park, Boston`; `TBD …` while the time is not set.
    public static func game(_ g: Game) -> String {
        "\(g.timeText) \(g.matchup) · \(g.venue), \(g.city)"
    }

    /// `Boston → New York · 215 mi · drive`, or a custom item's title (and note).
    public static func item(_ i: Item) -> String {
        switch i.kind {
        case .travel(let t):
            var parts = [t.route]
            if let miles = t.miles { parts.append("\(formatNumber(miles)) mi") }
            if let mode = t.mode { parts.append(mode.rawValue) }
            return listed(parts)
        case .custom(let c):
            guard let note = c.note, !note.isEmpty else { return c.title }
            return "\(c.title) — \(note)"
        case .stay(let s):
            return stay(s, confirmation: true)
        }
    }

    /// `Hotel Beacon, Boston · 2 nights`, then ` · CONFIRMATION` when asked and known.
    public static func stay(_ s: Stay, confirmation: Bool) -> String {
        var text = "\(s.name), \(s.city) · \(count(s.nightCount, "night"))"
        if confirmation, let code = s.confirmation, !code.isEmpty { text += " · \(code)" }
        return text
    }

    /// Text on one row of the editor: a note's line breaks (it may hold several lines,
    /// written with `E`) shown as ` ↵ ` rather than as control pictures.
    public static func oneRow(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == 0x0A || $0 == 0x0D }) else { return text }
        return text.split(
            omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r" || $0 == "\r\n" }
        )
        .joined(separator: " ↵ ")
    }

    /// A one-character mark of what kind of row this is, shared by the editor and `print`.
    public static func marker(_ entry: Entry) -> String {
        switch entry {
        case .game: return "◆"
        case .item(let i): return marker(i.kind)
        }
    }

    /// `»` a leg, `•` a note, `⌂` a stay: what a copied row starts with, and what a paste reads.
    public static func marker(_ kind: Item.Kind) -> String {
        switch kind {
        case .travel: return "»"
        case .custom: return "•"
        case .stay: return "⌂"
        }
    }

    /// `Yankees @ Red Sox (Day 2, 19:10)`: how a reason names a game.
    public static func gameReference(_ g: Game) -> String {
        "\(g.matchup) (Day \(g.day), \(g.timeText))"
    }

    /// `3 days`, `1 game`: a count with its noun, singular for one.
    public static func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }

    /// `Jun 12 – Jun 18, 2026`; a one-day trip `Jun 12, 2026`.
    public static func dateRange(_ trip: Trip) -> String {
        let s = trip.start
        let e = trip.end
        if trip.days == 1 { return "\(s.monthName) \(s.day), \(s.year)" }
        let startText = "\(s.monthName) \(s.day)" + (s.year == e.year ? "" : ", \(s.year)")
        return "\(startText) – \(e.monthName) \(e.day), \(e.year)"
    }
}
