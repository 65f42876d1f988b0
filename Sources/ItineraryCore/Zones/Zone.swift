/// One time zone as its TZif file gives it: the transitions it lists, and for instants after
/// the last one, the footer's POSIX TZ rule. A value: loading one is reading one file.
public struct Zone: Hashable, Sendable {
    public let name: String
    /// Strictly ascending.
    let transitionTimes: [Int64]
    /// The type each of `transitionTimes` starts.
    let transitionTypes: [ZoneOffset]
    /// In force before the first transition (RFC 8536: type 0).
    let firstType: ZoneOffset
    /// After the last transition; nil when the file has none (version 1, empty footer).
    let rule: PosixTZ?

    /// A zone from the bytes of its TZif file.
    init(name: String, tzif bytes: [UInt8]) throws(ZoneFileDamage) {
        let contents = try TZifReader.read(bytes)
        self.name = name
        transitionTimes = contents.transitionTimes
        transitionTypes = contents.transitionTypes
        firstType = contents.firstType
        rule = try contents.footer.map { (text) throws(ZoneFileDamage) in try PosixTZ(parsing: text) }
    }

    public func offset(atUTC seconds: Int64) -> ZoneOffset {
        guard let last = transitionTimes.last else { return rule?.offset(atUTC: seconds) ?? firstType }
        if seconds > last, let rule { return rule.offset(atUTC: seconds) }
        let count = countOfTransitions(before: seconds, includingAt: true)
        return count == 0 ? firstType : transitionTypes[count - 1]
    }

    /// Every change of offset, DST flag or abbreviation with `from <= atUTC < to`, in order.
    public func transitions(fromUTC from: Int64, toUTC to: Int64) -> [ZoneTransition] {
        guard from < to else { return [] }
        var result: [ZoneTransition] = []
        for index in countOfTransitions(before: from, includingAt: false)..<transitionTimes.count {
            let time = transitionTimes[index]
            guard time < to else { break }
            let before = index == 0 ? firstType : transitionTypes[index - 1]
            if before != transitionTypes[index] {
                result.append(ZoneTransition(atUTC: time, before: before, after: transitionTypes[index]))
            }
        }
        return result + ruleTransitions(fromUTC: from, toUTC: to)
    }

    /// The transitions the footer's rule makes after the listed ones.
    private func ruleTransitions(fromUTC from: Int64, toUTC to: Int64) -> [ZoneTransition] {
        guard let rule, rule.daylight != nil else { return [] }
        var lower = ZoneCalendar.clamped(from)
        if let last = transitionTimes.last {
            guard last < ZoneCalendar.supportedUTC.upperBound else { return [] }
            lower = max(lower, last + 1)
        }
        let upper = ZoneCalendar.clamped(to)
        guard lower < upper else { return [] }
        var before = offset(atUTC: lower - 1)
        var result: [ZoneTransition] = []
        let years = ZoneCalendar.year(ofUTC: lower) - 1...ZoneCalendar.year(ofUTC: upper) + 1
        for change in rule.changes(inYears: years) where change.atUTC >= lower && change.atUTC < upper {
            if change.offset != before {
                result.append(ZoneTransition(atUTC: change.atUTC, before: before, after: change.offset))
                before = change.offset
            }
        }
        return result
    }

    /// How many listed transitions come before an instant (or at it, when `includingAt`).
    private func countOfTransitions(before seconds: Int64, includingAt: Bool) -> Int {
        var low = 0
        var high = transitionTimes.count
        while low < high {
            let middle = low + (high - low) / 2
            let time = transitionTimes[middle]
            if time < seconds || (includingAt && time == seconds) { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
