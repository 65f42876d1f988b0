/// The three versions a merge reads, indexed, and the side it keeps where they disagree.
struct MergeInput {
    let base: SideIndex
    let ours: SideIndex
    let theirs: SideIndex
    let preferred: MergeSide

    subscript(side: MergeSide) -> SideIndex { side == .ours ? ours : theirs }

    /// Every id `ids` gives in any version, each once.
    func union(_ ids: (SideIndex) -> some Collection<String>) -> Set<String> {
        var all = Set(ids(base))
        all.formUnion(ids(ours))
        all.formUnion(ids(theirs))
        return all
    }

    /// One value by the three-way rule, a version without it counting as unchanged.
    func value<T: Equatable>(_ get: (SideIndex) -> T?) -> ThreeWay<T?> {
        let b = get(base)
        return ThreeWay(base: b, ours: get(ours) ?? b, theirs: get(theirs) ?? b)
    }
}
