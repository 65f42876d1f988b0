/// What one undo step was about: where the cursor goes when the step is undone or redone,
/// and its name in words (`moved Boston → New York`), for `Undid: …` and `Redid: …`.
public struct Change: Hashable, Sendable {
    public enum Focus: Hashable, Sendable {
        /// A game or item of a trip.
        case entry(trip: String, id: String)
        /// A trip as a whole (reordered in the trips list).
        case trip(String)
        /// The whole library (a restored recovery file).
        case library
    }

    public var focus: Focus
    public var summary: String

    public init(_ summary: String, focus: Focus) {
        self.summary = summary
        self.focus = focus
    }
}
