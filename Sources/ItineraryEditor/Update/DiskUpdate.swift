import ItineraryCore

/// The file changed on disk (docs/sharing.md): with nothing unsaved it is read again; with
/// unsaved changes it is merged with them (docs/sharing.md; base = what was loaded or saved,
/// ours = the editor, theirs = the disk), asking when they conflict. Never while something
/// is held or a question is open, and never losing a change here.
extension EditorState {
    mutating func diskChanged(_ change: DiskChange) {
        guard !isHolding, modal == nil else {
            waitingDiskChange = change
            return
        }
        waitingDiskChange = nil
        let name = document.file.name
        switch change {
        case .invalid(let reason):
            message = .error("\(name) on disk is not an itin file now, so it was not read; yours is kept (\(reason))")
        case .deleted:
            message = .error("\(name) was deleted on disk; saving writes it again")
        case .changed(let disk, let content):
            guard content != document.file.content else { return }  // what the editor itself saved
            finishAnimation()
            if isModified {
                merge(DiskMerge(base: document.saved, disk: disk, content: content))
            } else {
                reload(disk, content: content)
            }
        }
    }

    /// A change on disk that waited for a drop or an answer, once it may be taken.
    mutating func takeWaitingDiskChange() {
        guard let change = waitingDiskChange, !isHolding, modal == nil else { return }
        diskChanged(change)
    }

    private mutating func reload(_ disk: Library, content: Fingerprint) {
        let summary = LibraryDiff.summary(from: library, to: disk)
        keepingTheTopRow {
            _ = try? $0.changeLibrary(by: nil) { (document: inout Document) throws(EditError) in
                document.reload(disk, content: content)
            }
        }
        message = .info(summary.isEmpty ? "Reloaded \(document.file.name)" : "Reloaded: \(summary.sentence)")
    }

    /// Runs `body`, then scrolls the trip so that the row at the top before stays at the top
    /// (the cursor follows its own id): what changed elsewhere does not move the view.
    private mutating func keepingTheTopRow(_ body: (inout EditorState) -> Void) {
        let top = screen.tripView.map { $0.rowID(at: $0.scroll) }
        body(&self)
        guard let top else { return }
        screen.withTrip { view in
            if let row = view.row(of: top) { view.scroll = row }
        }
    }

    private mutating func merge(_ merge: DiskMerge) {
        guard let base = merge.base else {
            // The version loaded is past the undo history's reach: nothing to merge against.
            modal = .choice(
                .diskConflict(
                    document.file.name, merge,
                    conflicts: [
                        MergeConflict(
                            id: "library", field: "everything", ours: "your changes", theirs: "the file on disk")
                    ]))
            return
        }
        let result = LibraryMerge.merge(base: base, ours: library, theirs: merge.disk)
        guard result.conflicts.isEmpty else {
            modal = .choice(.diskConflict(document.file.name, merge, conflicts: result.conflicts))
            return
        }
        take(
            result.library, merge,
            said: "Merged the changes on disk with yours: \(LibraryDiff.summary(from: base, to: merge.disk).sentence)")
    }

    /// The answer to a conflict: the merge with its conflicts decided for `side` (without a
    /// version to merge against, that side whole).
    mutating func resolve(_ merge: DiskMerge, _ side: MergeSide) {
        let merged =
            merge.base.map { LibraryMerge.merge(base: $0, ours: library, theirs: merge.disk, preferring: side).library }
            ?? (side == .ours ? library : merge.disk)
        take(
            merged, merge,
            said: side == .ours
                ? "Kept your changes where they conflict with the disk's"
                : "Took the disk's changes where they conflict with yours")
    }

    private mutating func take(_ merged: Library, _ merge: DiskMerge, said: String) {
        keepingTheTopRow { state in
            do {
                try state.changeLibrary(by: nil) { (document: inout Document) throws(EditError) in
                    try document.takeMerge(merged, disk: merge.content)
                }
                state.message = .info(said + "; save (s) to write them, u to undo")
            } catch {
                state.message = .error("Could not merge the changes on disk: \(error)")
            }
        }
    }
}

/// A change on disk to merge with the unsaved changes: the version both started from (nil
/// when undo no longer reaches it), the disk's, and its fingerprint.
public struct DiskMerge: Hashable, Sendable {
    let base: Library?
    let disk: Library
    let content: Fingerprint
}
