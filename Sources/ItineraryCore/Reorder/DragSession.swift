/// Items of a trip being dragged (docs/keys.md): one item, or a block of several that moves
/// as one (docs/file-format.md). It holds the shared slot arithmetic over the trip's days,
/// the verdict of every slot for what is lifted (computed once, at the grab) and the
/// barrier games of its travel legs.
public struct DragSession: Reorder {
    /// What the grab worked out, which no step changes: held by reference, so that the
    /// session, copied a few times a key, costs two retains and not two dozen.
    private final class Grab: Sendable {
        let layout: TripLayout
        let items: [Item]
        let lead: String
        let barriers: Set<String>
        let ids: Set<String>
        /// The entries of each day the block came from, without it.
        let daysWithout: [Int: [Entry]]
        /// The legs whose rule blocks each slot (an index into `routes`), when there are several.
        let routes: [Travel]
        let blockingRoute: [Int32]
        /// True when the block stands together at its origin, so a drop there changes nothing.
        let isTogether: Bool
        /// The games that judged the slots, which a blocker indexes: the layout's trip's, or
        /// everyone's in a traveller's view. Only the games: the whole trip's items would be
        /// shared with the library, and the drop's edit would copy them all.
        let judgedBy: [Game]

        init(
            layout: TripLayout, items: [Item], lead: String, barriers: Set<String>, ids: Set<String>,
            daysWithout: [Int: [Entry]], routes: [Travel], blockingRoute: [Int32], isTogether: Bool,
            judgedBy: [Game]
        ) {
            self.judgedBy = judgedBy
            self.layout = layout
            self.items = items
            self.lead = lead
            self.barriers = barriers
            self.ids = ids
            self.daysWithout = daysWithout
            self.routes = routes
            self.blockingRoute = blockingRoute
            self.isTogether = isTogether
        }
    }

    private let grab: Grab
    public var slots: ReorderSlots

    public var layout: TripLayout { grab.layout }
    /// What is lifted, in display order.
    public var items: [Item] { grab.items }
    /// The item the cursor follows: the one grabbed, or the end of a selection it was at.
    public var lead: String { grab.lead }
    /// The games just outside each allowed window of a travel leg (docs/travel.md).
    public var barriers: Set<String> { grab.barriers }
    public var ids: Set<String> { grab.ids }
    public var movedIDs: Set<String> { grab.ids }

    /// A long block is drawn as its first rows and a line that says how many more.
    public static let shownBlockRows = 8

    public typealias Outcome = ReorderOutcome

    /// Lifts an item; nil when the id is not an item of the trip.
    public init?(grabbing itemID: String, in layout: TripLayout) {
        self.init(grabbing: [itemID], lead: itemID, in: layout)
    }

    /// Lifts several items as a block, in time linear in the trip (times the block's distinct
    /// routes); nil when the list is empty or any id is not an item of the trip. `everyone`:
    /// the whole trip, when `layout` is one traveller's own (docs/travellers.md): a leg is
    /// judged by every game of the trip, those the traveller does not see too, at the place
    /// among everyone's entries where a drop puts it (`SeenKeys`).
    public init?(grabbing itemIDs: [String], lead: String? = nil, in layout: TripLayout, everyone: Trip? = nil) {
        var rows: [Int] = []
        for id in Set(itemIDs) {
            guard let row = layout.row(of: id), case .entry(.item) = layout.rows[row] else { return nil }
            rows.append(row)
        }
        guard !rows.isEmpty else { return nil }
        rows.sort()
        let items = rows.map { layout.rows[$0].entry!.item! }
        let ids = Set(items.map(\.id))
        var daysWithout: [Int: [Entry]] = [:]
        for day in Set(items.map(\.day)) { daysWithout[day] = layout.day(day).entries.filter { !ids.contains($0.id) } }
        var starts: [Int] = []
        starts.reserveCapacity(layout.days.count + 1)
        var count = 0
        for d in layout.days {
            starts.append(count)
            count += (daysWithout[d.day]?.count ?? d.entries.count) + 1
        }
        starts.append(count)

        let seenEntries = { (day: Int) in daysWithout[day] ?? layout.day(day).entries }
        let legs = items.compactMap(\.travel)
        let judged =
            everyone.map { full in
                Self.judge(legs, seen: layout, everyone: TripLayout(full), without: ids, slotCount: count, seenEntries)
            } ?? Self.judge(legs, layout: layout, slotCount: count, entries: seenEntries)
        grab = Grab(
            layout: layout, items: items, lead: lead.flatMap { ids.contains($0) ? $0 : nil } ?? items[0].id,
            barriers: judged.barriers, ids: ids, daysWithout: daysWithout, routes: judged.routes,
            blockingRoute: judged.blockingRoute, isTogether: rows.last! - rows.first! == rows.count - 1,
            judgedBy: (everyone ?? layout.trip).games)
        slots = ReorderSlots(
            liftedRows: rows, liftedHeight: min(rows.count, Self.shownBlockRows), firstSlotRow: 1,
            origin: rows[0] - 1, sectionStarts: starts, verdicts: judged.verdicts)
    }

