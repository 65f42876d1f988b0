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
}
