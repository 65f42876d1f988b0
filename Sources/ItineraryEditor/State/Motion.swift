import ItineraryCore

/// What a list's rows are doing, besides standing still: one of these at a time, so a drag
/// and an animation can never both be under way.
public enum Motion<Lifted: Reorder>: Equatable, Sendable {
    case still
    /// The mouse button went down on a row; moving the pointer lifts it.
    case pressed(row: Int)
    /// Lifted and moving (docs/keys.md), by the keys or by the mouse.
    case holding(Lifted, by: Grip)
    /// A refused or cancelled drop travels back to its origin, one stretch per tick.
    case snappingBack(Lifted, ticksLeft: Int)
    /// Just-dropped rows glow for a few ticks.
    case settling(ids: Set<String>, ticksLeft: Int)

    public enum Grip: Equatable, Sendable {
        case keys
        /// Releasing the button drops. `edge` is −1 or +1 while the pointer rests at the top or
        /// bottom edge of the list, which scrolls it on every tick. `offset` is the row of the
        /// lifted ones the pointer holds (a block is held where it was pressed).
        case mouse(edge: Int?, offset: Int)
    }

    /// Without copying what is held, as `held != nil` would (a frame asks it for every row).
    public var isHolding: Bool {
        if case .holding = self { return true }
        return false
    }

    public var held: Lifted? {
        if case .holding(let r, _) = self { return r }
        return nil
    }

    /// What is drawn lifted: the held row, or the one snapping back.
    public var shown: Lifted? {
        switch self {
        case .holding(let r, _), .snappingBack(let r, _): return r
        default: return nil
        }
    }

    /// Whether an animation runs that the next key or click ends.
    var isAnimating: Bool {
        switch self {
        case .snappingBack, .settling: return true
        default: return false
        }
    }

    public var settlingIDs: Set<String> {
        if case .settling(let ids, _) = self { return ids }
        return []
    }

    var wantsTicks: Bool {
        switch self {
        case .snappingBack, .settling, .holding(_, by: .mouse(edge: _?, _)): return true
        default: return false
        }
    }
}
