/// The three-way merge (docs/sharing.md), by id: trips, games and items, every key (unknown
/// ones included), and order as order. What changed on one side only is that side's; what
/// both changed differently, or one changed and the other removed, is a conflict that keeps
/// the preferred side's. `itin merge` keeps ours; the editor's reload keeps either.
public enum LibraryMerge {
    public static func merge(
        base: Library, ours: Library, theirs: Library,
        preferring side: MergeSide = .ours
    ) -> MergeResult {
        var conflicts: [MergeConflict] = []
        let settled = TripRemoval.settle(
            base: base, ours: ours, theirs: theirs, preferring: side, conflicts: &conflicts)
        let gaps = DayGames([base, settled.ours, settled.theirs])
        let input = MergeInput(
            base: SideIndex(base, gaps: gaps), ours: SideIndex(settled.ours, gaps: gaps),
            theirs: SideIndex(settled.theirs, gaps: gaps), preferred: side)

        var trips = TripMerge.merge(input, conflicts: &conflicts)
        var games = GameMerge.merge(input, trips: trips, conflicts: &conflicts)
        let items = ItemMerge.merge(input, trips: trips, conflicts: &conflicts)
        var order = items.order
        DayFit.fit(input, trips: &trips, games: &games, order: &order, conflicts: &conflicts)

        // The key each item brings: from the side that moved it, else by the three-way rule.
        func brought(_ id: String) -> Double {
            if let mover = items.placedBy[id] { return input[mover].items[id]!.item.sortOrder }
            return input.value { $0.items[id]?.item.sortOrder }.resolved(preferring: side)!
        }
        var gamesOfTrip: [String: [Game]] = [:]
        for (_, g) in games { gamesOfTrip[g.trip, default: []].append(g.game) }
        var orderOfTrip: [String: [Ordered<ItemSlot>]] = [:]
        for e in order { orderOfTrip[e.label.trip, default: []].append(e) }
        var placed: [String: Item] = [:]
        placed.reserveCapacity(order.count)
        for id in trips.keys {
            DayKeys.place(
                games: gamesOfTrip[id] ?? [], order: orderOfTrip[id] ?? [], items: items.items,
                brought: brought, into: &placed)
        }

        // The file's arrays keep their order as order too, so a merge rewrites little.
        func fileOrder<L>(_ list: (SideIndex) -> [Ordered<L>], _ present: Set<String>) -> [String] {
            OrderMerge.merge(
                base: list(input.base), ours: list(input.ours), theirs: list(input.theirs),
                keeping: present, preferring: side
            ).order.map(\.id)
        }
        var tripIndex: [String: Int] = [:]
        var library = libraryKeys(base: base, ours: ours, theirs: theirs, preferring: side, conflicts: &conflicts)
        for id in fileOrder(\.tripFileOrder, Set(trips.keys)) {
            var trip = trips[id]!
            trip.games = []
            trip.items = []
            tripIndex[id] = library.trips.count
            library.trips.append(trip)
        }
        for id in fileOrder(\.gameFileOrder, Set(games.keys)) {
            let (tripID, game) = games[id]!
            library.trips[tripIndex[tripID]!].games.append(game)
        }
        let itemTrip = Dictionary(order.map { ($0.id, $0.label.trip) }, uniquingKeysWith: { a, _ in a })
        for id in fileOrder(\.itemFileOrder, Set(placed.keys)) {
            library.trips[tripIndex[itemTrip[id]!]!].items.append(placed[id]!)
        }

        KeptItems.rescue(&library, ours: ours, theirs: theirs, preferring: side, conflicts: &conflicts)
        KeptTravellers.keep(&library, base: base, ours: ours, theirs: theirs, conflicts: &conflicts)
        IDClash.resolve(&library, input, conflicts: &conflicts)
        conflicts.sort { ($0.id, $0.field, $0.ours, $0.theirs) < ($1.id, $1.field, $1.ours, $1.theirs) }
        return MergeResult(library: library, conflicts: conflicts)
    }

    /// The file's own keys (`format`, `trips` and any unknown ones), merged key by key.
    private static func libraryKeys(
        base: Library, ours: Library, theirs: Library, preferring side: MergeSide,
        conflicts: inout [MergeConflict]
    ) -> Library {
        func keys(_ library: Library) -> JSONObject {
            let bare = Library(unknown: library.unknown, keyOrder: library.keyOrder)
            guard case .object(let object) = LibraryEncoder.value(bare) else { return JSONObject() }
            return object
        }
        let (merged, disagreements) = MemberMerge.merge(
            base: keys(base), ours: keys(ours), theirs: keys(theirs),
            preferring: side)
        for d in disagreements {
            conflicts.append(
                MergeConflict(
                    id: "library", field: d.key, ours: ConflictText.of(d.ours, base: d.base),
                    theirs: ConflictText.of(d.theirs, base: d.base)))
        }
        return Library(unknown: merged.excluding(["format", "trips"]), keyOrder: KeyOrder(merged.members.map(\.key)))
    }
}
