#if canImport(Glibc)
    import Glibc
#endif

extension TerminalUpdate {
    /// Rows `top…bottom` moved `by` rows up (positive) or down: the terminal scrolls them
    /// within margins, and the rows it uncovers come in blank.
    struct Scroll: Equatable {
        let top: Int
        let bottom: Int
        let by: Int
        /// The rows found right once scrolled, which need no second look.
        var right: [Bool] = []

        /// Rows a scroll must save for its own bytes to be worth it.
        static let worthwhile = 3

        /// The scroll that leaves the most rows already right, if one saves enough; the nearest
        /// first, and one that puts half the screen right is taken at once (a list moved a row).
        static func best(from old: Frame, to new: Frame, unchanged: [Bool]) -> Scroll? {
            var best: (scroll: Scroll, gain: Int)?
            let changed = unchanged.indices.filter { !unchanged[$0] }
            for k in [1, -1, 2, -2, 3, -3] where abs(k) < new.height {
                if let gain = best?.gain, gain * 2 >= new.height { break }
                // The rows that would be right after moving by k, and are not right now: few
                // rows change on most keys, so they are looked at first.
                let rows = max(0, -k)..<min(new.height, new.height - k)
                var right = [Bool](repeating: false, count: new.height)
                var gain = 0
                for y in changed where rows.contains(y) && rowsEqual(new, y, old, y + k) {
                    right[y] = true
                    gain += 1
                }
                guard gain >= worthwhile, gain > best?.gain ?? 0 else { continue }
                for y in rows where unchanged[y] && rowsEqual(new, y, old, y + k) { right[y] = true }
                guard let first = right.firstIndex(of: true), let last = right.lastIndex(of: true) else { continue }
                // In the old frame's rows, the margins hold both where they were and where they go.
                var scroll =
                    k > 0 ? Scroll(top: first, bottom: last + k, by: k) : Scroll(top: first + k, bottom: last, by: k)
                scroll.right = right
                best = (scroll, gain)
            }
            return best?.scroll
        }

        /// This scroll without the rows that stand right where they are and would not once
        /// moved (a held item the list scrolls under): each stretch between them scrolls on its
        /// own, so they are not written again. A stretch that puts no row right is left out,
        /// and when the stretches together no longer save enough, nothing scrolls.
        func parts(keeping unchanged: [Bool]) -> [Scroll] {
            let stays = (top...bottom).filter { unchanged[$0] && !right[$0] }
            guard !stays.isEmpty else { return [self] }
            var parts: [Scroll] = []
            var start = top
            for end in stays.map({ $0 - 1 }) + [bottom] {
                if end - start >= abs(by) {
                    var part = Scroll(top: start, bottom: end, by: by)
                    part.right = right.indices.map { y in
                        right[y] && (start...end).contains(y) && (start...end).contains(y + by)
                    }
                    if part.gain(unchanged) > 0 { parts.append(part) }
                }
                start = end + 2
            }
            return parts.reduce(0) { $0 + $1.gain(unchanged) } >= Self.worthwhile ? parts : []
        }

        /// The rows this scroll puts right that were not right already.
        private func gain(_ unchanged: [Bool]) -> Int { right.indices.count { right[$0] && !unchanged[$0] } }

        /// Row `y` of `a` against row `z` of `b`: one stored row is equal unread (most rows of
        /// a frame come from the row memo, as the frame before's did), else as bytes by
        /// `memcmp` (a cell is one word); marks compared only where any are.
        static func rowsEqual(_ a: Frame, _ y: Int, _ b: Frame, _ z: Int) -> Bool {
            let sameCells =
                a.sharesRow(y, with: b, z)
                || a.rows[y].withUnsafeBytes { ab in
                    b.rows[z].withUnsafeBytes { bb in memcmp(ab.baseAddress!, bb.baseAddress!, ab.count) == 0 }
                }
            guard sameCells, !(a.marks.isEmpty && b.marks.isEmpty) else { return sameCells }
            // The same mark number may stand for different text in the two frames.
            return a.rows[y].allSatisfy { c in c.mark == 0 || a.marks[Int(c.mark) - 1] == b.marks[Int(c.mark) - 1] }
        }
    }
}
