/// Undo and redo as edits: the present library, and for each step the edit and its inverse,
/// so a step costs memory in proportion to what it changed, not to the library (a move in a
/// 100,000-item trip keeps a few hundred bytes, not a copy of the trip). A past/present/future
/// stack, as taskell keeps it. Each version of the library has a number, so "modified" can
/// be told by comparing numbers, whatever undo and redo did in between.
public struct History: Equatable, Sendable {
    public struct Step: Equatable, Sendable {
        public let forward: Edit
        public let backward: Edit
        public let change: Change
        /// The version number on the far side of the step: after it in the past, before it in
        /// the future.
        let revision: Int
    }

    public private(set) var present: Library
    /// The present library's version number.
    public private(set) var revision = 0
    private var past: [Step] = []
    private var future: [Step] = []
    private var nextRevision = 1
    public let limit: Int

    public init(_ library: Library, limit: Int = 1000) {
        present = library
        self.limit = limit
    }

    public var canUndo: Bool { !past.isEmpty }
    public var canRedo: Bool { !future.isEmpty }
    public var undoDepth: Int { past.count }
    /// The steps that can be undone, oldest first.
    public var undoSteps: [Step] { past }

    /// The step `undo` takes back next, and the one `redo` makes again.
    public var stepToUndo: Step? { past.last }
    public var stepToRedo: Step? { future.last }

    /// Applies an edit as a new step; the redo branch goes. The present changes in place
    /// (all or nothing): when nothing else holds its arrays, no part of it is copied.
    public mutating func apply(_ edit: Edit, change: Change) throws(EditError) {
        let inverse = try present.apply(edit)
        past.append(Step(forward: edit, backward: inverse, change: change, revision: revision))
        if past.count > limit { past.removeFirst(past.count - limit) }
        future.removeAll()
        revision = nextRevision
        nextRevision += 1
    }

    /// The library at version `target` (the one last saved, say), worked out on a copy by
    /// undoing or redoing steps; nil when no step reaches it any more.
    public func library(at target: Int) -> Library? {
        if target == revision { return present }
        let ways: [(steps: [Step], edit: (Step) -> Edit)] = [(past, \.backward), (future, \.forward)]
        for way in ways {
            var library = present
            for step in way.steps.reversed() {
                do throws(EditError) { _ = try library.apply(way.edit(step)) } catch { break }
                if step.revision == target { return library }
            }
        }
        return nil
    }

    /// Steps back; returns the change undone, or nil when there is nothing to undo.
    public mutating func undo() throws(EditError) -> Change? {
        guard let step = past.last else { return nil }
        _ = try present.apply(step.backward)
        past.removeLast()
        future.append(Step(forward: step.forward, backward: step.backward, change: step.change, revision: revision))
        revision = step.revision
        return step.change
    }

    /// Steps forward again; returns the change redone, or nil when there is nothing to redo.
    public mutating func redo() throws(EditError) -> Change? {
        guard let step = future.last else { return nil }
        _ = try present.apply(step.forward)
        future.removeLast()
        past.append(Step(forward: step.forward, backward: step.backward, change: step.change, revision: revision))
        revision = step.revision
        return step.change
    }
}
