import ItineraryCore

/// Keys while a prompt is open: a line of text, or a choice.
extension EditorState {
    mutating func handlePromptKey(_ key: Key) -> [Effect] {
        guard var p = prompt else { return [] }
        if p.isChoice { return answerChoice(p.purpose, key) }
        switch key {
        case .escape:
            prompt = nil
        case .enter:
            prompt = nil
            submit(p.purpose, p.field.text)
        case .ctrl("c"):
            prompt = nil
            return quit()
        default:
            if case .char(let c) = key, c.unicodeScalars.allSatisfy({ $0.value < 0x20 || $0.value == 0x7F }) { return [] }
            _ = p.field.handle(key)
            prompt = p
        }
        return []
    }

    private mutating func answerChoice(_ purpose: Prompt.Purpose, _ key: Key) -> [Effect] {
        let answer: Character? = if case .char(let c) = key { Character(c.lowercased()) } else { nil }
        switch purpose {
        case .confirmQuit:
            switch answer {
            case "s":
                prompt = nil
                quitAfterSave = true
                return save()
            case "d":
                prompt = nil
                return [.quit]
            case "c": prompt = nil
            default: if key == .escape { prompt = nil }
            }
        case .confirmOverwrite:
            switch answer {
            case "y":
                prompt = nil
                return save(overwrite: true)
            case "n":
                prompt = nil
                quitAfterSave = false
                message = .info("Not saved")
            default:
                if key == .escape {
                    prompt = nil
                    quitAfterSave = false
                    message = .info("Not saved")
                }
            }
        case .confirmRecover(let recovered, let path):
            switch answer {
            case "r":
                prompt = nil
                history.record(Document(library: recovered, revision: nextRevision), focus: nil)
                nextRevision += 1
                reloadTrip()
                restoredRecovery = path
                message = .info("Restored the unsaved changes: save (s) to keep them, u to undo")
            case "d":
                prompt = nil
                message = .info("Discarded the recovered changes")
                return [.removeFile(path)]
            case "k":
                prompt = nil
                message = .info("Kept \(path) for later")
            default:
                if key == .escape { prompt = nil }
            }
        default: prompt = nil
        }
        return []
    }

    private mutating func submit(_ purpose: Prompt.Purpose, _ text: String) {
        let trimmed = text.trimmingWhitespace()
        switch purpose {
        case .search:
            guard !trimmed.isEmpty, var view = trip else { return }
            lastSearch = trimmed
            search(trimmed, in: &view)
            trip = view
        case .addTitle(let tripID, let day, let index):
            guard !trimmed.isEmpty, let view = trip else {
                message = .info("Nothing added")
                return
            }
            let placement = SortKeys.place(inDay: day, entries: view.layout.day(day).entries, at: index)
            let item = Item(id: freshID(), day: day, sortOrder: placement.sortOrder, kind: .custom(Custom(title: trimmed)))
            if apply(.add(trip: tripID, item: item, renumbered: placement.renumbered), focus: item.id) {
                trip?.cursor = .entry(item.id)
                trip?.animation = .settle(itemID: item.id, ticksLeft: Editor.settleTicks)
                message = .info("Added “\(SafeText.clean(trimmed))”")
            }
        case .editTitle(let id):
            guard !trimmed.isEmpty else {
                message = .info("A note needs a title: nothing changed")
                return
            }
            let note = currentItem(id).flatMap { if case .custom(let c) = $0.kind { c.note } else { nil } }
            prompt = Prompt(purpose: .editNote(itemID: id, title: trimmed), label: "Note", field: TextField(note ?? ""))
        case .editNote(let id, let title):
            update(id) { $0.kind = .custom(Custom(title: title, note: trimmed.isEmpty ? nil : trimmed)) }
        case .editMiles(let id):
            var miles: Double? = nil
            if !trimmed.isEmpty {
                guard let m = Double(trimmed), m.isFinite, m >= 0 else {
                    prompt = Prompt(purpose: purpose, label: "Miles must be a number, like 215", field: TextField(text))
                    return
                }
                miles = m
            }
            let mode = currentItem(id)?.travel?.mode?.rawValue ?? ""
            prompt = Prompt(purpose: .editMode(itemID: id, miles: miles), label: "Mode (drive, fly, train or empty)",
                            field: TextField(mode))
        case .editMode(let id, let miles):
            var mode: Travel.Mode? = nil
            if !trimmed.isEmpty {
                guard let m = Travel.Mode.allCases.first(where: { $0.rawValue.hasPrefix(trimmed.lowercased()) }) else {
                    prompt = Prompt(purpose: purpose, label: "Mode must be drive, fly, train or empty", field: TextField(text))
                    return
                }
                mode = m
            }
            update(id) { item in
                guard var t = item.travel else { return }
                t.miles = miles
                t.mode = mode
                item.kind = .travel(t)
            }
        case .confirmQuit, .confirmOverwrite, .confirmRecover: break
        }
    }

    private func currentItem(_ id: String) -> Item? {
        trip.flatMap { library.trip($0.tripID)?.item(id) }
    }

    private mutating func update(_ id: String, _ change: (inout Item) -> Void) {
        guard let view = trip, var item = currentItem(id) else { return }
        let before = item
        change(&item)
        guard item != before else {
            message = .info("No change")
            return
        }
        if apply(.update(trip: view.tripID, item: item), focus: id) { message = .info("Changed") }
    }

    /// An id no trip, game or item in the library uses yet.
    private func freshID() -> String {
        var used = Set<String>()
        for t in library.trips {
            used.insert(t.id)
            for g in t.games { used.insert(g.id) }
            for i in t.items { used.insert(i.id) }
        }
        var n = 1
        while used.contains("note-\(n)") { n += 1 }
        return "note-\(n)"
    }
}
