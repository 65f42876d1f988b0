/// What `itin export` writes (docs/calendars.md, docs/map.md): a calendar, a table, a page
/// to share (as Markdown, or one trip's web page with its map), or a vdir (a folder of one
/// calendar file per event, as khal and vdirsyncer keep them).
public enum ExportFormat: String, CaseIterable, Sendable {
    case ics, csv, md, html, vdir
}

public enum Export {
    /// What an export makes: one text, or a vdir's events, one file each (`VdirExport`).
    public enum Document: Hashable, Sendable {
        case text(String)
        case vdir([CalendarResource])
    }

    /// The trips, in the order given, in the format. `stamp` is the moment of the export
    /// (seconds since 1970 UTC), which a calendar's `DTSTAMP` records; `zones` gives a
    /// calendar the rules of the games' zones; `currency` is what a cost without one is in. A
    /// page to share leaves costs out unless `private`, and a calendar never carries them. A
    /// web page is the first trip's, its warnings judged by `places` and `model`. `whom`:
    /// everyone's trips, or each as one traveller's own.
    public static func document(
        _ trips: [Trip], as format: ExportFormat, stamp: Int64,
        zones: ZoneDatabase = .system, currency: Currency = .usd, private: Bool = false,
        places: PlaceResolver = PlaceResolver(),
        model: TravelModel = .standard, for whom: ForWhom = .everyone
    ) throws(ExportError) -> Document {
        let costs = `private` ? currency : nil
        switch format {
        case .html:
            return .text(
                trips.first.map { HTMLExport.page($0, places: places, model: model, costsIn: costs, for: whom) } ?? "")
        case .ics: return .text(try ICalendarExport.text(trips.map(whom.trip), stamp: stamp, zones: zones))
        case .csv: return .text(CSVExport.text(trips.map(whom.trip), currency: currency))
        case .md: return .text(MarkdownExport.text(trips, costsIn: costs, for: whom))
        case .vdir: return .vdir(try CalendarResource.of(trips.map(whom.trip), stamp: stamp, zones: zones))
        }
    }
}
