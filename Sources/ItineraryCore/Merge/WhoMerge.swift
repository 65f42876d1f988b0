/// An entry's `who` changed differently on both sides, merged as a set (docs/sharing.md,
/// docs/travellers.md): no `who` counts as every traveller of the trip on that side; the
/// result is the base's travellers, with those either side added and without those either
/// side took away. Each side that merely agrees with the other, or leaves the base as it was,
/// never gets here: that is the three-way rule for any key.
enum WhoMerge {
    /// Every traveller of the entry's trip in each version and in the merge: what no `who` means.
    struct Everyone {
        let base: [String]
        let ours: [String]
        let theirs: [String]
        let merged: [String]
    }

    enum Outcome: Equatable {
        /// The merged `who`; nil for everyone.
        case merged([String]?)
        /// Between them the sides took everyone away: a conflict.
        case empty
    }

    /// Each nil is no `who`. An entry added on both sides has no base: `everyone.base` is then
    /// empty (it was nobody's), so the sides' travellers are joined.
    static func merge(
        base: [String]?, ours: [String]?, theirs: [String]?, everyone: Everyone,
        preferring side: MergeSide
    ) -> Outcome {
        let b = Set(base ?? everyone.base)
        let o = Set(ours ?? everyone.ours)
        let t = Set(theirs ?? everyone.theirs)
        let result = b.union(o.subtracting(b)).union(t.subtracting(b)).subtracting(b.subtracting(o))
            .subtracting(b.subtracting(t))
        guard !result.isEmpty else { return .empty }
        // Everyone, where a side said so by writing no `who`: it stays no `who`, so that a
        // traveller who joins later is on it too.
        if (ours == nil || theirs == nil) && Set(everyone.merged).isSubset(of: result) { return .merged(nil) }
        // In the order the preferred side wrote them, then the other's, the base's, the trip's.
        var names: [String] = []
        var placed: Set<String> = []
        for list in [side.pick(ours, theirs) ?? [], side.pick(theirs, ours) ?? [], base ?? [], everyone.merged] {
            for name in list where result.contains(name) && placed.insert(name).inserted { names.append(name) }
        }
        // A traveller only a side's own list of travellers names (its no `who`) goes last.
        for name in result.sorted() where placed.insert(name).inserted { names.append(name) }
        return .merged(names)
    }

    /// `merge` on the file's values: nil when one is not a list of names (the three-way
    /// rule then decides, as for any key).
    static func merge(
        base: JSONValue?, ours: JSONValue?, theirs: JSONValue?, everyone: Everyone,
        preferring side: MergeSide
    ) -> Outcome? {
        func names(_ value: JSONValue?) -> [String]?? {
            guard let value else { return .some(nil) }
            guard case .array(let elements) = value else { return nil }
            var names: [String] = []
            for e in elements {
                guard case .string(let name) = e else { return nil }
                names.append(name)
            }
            return .some(names)
        }
        guard let b = names(base), let o = names(ours), let t = names(theirs) else { return nil }
        return merge(base: b, ours: o, theirs: t, everyone: everyone, preferring: side)
    }
}

extension MergeInput {
    /// The travellers of the trip that holds an entry (`trip` says which, on a side) in each
    /// version, and in the merge, where it goes with the preferred side.
    func everyone(_ trip: (SideIndex) -> String?, merged trips: [String: Trip]) -> WhoMerge.Everyone {
        func travellers(_ side: SideIndex) -> [String] { trip(side).flatMap { side.trips[$0]?.travellers } ?? [] }
        let home = trip(self[preferred]) ?? trip(self[preferred.other])
        return WhoMerge.Everyone(
            base: travellers(base), ours: travellers(ours), theirs: travellers(theirs),
            merged: home.flatMap { trips[$0]?.travellers } ?? [])
    }
}
