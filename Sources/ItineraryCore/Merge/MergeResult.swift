/// Which of the two changed versions a merge keeps where they disagree (docs/sharing.md):
/// `itin merge` keeps ours, the editor's "take theirs" keeps theirs.
public enum MergeSide: Sendable {
    case ours, theirs

    var other: MergeSide { self == .ours ? .theirs : .ours }
}

/// One thing both sides changed differently, or one changed and the other removed.
public struct MergeConflict: Hashable, Sendable {
    /// The trip, game or item (`library` for the file's own keys).
    public let id: String
    public let field: String
    public let ours: String
    public let theirs: String

    public init(id: String, field: String, ours: String, theirs: String) {
        self.id = id
        self.field = field
        self.ours = ours
        self.theirs = theirs
    }

    /// `n1: title: ours "Lunch", theirs "Dinner"`
    public var line: String { "\(id): \(field): ours \(ours), theirs \(theirs)" }
}

public struct MergeResult: Sendable {
    /// Always a valid itin/1 library; where the sides disagreed it holds the preferred side's.
    public let library: Library
    /// In order of id, then field.
    public let conflicts: [MergeConflict]
}
