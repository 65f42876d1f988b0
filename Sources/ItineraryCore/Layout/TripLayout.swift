/// A trip flattened for display: per day its entries in display order, and the rows.
/// A pure function of the trip (docs/file-format.md): the same trip always gives the same rows.
///
/// Nothing is kept per row: a row is found from the days' header rows by halving, and an
/// entry's row from its place in its day. So an edit of a few items lays out again only the
/// days it touched (`update(after:_:)`), whatever the trip's size.
public struct TripLayout: Sendable {
    public private(set) var trip: Trip
    /// Index 0 is day 1.
    public private(set) var days: [DayLayout]
    /// Each entry's day (its index in `days`) and its index among that day's entries.
    private var dayIndexes: DayIndexTable
    typealias DayIndex = DayIndexTable.DayIndex
    /// Index into `trip.games` of each game id.
    public private(set) var gameIndex: [String: Int]
    /// How many games the days before each day hold, and after them all the trip's games:
    /// with each day's own games they count a range's items. Items never move a game.
    private var gamesBefore: [Int]

    public struct DayLayout: Equatable, Sendable {
        public let day: Int
        public let date: CalendarDate
        public fileprivate(set) var headerRow: Int
        public let entries: [Entry]
        /// The indices in `entries` of the day's games, ascending.
        let games: [Int]

        init(day: Int, date: CalendarDate, headerRow: Int, entries: [Entry]) {
            self.day = day
            self.date = date
            self.headerRow = headerRow
            self.entries = entries
            games = entries.indices.filter { entries[$0].isGame }
        }
    }

    /// Every row in display order; each entry is kept once, in its day.
    public var rows: Rows { Rows(days: days) }

    public init(_ trip: Trip) {
        self.trip = trip
        var gamesByDay = [[Game]](repeating: [], count: trip.days)
        var gameIndex: [String: Int] = [:]
        for (i, g) in trip.games.enumerated() {
            gamesByDay[g.day - 1].append(g)
            gameIndex[g.id] = i
        }
        // Each day's entries in an array of exactly its size: grown by doubling, a large
        // trip's entries took a quarter more memory than they fill.
        var counts = gamesByDay.map(\.count)
        for i in trip.items { counts[i.day - 1] += 1 }
        var entriesByDay = counts.map { count in
            var entries: [Entry] = []
            entries.reserveCapacity(count)
            return entries
        }
        for (d, games) in gamesByDay.enumerated() where !games.isEmpty {
            let ordered = games.sorted { ($0.startRank, $0.id) < ($1.startRank, $1.id) }
            entriesByDay[d] += ordered.enumerated().map { .game($0.element, anchor: $0.offset) }
        }
        for i in trip.items { entriesByDay[i.day - 1].append(.item(i)) }

        var days: [DayLayout] = []
        days.reserveCapacity(trip.days)
        var dayIndexes = DayIndexTable(minimumCapacity: trip.games.count + trip.items.count)
        var gamesBefore = [0]
        gamesBefore.reserveCapacity(trip.days + 1)
        var row = 0
        for d in 0..<trip.days {
            // Sorted in place, then handed over: a large trip's entries are never copied.
            var entries = entriesByDay[d]
            entriesByDay[d] = []
            entries.sort(by: Entry.displayOrder)
            for (i, e) in entries.enumerated() { dayIndexes.insert(e.id, at: DayIndex(day: Int32(d), index: Int32(i))) }
            gamesBefore.append(gamesBefore[d] + gamesByDay[d].count)
            days.append(DayLayout(day: d + 1, date: trip.date(ofDay: d + 1), headerRow: row, entries: entries))
            row += entries.count + 1
        }
        self.days = days
        self.dayIndexes = dayIndexes
        self.gameIndex = gameIndex
        self.gamesBefore = gamesBefore
    }

    public var rowCount: Int { days.last.map { $0.headerRow + 1 + $0.entries.count } ?? 0 }

