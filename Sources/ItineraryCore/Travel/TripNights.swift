/// Which stays cover which nights of a trip (SPEC §13). A trip of N days has the nights of days
/// 1…N−1; a stay covers the nights of its day through day + nights − 1 (clipped to the trip's
/// days here: what runs past the trip is no night of it). A pure function of the trip's stays,
/// in time linear in the stays and the nights they cover.
public struct TripNights: Sendable, Equatable {
    /// The trip's stays in display order (by day, then sortOrder, then id).
    public let stays: [Item]
    /// Per day (index 0 is day 1): the indices in `stays` of those whose night it is, in order.
    private let byDay: [[Int32]]
    /// How many of the trip's nights some stay covers (counted once: a frame's title asks).
    public let booked: Int

    public init(_ trip: Trip) {
        var stays = trip.items.filter { $0.stay != nil }
        stays.sort { ($0.day, $0.sortOrder, $0.id) < ($1.day, $1.sortOrder, $1.id) }
        self.init(days: trip.days, sortedStays: stays)
    }

    /// `sortedStays`: the trip's stays, already in display order.
    init(days: Int, sortedStays: [Item]) {
        stays = sortedStays
        var byDay = [[Int32]](repeating: [], count: days)
        for (i, item) in sortedStays.enumerated() {
            for day in item.stay!.nightDays(from: item.day) {
                guard day <= days else { break }
                byDay[day - 1].append(Int32(i))
            }
        }
        self.byDay = byDay
        booked = byDay.dropLast().count { !$0.isEmpty }
    }

    /// Whether the trip has any stay: a trip without one is not asked about its nights.
    public var any: Bool { !stays.isEmpty }

    /// The trip's own nights: those of days 1…N−1 (the last day goes home).
    public var count: Int { byDay.count - 1 }

    /// The stays whose night day `day` (1-based) is, in display order.
    public func stays(onNightOf day: Int) -> [Item] {
        guard byDay.indices.contains(day - 1) else { return [] }
        return byDay[day - 1].map { stays[Int($0)] }
    }

    /// `nights 5/8`, once the trip has a stay; nil before.
    public var summary: String? { any ? "nights \(booked)/\(count)" : nil }
}
