import ItineraryCore

/// Keys while a line of text is being typed on the status line.
extension EditorState {
    mutating func promptKey(_ prompt: Prompt, _ key: Key) -> [Effect] {
        switch key {
        case .escape:
            modal = nil
        case .enter:
            modal = nil
            let text = prompt.field.text.trimmingWhitespace()
            if prompt.purpose == .search {
                guard !text.isEmpty else { return [] }
                lastSearch = text
            }
            return run(
                screenOutcomes { context, screen in screen.withTrip { $0.submit(prompt.purpose, text, context) } } ?? []
            )
        case .ctrl("c"):
            modal = nil
            return quit()
        default:
            if case .char(let c) = key, c.unicodeScalars.allSatisfy({ $0.value < 0x20 || $0.value == 0x7F }) {
                return []
            }
            var edited = prompt
            _ = edited.field.handle(key)
            modal = .prompt(edited)
        }
        return []
    }
}

/// What a typed line does to the trip it was asked on.
extension TripView {
    mutating func submit(_ purpose: Prompt.Purpose, _ text: String, _ context: Context) -> [Outcome] {
        switch purpose {
        case .search:
            return search(text)
        case .addTitle(let tripID, let day, let index):
            guard !text.isEmpty else { return [.say(.info("Nothing added"))] }
            let placement = SortKeys.place(inDay: day, entries: layout.day(day).entries, at: index)
            let kind = Item.Kind.custom(Custom(title: text))
            let item = Item(
                id: context.library.newItemID(kind), day: day, sortOrder: placement.sortOrder, kind: kind,
                who: whose.whoOfNew)
            cursor = .entry(item.id)
            motion = .settling(ids: [item.id], ticksLeft: Editor.settleTicks)
            let name = SafeText.clean(text)
            return [
                .apply(
                    .add(trip: tripID, item: item, renumbered: placement.renumbered),
                    Change("added “\(name)”", focus: .entry(trip: tripID, id: item.id))),
                .say(.info("Added “\(name)”")),
            ]
        }
    }
}
