import ItineraryCore

/// Whose trip a trip's view shows (`w`, docs/travellers.md): everyone's, every row; or one
/// traveller's own, only the rows that are theirs.
extension ForWhom {
    /// The trip as the view shows it.
    func shown(_ trip: Trip) -> Trip {
        switch self {
        case .everyone: trip
        case .traveller(let name): trip.seen(by: name)
        }
    }

    /// The next `w` shows: everyone, then each traveller in the trip's order, then everyone.
    func next(among travellers: [String]) -> ForWhom {
        switch self {
        case .everyone: return travellers.first.map(ForWhom.traveller) ?? .everyone
        case .traveller(let name):
            guard let i = travellers.firstIndex(of: name), i + 1 < travellers.count else { return .everyone }
            return .traveller(travellers[i + 1])
        }
    }

    /// The same view after the trip's travellers changed from `old` to `new`: a renamed
    /// traveller's own trip (`Trip.renames`) follows the new name; a removed one's gives way
    /// to everyone's.
    func following(from old: [String], to new: [String]) -> ForWhom {
        guard case .traveller(let name) = self, !new.contains(name) else { return self }
        return Trip.renames(from: old, to: new)[name].map(ForWhom.traveller) ?? .everyone
    }

    /// What an item added in this view is for: a traveller's own view adds theirs.
    var whoOfNew: [String]? {
        if case .traveller(let name) = self { return [name] }
        return nil
    }

    /// New items made in this view, theirs in a traveller's own view (a paste, planned legs).
    func owning(_ items: [Item]) -> [Item] {
        guard let who = whoOfNew else { return items }
        return items.map { item in
            var item = item
            item.who = who
            return item
        }
    }
}

/// A traveller's own view: catching up with a change of the whole trip, and giving an edit
/// made among their rows keys among everyone's.
extension TripView {
    /// How the trip the view shows follows a change of the library: what the layout is
    /// handed for the traveller's own trip, worked out from the change and the edit made.
    enum SeenChange {
        case same(TripLayout.Changed)
        /// Only these of the traveller's items changed: the edit on their own trip.
        case edit(Edit, details: Trip)
        /// The edit is of another trip, or of no item: their rows stay as they are.
        case untouched(details: Trip)
    }

    /// The change as the traveller's own trip sees it. The library has changed already; the
    /// layout still holds the trip as it was.
    func seenChange(_ change: TripLayout.Changed, by name: String) -> SeenChange {
        guard case .edited(let full, let edit) = change else { return .same(change) }
        guard let edit, let seen = seenEdit(edit, by: name) else { return .same(.edited(full.seen(by: name), by: nil)) }
        switch seen {
        case .some(let e): return .edit(e, details: full)
        case .none: return .untouched(details: full)
        }
    }

    /// `edit` made on the traveller's own trip; .some(nil) when it changes none of it; nil
    /// when it may change more than items (then the trip is laid out afresh).
    private func seenEdit(_ edit: Edit, by name: String) -> Edit?? {
        let mine = { (id: String) in layout.position(of: id) != nil }
        let own = { (item: Item) in Trip.includes(item.who, name) }
        let kept = { (r: [Renumbering]) in r.filter { mine($0.id) } }
        let renumbering = { (r: [Renumbering], trip: String) -> Edit? in
            let positions = r.compactMap { c in
                layout.position(of: c.id).map { ItemPosition(id: c.id, day: $0.day, sortOrder: c.value) }
            }
            return positions.isEmpty ? nil : .arrange(trip: trip, positions: positions)
        }
        switch edit {
        case .move(let trip, let id, let to) where trip == tripID:
            guard mine(id) else { return .some(renumbering(to.renumbered, trip)) }
            return .move(
                trip: trip, item: id, to: Landing(day: to.day, sortOrder: to.sortOrder, renumbered: kept(to.renumbered))
            )
        case .add(let trip, let item, let renumbered, _) where trip == tripID:
            guard own(item) else { return .some(renumbering(renumbered, trip)) }
            return .add(trip: trip, item: item, renumbered: kept(renumbered))
        case .update(let trip, let item) where trip == tripID:
            switch (mine(item.id), own(item)) {
            case (true, true): return .update(trip: trip, item: item)
            case (true, false): return .delete(trip: trip, item: item.id)
            case (false, true): return .add(trip: trip, item: item)
            case (false, false): return .some(nil)
            }
        case .delete(let trip, let id, let renumbered) where trip == tripID:
            guard mine(id) else { return .some(renumbering(renumbered, trip)) }
            return .delete(trip: trip, item: id, renumbered: kept(renumbered))
        case .arrange(let trip, let positions) where trip == tripID:
            let theirs = positions.filter { mine($0.id) }
            return theirs.isEmpty ? .some(nil) : .arrange(trip: trip, positions: theirs)
        case .insert(let trip, let items, _, let renumbered) where trip == tripID:
            let theirs = items.filter(own)
            guard !theirs.isEmpty else { return .some(renumbering(renumbered, trip)) }
            return .insert(trip: trip, items: theirs, renumbered: kept(renumbered))
        case .remove(let trip, let ids, let renumbered) where trip == tripID:
            let theirs = ids.filter(mine)
            guard !theirs.isEmpty else { return .some(renumbering(renumbered, trip)) }
            return .remove(trip: trip, items: theirs, renumbered: kept(renumbered))
        case .schedule, .replaceAll:
            return nil  // as in everyone's view: laid out afresh
        default:
            return .some(nil)  // another trip's, or the trips' order
        }
    }

