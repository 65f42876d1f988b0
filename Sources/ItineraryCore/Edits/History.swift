/// Undo and redo as snapshots of the whole value (values are cheap to keep), each with the
/// id the cursor should return to. A past/present/future stack, as taskell keeps it.
public struct History<State: Sendable>: Sendable {
    public struct Snapshot: Sendable {
        public let state: State
        /// The entry to put the cursor on when this snapshot comes back.
        public let focus: String?
    }

    public private(set) var present: State
    private var past: [Snapshot] = []
    private var future: [Snapshot] = []
    public let limit: Int

    public init(_ state: State, limit: Int = 1000) {
        present = state
        self.limit = limit
    }

    public var canUndo: Bool { !past.isEmpty }
    public var canRedo: Bool { !future.isEmpty }
    public var undoDepth: Int { past.count }

    /// Records a new present; `focus` is the entry the change was about (undo and redo
    /// return the cursor there).
    public mutating func record(_ state: State, focus: String?) {
        past.append(Snapshot(state: present, focus: focus))
        if past.count > limit { past.removeFirst(past.count - limit) }
        future.removeAll()
        present = state
    }

    /// Steps back; returns the snapshot now present, or nil when there is nothing to undo.
    public mutating func undo() -> Snapshot? {
        guard let last = past.popLast() else { return nil }
        future.append(Snapshot(state: present, focus: last.focus))
        present = last.state
        return last
    }

    public mutating func redo() -> Snapshot? {
        guard let next = future.popLast() else { return nil }
        past.append(Snapshot(state: present, focus: next.focus))
        present = next.state
        return next
    }
}
