/// Where each entry of a layout stands, found from its id: an open-addressed hash table of
/// day indexes and the ids' hashes, 12 bytes a slot. The ids are not stored again: a slot whose
/// hash matches is confirmed by reading the id of the entry at its dayIndex. A
/// `[String: DayIndex]` of a 100,000-item trip took 6.3 MB (a string key is 16 bytes, and it
/// keeps a quarter of its slots free, which at 100,000 means 262,144 slots); this takes 1.5 MB.
///
/// Linear probing, and removal by shifting back the slots after the removed one (Knuth's
/// algorithm R), so no slot is a tombstone and a lookup stops at the first empty slot.
struct DayIndexTable: Sendable {
    struct DayIndex: Hashable, Sendable {
        let day: Int32
        let index: Int32
    }

    private struct Slot: Equatable, Sendable {
        let hash: UInt32
        let dayIndex: DayIndex
        var isEmpty: Bool { dayIndex.day < 0 }
        static let empty = Slot(hash: 0, dayIndex: DayIndex(day: -1, index: -1))
    }

    private var slots: [Slot]
    private(set) var count = 0

    init(minimumCapacity: Int) {
        slots = Array(repeating: .empty, count: Self.capacity(for: minimumCapacity))
    }

    /// A power of two at most four in five full: probes stay short, and the hash kept in
    /// each slot passes over most others without reading an id.
    private static func capacity(for count: Int) -> Int {
        var capacity = 16
        while capacity * 4 < count * 5 { capacity *= 2 }
        return capacity
    }

    private var mask: Int { slots.count - 1 }

    private static func hash(_ id: String) -> UInt32 { UInt32(truncatingIfNeeded: id.hashValue) }

    /// The dayIndex of `id`; `idAt` gives the id of the entry at a dayIndex.
    func find(_ id: String, idAt: (DayIndex) -> String) -> DayIndex? {
        let h = Self.hash(id)
        var i = Int(h) & mask
        while !slots[i].isEmpty {
            if slots[i].hash == h, idAt(slots[i].dayIndex) == id { return slots[i].dayIndex }
            i = (i + 1) & mask
        }
        return nil
    }

    /// Records that `id`'s entry stands at `dayIndex`. An entry that moves has its old dayIndex
    /// taken out with `remove`, before or after.
    mutating func insert(_ id: String, at dayIndex: DayIndex) {
        if (count + 1) * 5 > slots.count * 4 { grow() }
        put(Slot(hash: Self.hash(id), dayIndex: dayIndex))
        count += 1
    }

    private mutating func put(_ slot: Slot) {
        var i = Int(slot.hash) & mask
        while !slots[i].isEmpty { i = (i + 1) & mask }
        slots[i] = slot
    }

    /// Takes out the slot of `id` at `dayIndex`, reading no entry (the layout may be half
    /// changed); nothing when there is none.
    mutating func remove(_ id: String, at dayIndex: DayIndex) {
        let h = Self.hash(id)
        var hole = Int(h) & mask
        while slots[hole] != Slot(hash: h, dayIndex: dayIndex) {
            guard !slots[hole].isEmpty else { return }
            hole = (hole + 1) & mask
        }
        // Each later slot of the run moves into the hole unless its home lies (cyclically)
        // after the hole and up to it, where a lookup starting at home still finds it.
        var j = hole
        while true {
            j = (j + 1) & mask
            guard !slots[j].isEmpty else { break }
            let home = Int(slots[j].hash) & mask
            let staysPut = hole <= j ? (hole < home && home <= j) : (hole < home || home <= j)
            if !staysPut {
                slots[hole] = slots[j]
                hole = j
            }
        }
        slots[hole] = .empty
        count -= 1
    }

    private mutating func grow() {
        let old = slots
        slots = Array(repeating: .empty, count: old.count * 2)
        for slot in old where !slot.isEmpty { put(slot) }
    }

    /// The memory its slots take.
    var capacityBytes: Int { slots.count * MemoryLayout<Slot>.stride }
}
