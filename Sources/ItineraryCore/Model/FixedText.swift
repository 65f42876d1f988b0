#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A number with a fixed count of decimals, correctly rounded from its binary value, as C's
/// `%.Nf` writes it: what Foundation's `String(format:)` gives, without linking Foundation.
enum FixedText {
    static func text(_ value: Double, places: Int) -> String {
        withUnsafeTemporaryAllocation(of: CChar.self, capacity: 64) { buffer in
            let written = withVaList([value]) { vsnprintf(buffer.baseAddress, buffer.count, "%.\(places)f", $0) }
            guard written > 0, Int(written) < buffer.count else { return String(value) }
            return String(cString: buffer.baseAddress!)
        }
    }
}