    /// How many items the rows hold, in time logarithmic in the trip.
    public func itemCount(inRows rows: ClosedRange<Int>) -> Int {
        let games = gameCount(before: rows.upperBound + 1) - gameCount(before: rows.lowerBound)
        let headers =
            day(ofRow: rows.upperBound) - day(ofRow: rows.lowerBound)
            + (days[day(ofRow: rows.lowerBound) - 1].headerRow >= rows.lowerBound ? 1 : 0)
        return rows.count - games - headers
    }

    /// How many games stand in the rows above `row`.
    private func gameCount(before row: Int) -> Int {
        guard row < rowCount else { return gamesBefore.last ?? 0 }
        guard row > 0 else { return 0 }
        let d = day(ofRow: row) - 1
        let above = row - days[d].headerRow - 1  // the day's entries above the row
        let games = days[d].games
        var lo = 0
        var hi = games.count  // how many of the day's games are < above
        while lo < hi {
            let mid = (lo + hi) / 2
            if games[mid] < above { lo = mid + 1 } else { hi = mid }
        }
        return gamesBefore[d] + lo
    }

    public func day(_ n: Int) -> DayLayout { days[n - 1] }

    public func row(of id: String) -> Int? {
        guard let place = indexInDay(of: id) else { return nil }
        return days[Int(place.day)].headerRow + 1 + Int(place.index)
    }

    /// The day (from 1) of an entry, and its index among that day's entries.
    public func position(of id: String) -> (day: Int, index: Int)? {
        indexInDay(of: id).map { (Int($0.day) + 1, Int($0.index)) }
    }

    private func indexInDay(of id: String) -> DayIndex? {
        dayIndexes.find(id) { days[Int($0.day)].entries[Int($0.index)].id }
    }

    /// The day a row belongs to (a header belongs to its own day).
    public func day(ofRow row: Int) -> Int { Self.dayIndex(ofRow: row, in: days) + 1 }

    /// The index in `days` of the day a row belongs to, by halving.
    fileprivate static func dayIndex(ofRow row: Int, in days: [DayLayout]) -> Int {
        var lo = 0
        var hi = days.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if days[mid].headerRow <= row { lo = mid } else { hi = mid - 1 }
        }
        return lo
    }
}

// MARK: - Laying out again after an edit

extension TripLayout {
    /// How the layout's trip came out of a change of the library (`update(_:)`).
    public enum Changed {
        /// Changed by the edit (nil: in a way not known).
        case edited(Trip, by: Edit?)
        /// As it was: the edit failed.
        case unchanged(Trip)
        /// No longer in the library.
        case gone
    }

    /// How the layout caught up with a change (`update(_:)`).
    public enum CaughtUp: Equatable {
        /// The trip is no longer in the library.
        case gone
        /// Laid out afresh: the schedule, the whole library or something not known changed.
        case afresh
        /// Only these items changed (none when the edit failed); the games are as they were.
        case items([ItemChange])
    }

    /// Catches up with a change of the library that `change` makes and reports. While it
    /// runs, the layout lets go of the trip's items, so that the library, then their only
    /// holder, changes them in place rather than copying them all. After an edit of items,
    /// only the days it touched are laid out again, from the edit and the entries here:
    /// time in proportion to those days, not to the trip. After anything else (a schedule
    /// edit, a whole library, a change not known) everything is. When the trip is gone, the
    /// layout is of no more use.
    public mutating func update(_ change: () -> Changed) -> CaughtUp {
        trip.items = []
        switch change() {
        case .gone:
            return .gone
        case .unchanged(let same):
            trip = same
            return .items([])
        case .edited(let changed, let edit):
            guard let edit, changed.id == trip.id, changed.days == trip.days, changed.start == trip.start,
                changed.games == trip.games,  // the same array, unless the schedule changed
                let changes = relayOut(after: edit, in: changed)
            else {
                self = TripLayout(changed)
                return .afresh
            }
            assert(isSame(as: TripLayout(changed)), "\(edit) laid out again differs from a layout made afresh")
            return .items(changes)
        }
    }

