import ItineraryCore

/// The behaviour both lists share, written once: the cursor keys, grabbing, the drag session
/// with its drop, snap-back and settle, and the animation clock (docs/keys.md).
extension ListView {
    /// Moves the cursor for the keys both lists share; false for any other action.
    mutating func moveCursor(_ action: Action, page: Int) -> Bool {
        let row = cursorRow
        switch action {
        case .cursorUp: moveCursor(toRow: row - 1)
        case .cursorDown: moveCursor(toRow: row + 1)
        case .pageUp: moveCursor(toRow: row - page)
        case .pageDown: moveCursor(toRow: row + page)
        case .first: moveCursor(toRow: 0)
        case .last: moveCursor(toRow: rowCount - 1)
        default: return false
        }
        return true
    }

    mutating func grab(_ library: Library) -> [Outcome] {
        switch lift(row: cursorRow, in: library) {
        case .success(let lifted):
            motion = .holding(lifted, by: .keys)
            return []
        case .failure(let refusal):
            return [.say(.info(refusal.reason))]
        }
    }

    /// `K` and `J` without holding: one allowed slot up or down, dropped at once.
    mutating func quickMove(_ direction: Int, _ library: Library) -> [Outcome] {
        switch lift(row: cursorRow, in: library) {
        case .success(var lifted):
            guard lifted.slots.moveToAllowed(direction) else { return [.say(.info(Self.nowhere(direction, lifted)))] }
            return drop(lifted)
        case .failure(let refusal):
            return [.say(.info(refusal.reason))]
        }
    }

    /// The keys while something is lifted: only the session changes until the drop.
    mutating func performHolding(_ action: Action) -> [Outcome] {
        guard case .holding(var lifted, let grip) = motion else { return [] }
        var outcomes: [Outcome] = []
        switch action {
        case .slotUp: lifted.slots.move(by: -1)
        case .slotDown: lifted.slots.move(by: 1)
        case .slotPreviousDay: lifted.slots.move(sections: -1)
        case .slotNextDay: lifted.slots.move(sections: 1)
        case .slotFirst: lifted.slots.moveToFirst()
        case .slotLast: lifted.slots.moveToLast()
        case .quickUp, .quickDown:
            let direction = action == .quickUp ? -1 : 1
            if !lifted.slots.moveToAllowed(direction) { outcomes.append(.say(.info(Self.nowhere(direction, lifted)))) }
        case .drop: return drop(lifted)
        case .cancel: return snapBack(lifted, reason: nil)
        default: return []
        }
        motion = .holding(lifted, by: grip)
        return outcomes
    }

    /// Why `K` or `J` found nowhere to go: the end of the list, or no allowed slot that way.
    static func nowhere(_ direction: Int, _ lifted: Lifted) -> String {
        if lifted.slots.allowsEverySlot { return direction < 0 ? "Already at the top" : "Already at the bottom" }
        return "No allowed slot \(direction < 0 ? "above" : "below")"
    }

    /// Ends a session where it stands: settle on a move, snap back on a refusal.
    mutating func drop(_ lifted: Lifted) -> [Outcome] {
        switch lifted.drop() {
        case .moved(let edit):
            moveCursor(to: lifted)
            motion = .settling(ids: lifted.movedIDs, ticksLeft: Editor.settleTicks)
            return [
                .apply(edit, Change("moved \(lifted.liftedName)", focus: lifted.focus)),
                .say(.info("Moved to \(SafeText.clean(lifted.describe(slot: lifted.current)))")),
            ]
        case .unchanged:
            moveCursor(to: lifted)
            motion = .still
            return [.say(.info("Dropped where it was"))]
        case .refused(let reason):
            return snapBack(lifted, reason: reason)
        }
    }

    /// The lifted row travels back to where it was; the library does not change.
    mutating func snapBack(_ lifted: Lifted, reason: Reason?) -> [Outcome] {
        moveCursor(to: lifted)
        motion = lifted.current == lifted.origin ? .still : .snappingBack(lifted, ticksLeft: Editor.snapBackTicks)
        return [.say(reason.map { .error("✗ \(SafeText.clean($0.description))") } ?? .info("Put back"))]
    }

    /// One beat of the clock: a drag resting at an edge scrolls, animations step.
    mutating func tick() {
        switch motion {
        case .holding(var lifted, .mouse(let edge?, let offset)):
            lifted.slots.move(by: edge)
            motion = .holding(lifted, by: .mouse(edge: edge, offset: offset))
        case .settling(let ids, let left):
            motion = left > 1 ? .settling(ids: ids, ticksLeft: left - 1) : .still
        case .snappingBack(var lifted, let left):
            let distance = lifted.current - lifted.origin
            let step = (abs(distance) + left - 1) / max(left, 1)
            lifted.slots.move(by: distance > 0 ? -step : step)
            motion = left > 1 && lifted.current != lifted.origin ? .snappingBack(lifted, ticksLeft: left - 1) : .still
        default: break
        }
    }

    /// A key during an animation first lets it end, so keys act on what will be.
    mutating func finishAnimation() {
        if motion.isAnimating { motion = .still }
    }
}
