import ItineraryCore

/// One trip on screen: its layout (rebuilt only when the library changes), the cursor by
/// row identity, the scroll, and what the rows are doing (a drag, an animation).
public struct TripView: ListView, Equatable {
    public let tripID: String
    public private(set) var layout: TripLayout
    public private(set) var check: TripCheck
    /// Whether the trip can be travelled (docs/travel.md), judged again after every change.
    public private(set) var travel: TravelCheck
    /// What travel is judged by (`EditorState.travel`).
    public let model: TravelModel
    /// Whose trip is shown (`w`): the layout and the checks are of that trip.
    public private(set) var whose: ForWhom = .everyone
    public var cursor: RowID
    /// Where the cursor was, for when its row disappears (a delete, an undo).
    var cursorRowHint = 0
    public var scroll = 0
    public var motion: Motion<DragSession> = .still
    /// A range selection (`v`): the items from this row to the cursor's.
    public var selection: Selection?
    /// Rows as last drawn, for the next frame to copy (not part of the state: see `RowMemo`).
    var rowMemo = RowMemo()

    public struct Selection: Hashable, Sendable {
        /// Where the range starts; the cursor is its other end.
        public var anchor: RowID
    }

    public enum RowID: Hashable, Sendable {
        case header(day: Int)
        case entry(String)
    }

    init(trip: Trip, places: PlaceResolver, model: TravelModel, whose: ForWhom = .everyone) {
        tripID = trip.id
        self.model = model
        self.whose = whose
        layout = TripLayout(whose.shown(trip))
        check = Self.tripCheck(layout, whose == .everyone ? nil : trip.games)
        travel = Self.travelCheck(of: layout.trip, whose, places: places, model: model)
        cursor = .header(day: 1)
        if let first = layout.rows.dropFirst().first?.id { cursor = .entry(first) }
    }

    /// `w`: shows `whose` trip of `trip` (the whole trip as it stands), laid out afresh. The
    /// cursor stays on its entry when the new view shows it, else goes to its day.
    mutating func show(_ whose: ForWhom, of trip: Trip, places: PlaceResolver) {
        let day = layout.day(ofRow: cursorRow)
        let was = cursor
        var shown = TripView(trip: trip, places: places, model: model, whose: whose)
        shown.cursor = shown.row(of: was) != nil ? was : .header(day: day)
        shown.cursorRowHint = shown.cursorRow
        shown.scroll = scroll
        self = shown
    }

    /// Lays the trip out again after the library changed in any way, keeping the cursor on
    /// its row id.
    mutating func reload(_ trip: Trip, places: PlaceResolver) {
        _ = update(places: { places }) { .edited(trip, by: nil) }
    }

    /// Catches up with a change of the library that `change` makes and reports, keeping the
    /// cursor on its row id: the layout lets go of the trip's items while it runs, then
    /// lays out again only the days an edit touched, and the checks judge again only the
    /// items it changed. False when the trip is gone. `places` are the library's after the
    /// change; an edit of items leaves them as they were.
    mutating func update(places: () -> PlaceResolver, _ change: () -> TripLayout.Changed) -> Bool {
        cursorRowHint = cursorRow  // where the cursor was, should its row be gone now
        let caught: TripLayout.CaughtUp
        var everyones: [Game]?  // every game of the trip, in a traveller's view
        switch whose {
        case .everyone: caught = layout.update(change)
        case .traveller: (caught, everyones) = updateOwnTrip(change)
        }
        switch caught {
        case .gone:
            return false
        case .afresh:
            check = Self.tripCheck(layout, everyones)
            travel = Self.travelCheck(of: layout.trip, whose, places: places(), model: model)
        case .items(let changes):
            check.update(changes)
            travel.update(changes, in: layout.trip)
            assert(
                check.problems == Self.tripCheck(layout, everyones).problems
                    && travel.agrees(with: Self.travelCheck(of: layout.trip, whose, places: places(), model: model)),
                "the checks caught up with an edit differ from checks made afresh")
        }
        rowMemo.forget()
        cursor = rowID(at: cursorRow)
        if let anchor = selection?.anchor, row(of: anchor) == nil { selection = nil }
        return true
    }