    /// Lays out again the days `edit` touched: those its items were on and those it puts
    /// them on. The items it names take the values it gives them, worked out from their
    /// values here as `Library.apply` works them out from the trip's; the other entries of
    /// those days stay as they are. Gives each item the edit changed; nil when the edit may
    /// change more than items, or names an item the layout does not hold: then nothing has
    /// changed yet.
    private mutating func relayOut(after edit: Edit, in changed: Trip) -> [ItemChange]? {
        var now: [String: Item?] = [:]  // each named item as the edit leaves it; nil when removed
        func current(_ id: String) -> Item? {
            if let item = now[id] { return item }
            guard let place = self.indexInDay(of: id) else { return nil }
            return days[Int(place.day)].entries[Int(place.index)].item
        }
        func renumber(_ changes: [Renumbering]) -> Bool {
            for c in changes {
                guard var item = current(c.id) else { return false }
                item.sortOrder = c.value
                now[c.id] = item
            }
            return true
        }
        func place(_ id: String, day: Int, sortOrder: Double) -> Bool {
            guard var item = current(id) else { return false }
            item.day = day
            item.sortOrder = sortOrder
            now[id] = item
            return true
        }
        switch edit {
        case .move(let tripID, let id, let to):
            guard tripID == trip.id else { break }
            guard place(id, day: to.day, sortOrder: to.sortOrder), renumber(to.renumbered) else { return nil }
        case .add(let tripID, let item, let renumbered, _):
            guard tripID == trip.id else { break }
            now[item.id] = item
            guard renumber(renumbered) else { return nil }
        case .update(let tripID, let item):
            guard tripID == trip.id else { break }
            now[item.id] = item
        case .delete(let tripID, let id, let renumbered):
            guard tripID == trip.id else { break }
            now[id] = .some(nil)
            guard renumber(renumbered) else { return nil }
        case .arrange(let tripID, let positions):
            guard tripID == trip.id else { break }
            for p in positions where !place(p.id, day: p.day, sortOrder: p.sortOrder) { return nil }
        case .insert(let tripID, let items, _, let renumbered):
            guard tripID == trip.id else { break }
            for item in items { now[item.id] = item }
            guard renumber(renumbered) else { return nil }
        case .remove(let tripID, let ids, let renumbered):
            guard tripID == trip.id else { break }
            for id in ids { now[id] = .some(nil) }
            guard renumber(renumbered) else { return nil }
        case .reorderTrip:
            break  // the trips' order: no trip's rows
        case .schedule, .replaceAll:
            return nil
        }
        trip = changed

        var touched = Set<Int>()
        var leaving: [Int: [Int]] = [:]  // by day, the indices of the entries the edit takes out
        var arriving: [Int: [Entry]] = [:]  // by day, the entries it puts in
        var changes: [ItemChange] = []
        changes.reserveCapacity(now.count)
        for (id, item) in now {
            let place = self.indexInDay(of: id)
            changes.append(
                ItemChange(before: place.flatMap { days[Int($0.day)].entries[Int($0.index)].item }, after: item))
            if let place {
                touched.insert(Int(place.day) + 1)
                leaving[Int(place.day) + 1, default: []].append(Int(place.index))
            }
            if let item {
                touched.insert(item.day)
                arriving[item.day, default: []].append(.item(item))
            }
        }
        guard let first = touched.min(), let last = touched.max() else { return changes }
        var added = 0  // rows the touched days gained, all told
        for d in touched {
            let old = days[d - 1]
            var entries = old.entries
            let out = (leaving[d] ?? []).sorted()
            for i in out.reversed() { entries.remove(at: i) }
            var moved = out.first ?? entries.count  // the first index whose entry may have changed
            // The entries that stay are in order: each new one goes in where it belongs,
            // found by halving, so a drop compares a few entries, not a day's.
            for entry in arriving[d] ?? [] {
                var lo = 0
                var hi = entries.count  // the first entry after the new one
                while lo < hi {
                    let mid = (lo + hi) / 2
                    if Entry.displayOrder(entry, entries[mid]) { hi = mid } else { lo = mid + 1 }
                }
                entries.insert(entry, at: lo)
                moved = min(moved, lo)
            }
            // The entries from `moved` on stand elsewhere now, or are gone.
            for i in moved..<old.entries.count {
                dayIndexes.remove(old.entries[i].id, at: DayIndex(day: Int32(d - 1), index: Int32(i)))
            }
            for i in moved..<entries.count {
                dayIndexes.insert(entries[i].id, at: DayIndex(day: Int32(d - 1), index: Int32(i)))
            }
            added += entries.count - old.entries.count
            days[d - 1] = DayLayout(day: d, date: old.date, headerRow: old.headerRow, entries: entries)
        }
        // The header rows move by what the touched days above them gained: up to the last
        // touched day; past it, only when the edit added or removed entries.
        var row = days[first - 1].headerRow
        for d in (first - 1)..<(added == 0 ? last : days.count) {
            days[d].headerRow = row
            row += days[d].entries.count + 1
        }
        return changes
    }

