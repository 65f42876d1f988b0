/// How many of everyone's list a kind of finding makes, kept up as each traveller's walk
/// changes, without putting the list together (`WalkMerge` does, when asked): per finding, how
/// many walks find it and how many times in all. One every walk finds is said once, without a
/// name; any other once each time a walk finds it, with the name.
struct WalkTally<Finding: Hashable & Sendable>: Sendable {
    private struct Held: Sendable {
        var walks = 0
        var times = 0
    }

    private let walks: Int
    /// How many times each walk finds each finding.
    private var perWalk: [[Finding: Int]]
    private var held: [Finding: Held] = [:]
    /// How many the merged list holds.
    private(set) var count = 0

    init(walks: Int) {
        self.walks = walks
        perWalk = Array(repeating: [:], count: walks)
    }

    /// Whether every walk finds it: then it is said once, without a name.
    func isEveryones(_ finding: Finding) -> Bool { held[finding]?.walks == walks }

    mutating func add(_ findings: some Sequence<Finding>, walk: Int) {
        for finding in findings { change(finding, walk: walk, by: 1) }
    }

    mutating func remove(_ findings: some Sequence<Finding>, walk: Int) {
        for finding in findings { change(finding, walk: walk, by: -1) }
    }

    private mutating func change(_ finding: Finding, walk: Int, by delta: Int) {
        let before = perWalk[walk][finding] ?? 0
        let after = before + delta
        perWalk[walk][finding] = after == 0 ? nil : after
        var h = held[finding] ?? Held()
        count -= said(h)
        h.times += delta
        if before == 0 { h.walks += 1 } else if after == 0 { h.walks -= 1 }
        count += said(h)
        held[finding] = h.times == 0 ? nil : h
    }

    private func said(_ h: Held) -> Int { h.walks == walks ? 1 : h.times }
}
