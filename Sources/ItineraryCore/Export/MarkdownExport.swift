/// Trips as a Markdown page to share (SPEC §7): per trip a `#` title and its dates, per day
/// the day's header (as `print` shows it) and a bullet per entry in display order. A page is
/// shared, so costs are on it only when asked for (`costsIn`: the currency of a cost without one).
enum MarkdownExport {
    static func text(_ trips: [Trip], costsIn currency: Currency? = nil) -> String {
        trips.map { trip($0, costsIn: currency) }.joined(separator: "\n")
    }

    static func trip(_ trip: Trip, costsIn currency: Currency?) -> String {
        var out = "# \(MarkdownText.heading(trip.name))\n\n"
        out += "\(RowText.dateRange(trip)) · \(RowText.count(trip.days, "day"))\n"
        for day in TripLayout(trip).days {
            out += "\n## \(MarkdownText.heading(RowText.header(day)))\n\n"
            if day.entries.isEmpty { out += "- (nothing planned)\n" }
            for entry in day.entries {
                var text = RowText.entry(entry)
                if let currency, let cost = entry.cost { text += " · " + CostText.words(cost, or: currency) }
                out += "- \(MarkdownText.paragraph(text, indent: "  "))\n"
            }
        }
        return out
    }
}
