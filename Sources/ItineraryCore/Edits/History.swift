/// Undo and redo as snapshots of the whole value (values are cheap to keep), each with the
/// change that led to it. A past/present/future stack, as taskell keeps it.
public struct History<State: Sendable>: Sendable {
    public struct Snapshot: Sendable {
        public let state: State
        /// The change between this snapshot and the one after it.
        public let change: Change
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

    /// Records a new present, reached from the old one by `change`.
    public mutating func record(_ state: State, change: Change) {
        past.append(Snapshot(state: present, change: change))
        if past.count > limit { past.removeFirst(past.count - limit) }
        future.removeAll()
        present = state
    }

    /// Steps back; returns the change undone, or nil when there is nothing to undo.
    public mutating func undo() -> Change? {
        guard let last = past.popLast() else { return nil }
        future.append(Snapshot(state: present, change: last.change))
        present = last.state
        return last.change
    }

    /// Steps forward; returns the change redone, or nil when there is nothing to redo.
    public mutating func redo() -> Change? {
        guard let next = future.popLast() else { return nil }
        past.append(Snapshot(state: present, change: next.change))
        present = next.state
        return next.change
    }
}

extension History.Snapshot: Equatable where State: Equatable {}
extension History: Equatable where State: Equatable {}
