/// What a new trip, game or item gets, wherever it is added (the editor's forms, `itin new`
/// and `itin add`): readable ids made the same way, and a new trip's place in the list.
extension Library {
    public func newTripID(name: String) -> String { newID([name], fallback: "trip") }

    public func newGameID(on date: CalendarDate, away: String, home: String) -> String {
        var ids = newIDs()
        return ids.game(on: date, away: away, home: home)
    }

    public func newItemID(_ kind: Item.Kind) -> String {
        var ids = newIDs()
        return ids.item(kind)
    }

    /// The `order` of a trip after the last one.
    public var orderAfterLastTrip: Double { (trips.map(\.order).max() ?? 0) + 1 }
}