    /// Where the items shown may stand: judged by every game of the trip (`everyones`, in a
    /// traveller's view), those the traveller does not see too (docs/travellers.md).
    static func tripCheck(_ layout: TripLayout, _ everyones: [Game]?) -> TripCheck {
        guard let everyones else { return TripCheck(layout) }
        var judged = layout.trip
        judged.games = everyones
        return TripCheck(judged)
    }

    /// The travel check of the trip as shown: a traveller's own is their walk alone.
    static func travelCheck(of shown: Trip, _ whose: ForWhom, places: PlaceResolver, model: TravelModel) -> TravelCheck
    {
        TravelCheck(shown, for: whose, places: places, model: model)
    }

    /// In a traveller's own view the library's items are not the layout's, so the change is
    /// made first; then the layout lays out again what it changed of the traveller's rows, or
    /// everything when the travellers changed (a renamed one's view follows the new name, a
    /// removed one's gives way to everyone's).
    private mutating func updateOwnTrip(_ change: () -> TripLayout.Changed) -> (TripLayout.CaughtUp, [Game]?) {
        guard case .traveller(let name) = whose else { return (layout.update(change), nil) }
        let changed = change()
        let games: [Game]? =
            switch changed {
            case .edited(let full, _), .unchanged(let full): full.games
            case .gone: nil
            }
        if case .edited(let full, _) = changed, full.travellers != layout.trip.travellers {
            whose = whose.following(from: layout.trip.travellers, to: full.travellers)
            let shown = whose.shown(full)
            return (layout.update { .edited(shown, by: nil) }, whose == .everyone ? nil : games)
        }
        let seen = seenChange(changed, by: name)
        var own = layout.trip  // a second holder of the items until the layout lets go of them
        let caught = layout.update {
            switch seen {
            case .same(let c): return c
            case .untouched(let details):
                var trip = details
                (trip.games, trip.items) = (own.games, own.items)
                own.items = []
                return .edited(trip, by: .arrange(trip: trip.id, positions: []))  // nothing of theirs moves
            case .edit(let edit, let details):
                guard let trip = Self.applying(edit, to: &own, details: details) else {
                    return .edited(details.seen(by: name), by: nil)
                }
                return .edited(trip, by: edit)
            }
        }
        assert(
            {
                guard case .edited(let full, _) = changed else { return true }
                let truth = full.seen(by: name).items.sorted { $0.id < $1.id }
                return layout.trip.items.sorted { $0.id < $1.id } == truth
            }(), "a traveller's own trip caught up with an edit differs from one seen afresh")
        return (caught, games)
    }

    public var rowCount: Int { layout.rowCount }
    public var trip: Trip { layout.trip }

    /// The cursor's row now: found by id, or where it last was when its row is gone.
    public var cursorRow: Int { row(of: cursor) ?? min(cursorRowHint, rowCount - 1) }

    func row(of id: RowID) -> Int? {
        switch id {
        case .header(let day) where day <= layout.days.count: return layout.day(day).headerRow
        case .entry(let id): return layout.row(of: id)
        default: return nil
        }
    }

    /// The rows of the selection, from its anchor to the cursor, in either direction.
    public var selectedRows: ClosedRange<Int>? {
        guard let anchor = selection.flatMap({ row(of: $0.anchor) }) else { return nil }
        let here = cursorRow
        return min(anchor, here)...max(anchor, here)
    }

    /// The items of the selection in display order; games and headers are not part of it.
    public func selectedItems() -> [Item] {
        guard let rows = selectedRows else { return [] }
        return rows.compactMap { layout.rows[$0].entry?.item }
    }

    public func selectedItemIDs() -> [String] { selectedItems().map(\.id) }

    public var cursorEntry: Row { layout.rows[cursorRow] }

