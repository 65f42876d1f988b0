/// Whether hashes are all different, by sorting them: a radix sort reads and writes in
/// runs, where a hash set of 100,000 entries would miss the cache on nearly every insert.
/// In place (an American flag sort on the top two bytes, then the few left in each run
/// sorted): the copy a two-buffer radix sort needs was 0.8 MB at 100,000 ids, paid at the
/// moment every item of the file is held, the start's peak. A few thousand are sorted as
/// they are: the flag sort's 256 runs a pass cost more than sorting a small library
/// (0.2 M instructions of a 100-item file's start).
enum Distinct {
    /// Below this many, a comparison sort is the quicker.
    static var smallCount: Int { 4_096 }

    /// True if no two of `hashes` are equal; leaves them sorted (by their bits).
    static func all(_ hashes: inout [Int]) -> Bool {
        guard hashes.count > 1 else { return true }
        if hashes.count < smallCount {
            hashes.sort { UInt(bitPattern: $0) < UInt(bitPattern: $1) }
        } else {
            flagSort(&hashes)
        }
        for i in 1..<hashes.count where hashes[i] == hashes[i - 1] { return false }
        return true
    }

    private static func flagSort(_ hashes: inout [Int]) {
        hashes.withUnsafeMutableBufferPointer { a in
            var runs = Runs()
            let ends = runs.partition(a, 0..<a.count, shift: 56)
            var from = 0
            for d in 0..<256 {
                let to = ends[d]
                if to - from > 1 {
                    let inner = runs.partition(a, from..<to, shift: 48)
                    var low = from
                    for high in inner {
                        if high - low > 1 { a[low..<high].sort() }
                        low = high
                    }
                }
                from = to
            }
        }
    }

    /// One pass of the flag sort, its counters kept from pass to pass.
    private struct Runs {
        private var next = [Int](repeating: 0, count: 256)

        /// Puts `a[range]` in order of the byte at `shift`, in place, each value swapped
        /// straight to its run; the ends of the 256 runs.
        mutating func partition(_ a: UnsafeMutableBufferPointer<Int>, _ range: Range<Int>, shift: Int) -> [Int] {
            func digit(_ h: Int) -> Int { Int(UInt(bitPattern: h) >> UInt(shift) & 0xFF) }
            var ends = [Int](repeating: 0, count: 256)
            for i in range { ends[digit(a[i])] += 1 }
            var start = range.lowerBound
            for d in 0..<256 {
                next[d] = start
                start += ends[d]
                ends[d] = start
            }
            for d in 0..<256 {
                while next[d] < ends[d] {
                    var h = a[next[d]]
                    var e = digit(h)
                    while e != d {
                        swap(&h, &a[next[e]])
                        next[e] += 1
                        e = digit(h)
                    }
                    a[next[d]] = h
                    next[d] += 1
                }
            }
            return ends
        }
    }
}
