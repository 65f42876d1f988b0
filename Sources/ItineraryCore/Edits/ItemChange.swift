/// One item as an edit found it and as it left it: what a check that keeps its judgement
/// between edits judges again.
public struct ItemChange: Equatable, Sendable {
    /// Nil: the edit added it.
    public let before: Item?
    /// Nil: the edit removed it.
    public let after: Item?

    public init(before: Item?, after: Item?) {
        self.before = before
        self.after = after
    }
}
