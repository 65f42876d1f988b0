import ItineraryCore

extension EditorState {
    /// What the user's editor left of a note (`E`): its title and note as one undo step, or
    /// why nothing changed (docs/keys.md).
    mutating func noteEdited(_ draft: NoteDraft, _ editing: NoteEditing) {
        let text: String
        switch editing {
        case .failed(let reason):
            message = .error("\(SafeText.clean(reason)); the note is unchanged")
            return
        case .finished(let edited): text = edited
        }
        guard text != draft.text else {
            message = .info("The file was not changed: the note is unchanged")
            return
        }
        guard let note = NoteText.custom(from: text) else {
            message = .info("The file was empty: the note is unchanged (its first line is the title)")
            return
        }
        guard library.trip(draft.trip)?.item(draft.item)?.kind != .custom(note) else {
            message = .info("Nothing but spacing or control characters changed: the note is unchanged")
            return
        }
        do {
            let result = try FormResult.changingNote(draft.item, in: draft.trip, to: note, library)
            _ = run([
                .apply(result.edit, result.change), .say(.info(SafeText.clean(result.said) + " (\(keys.undoHint))")),
            ])
        } catch {
            message = .error("✗ \(SafeText.clean(error.description))")
        }
    }
}
