/// Why the bytes of a zone file are not a zone; `ZoneDatabase` words it as a `ZoneError`.
struct ZoneFileDamage: Error, Equatable {
    let reason: String
    /// The file does not start with `TZif`: not a zone file at all, rather than a damaged one.
    var isNotTZif = false

    init(_ reason: String, isNotTZif: Bool = false) {
        self.reason = reason
        self.isNotTZif = isNotTZif
    }
}