    /// Whether two layouts are of the same trip and give the same rows (the trip's items
    /// may differ only in file order).
    func isSame(as other: TripLayout) -> Bool {
        trip.id == other.trip.id && days == other.days && placesAreRight && gameIndex == other.gameIndex
            && gamesBefore == other.gamesBefore
    }

    /// Whether the place table finds every entry where it stands, and holds nothing else.
    var placesAreRight: Bool {
        var total = 0
        for (d, day) in days.enumerated() {
            for (i, entry) in day.entries.enumerated()
            where indexInDay(of: entry.id) != DayIndex(day: Int32(d), index: Int32(i)) {
                return false
            }
            total += day.entries.count
        }
        return dayIndexes.count == total
    }
}

extension TripLayout {
    /// The rows as a collection that points into the days: a row is found by halving over
    /// the days' header rows, and nothing is stored per row.
    public struct Rows: RandomAccessCollection, Equatable, Sendable {
        let days: [DayLayout]

        public var startIndex: Int { 0 }
        public var endIndex: Int { days.last.map { $0.headerRow + 1 + $0.entries.count } ?? 0 }

        public subscript(position: Int) -> Row {
            precondition(position >= 0 && position < endIndex, "row \(position) is not in the layout")
            let d = TripLayout.dayIndex(ofRow: position, in: days)
            let index = position - days[d].headerRow - 1
            return index < 0 ? .header(day: d + 1) : .entry(days[d].entries[index])
        }

        /// Glances at rows in increasing order, as a frame does: what a row is without copying
        /// its entry (an item and its strings, even for its id), each row's day found from the
        /// row before's, not by halving over the days again. A frame draws the entry itself
        /// only for a row it has not kept.
        public func walk() -> Walk { Walk(days: days) }

        public struct Walk {
            let days: [DayLayout]
            /// The day of the row glanced at last; -1 before the first.
            var day = -1

            public mutating func glance(at position: Int) -> Glance {
                precondition(
                    position >= 0 && position < Rows(days: days).endIndex, "row \(position) is not in the layout")
                if day < 0 || !holds(day, position) {
                    day =
                        day >= 0 && day + 1 < days.count && holds(day + 1, position)
                        ? day + 1 : TripLayout.dayIndex(ofRow: position, in: days)
                }
                let index = position - days[day].headerRow - 1
                guard index >= 0 else { return .header(day: day + 1) }
                // From the day's few game indices: even a switch on the entry copies it whole.
                return days[day].games.contains(index) ? .game : .item
            }

            private func holds(_ d: Int, _ position: Int) -> Bool {
                position >= days[d].headerRow && position <= days[d].headerRow + days[d].entries.count
            }
        }

        public enum Glance: Equatable, Sendable {
            case header(day: Int)
            case game
            case item
        }

        /// The id of the entry at row `position`; nil for a header.
        public func entryID(at position: Int) -> String? { self[position].entry?.id }

        /// Row after row, without halving for each.
        public func makeIterator() -> Iterator { Iterator(days: days) }

        public struct Iterator: IteratorProtocol {
            let days: [DayLayout]
            var day = 0
            /// The entry next in the day; -1 for its header.
            var index = -1

            public mutating func next() -> Row? {
                while day < days.count {
                    if index < 0 {
                        index = 0
                        return .header(day: day + 1)
                    }
                    if index < days[day].entries.count {
                        index += 1
                        return .entry(days[day].entries[index - 1])
                    }
                    day += 1
                    index = -1
                }
                return nil
            }
        }

        public static func == (a: Rows, b: Rows) -> Bool { a.elementsEqual(b) }
    }
}
