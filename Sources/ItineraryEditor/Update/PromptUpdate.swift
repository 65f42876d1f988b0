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
            let context = context
            return run(screen.withTrip { $0.submit(prompt.purpose, text, context) } ?? [])
        case .ctrl("c"):
            modal = nil
            return quit()
        default:
            if case .char(let c) = key, c.unicodeScalars.allSatisfy({ $0.value < 0x20 || $0.value == 0x7F }) { return [] }
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
            let item = Item(id: context.library.newID([text], fallback: "note"), day: day, sortOrder: placement.sortOrder,
                            kind: .custom(Custom(title: text)))
            cursor = .entry(item.id)
            motion = .settling(id: item.id, ticksLeft: Editor.settleTicks)
            let name = SafeText.clean(text)
            return [.apply(.add(trip: tripID, item: item, renumbered: placement.renumbered),
                           Change("added “\(name)”", focus: .entry(trip: tripID, id: item.id))),
                    .say(.info("Added “\(name)”"))]
        case .editTitle(let id):
            guard !text.isEmpty else { return [.say(.info("A note needs a title: nothing changed"))] }
            let note = trip.item(id)?.custom?.note
            return [.open(.prompt(Prompt(.editNote(itemID: id, title: text), label: "Note", text: note ?? "")))]
        case .editNote(let id, let title):
            return update(id) { $0.kind = .custom(Custom(title: title, note: text.isEmpty ? nil : text)) }
        case .editMiles(let id):
            var miles: Double? = nil
            if !text.isEmpty {
                guard let m = Double(text), m.isFinite, m >= 0 else {
                    return [.open(.prompt(Prompt(purpose, label: "Miles must be a number, like 215", text: text)))]
                }
                miles = m
            }
            return [.open(.prompt(Prompt(.editMode(itemID: id, miles: miles), label: "Mode (drive, fly, train or empty)",
                                         text: trip.item(id)?.travel?.mode?.rawValue ?? "")))]
        case .editMode(let id, let miles):
            var mode: Travel.Mode? = nil
            if !text.isEmpty {
                guard let m = Travel.Mode.allCases.first(where: { $0.rawValue.hasPrefix(text.lowercased()) }) else {
                    return [.open(.prompt(Prompt(purpose, label: "Mode must be drive, fly, train or empty", text: text)))]
                }
                mode = m
            }
            return update(id) { item in
                guard var t = item.travel else { return }
                t.miles = miles
                t.mode = mode
                item.kind = .travel(t)
            }
        }
    }

    /// One item changed in place, as one undo step.
    private func update(_ id: String, _ change: (inout Item) -> Void) -> [Outcome] {
        guard var item = trip.item(id) else { return [] }
        let before = item
        change(&item)
        guard item != before else { return [.say(.info("No change"))] }
        return [.apply(.update(trip: tripID, item: item),
                       Change("changed “\(SafeText.clean(Entry.item(before).shortName))”", focus: .entry(trip: tripID, id: id))),
                .say(.info("Changed"))]
    }
}
