/// An item of a trip being dragged (SPEC §5.2): the shared slot arithmetic over the trip's
/// days, the verdict of every slot for this item (computed once, at the grab, in time linear
/// in the trip) and the barrier games of a travel leg.
public struct DragSession: Reorder {
    public let layout: TripLayout
    public let item: Item
    public var slots: ReorderSlots
    /// The games just outside each allowed window of a travel leg (SPEC §4.2).
    public let barriers: Set<String>
    private let liftedDayEntries: [Entry]

    public typealias Outcome = ReorderOutcome

    /// Lifts an item; nil when the id is not an item of the trip.
    public init?(grabbing itemID: String, in layout: TripLayout) {
        guard let row = layout.row(of: itemID), case .entry(.item(let item)) = layout.rows[row] else { return nil }
        self.layout = layout
        self.item = item
        let ownDay = layout.day(item.day).entries.filter { $0.id != itemID }
        liftedDayEntries = ownDay
        var starts: [Int] = []
        starts.reserveCapacity(layout.days.count + 1)
        var count = 0
        for d in layout.days {
            starts.append(count)
            count += d.entries.count + (d.day == item.day ? 0 : 1)
        }
        starts.append(count)

        var verdicts: [Verdict] = []
        if let travel = item.travel {
            let sweep = TravelSweep(rule: TravelRule(travel, cities: GameCities(layout.trip)), layout: layout,
                                    slotCount: count) { day in day == item.day ? ownDay : layout.day(day).entries }
            verdicts = sweep.verdicts
            barriers = Set(sweep.barriers.map { layout.trip.games[$0].id })
        } else {
            barriers = []
        }
        slots = ReorderSlots(liftedRow: row, firstSlotRow: 1, origin: row - 1, sectionStarts: starts, verdicts: verdicts)
    }

    public var trip: Trip { layout.trip }
    public var liftedID: String { item.id }
    public var liftedName: String { Entry.item(item).shortName }
    public var focus: Change.Focus { .entry(trip: layout.trip.id, id: item.id) }

    // MARK: - Slots as days

    public var slotCount: Int { slots.slotCount }
    public func day(ofSlot s: Int) -> Int { slots.section(ofSlot: s) + 1 }

    /// The slot's day and its index among that day's entries (without the lifted item).
    public func position(ofSlot s: Int) -> (day: Int, index: Int) {
        let (section, index) = slots.position(ofSlot: s)
        return (section + 1, index)
    }

    /// The slot at `index` among a day's entries (without the lifted item); nil when out of range.
    public func slot(day: Int, index: Int) -> Int? { slots.slot(section: day - 1, index: index) }

    public func entries(ofDay day: Int) -> [Entry] {
        day == item.day ? liftedDayEntries : layout.day(day).entries
    }

    public func reason(atSlot s: Int) -> Reason? {
        guard let blocker = slots.verdict(atSlot: s).blocker, let travel = item.travel else { return nil }
        return Reason(blocker, travel: travel, trip: layout.trip)
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
        if s == slots.origin { return .unchanged }
        if let reason = reason(atSlot: s) { return .refused(reason) }
        let (day, index) = position(ofSlot: s)
        let placement = SortKeys.place(inDay: day, entries: entries(ofDay: day), at: index)
        return .moved(.move(trip: layout.trip.id, item: item.id, to: placement))
    }

    public static func == (a: DragSession, b: DragSession) -> Bool {
        a.item == b.item && a.slots == b.slots && a.layout.trip == b.layout.trip
    }
}
