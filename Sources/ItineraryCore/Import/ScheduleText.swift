/// A schedule file's bytes as text: UTF-8, a leading byte order mark dropped (spreadsheets
/// write one), or the line of the first byte that is not UTF-8.
enum ScheduleText {
    static func decode(_ bytes: [UInt8]) throws(ScheduleError) -> String {
        let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
        var decoder = UTF8()
        var iterator = body.makeIterator()
        var text = String.UnicodeScalarView()
        var line = 1
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                if scalar == "\n" { line += 1 }
                text.append(scalar)
            case .emptyInput:
                return String(text)
            case .error:
                throw ScheduleError(line: line, "the file is not UTF-8 text")
            }
        }
    }

    /// Line breaks in text the CSV reader gave back: CRLF, LF and a lone CR each count once.
    static func lineBreaks(in text: String) -> Int {
        var count = 0
        var afterCR = false
        for scalar in text.unicodeScalars {
            if scalar == "\n" { count += afterCR ? 0 : 1 }
            if scalar == "\r" { count += 1 }
            afterCR = scalar == "\r"
        }
        return count
    }
}
