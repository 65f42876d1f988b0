/// What `itin export` writes (SPEC §7): a calendar, a table, or a page to share.
public enum ExportFormat: String, CaseIterable, Sendable {
    case ics, csv, md
}

public enum Export {
    /// The trips, in the order given, as one document of the format. `stamp` is the moment
    /// of the export (seconds since 1970 UTC), which a calendar's `DTSTAMP` records; `zones`
    /// gives a calendar the rules of the games' zones; `currency` is what a cost without one is
    /// in. A page to share leaves costs out unless `private`; a calendar never carries them.
    public static func text(_ trips: [Trip], as format: ExportFormat, stamp: Int64, zones: ZoneDatabase = .system,
                            currency: Currency = .usd, private: Bool = false) throws(ExportError) -> String {
        switch format {
        case .ics: return try ICalendarExport.text(trips, stamp: stamp, zones: zones)
        case .csv: return CSVExport.text(trips, currency: currency)
        case .md: return MarkdownExport.text(trips, costsIn: `private` ? currency : nil)
        }
    }
}
