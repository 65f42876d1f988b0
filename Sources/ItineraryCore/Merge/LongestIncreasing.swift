/// A longest increasing subsequence of distinct ranks, in O(n log n): what a merge keeps in
/// place of a list whose elements each occur once. Among the longest, one with the most
/// `preferred` elements: the elements a side did not renumber are the likelier to have stayed.
enum LongestIncreasing {
    /// The indices (ascending) of the subsequence; `ranks` are distinct and not negative.
    static func indices(ranks: [Int], preferring preferred: (Int) -> Bool = { _ in false }) -> [Int] {
        guard !ranks.isEmpty else { return [] }
        // Length first, then preferred elements: one weight per element, `bonus` more if preferred.
        let bonus = 1
        let length = ranks.count + 1
        // A Fenwick tree over ranks: the best (weight, last index) of a run ending at a rank ≤ r.
        var tree = [(weight: Int, index: Int)](repeating: (0, -1), count: (ranks.max() ?? 0) + 2)
        var previous = [Int](repeating: -1, count: ranks.count)
        var best = (weight: 0, index: -1)
        for (i, rank) in ranks.enumerated() {
            var before = (weight: 0, index: -1)
            var r = rank  // ranks below `rank`: tree positions 1…rank
            while r > 0 {
                if tree[r].weight > before.weight { before = tree[r] }
                r -= r & -r
            }
            previous[i] = before.index
            let run = (weight: before.weight + length + (preferred(i) ? bonus : 0), index: i)
            if run.weight > best.weight { best = run }
            r = rank + 1
            while r < tree.count {
                if run.weight > tree[r].weight { tree[r] = run }
                r += r & -r
            }
        }
        var result: [Int] = []
        var i = best.index
        while i >= 0 {
            result.append(i)
            i = previous[i]
        }
        return result.reversed()
    }

    /// The same for values in an order of their own: their ranks are their places when sorted.
    static func indices<T>(_ values: [T], by isLess: (T, T) -> Bool) -> [Int] {
        var ranks = [Int](repeating: 0, count: values.count)
        for (rank, i) in values.indices.sorted(by: { isLess(values[$0], values[$1]) }).enumerated() { ranks[i] = rank }
        return indices(ranks: ranks)
    }
}
