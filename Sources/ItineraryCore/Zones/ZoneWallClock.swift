extension Zone {
    /// UTC → the wall clock there.
    public func local(atUTC seconds: Int64) -> LocalDateTime {
        let instant = ZoneCalendar.clamped(seconds)
        return LocalDateTime(epochSeconds: instant + Int64(offset(atUTC: instant).seconds))
    }

    /// The wall clock there → UTC. In a gap (spring forward) the time is read with the offset
    /// before the gap (so 02:30 on the spring-forward day becomes 03:30 local); when ambiguous
    /// (fall back) the earlier instant.
    public func utc(fromLocal local: LocalDateTime) -> Int64 {
        let wall = ZoneCalendar.clamped(local.epochSeconds)
        // Offsets are within ±26 hours, so the instant is within this window.
        let margin: Int64 = 3 * 86_400
        let changes = transitions(fromUTC: wall - margin, toUTC: wall + margin)
        // The window's stretches of one offset, in order; the wall-clock span of stretch i is
        // [changes[i-1].atUTC + offset, changes[i].atUTC + offset).
        let offsets = [offset(atUTC: wall - margin)] + changes.map(\.after)
        for (i, offset) in offsets.enumerated() {
            let seconds = Int64(offset.seconds)
            if i > 0, wall < changes[i - 1].atUTC + seconds {
                // Before this stretch's wall clock begins and past the last one's: a gap.
                return wall - Int64(offsets[i - 1].seconds)
            }
            if i == changes.count || wall < changes[i].atUTC + seconds {
                return wall - seconds  // the first stretch that shows it: the earlier instant
            }
        }
        return wall - Int64(offsets[offsets.count - 1].seconds)  // not reached: the last stretch is open
    }
}
