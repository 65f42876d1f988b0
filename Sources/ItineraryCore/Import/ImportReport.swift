/// What an import did to a trip, for the command's output and the editor's report (docs/calendars.md).
public struct ImportReport: Hashable, Sendable {
    public let tripID: String
    public let tripName: String
    public let isNewTrip: Bool
    public let tripDates: ClosedRange<CalendarDate>
    let added: [Game]
    let updated: [ScheduleMerge.Update]
    let unchanged: Int
    let skipped: [ScheduleEvent]
    let allDaySkipped: Int
    /// The events of each schedule that are not games, by schedule (named when several).
    let notGames: [Skipped]
    let homeByOrder: Int
    let newPlaces: [String]
    let questions: [String]
    let missing: [ScheduleMerge.Missing]
    let pruned: Bool
    /// Items the import left where the rules forbid them, that were not so before (in the
    /// words of `itin check`).
    public let misplaced: [TripCheck.Problem]

    struct Skipped: Hashable, Sendable {
        let source: String?
        let events: [SkippedEvent]
    }

    public var addedCount: Int { added.count }
    public var updatedCount: Int { updated.count }
    public var missingCount: Int { missing.count }

    /// The report as lines of plain text. `keepHint` says how missing games could be removed
    /// (`--prune removes them`), when they were kept.
    public func lines(keepHint: String) -> [String] {
        var lines: [String] = []
        let games = added.count + updated.count + unchanged
        let into = "\(isNewTrip ? "a new trip" : "the trip") \(tripName) (\(tripID))"
        lines.append(
            "\(RowText.count(games, "game")) into \(into): \(added.count) added, \(updated.count) updated, \(unchanged) unchanged"
        )
        if !isNewTrip {
            for game in added { lines.append("  added \(game.id): \(describe(game))") }
        }
        for update in updated {
            lines.append(
                "  updated \(update.after.id): \(update.after.matchup), \(Self.changes(update.before, update.after).joined(separator: ", "))"
            )
        }
        if !skipped.isEmpty {
            lines.append(
                "skipped \(RowText.count(skipped.count, "event")) outside the trip's dates (\(tripDates.lowerBound) to \(tripDates.upperBound))"
            )
        }
        if allDaySkipped > 0 {
            lines.append("skipped \(RowText.count(allDaySkipped, "all-day event")): a game has a start time")
        }
        for group in notGames {
            lines.append((group.source.map { "\($0): " } ?? "") + SkippedEvent.summary(group.events))
        }
        if homeByOrder > 0 {
            lines.append(
                "\(RowText.count(homeByOrder, "game")) read as HOME vs AWAY (home team first): neither the venue nor the calendar's own team says who is home"
            )
        }
        lines += newPlaces
        lines += questions
        if !missing.isEmpty {
            lines.append(
                pruned
                    ? "removed \(RowText.count(missing.count, "game")) no longer in the schedule:"
                    : "\(RowText.count(missing.count, "game")) no longer in the schedule, kept (\(keepHint)):")
            for m in missing {
                let now = m.movedTo.map { " (the schedule has it on \($0.date) at \($0.time), outside the trip)" } ?? ""
                lines.append("  \(m.game.id): \(describe(m.game))\(now)")
            }
        }
        if !misplaced.isEmpty {
            lines.append("\(RowText.count(misplaced.count, "item")) now where the rules forbid:")
            lines += misplaced.map { "\(tripID) \($0.itemID): \($0.reason.description)" }  // as `itin check` lists them
        }
        return lines
    }

    private func describe(_ game: Game) -> String {
        "\(game.matchup), day \(game.day) at \(game.timeText)"
    }

    private static func changes(_ before: Game, _ after: Game) -> [String] {
        var changes: [String] = []
        if before.day != after.day { changes.append("day \(before.day) → \(after.day)") }
        if before.time != after.time { changes.append("\(before.timeText) → \(after.timeText)") }
        if before.matchup != after.matchup { changes.append("was \(before.matchup)") }
        if before.venue != after.venue || before.city != after.city {
            changes.append("\(before.venue), \(before.city) → \(after.venue), \(after.city)")
        }
        if before.tz != after.tz { changes.append("zone \(before.tz ?? "none") → \(after.tz ?? "none")") }
        if before.uid != after.uid && changes.isEmpty { changes.append("now matched by its calendar UID") }
        return changes
    }
}
