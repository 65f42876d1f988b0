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

    /// The number `text` writes, as a count of 10^-places; at most `limit` of them. Read in two
    /// passes over the text's bytes, without an array: a file reads one for every cost.
    public static func units(_ text: String, places: Int, limit: Int64) -> Result<Int64, Failure> {
        let bytes = text.utf8
        let end = bytes.endIndex
        var i = bytes.startIndex
        let negative = i < end && bytes[i] == UInt8(ascii: "-")
        if negative { i = bytes.index(after: i) }
        let mantissa = i
        // The digits from the first that is not 0 to the last, then the zeros after them: the
        // value is those digits × 10^(exponent − fraction digits + trailing zeros).
        var significant = 0
        var trailingZeros = 0
        var fractionDigits = 0
        var sawDigit = false
        var inFraction = false
        while i < end, bytes[i] != UInt8(ascii: "e"), bytes[i] != UInt8(ascii: "E") {
            let b = bytes[i]
            i = bytes.index(after: i)
            if b == UInt8(ascii: ".") {
                guard !inFraction else { return .failure(.notANumber) }
                inFraction = true
                continue
            }
            guard b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") else { return .failure(.notANumber) }
            sawDigit = true
            if inFraction { fractionDigits += 1 }
            if b != UInt8(ascii: "0") {
                significant += trailingZeros + 1
                trailingZeros = 0
            } else if significant > 0 {
                trailingZeros += 1
            }
        }
        guard sawDigit else { return .failure(.notANumber) }
        var exponent = 0
        if i < end {  // past the `e`
            i = bytes.index(after: i)
            var sign = 1
            if i < end, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") {
                sign = bytes[i] == UInt8(ascii: "-") ? -1 : 1
                i = bytes.index(after: i)
            }
            guard i < end else { return .failure(.notANumber) }
            while i < end {
                let b = bytes[i]
                guard b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") else { return .failure(.notANumber) }
                exponent = min(exponent * 10 + Int(b - UInt8(ascii: "0")), 100_000)  // far past any count's reach
                i = bytes.index(after: i)
            }
            exponent *= sign
        }
        if significant == 0 { return .success(0) }  // zero, -0 included
        if negative { return .failure(.negative) }
        let shift = exponent - fractionDigits + trailingZeros + places
        guard shift >= 0 else { return .failure(.tooManyDecimals(places)) }
        guard significant + shift <= 19 else { return .failure(.tooLarge) }
        var value: Int64 = 0
        func times10(plus digit: UInt8) -> Bool {
            let (times, o1) = value.multipliedReportingOverflow(by: 10)
            let (sum, o2) = times.addingReportingOverflow(Int64(digit))
            value = sum
            return !o1 && !o2
        }
        var left = significant
        i = mantissa
        while left > 0 {
            let b = bytes[i]
            i = bytes.index(after: i)
            guard b != UInt8(ascii: "."), value > 0 || b != UInt8(ascii: "0") else { continue }  // leading zeros
            guard times10(plus: b - UInt8(ascii: "0")) else { return .failure(.tooLarge) }
            left -= 1
        }
        for _ in 0..<shift {
            guard times10(plus: 0) else { return .failure(.tooLarge) }
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