    /// The traveller's own trip with `edit` made on it, in place: `seen` holds the trip as
    /// the layout did, which has let go of it. `details` are the whole trip's after the change.
    static func applying(_ edit: Edit, to seen: inout Trip, details: Trip) -> Trip? {
        var library = Library()
        library.trips = [seen]
        seen.items = []  // the library alone holds them now, and changes them in place
        guard (try? library.apply(edit)) != nil else { return nil }
        var trip = details
        trip.games = library.trips[0].games
        trip.items = library.trips[0].items
        return trip
    }

    /// The trip's games and items of one day in display order, as everyone's view lays them out.
    static func entries(ofDay day: Int, in trip: Trip) -> [Entry] {
        var one = trip
        one.games = trip.games.filter { $0.day == day }
        one.items = trip.items.filter { $0.day == day }
        return TripLayout(one).day(day).entries
    }

    /// An edit made among the traveller's own rows (a drop, an add, a paste), with keys among
    /// all of the day's entries (`SeenKeys`); any other edit, and any in everyone's view, as
    /// it is. `full` is the whole trip as it stands.
    func inEveryonesTrip(_ edit: Edit, full: Trip) -> Edit {
        guard case .traveller = whose else { return edit }
        func item(_ id: String) -> Item? {
            layout.position(of: id).flatMap { layout.day($0.day).entries[$0.index].item }
        }
        func moved(_ id: String, _ day: Int, _ key: Double) -> Item? {
            guard var item = item(id) else { return nil }
            item.day = day
            item.sortOrder = key
            return item
        }
        func renumbered(_ r: [Renumbering]) -> [Item] {
            r.compactMap { c in layout.position(of: c.id).flatMap { moved(c.id, $0.day, c.value) } }
        }
        /// Each placed item's day and key, and the other items renumbered, by day.
        func place(_ placed: [Item]) -> (keys: [String: Double], renumbered: [ItemPosition]) {
            var keys: [String: Double] = [:]
            var others: [ItemPosition] = []
            for day in Set(placed.map(\.day)).sorted() {
                let (k, r) = SeenKeys.place(
                    placed.filter { $0.day == day }, seen: layout.day(day).entries,
                    all: Self.entries(ofDay: day, in: full))
                keys.merge(k) { a, _ in a }
                others += r.map { ItemPosition(id: $0.id, day: day, sortOrder: $0.value) }
            }
            return (keys, others)
        }
        func keyed(_ item: Item, _ keys: [String: Double]) -> Item {
            var item = item
            item.sortOrder = keys[item.id] ?? item.sortOrder
            return item
        }
        func renumbering(_ keys: [String: Double], _ others: [ItemPosition], except: Set<String>) -> [Renumbering] {
            keys.filter { !except.contains($0.key) }.map { Renumbering(id: $0.key, value: $0.value) }.sorted {
                $0.id < $1.id
            }
                + others.map { Renumbering(id: $0.id, value: $0.sortOrder) }
        }
        switch edit {
        case .move(let trip, let id, let to) where trip == tripID:
            guard let lifted = moved(id, to.day, to.sortOrder) else { return edit }
            let (keys, others) = place([lifted] + renumbered(to.renumbered))
            return .move(
                trip: trip, item: id,
                to: Landing(day: to.day, sortOrder: keys[id]!, renumbered: renumbering(keys, others, except: [id])))
        case .arrange(let trip, let positions) where trip == tripID:
            let placed = positions.compactMap { moved($0.id, $0.day, $0.sortOrder) }
            guard placed.count == positions.count else { return edit }
            let (keys, others) = place(placed)
            return .arrange(
                trip: trip,
                positions: placed.map { ItemPosition(id: $0.id, day: $0.day, sortOrder: keys[$0.id]!) } + others)
        case .add(let trip, let new, let r, let at) where trip == tripID:
            let (keys, others) = place([new] + renumbered(r))
            return .add(
                trip: trip, item: keyed(new, keys), renumbered: renumbering(keys, others, except: [new.id]), at: at)
        case .insert(let trip, let items, let at, let r) where trip == tripID:
            let (keys, others) = place(items + renumbered(r))
            return .insert(
                trip: trip, items: items.map { keyed($0, keys) }, at: at,
                renumbered: renumbering(keys, others, except: Set(items.map(\.id))))
        default:
            return edit
        }
    }
}
