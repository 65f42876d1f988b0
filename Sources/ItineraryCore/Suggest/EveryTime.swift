#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `EverySearch`'s clock: the CPU time of the thread the search runs on, so that a machine busy
/// with other work gets as much search as a quiet one (docs/suggest.md: the budget is time on
/// one core), with a wall-clock cap so that a starved search still answers.
struct EveryTime {
    private let began: Duration
    private let wallEnd: ContinuousClock.Instant

    /// `wallCap`: past this much wall-clock time every deadline has passed.
    init(wallCap: Duration) {
        began = Self.threadCPU()
        wallEnd = ContinuousClock.now + wallCap
    }

    /// The CPU time the search has had.
    var spent: Duration { Self.threadCPU() - began }

    /// Whether `end` of CPU time has been spent, or the wall-clock cap reached.
    func past(_ end: Duration) -> Bool { spent >= end || ContinuousClock.now >= wallEnd }

    private static func threadCPU() -> Duration {
        var t = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
        return .seconds(Int64(t.tv_sec)) + .nanoseconds(Int64(t.tv_nsec))
    }
}