    /// Every slot judged for every leg of the block: a slot's verdict is that of the first leg
    /// (in block order) it blocks. The rule looks only at games, and the block holds none, so
    /// legs of one route share a verdict, and so do all slots between the same two games: each
    /// distinct route is judged once per gap between games, and each slot takes its gap's
    /// verdict. Time: linear in the trip, plus (games + days) × routes.
    private static func judge(_ legs: [Travel], layout: TripLayout, slotCount: Int, entries: (Int) -> [Entry])
        -> (verdicts: [Verdict], routes: [Travel], blockingRoute: [Int32], barriers: Set<String>)
    {
        var routes: [Travel] = []
        var seen = Set<[CityKey]>()
        for leg in legs where seen.insert([CityKey(leg.from), CityKey(leg.to)]).inserted { routes.append(leg) }
        guard !routes.isEmpty else { return ([], [], [], []) }

        let gamesOfDay = layout.days.map { $0.entries.filter(\.isGame) }
        var gapStarts: [Int] = []
        var gapCount = 0
        for games in gamesOfDay {
            gapStarts.append(gapCount)
            gapCount += games.count + 1
        }
        let cities = GameCities(layout.trip)
        var gapVerdicts: [Verdict] = []
        var gapRoute = [Int32](repeating: 0, count: gapCount)
        var barriers = Set<String>()
        for (r, route) in routes.enumerated() {
            let sweep = TravelSweep(rule: TravelRule(route, cities: cities), layout: layout, slotCount: gapCount) {
                gamesOfDay[$0 - 1]
            }
            barriers.formUnion(sweep.barriers.map { layout.trip.games[$0].id })
            if r == 0 {
                gapVerdicts = sweep.verdicts
                continue
            }
            for g in 0..<gapCount where gapVerdicts[g].isAllowed && !sweep.verdicts[g].isAllowed {
                gapVerdicts[g] = sweep.verdicts[g]
                gapRoute[g] = Int32(r)
            }
        }

        var verdicts: [Verdict] = []
        verdicts.reserveCapacity(slotCount)
        var blockingRoute: [Int32] = []
        if routes.count > 1 { blockingRoute.reserveCapacity(slotCount) }
        for day in 1...layout.days.count {
            let dayEntries = entries(day)
            var gap = gapStarts[day - 1]
            for i in 0...dayEntries.count {
                verdicts.append(gapVerdicts[gap])
                if routes.count > 1 { blockingRoute.append(gapRoute[gap]) }
                if i < dayEntries.count, dayEntries[i].isGame { gap += 1 }
            }
        }
        return (verdicts, routes, blockingRoute, barriers)
    }

