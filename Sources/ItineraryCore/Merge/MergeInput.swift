/// The three versions a merge reads, indexed, and the side it keeps where they disagree.
struct MergeInput {
    let base: SideIndex
    let ours: SideIndex
    let theirs: SideIndex
    let preferred: MergeSide

    subscript(side: MergeSide) -> SideIndex { side == .ours ? ours : theirs }

    /// Every id `ids` gives in any version, each once, in a fixed order.
    func union(_ ids: (SideIndex) -> some Collection<String>) -> [String] {
        Set(ids(base)).union(ids(ours)).union(ids(theirs)).sorted()
    }

    /// One value by the three-way rule, a version without it counting as unchanged.
    func value<T: Equatable>(_ get: (SideIndex) -> T?) -> ThreeWay<T?> {
        let b = get(base)
        return ThreeWay(base: b, ours: get(ours) ?? b, theirs: get(theirs) ?? b)
    }
}
