/// Which stays cover which nights of a trip (docs/stays.md). A trip of N days has the nights of
/// days 1…N−1; a stay covers the nights of its day through day + nights − 1 (clipped to the
/// trip's days here: what runs past the trip is no night of it). A pure function of the trip's
/// stays, in time linear in the stays and the nights they cover.
public struct TripNights: Sendable, Equatable {
    /// The trip's stays in display order (by day, then sortOrder, then id).
    public let stays: [Item]
    /// Night after night, the indices in `stays` of those whose night it is, in order: the
    /// night of day d has `beds[firstBed[d - 1]..<firstBed[d]]`. Two arrays for all the
    /// nights, not one per night.
    private let beds: [Int32]
    private let firstBed: [Int32]
    /// How many of the judged nights some stay covers (counted once: a frame's title asks).
    public let booked: Int
    /// The days whose nights are asked about: the trip's own (1…N−1), or a traveller's, from
    /// the day of their first entry to the day before their last (docs/travellers.md).
    public let judged: Range<Int>

    public init(_ trip: Trip) {
        self.init(days: trip.days, sortedStays: trip.items.filter { $0.stay != nil }.sorted(by: Item.displayOrder))
    }

    /// `sortedStays`: the trip's stays, already in display order; `judged`, within the trip's
    /// own nights, when not all of them.
    init(days: Int, sortedStays: [Item], judged: Range<Int>? = nil) {
        stays = sortedStays
        let judged = judged ?? 1..<max(days, 1)
        self.judged = judged
        func nights(of item: Item) -> ClosedRange<Int> {
            let all = item.stay!.nightDays(from: item.day)
            return all.lowerBound...min(all.upperBound, max(days, all.lowerBound))
        }
        var firstBed = [Int32](repeating: 0, count: days + 1)
        for item in sortedStays where item.day <= days {
            for day in nights(of: item) { firstBed[day] += 1 }
        }
        for d in firstBed.indices.dropFirst() { firstBed[d] += firstBed[d - 1] }
        var next = firstBed
        var beds = [Int32](repeating: 0, count: Int(firstBed[days]))
        for (i, item) in sortedStays.enumerated() where item.day <= days {
            for day in nights(of: item) {
                beds[Int(next[day - 1])] = Int32(i)
                next[day - 1] += 1
            }
        }
        self.beds = beds
        self.firstBed = firstBed
        booked = judged.count { firstBed[$0] > firstBed[$0 - 1] }
    }

    /// The trip's days.
    var days: Int { firstBed.count - 1 }

    /// Whether the trip has any stay: a trip without one is not asked about its nights.
    public var any: Bool { !stays.isEmpty }

    /// The nights judged: the trip's own, those of days 1…N−1 (the last day goes home), or a
    /// traveller's.
    public var count: Int { judged.count }

    /// How many stays day `day`'s night (1-based) has.
    public func bedCount(onNightOf day: Int) -> Int { bedRange(onNightOf: day).count }

    /// The stays whose night day `day` (1-based) is, in display order.
    public func stays(onNightOf day: Int) -> [Item] { beds[bedRange(onNightOf: day)].map { stays[Int($0)] } }

    /// Where day `day`'s night is in `beds`; empty for a day outside the trip.
    private func bedRange(onNightOf day: Int) -> Range<Int> {
        guard day >= 1, day < firstBed.count else { return 0..<0 }
        return Int(firstBed[day - 1])..<Int(firstBed[day])
    }

    /// `nights 5/8`, once the trip has a stay; nil before.
    public var summary: String? { any ? "nights \(booked)/\(count)" : nil }
}
