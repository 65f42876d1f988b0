import ItineraryCore

/// Changes to the library, the history and the file: the same for both screens.
extension EditorState {
    /// Applies one edit as one undo step; `focus` is the entry the cursor returns to on undo.
    @discardableResult
    mutating func apply(_ edit: Edit, focus: String?) -> Bool {
        do {
            let changed = try library.applying(edit)
            history.record(Document(library: changed, revision: nextRevision), focus: focus)
            nextRevision += 1
            reloadTrip()
            return true
        } catch {
            message = .error("Could not change the trip: \(error)")
            return false
        }
    }

    mutating func reloadTrip() {
        guard let view = trip else { return }
        guard let t = library.trip(view.tripID) else {
            trip = nil
            screen = .trips
            return
        }
        trip?.reload(t)
    }

    mutating func undo() {
        guard !isHolding else { return refuseWhileHolding() }
        guard let snapshot = history.undo() else {
            message = .info("Nothing to undo")
            return
        }
        restore(snapshot, verb: "Undone")
    }

    mutating func redo() {
        guard !isHolding else { return refuseWhileHolding() }
        guard let snapshot = history.redo() else {
            message = .info("Nothing to redo")
            return
        }
        restore(snapshot, verb: "Redone")
    }

    private mutating func restore(_ snapshot: History<Document>.Snapshot, verb: String) {
        reloadTrip()
        if let id = snapshot.focus {
            if let view = trip, view.layout.row(of: id) != nil {
                trip?.cursor = .entry(id)
            } else if library.trip(id) != nil {
                trips.cursor = id
            }
        }
        message = .info(verb)
    }

    public var isHolding: Bool { trip?.drag != nil || trips.lifted != nil }

    mutating func refuseWhileHolding() {
        message = .info("Drop the item (Enter) or put it back (Esc) first")
    }

    mutating func save(overwrite: Bool = false) -> [Effect] {
        guard !isHolding else {
            refuseWhileHolding()
            return []
        }
        guard isModified || file.content == nil || overwrite else {
            message = .info("No changes to save")
            return quitAfterSave ? [.quit] : []
        }
        pendingSave = history.present.revision
        return [.save(text: LibraryEncoder.encode(library), path: file.path,
                      expected: overwrite ? .anything : file.content.map { .content($0) } ?? .absent)]
    }

    mutating func finishSave(_ result: SaveResult) -> [Effect] {
        let revision = pendingSave
        pendingSave = nil
        switch result {
        case .saved(let bytes):
            file.content = Fingerprint(bytes)
            if let revision { file.savedRevision = revision }
            message = .info("Saved \(file.name)")
            var effects: [Effect] = []
            if let recovery = restoredRecovery {
                restoredRecovery = nil
                effects.append(.removeFile(recovery))
            }
            if quitAfterSave { effects.append(.quit) }
            return effects
        case .changedOnDisk:
            prompt = Prompt(purpose: .confirmOverwrite,
                            label: "\(file.name) changed on disk since it was loaded. Overwrite it? (y)es (n)o",
                            field: TextField())
        case .failed(let reason):
            quitAfterSave = false
            message = .error("Not saved: \(reason). Your changes are still here.")
        }
        return []
    }

    mutating func quit() -> [Effect] {
        guard isModified else { return [.quit] }
        trip?.drag = nil
        trips.lifted = nil
        prompt = Prompt(purpose: .confirmQuit,
                        label: "Unsaved changes. (s)ave and quit, (d)iscard and quit, (c)ancel",
                        field: TextField())
        return []
    }
}
