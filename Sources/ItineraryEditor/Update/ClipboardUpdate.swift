import ItineraryCore

/// A trip's selection and clipboard (docs/keys.md): `v` selects a range of items; `x`,
/// `y` and `d` act on the selection or the item under the cursor; `p`, `P` and a paste from
/// outside put items in as a block at the cursor, refused whole where a leg may not go.
extension TripView {
    mutating func performOnSelection(_ action: Action, _ context: Context) -> [Outcome]? {
        switch action {
        case .select:
            selection = Selection(anchor: cursor)
            let k = { context.keys.label(of: $0, in: .selecting) }
            return [
                .say(
                    .info(
                        "Selecting: move the cursor to extend · \(k(.grab)) grab · \(k(.cut)) cut · \(k(.copy)) copy · \(k(.endSelection)) ends"
                    ))
            ]
        case .endSelection:
            selection = nil
            return []
        case .copy:
            let items = chosenItems()
            selection = nil
            return [
                .copy(items),
                .say(.info("Copied \(named(items)) (\(context.keys.label(of: .pasteBelow, in: .trip)) pastes)")),
            ]
        case .cut:
            let items = chosenItems()
            selection = nil
            return [
                .copy(items), removing(items, "cut"),
                .say(
                    .info(
                        "Cut \(named(items)) (\(context.keys.label(of: .pasteBelow, in: .trip)) pastes, \(context.keys.label(of: .undo, in: .everywhere)) undoes)"
                    )),
            ]
        case .delete where selection != nil:
            let items = chosenItems()
            selection = nil
            return [removing(items, "deleted"), .say(.info("Deleted \(named(items)) (\(context.keys.undoHint))"))]
        case .pasteBelow, .pasteAbove:
            selection = nil
            return paste(context.library.withFreeIDs(context.clipboard), below: action == .pasteBelow)
        default:
            return nil
        }
    }

    /// Text pasted from outside: its lines become legs and notes below the cursor, as one step.
    mutating func paste(text: String, _ context: Context) -> [Outcome] {
        switch PastedRows.parse(text) {
        case .failure(let refusal):
            return [.say(.error("✗ Not pasted: \(refusal.description)"))]
        case .success(let kinds):
            var ids = context.library.newIDs()
            let items = kinds.map { Item(id: ids.item($0), day: 1, sortOrder: 0, kind: $0) }
            selection = nil
            return paste(items, below: true)
        }
    }

    /// The selection's items, else the item under the cursor.
    private func chosenItems() -> [Item] {
        selection == nil ? [cursorEntry.entry?.item].compactMap { $0 } : selectedItems()
    }

    private func removing(_ items: [Item], _ verb: String) -> Outcome {
        .apply(
            .remove(trip: tripID, items: items.map(\.id)),
            Change("\(verb) \(SafeText.clean(named(items)))", focus: .entry(trip: tripID, id: items[0].id)))
    }

    private mutating func paste(_ items: [Item], below: Bool) -> [Outcome] {
        let items = whose.owning(items)
        let (day, index) = cursorSlot(below: below)
        switch BlockInsertion.insert(items, into: trip, day: day, index: index) {
        case .failure(let reason):
            return [.say(.error("✗ \(SafeText.clean(reason.description))"))]
        case .success(let insertion):
            cursor = .entry(items[0].id)
            motion = .settling(ids: Set(items.map(\.id)), ticksLeft: Editor.settleTicks)
            return [
                .apply(
                    insertion.edit,
                    Change("pasted \(SafeText.clean(named(items)))", focus: .entry(trip: tripID, id: items[0].id))),
                .say(.info("Pasted \(SafeText.clean(named(items))) at \(SafeText.clean(insertion.description))")),
            ]
        }
    }

    /// `Boston → New York`, or `3 items`.
    private func named(_ items: [Item]) -> String {
        items.count == 1 ? "“\(Entry.item(items[0]).shortName)”" : RowText.count(items.count, "item")
    }
}
