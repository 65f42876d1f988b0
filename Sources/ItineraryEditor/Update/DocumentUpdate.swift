import ItineraryCore

/// Undo, redo, saving, quitting and stopping: what the whole editor does with its document.
extension EditorState {
    mutating func undo() {
        guard let step = document.history.stepToUndo else { return }
        do {
            guard
                let change = try changeLibrary(
                    by: step.backward, { (document: inout Document) throws(EditError) in try document.undo() })
            else { return }
            follow(change)
            message = .info("Undid: \(change.summary)")
        } catch {
            message = .error("Could not undo: \(error)")
        }
    }

    mutating func redo() {
        guard let step = document.history.stepToRedo else { return }
        do {
            guard
                let change = try changeLibrary(
                    by: step.forward, { (document: inout Document) throws(EditError) in try document.redo() })
            else { return }
            follow(change)
            message = .info("Redid: \(change.summary)")
        } catch {
            message = .error("Could not redo: \(error)")
        }
    }

    /// Shows what an undo or redo changed: its trip opens, with the cursor on it (docs/keys.md).
    private mutating func follow(_ change: Change) {
        switch change.focus {
        case .entry(let tripID, let id):
            if screen.tripView?.tripID != tripID {
                guard let trip = library.trip(tripID) else { return }
                screen = .trip(TripView(trip: trip, places: PlaceResolver(library), model: travel))
            }
            screen.withTrip { view in
                if view.layout.row(of: id) != nil { view.cursor = .entry(id) }
            }
        case .trip(let id):
            // A change of the trip open on screen (its name, its days) is shown where it is.
            guard screen.tripView?.tripID != id else { return }
            if screen.withTrips({ $0.cursor = id }) == nil {
                screen = .trips(TripsView(library: library, cursor: id, model: travel))
            }
        case .library:
            break
        }
    }

    mutating func finishSave(_ result: SaveResult) -> [Effect] {
        let then = document.finishSave(result)?.then ?? .stay
        switch result {
        case .saved(_, let warning):
            message =
                warning.map { .error("Saved \(document.file.name), but \($0)") } ?? .info("Saved \(document.file.name)")
            var effects: [Effect] = []
            if let recovery = document.takeRestoredRecovery() { effects.append(.removeFile(recovery)) }
            if then == .quit { effects.append(.quit) }
            return effects
        case .changedOnDisk:
            modal = .choice(.overwrite(document.file.name, then: then))
        case .deletedOnDisk:
            modal = .choice(.writeAgain(document.file.name, then: then))
        case .uncheckable(let reason):
            message = .error(
                "Not saved: cannot check \(document.file.name) before saving: \(reason). Your changes are still here.")
        case .failed(let reason):
            message = .error("Not saved: \(reason). Your changes are still here.")
        }
        return []
    }

    /// Quits at once when everything is saved; otherwise asks (save, discard or stay). A held
    /// item stays held while it asks, so "cancel" goes back to the drag as it was.
    mutating func quit() -> [Effect] {
        guard isModified else { return [.quit] }
        modal = .choice(.quit)
        return []
    }

    /// Told to stop: unsaved changes go to the recovery file beside the file, never over it.
    mutating func stop(_ signal: Int32) -> [Effect] {
        var effects: [Effect] = []
        if isModified {
            effects.append(
                .writeRecovery(
                    text: LibraryEncoder.encode(library),
                    path: GuardedSave.recoveryPath(for: document.file.path)))
        }
        return effects + [.exit(128 + signal)]
    }

    mutating func answer(_ choice: Choice, _ key: Key) -> [Effect] {
        guard let answer = choice.answer(to: key) else { return [] }
        modal = nil
        switch answer {
        case .saveAndQuit:
            return document.needsSave ? [document.save(then: .quit)] : [.quit]
        case .quitDiscarding:
            return [.quit]
        case .dismiss(let text):
            if let text { message = .info(text) }
        case .overwrite(let then):
            return [document.save(then: then, expecting: .anything)]
        case .writeAgain(let then):
            // Still absent: had it come back meanwhile, overwriting it would ask first.
            return [document.save(then: then, expecting: .absent)]
        case .restoreRecovery(let recovered, let path):
            do {
                try changeLibrary(by: nil) { (document: inout Document) throws(EditError) in
                    try document.restore(recovered, from: path)
                }
                message = .info("Restored the unsaved changes: save (s) to keep them, u to undo")
            } catch {
                message = .error("Could not restore the recovered changes: \(error)")
            }
        case .confirmDiscardRecovery(let path):
            modal = .choice(.confirmDiscard(path: path))
        case .discardRecovery(let path):
            message = .info("Discarded the recovered changes")
            return [.removeFile(path)]
        case .confirmEdit(let edit, let change, let said):
            let effects = run([.apply(edit, change), .say(.info(said))])
            // The cursor on what the change made, when it is on screen (the first leg `L` adds).
            screen.withTrip { view in
                if case .entry(_, let id) = change.focus, view.layout.row(of: id) != nil { view.cursor = .entry(id) }
            }
            return effects
        case .mergeDisk(let merge, let side):
            resolve(merge, side)
        }
        return []
    }
}