    /// The slot just below (or above) the cursor, as its day and index among the day's
    /// entries; on a day's header, the top of that day. A row's index in its day is its
    /// distance from the header, so nothing is searched.
    func cursorSlot(below: Bool = true) -> (day: Int, index: Int) {
        let row = cursorRow
        let day = layout.day(ofRow: row)
        let header = layout.day(day).headerRow
        return (day, row == header ? 0 : row - header - 1 + (below ? 1 : 0))
    }

    /// How many ⚠ the trip shows: misplaced items, travel warnings and unbooked nights
    /// (docs/keys.md, docs/travel.md, docs/stays.md).
    public var warningCount: Int { check.problems.count + travel.count }

    /// Why a row shows ⚠, when it does: where the item stands, else how the trip is travelled.
    public func warning(for id: String) -> String? {
        check.reason(for: id)?.description ?? travel.warning(for: id)?.description
    }

    /// The row of the next entry after the cursor that shows ⚠, or of the header of an
    /// unbooked night, wrapping; nil when none does.
    func nextWarnedRow() -> Int? {
        let ids = check.problems.map(\.itemID) + travel.warnings.map(\.entryID)
        let rows = ids.compactMap { layout.row(of: $0) } + travel.unbookedNights.map { layout.day($0.day).headerRow }
        let here = cursorRow
        return rows.filter { $0 > here }.min() ?? rows.min()
    }

    public func rowID(at row: Int) -> RowID {
        let row = min(max(row, 0), rowCount - 1)
        switch layout.rows[row] {
        case .header(let day): return .header(day: day)
        case .entry(let e): return .entry(e.id)
        }
    }

    mutating func moveCursor(toRow row: Int) {
        cursor = rowID(at: row)
        cursorRowHint = min(max(row, 0), rowCount - 1)
    }

    /// After a drop or a snap-back: the cursor on the lead item, and a block's selection
    /// spanning the block from its other end.
    mutating func moveCursor(to lifted: DragSession) {
        cursor = .entry(lifted.lead)
        if lifted.isBlock, selection != nil {
            let other = lifted.lead == lifted.items.last!.id ? lifted.items[0] : lifted.items.last!
            selection = Selection(anchor: .entry(other.id))
        }
    }

    /// A press inside the selection keeps it, so a drag lifts the block; anywhere else ends it.
    mutating func pointerPressed(row: Int) -> Bool {
        if let rows = selectedRows, rows.contains(row) { return false }
        selection = nil
        return true
    }

    /// A row inside the selection lifts the selection's items as a block; any other, its item.
    /// In a traveller's own view the slots are judged by every game of the trip (`library`'s).
    func lift(row: Int, in library: Library) -> Result<DragSession, Refusal> {
        let everyone = whose == .everyone ? nil : library.trip(tripID)
        if let rows = selectedRows, rows.contains(row) {
            let ids = selectedItemIDs()
            guard !ids.isEmpty else {
                return .failure(Refusal("The selection holds no items: games and day headers stay where they are"))
            }
            let lead = cursorRow >= rows.upperBound && rows.count > 1 ? ids.last : ids.first
            return .success(DragSession(grabbing: ids, lead: lead, in: layout, everyone: everyone)!)
        }
        let row = layout.rows[row]
        guard case .entry(.item(let item)) = row,
            let session = DragSession(grabbing: [item.id], lead: item.id, in: layout, everyone: everyone)
        else {
            return .failure(Refusal(Self.whyNotAnItem(row)))
        }
        return .success(session)
    }

    /// Why a row cannot be grabbed, edited or deleted as an item.
    static func whyNotAnItem(_ row: Row) -> String {
        switch row {
        case .header: return "Day headers stay where they are: put the cursor on an item"
        case .entry(.game): return "Games are fixed to the schedule"
        case .entry(.item): return ""
        }
    }

    public static func == (a: TripView, b: TripView) -> Bool {
        a.tripID == b.tripID && a.whose == b.whose && a.layout.trip == b.layout.trip && a.cursor == b.cursor
            && a.cursorRowHint == b.cursorRowHint && a.scroll == b.scroll && a.motion == b.motion
            && a.selection == b.selection
    }
}