    /// A traveller's own view judged by every game: each of their slots takes the verdict of
    /// the place among everyone's entries where a drop there lands, just after the entry they
    /// see above it (before their first, on a day of theirs; last, on a day with none).
    private static func judge(
        _ legs: [Travel], seen: TripLayout, everyone: TripLayout, without ids: Set<String>, slotCount: Int,
        _ seenEntries: (Int) -> [Entry]
    ) -> (verdicts: [Verdict], routes: [Travel], blockingRoute: [Int32], barriers: Set<String>) {
        let allDays = everyone.days.map { $0.entries.filter { !ids.contains($0.id) } }
        let allSlots = allDays.reduce(0) { $0 + $1.count + 1 }
        let full = judge(legs, layout: everyone, slotCount: allSlots) { allDays[$0 - 1] }
        guard !full.verdicts.isEmpty else { return full }
        let seenGames = Set(seen.trip.games.map(\.id))
        var verdicts: [Verdict] = []
        verdicts.reserveCapacity(slotCount)
        var blockingRoute: [Int32] = []
        var start = 0
        for day in 1...seen.days.count {
            let all = allDays[day - 1]
            let seenDay = seenEntries(day)
            var at: [String: Int] = [:]
            for (i, entry) in all.enumerated() { at[entry.id] = i }
            for i in 0...seenDay.count {
                let place =
                    i > 0
                    ? (at[seenDay[i - 1].id].map { $0 + 1 } ?? all.count)
                    : (seenDay.first.flatMap { at[$0.id] } ?? all.count)
                verdicts.append(full.verdicts[start + place])
                if !full.blockingRoute.isEmpty { blockingRoute.append(full.blockingRoute[start + place]) }
            }
            start += all.count + 1
        }
        return (verdicts, full.routes, blockingRoute, full.barriers.intersection(seenGames))
    }

    public var trip: Trip { layout.trip }
    public var item: Item { items[0] }
    public var isBlock: Bool { items.count > 1 }
    public var liftedID: String { lead }
    public var liftedName: String {
        isBlock ? RowText.count(items.count, "item") : Entry.item(items[0]).shortName
    }
    public var focus: Change.Focus { .entry(trip: layout.trip.id, id: lead) }

    // MARK: - Slots as days

    public var slotCount: Int { slots.slotCount }
    public func day(ofSlot s: Int) -> Int { slots.section(ofSlot: s) + 1 }

    /// The slot's day and its index among that day's entries (without what is lifted).
    public func position(ofSlot s: Int) -> (day: Int, index: Int) {
        let (section, index) = slots.position(ofSlot: s)
        return (section + 1, index)
    }

    /// The slot at `index` among a day's entries (without what is lifted); nil when out of range.
    public func slot(day: Int, index: Int) -> Int? { slots.slot(section: day - 1, index: index) }

    public func entries(ofDay day: Int) -> [Entry] { grab.daysWithout[day] ?? layout.day(day).entries }

    public func reason(atSlot s: Int) -> Reason? {
        guard let blocker = slots.verdict(atSlot: s).blocker else { return nil }
        let route = grab.blockingRoute.isEmpty ? grab.routes[0] : grab.routes[Int(grab.blockingRoute[s])]
        return Reason(blocker, travel: route, games: grab.judgedBy)
    }

    // MARK: - Moving, by the shared arithmetic

    public mutating func move(by delta: Int) { slots.move(by: delta) }
    public mutating func move(toSlot s: Int) { slots.move(toSlot: s) }
    /// To the top slot of a day `offset` days away; past the last day, the last slot.
    public mutating func move(days offset: Int) { slots.move(sections: offset) }
    public mutating func moveToFirst() { slots.moveToFirst() }
    public mutating func moveToLast() { slots.moveToLast() }
    @discardableResult
    public mutating func moveToAllowed(_ direction: Int) -> Bool { slots.moveToAllowed(direction) }

    // MARK: - Dropping

    public func drop(at s: Int) -> ReorderOutcome {
        if s == slots.origin && grab.isTogether { return .unchanged }
        if let reason = reason(atSlot: s) { return .refused(reason) }
        let (day, index) = position(ofSlot: s)
        let trip = layout.trip.id
        guard isBlock else {
            let placement = SortKeys.place(inDay: day, entries: entries(ofDay: day), at: index)
            return .moved(.move(trip: trip, item: items[0].id, to: placement))
        }
        let placement = SortKeys.place(count: items.count, inDay: day, entries: entries(ofDay: day), at: index)
        let moved = zip(items, placement.sortOrders).map { ItemPosition(id: $0.id, day: day, sortOrder: $1) }
        return .moved(
            .arrange(
                trip: trip,
                positions: placement.renumbered.map {
                    ItemPosition(id: $0.id, day: day, sortOrder: $0.value)
                } + moved))
    }

    public static func == (a: DragSession, b: DragSession) -> Bool {
        a.slots == b.slots
            && (a.grab === b.grab || (a.items == b.items && a.lead == b.lead && a.layout.trip == b.layout.trip))
    }
}
