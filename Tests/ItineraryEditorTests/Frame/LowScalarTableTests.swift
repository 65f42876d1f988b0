import Testing

@testable import ItineraryEditor

/// The widths below U+3000 are made ahead as runs; these hold them to the rules they come from.
@Suite struct LowScalarTableTests {
    @Test func theRunsHoldWhatTheRulesSay() {
        let computed = LowScalarTable.computed()
        let expanded = LowScalarTable.expanded(LowScalarTable.runs)
        let differ = computed.indices.first { computed[$0] != expanded[$0] }
        #expect(differ == nil, "U+\(String(differ ?? 0, radix: 16)) differs; new runs:\n\(Self.literal(computed))")
    }

    @Test func runsGiveBackTheBytesTheyWereMadeOf() {
        var rng = SystemRandomNumberGenerator()
        for _ in 0..<10 {
            var bytes = [UInt8](repeating: 0, count: LowScalarTable.count)
            var v = 0
            while v < bytes.count {
                let run = Int.random(in: 1...300, using: &rng)
                let byte = UInt8.random(in: 0...31, using: &rng)
                for i in v..<min(v + run, bytes.count) { bytes[i] = byte }
                v += run
            }
            #expect(LowScalarTable.expanded(LowScalarTable.runs(of: bytes)) == bytes)
        }
    }

    /// The runs as Swift source, eight to a line.
    static func literal(_ bytes: [UInt8]) -> String {
        let runs = LowScalarTable.runs(of: bytes).map { "0x" + String($0, radix: 16, uppercase: true) }
        return stride(from: 0, to: runs.count, by: 8).map {
            runs[$0..<min($0 + 8, runs.count)].joined(separator: ", ") + ","
        }
        .joined(separator: "\n")
    }
}

/// How the runs are made: from the rules, then run-length encoded.
extension LowScalarTable {
    /// The byte of one scalar, by the rules.
    static func byte(_ s: Unicode.Scalar) -> UInt8 {
        let width = UInt8(DisplayWidth.computed(s))
        let emoji = s.properties.isEmojiPresentation ? emojiBit : 0
        let alone = LoneScalars.standsAlone(s) ? width << loneShift : 0
        return width | emoji | alone
    }

    /// Every byte by the rules (what the runs were made from); a surrogate's is 1, as before.
    static func computed() -> [UInt8] { (0..<count).map { Unicode.Scalar(UInt32($0)).map(byte) ?? 1 } }

    /// Runs of `bytes`: each its first scalar in the high bits, its byte in the low eight.
    static func runs(of bytes: [UInt8]) -> [UInt32] {
        bytes.indices.compactMap { i in i == 0 || bytes[i] != bytes[i - 1] ? UInt32(i) << 8 | UInt32(bytes[i]) : nil }
    }
}
