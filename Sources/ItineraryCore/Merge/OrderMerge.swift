/// One element of an ordered list as a side has it: its id, the part of the list it is in (a
/// trip's day and the gap between two games, for an item; one part for a plain list), and the
/// number that orders it there, if any.
struct Ordered<Label: Hashable & Comparable>: Hashable {
    let id: String
    let label: Label
    var key: Double = 0
}

/// Order merged as order, not as numbers (docs/sharing.md). An element "moved" on a side when
/// it is new there, sits in another part of the list, or falls outside a longest run of
/// elements that kept their order; renumbering moves nothing. The elements moved on neither
/// side are the stable skeleton; each moved element is put back after the stable element that
/// precedes it on the side that moved it.
enum OrderMerge {
    struct Merged<Label: Hashable & Comparable> {
        /// By label, then in merged order.
        var order: [Ordered<Label>]
        /// The side whose place each moved or new element took (the preferred one when both
        /// moved it); stable elements are not here.
        var placedBy: [String: MergeSide]
        /// Elements both sides moved to different places: the preferred side's place was kept.
        var disputed: Set<String>
    }

    /// The ids of `side` that are new or moved since `base`. Of two ways to read a change
    /// (d moved before c, or c after d), the one that moves what kept its number.
    static func moved<L>(from base: [Ordered<L>], to side: [Ordered<L>]) -> Set<String> {
        var sideIndex: [String: Int] = [:]
        sideIndex.reserveCapacity(side.count)
        for (i, e) in side.enumerated() { sideIndex[e.id] = i }
        var common: [(index: Int, sameKey: Bool)] = []
        for e in base {
            if let i = sideIndex[e.id], side[i].label == e.label { common.append((i, side[i].key == e.key)) }
        }
        var kept = [Bool](repeating: false, count: side.count)
        for k in LongestIncreasing.indices(ranks: common.map(\.index), preferring: { common[$0].sameKey }) {
            kept[common[k].index] = true
        }
        return Set(side.indices.lazy.filter { !kept[$0] }.map { side[$0].id })
    }

    /// The merged order of the elements in `present`, each of which is in base or a side.
    static func merge<L>(
        base: [Ordered<L>], ours: [Ordered<L>], theirs: [Ordered<L>],
        keeping present: Set<String>, preferring preferred: MergeSide
    ) -> Merged<L> {
        let movedOurs = moved(from: base, to: ours)
        let movedTheirs = moved(from: base, to: theirs)
        let stable = Set(
            base.lazy.map(\.id).filter {
                present.contains($0) && !movedOurs.contains($0) && !movedTheirs.contains($0)
            })
        let placeOurs = landings(ours, moved: movedOurs, stable: stable, present: present)
        let placeTheirs = landings(theirs, moved: movedTheirs, stable: stable, present: present)

        var placedBy: [String: MergeSide] = [:]
        var disputed: Set<String> = []
        var runs: [Landing<L>: (ours: [String], theirs: [String])] = [:]
        let sides = [(MergeSide.ours, ours, placeOurs, placeTheirs), (.theirs, theirs, placeTheirs, placeOurs)]
        for (side, sequence, own, other) in sides {
            for e in sequence {
                guard let place = own[e.id] else { continue }
                if let elsewhere = other[e.id] {
                    // Moved on both sides: the same place is one change; else the preferred side's.
                    if elsewhere != place {
                        disputed.insert(e.id)
                        guard side == preferred else { continue }
                    }
                    placedBy[e.id] = preferred
                } else {
                    placedBy[e.id] = side
                }
                if side == .ours {
                    runs[place, default: ([], [])].ours.append(e.id)
                } else {
                    runs[place, default: ([], [])].theirs.append(e.id)
                }
            }
        }

        var stableByLabel: [L: [String]] = [:]
        for e in base where stable.contains(e.id) { stableByLabel[e.label, default: []].append(e.id) }
        let labels = Set(stableByLabel.keys).union(runs.keys.map(\.label)).sorted()
        var order: [Ordered<L>] = []
        order.reserveCapacity(present.count)
        func appendRun(_ place: Landing<L>) {
            guard let run = runs[place] else { return }
            for id in combine(run.ours, run.theirs, preferring: preferred, disputed: &disputed) {
                order.append(Ordered(id: id, label: place.label))
            }
        }
        for label in labels {
            appendRun(Landing(label: label, after: nil))
            for id in stableByLabel[label] ?? [] {
                order.append(Ordered(id: id, label: label))
                appendRun(Landing(label: label, after: id))
            }
        }
        return Merged(order: order, placedBy: placedBy, disputed: disputed)
    }

    /// Where a side put an element it moved: its part of the list, after which stable element.
    private struct Landing<L: Hashable>: Hashable {
        let label: L
        let after: String?
    }

    private static func landings<L>(
        _ sequence: [Ordered<L>], moved: Set<String>, stable: Set<String>,
        present: Set<String>
    ) -> [String: Landing<L>] {
        var result: [String: Landing<L>] = [:]
        var label: L?
        var lastStable: String?
        for e in sequence {
            if e.label != label {
                label = e.label
                lastStable = nil
            }
            if stable.contains(e.id) {
                lastStable = e.id
            } else if moved.contains(e.id), present.contains(e.id) {
                result[e.id] = Landing(label: e.label, after: lastStable)
            }
        }
        return result
    }

    /// Both sides' runs at one place, as one. An element in both (moved alike) keeps its place
    /// among them; the runs between such elements go in order of their first ids, so a merge
    /// without disputes does not depend on which side is which.
    private static func combine(
        _ ours: [String], _ theirs: [String], preferring preferred: MergeSide,
        disputed: inout Set<String>
    ) -> [String] {
        guard !ours.isEmpty, !theirs.isEmpty else { return ours + theirs }
        var theirsIndex: [String: Int] = [:]
        for (i, id) in theirs.enumerated() { theirsIndex[id] = i }
        let shared = ours.compactMap { id in theirsIndex[id].map { (id: id, theirs: $0) } }
        let inOrder = Set(LongestIncreasing.indices(ranks: shared.map(\.theirs)).map { shared[$0].id })
        let outOfOrder = Set(shared.map(\.id)).subtracting(inOrder)
        disputed.formUnion(outOfOrder)
        var a = ours
        var b = theirs
        if preferred == .ours {
            b.removeAll { outOfOrder.contains($0) }
        } else {
            a.removeAll { outOfOrder.contains($0) }
        }

        var result: [String] = []
        var i = 0
        var j = 0
        while i < a.count || j < b.count {
            let runA = a[i...].prefix { !inOrder.contains($0) }
            let runB = b[j...].prefix { !inOrder.contains($0) }
            let first = runA.first.map { x in runB.first.map { x < $0 } ?? true } ?? false
            result += first ? Array(runA) + runB : Array(runB) + runA
            i += runA.count
            j += runB.count
            if i < a.count {  // both at the same shared element
                result.append(a[i])
                i += 1
                j += 1
            }
        }
        return result
    }
}
