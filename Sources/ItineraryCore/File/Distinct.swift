/// Whether hashes are all different, by sorting them: a radix sort reads and writes in
/// runs, where a hash set of 100,000 entries would miss the cache on nearly every insert.
enum Distinct {
    /// True if no two of `hashes` are equal; leaves them sorted (by their bits).
    static func all(_ hashes: inout [Int]) -> Bool {
        guard hashes.count > 1 else { return true }
        var spare = [Int](repeating: 0, count: hashes.count)
        hashes.withUnsafeMutableBufferPointer { a in
            spare.withUnsafeMutableBufferPointer { b in
                var from = a
                var to = b
                var counts = [Int](repeating: 0, count: 256)
                for shift in stride(from: 0, to: 64, by: 8) {
                    for i in counts.indices { counts[i] = 0 }
                    for h in from { counts[Int(UInt(bitPattern: h) >> UInt(shift) & 0xFF)] += 1 }
                    var start = 0
                    for i in counts.indices {
                        (counts[i], start) = (start, start + counts[i])
                    }
                    for h in from {
                        let digit = Int(UInt(bitPattern: h) >> UInt(shift) & 0xFF)
                        to[counts[digit]] = h
                        counts[digit] += 1
                    }
                    swap(&from, &to)
                }
            }
        }
        // Eight passes: the sorted run is back in `hashes`.
        for i in 1..<hashes.count where hashes[i] == hashes[i - 1] { return false }
        return true
    }
}
