import ItineraryCore

/// Holding an item: the drag session of SPEC §5.2. Only the session changes until the drop;
/// the library changes once, by one edit, or not at all.
extension EditorState {
    mutating func grab(in view: inout TripView) {
        let row = view.layout.rows[view.cursorRow]
        guard case .entry(.item(let item)) = row, let session = DragSession(grabbing: item.id, in: view.layout) else {
            message = .info(disabledReason(row))
            return
        }
        view.drag = session
        view.animation = nil
    }

    mutating func performWhileHolding(_ action: Action) -> [Effect] {
        guard var session = trip?.drag else { return [] }
        switch action {
        case .slotUp: session.move(by: -1)
        case .slotDown: session.move(by: 1)
        case .slotPreviousDay: session.move(days: -1)
        case .slotNextDay: session.move(days: 1)
        case .slotFirst: session.moveToFirst()
        case .slotLast: session.moveToLast()
        case .quickUp, .quickDown:
            if !session.moveToAllowed(action == .quickUp ? -1 : 1) {
                message = .info("No allowed slot \(action == .quickUp ? "above" : "below")")
            }
        case .drop:
            settle(session.drop(), session: session)
            return []
        case .cancel:
            snapBack(session, reason: nil)
            return []
        default: return []
        }
        trip?.drag = session
        return []
    }

    /// Ends a session with its outcome: settle on a move, snap back on a refusal.
    mutating func settle(_ outcome: DragSession.Outcome, session: DragSession) {
        trip?.drag = nil
        trip?.draggedByMouse = false
        trip?.edgeScroll = nil
        switch outcome {
        case .moved(let edit):
            if apply(edit, focus: session.item.id) {
                trip?.cursor = .entry(session.item.id)
                trip?.animation = .settle(itemID: session.item.id, ticksLeft: Editor.settleTicks)
                message = .info("Moved to \(SafeText.clean(session.describe(slot: session.current)))")
            }
        case .unchanged:
            trip?.cursor = .entry(session.item.id)
            message = .info("Dropped where it was")
        case .refused(let reason):
            snapBack(session, reason: reason)
        }
    }

    /// The item travels back to where it was; the library does not change.
    mutating func snapBack(_ session: DragSession, reason: Reason?) {
        trip?.drag = nil
        trip?.draggedByMouse = false
        trip?.edgeScroll = nil
        trip?.cursor = .entry(session.item.id)
        trip?.animation = session.current == session.origin ? nil : .snapBack(session, ticksLeft: Editor.snapBackTicks)
        message = reason.map { .error("✗ \(SafeText.clean($0.description))") } ?? .info("Put back")
    }
}
