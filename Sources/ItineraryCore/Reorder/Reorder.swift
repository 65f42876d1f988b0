/// A list being reordered by grab, move and drop: a trip's items (`DragSession`) or the
/// trips list (`TripReorder`). The slot arithmetic is shared (`ReorderSlots`); each list
/// says only what is particular to it: why a slot is forbidden, how a slot reads in words,
/// and which edit a drop makes.
public protocol Reorder: Equatable, Sendable {
    var slots: ReorderSlots { get set }
    /// The id of what is lifted, and how a person names it.
    var liftedID: String { get }
    var liftedName: String { get }
    /// Everything a drop moves (the lifted row, or each row of a block).
    var movedIDs: Set<String> { get }
    /// Where the cursor goes when a move of it is undone or redone.
    var focus: Change.Focus { get }
    /// Why the lifted row may not take a slot; nil when it may.
    func reason(atSlot s: Int) -> Reason?
    /// Where the lifted row would land, in words.
    func describe(slot s: Int) -> String
    func drop(at s: Int) -> ReorderOutcome
}

public enum ReorderOutcome: Hashable, Sendable {
    case moved(Edit)
    /// Dropped where it was: nothing to change.
    case unchanged
    case refused(Reason)
}

extension Reorder {
    public var current: Int { slots.current }
    public var origin: Int { slots.origin }
    public var currentVerdict: Verdict { slots.currentVerdict }
    public func drop() -> ReorderOutcome { drop(at: slots.current) }
}
