/// Keys for items placed in one traveller's own trip, worked out among all of the day's
/// entries (docs/travellers.md). The traveller's view shows only their entries, so a key it
/// gives is right among those alone: halfway between two of their rows may sit on another
/// traveller's item, and renumbering their rows alone may give two items one key. Here each
/// placed run goes just after the entry the traveller sees above it, among everyone's.
public enum SeenKeys {
    /// The new key of each placed item, and the other items of the day renumbered to make room.
    /// `placed`: items of the day with the keys the traveller's view gave them. `seen`: the
    /// day's entries the traveller sees, as they stand; `all`: every entry of the day as it
    /// stands, each in display order.
    public static func place(_ placed: [Item], seen: [Entry], all: [Entry]) -> (
        keys: [String: Double], renumbered: [Renumbering]
    ) {
        let named = Set(placed.map(\.id))
        // The traveller's order after the change, and where each run of placed items follows.
        let wanted = (seen.filter { !named.contains($0.id) } + placed.map(Entry.item)).sorted(by: Entry.displayOrder)
        var leading: [Item] = []
        var following: [String: [Item]] = [:]
        var above: String?
        for entry in wanted {
            if let item = entry.item, named.contains(item.id) {
                if let above { following[above, default: []].append(item) } else { leading.append(item) }
            } else {
                above = entry.id
            }
        }
        let firstSeen = wanted.first { !named.contains($0.id) }?.id

        var target: [Entry] = []
        var runs: [Range<Int>] = []
        func add(_ run: [Item]) {
            guard !run.isEmpty else { return }
            target += run.map(Entry.item)
            runs.append((target.count - run.count)..<target.count)
        }
        var placedCount = 0
        for entry in all where !named.contains(entry.id) {
            if entry.id == firstSeen {
                add(leading)
                placedCount += leading.count
            }
            target.append(entry)
            if let run = following[entry.id] {
                add(run)
                placedCount += run.count
            }
        }
        if placedCount < placed.count {
            // What `all` lacks (it should hold every seen entry) goes last, never lost.
            let inTarget = Set(target.map(\.id))
            add(placed.filter { !inTarget.contains($0.id) })
        }

        var keys: [String: Double] = [:]
        for run in runs {
            let previous = run.lowerBound > 0 ? SortKeys.Neighbour(target[run.lowerBound - 1]) : nil
            let next = run.upperBound < target.count ? SortKeys.Neighbour(target[run.upperBound]) : nil
            guard let values = SortKeys.keys(count: run.count, after: previous, before: next) else {
                return normalized(target, named)
            }
            for (i, value) in zip(run, values) { keys[target[i].id] = value }
        }
        return (keys, [])
    }

    /// No room in a gap: the whole day renumbered in the order wanted.
    private static func normalized(_ target: [Entry], _ named: Set<String>) -> (
        keys: [String: Double], renumbered: [Renumbering]
    ) {
        let (entries, changes) = SortKeys.normalize(target)
        var keys: [String: Double] = [:]
        for entry in entries where named.contains(entry.id) { keys[entry.id] = entry.key }
        return (keys, changes.filter { !named.contains($0.id) })
    }
}
