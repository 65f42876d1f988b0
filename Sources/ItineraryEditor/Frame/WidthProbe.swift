/// The questions that tell how a terminal draws each disputed kind of cluster, and what
/// its answers mean: each sample is written at the start of a row, then `ESC [ 6 n` asks
/// where the cursor went (as notcurses does); the columns it moved are the sample's width
/// on that terminal. The terminal's I/O is the caller's (`TerminalProbe` in `itin`).
public enum WidthProbe {
    /// A sample, and which kind it measures.
    struct Sample {
        enum Measures { case loneIndicator, kind(Cluster.Dispute) }
        let text: String
        let measures: Measures
    }

    /// In the order they are written and answered. A flag is told from two loose letters by
    /// a lone indicator beside the pair: loose letters take twice a lone one's columns.
    static let samples: [Sample] = [
        Sample(text: "\u{1F1FA}", measures: .loneIndicator),
        Sample(text: "\u{1F1FA}\u{1F1F8}", measures: .kind(.flag)),
        Sample(text: "\u{1F3DF}\u{FE0F}", measures: .kind(.emojiSelector)),
        Sample(text: "\u{2615}\u{FE0E}", measures: .kind(.textSelector)),
        Sample(text: "1\u{FE0F}\u{20E3}", measures: .kind(.keycap)),
        Sample(text: "\u{1F44D}\u{1F3FD}", measures: .kind(.skinTone)),
        Sample(text: "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}", measures: .kind(.joined)),
    ]

    /// How many answers a probe waits for.
    public static var answers: Int { samples.count }

    /// The row (1-based) a probe writes on, or nil when the terminal is too small to hold the
    /// widest answer. Not row 1: a report for row 1 could be a modified F3 key.
    public static func row(width: Int, height: Int) -> Int? {
        width >= 16 && height >= 2 ? 2 : nil
    }

    /// The bytes that ask: each sample at the start of `row`, concealed (SGR 8), each
    /// followed by a cursor position query; then the row erased.
    public static func request(row: Int) -> [UInt8] {
        var text = "\u{1B}[0;8m"
        for sample in samples { text += "\u{1B}[\(row);1H" + sample.text + "\u{1B}[6n" }
        text += "\u{1B}[0m\u{1B}[\(row);1H\u{1B}[2K"
        return Array(text.utf8)
    }

    /// The profile that the columns the cursor moved after each sample (in `samples`'
    /// order) show; nil unless there is one sensible answer for each.
    public static func profile(advances: [Int]) -> WidthProfile? {
        guard advances.count == samples.count, advances.allSatisfy({ (1...8).contains($0) }) else { return nil }
        var profile = WidthProfile.fallback
        var lone = 0
        for (sample, advance) in zip(samples, advances) {
            switch sample.measures {
            case .loneIndicator: lone = advance
            case .kind(.flag): profile.flag = advance == 2 * lone ? .parts : .whole(advance)
            case .kind(let kind):
                let parts = Cluster.partsWidth(Character(sample.text).unicodeScalars)
                profile[kind] = advance == parts ? .parts : .whole(advance)
            }
        }
        return profile
    }
}
