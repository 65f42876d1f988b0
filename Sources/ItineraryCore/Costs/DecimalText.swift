/// A JSON number's text read exactly, as a whole count of hundredths, millionths…: no Double on
/// the way, so `84.5` is 8450 hundredths and `1.005` has three decimals, whatever binary
/// floating point would make of them.
public enum DecimalText {
    public enum Failure: Error, Equatable, Sendable {
        case notANumber, negative
        /// More decimals than the count allows (the allowed number of decimals).
        case tooManyDecimals(Int)
        /// Past the limit (the limit's text).
        case tooLarge
    }

    /// The number `text` writes, as a count of 10^-places; at most `limit` of them.
    public static func units(_ text: String, places: Int, limit: Int64) -> Result<Int64, Failure> {
        var bytes = Array(text.utf8)[...]
        var negative = false
        if bytes.first == UInt8(ascii: "-") {
            negative = true
            bytes = bytes.dropFirst()
        }
        var digits: [UInt8] = []
        var exponent = 0  // the value is digits × 10^exponent
        var sawDigit = false
        var inFraction = false
        while let b = bytes.first, b != UInt8(ascii: "e"), b != UInt8(ascii: "E") {
            bytes = bytes.dropFirst()
            if b == UInt8(ascii: ".") {
                guard !inFraction else { return .failure(.notANumber) }
                inFraction = true
            } else if b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") {
                sawDigit = true
                if !(digits.isEmpty && b == UInt8(ascii: "0")) { digits.append(b - UInt8(ascii: "0")) }
                if inFraction { exponent -= 1 }
            } else {
                return .failure(.notANumber)
            }
        }
        guard sawDigit else { return .failure(.notANumber) }
        if !bytes.isEmpty {  // an exponent
            bytes = bytes.dropFirst()
            var sign = 1
            if let b = bytes.first, b == UInt8(ascii: "+") || b == UInt8(ascii: "-") {
                sign = b == UInt8(ascii: "-") ? -1 : 1
                bytes = bytes.dropFirst()
            }
            guard !bytes.isEmpty else { return .failure(.notANumber) }
            var e = 0
            for b in bytes {
                guard b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") else { return .failure(.notANumber) }
                e = min(e * 10 + Int(b - UInt8(ascii: "0")), 100_000)  // far past any count's reach
            }
            exponent += sign * e
        }
        while let last = digits.last, last == 0 {  // 84.50 has the decimals of 84.5
            digits.removeLast()
            exponent += 1
        }
        if digits.isEmpty { return .success(0) }  // zero, -0 included
        if negative { return .failure(.negative) }
        let shift = exponent + places
        guard shift >= 0 else { return .failure(.tooManyDecimals(places)) }
        guard digits.count + shift <= 19 else { return .failure(.tooLarge) }
        var value: Int64 = 0
        for d in digits + [UInt8](repeating: 0, count: shift) {
            let (times, o1) = value.multipliedReportingOverflow(by: 10)
            let (sum, o2) = times.addingReportingOverflow(Int64(d))
            guard !o1, !o2 else { return .failure(.tooLarge) }
            value = sum
        }
        guard value <= limit else { return .failure(.tooLarge) }
        return .success(value)
    }

    /// 10^n, for the few places a count has (at most 18).
    static func powerOfTen(_ n: Int) -> Int64 {
        (0..<n).reduce(Int64(1)) { power, _ in power * 10 }
    }

    /// The shortest text of `units` 10^-places: `84.5`, `84`, `0.05`.
    public static func text(_ units: Int64, places: Int) -> String {
        guard places > 0 else { return String(units) }
        let scale = powerOfTen(places)
        let whole = units / scale
        var fraction = String(units % scale)
        fraction = String(repeating: "0", count: places - fraction.count) + fraction
        while fraction.last == "0" { fraction.removeLast() }
        return fraction.isEmpty ? String(whole) : "\(whole).\(fraction)"
    }
}
