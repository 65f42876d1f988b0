/// The instant a zone's local time type changes, and the types either side of it.
public struct ZoneTransition: Hashable, Sendable {
    public let atUTC: Int64
    public let before: ZoneOffset
    public let after: ZoneOffset

    public init(atUTC: Int64, before: ZoneOffset, after: ZoneOffset) {
        self.atUTC = atUTC
        self.before = before
        self.after = after
    }
}
