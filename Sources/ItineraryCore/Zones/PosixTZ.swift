/// A POSIX TZ string as a TZif footer carries it (`EST5EDT,M3.2.0,M11.1.0`, `<+0330>-3:30`):
/// standard time and, maybe, daylight time with the yearly rule that starts and ends it.
struct PosixTZ: Hashable, Sendable {
    struct Daylight: Hashable, Sendable {
        let offset: ZoneOffset
        /// On the standard-time wall clock.
        let start: RuleMoment
        /// On the daylight-time wall clock.
        let end: RuleMoment
    }

    let standard: ZoneOffset
    let daylight: Daylight?

    /// One instant the rule sets a time type.
    struct Change: Hashable {
        let atUTC: Int64
        let offset: ZoneOffset
    }

    func offset(atUTC seconds: Int64) -> ZoneOffset {
        guard daylight != nil else { return standard }
        let year = ZoneCalendar.year(ofUTC: seconds)
        // From two years back: a rule's moment may lie days into the next year.
        return changes(inYears: year - 2...year + 1).last { $0.atUTC <= seconds }?.offset ?? standard
    }

    /// The starts and ends of daylight time in these years, ascending, at most one per instant.
    func changes(inYears years: ClosedRange<Int>) -> [Change] {
        guard let daylight else { return [] }
        // At one instant an end and a start (the "DST all year" form, `…,0/0,J365/25`): the
        // start comes last, so daylight time holds.
        var changes: [(change: Change, order: Int)] = []
        for year in years {
            let start = daylight.start.localSeconds(in: year) - Int64(standard.seconds)
            let end = daylight.end.localSeconds(in: year) - Int64(daylight.offset.seconds)
            changes.append((Change(atUTC: end, offset: standard), 0))
            changes.append((Change(atUTC: start, offset: daylight.offset), 1))
        }
        changes.sort { ($0.change.atUTC, $0.order) < ($1.change.atUTC, $1.order) }
        var result: [Change] = []
        for (change, _) in changes {
            if result.last?.atUTC == change.atUTC { result.removeLast() }
            result.append(change)
        }
        return result
    }
}
