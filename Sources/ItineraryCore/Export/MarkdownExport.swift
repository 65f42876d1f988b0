/// Trips as a Markdown page to share (SPEC §7): per trip a `#` title and its dates, per day
/// the day's header (as `print` shows it) and a bullet per entry in display order.
enum MarkdownExport {
    static func text(_ trips: [Trip]) -> String {
        trips.map(trip).joined(separator: "\n")
    }

    static func trip(_ trip: Trip) -> String {
        var out = "# \(MarkdownText.heading(trip.name))\n\n"
        out += "\(RowText.dateRange(trip)) · \(RowText.count(trip.days, "day"))\n"
        for day in TripLayout(trip).days {
            out += "\n## \(MarkdownText.heading(RowText.header(day)))\n\n"
            if day.entries.isEmpty { out += "- (nothing planned)\n" }
            for entry in day.entries {
                out += "- \(MarkdownText.paragraph(RowText.entry(entry), indent: "  "))\n"
            }
        }
        return out
    }
}
