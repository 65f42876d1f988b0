/// Trips as a Markdown page to share (docs/calendars.md): per trip a `#` title and its
/// dates, per day the day's header (as `print` shows it) and a bullet per entry in display
/// order, each that is not everyone's ending with its travellers (`· for Alice, Bob`); or
/// one traveller's own trip, said under its title. A page is shared, so costs and confirmation numbers are on it only when asked for
/// (`costsIn`: the currency of a cost without one).
enum MarkdownExport {
    static func text(_ trips: [Trip], costsIn currency: Currency? = nil, for whom: ForWhom = .everyone) -> String {
        trips.map { trip(whom.trip($0), costsIn: currency, for: whom) }.joined(separator: "\n")
    }

    static func trip(_ trip: Trip, costsIn currency: Currency?, for whom: ForWhom) -> String {
        var out = "# \(MarkdownText.heading(trip.name))\n\n"
        out += MarkdownText.line(whom.dates(of: trip)) + "\n"
        let nights = TripNights(trip)
        for day in TripLayout(trip).days {
            out += "\n## \(MarkdownText.heading(RowText.header(day, nights: nights)))\n\n"
            if day.entries.isEmpty { out += "- (nothing planned)\n" }
            for entry in day.entries {
                var line = text(entry, confirmation: currency != nil)
                if let travellers = ForWhom.label(entry.who, in: trip) { line += " · " + travellers }
                if let currency, let cost = entry.cost { line += " · " + CostText.words(cost, or: currency) }
                out += "- \(MarkdownText.paragraph(line, indent: "  "))\n"
            }
        }
        return out
    }

    /// A row as `print` shows it, but a stay's confirmation only on a private page: a page to
    /// share is no place for a booking's number.
    private static func text(_ entry: Entry, confirmation: Bool) -> String {
        if case .item(let item) = entry, let stay = item.stay { return RowText.stay(stay, confirmation: confirmation) }
        return RowText.entry(entry)
    }
}
