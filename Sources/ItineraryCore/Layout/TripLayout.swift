/// A trip flattened for display: per day its entries in display order, and the rows.
/// A pure function of the trip (SPEC §4.1): the same trip always gives the same rows.
public struct TripLayout: Sendable {
    public let trip: Trip
    /// Index 0 is day 1.
    public let days: [DayLayout]
    /// Every row in display order; each entry is kept once, in its day.
    public let rows: Rows
    private let rowByID: [String: Int]
    /// Index into `trip.games` of each game id.
    public let gameIndex: [String: Int]
    /// The rows of the games, ascending: with the headers' rows they count a range's items.
    private let gameRows: [Int]

    public struct DayLayout: Sendable {
        public let day: Int
        public let date: CalendarDate
        public let headerRow: Int
        public let entries: [Entry]
    }

    public init(_ trip: Trip) {
        self.trip = trip
        var gamesByDay = [[Game]](repeating: [], count: trip.days)
        var gameIndex: [String: Int] = [:]
        for (i, g) in trip.games.enumerated() {
            gamesByDay[g.day - 1].append(g)
            gameIndex[g.id] = i
        }
        var entriesByDay = [[Entry]](repeating: [], count: trip.days)
        for (d, games) in gamesByDay.enumerated() where !games.isEmpty {
            let ordered = games.sorted { ($0.time, $0.id) < ($1.time, $1.id) }
            entriesByDay[d] = ordered.enumerated().map { .game($0.element, anchor: $0.offset) }
        }
        for i in trip.items { entriesByDay[i.day - 1].append(.item(i)) }

        var days: [DayLayout] = []
        days.reserveCapacity(trip.days)
        var refs: [Rows.Ref] = []
        refs.reserveCapacity(trip.days + trip.games.count + trip.items.count)
        var rowByID: [String: Int] = [:]
        rowByID.reserveCapacity(trip.games.count + trip.items.count)
        var gameRows: [Int] = []
        gameRows.reserveCapacity(trip.games.count)
        for d in 0..<trip.days {
            // Sorted in place, then handed over: a large trip's entries are never copied.
            var entries = entriesByDay[d]
            entriesByDay[d] = []
            entries.sort(by: Entry.displayOrder)
            refs.append(Rows.Ref(day: Int32(d), entry: -1))
            for (i, e) in entries.enumerated() {
                if e.isGame { gameRows.append(refs.count) }
                rowByID[e.id] = refs.count
                refs.append(Rows.Ref(day: Int32(d), entry: Int32(i)))
            }
            days.append(DayLayout(day: d + 1, date: trip.date(ofDay: d + 1), headerRow: refs.count - entries.count - 1,
                                  entries: entries))
        }
        self.days = days
        self.rows = Rows(days: days, refs: refs)
        self.rowByID = rowByID
        self.gameIndex = gameIndex
        self.gameRows = gameRows
    }

    /// How many items the rows hold, in time logarithmic in the trip.
    public func itemCount(inRows rows: ClosedRange<Int>) -> Int {
        func countBelow(_ sorted: [Int], _ row: Int) -> Int {  // how many are < row
            var lo = 0, hi = sorted.count
            while lo < hi {
                let mid = (lo + hi) / 2
                if sorted[mid] < row { lo = mid + 1 } else { hi = mid }
            }
            return lo
        }
        let games = countBelow(gameRows, rows.upperBound + 1) - countBelow(gameRows, rows.lowerBound)
        let headers = day(ofRow: rows.upperBound) - day(ofRow: rows.lowerBound) + (days[day(ofRow: rows.lowerBound) - 1].headerRow >= rows.lowerBound ? 1 : 0)
        return rows.count - games - headers
    }

    public func day(_ n: Int) -> DayLayout { days[n - 1] }

    public func row(of id: String) -> Int? { rowByID[id] }

    /// The day a row belongs to (a header belongs to its own day).
    public func day(ofRow row: Int) -> Int {
        var lo = 0, hi = days.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if days[mid].headerRow <= row { lo = mid } else { hi = mid - 1 }
        }
        return lo + 1
    }
}

extension TripLayout {
    /// The rows as a collection that points into the days: eight bytes a row instead of a
    /// copy of its entry.
    public struct Rows: RandomAccessCollection, Equatable, Sendable {
        struct Ref: Hashable, Sendable {
            let day: Int32
            /// The entry's index in its day; -1 for the day's header.
            let entry: Int32
        }

        let days: [DayLayout]
        let refs: [Ref]

        public var startIndex: Int { 0 }
        public var endIndex: Int { refs.count }

        public subscript(position: Int) -> Row {
            let ref = refs[position]
            return ref.entry < 0 ? .header(day: Int(ref.day) + 1) : .entry(days[Int(ref.day)].entries[Int(ref.entry)])
        }

        public static func == (a: Rows, b: Rows) -> Bool { a.elementsEqual(b) }
    }
}
