import Foundation
import ItineraryCore
import Testing

/// glibc's `zdump`, software nobody here wrote, as the reference for what a zone does.
enum Zdump {
    /// One line of `zdump -v`: an instant and the wall clock's type there.
    struct Line: Equatable, CustomStringConvertible {
        let atUTC: Int64
        let offset: Int
        let isDST: Bool
        let abbreviation: String

        var description: String { "\(LocalDateTime(epochSeconds: atUTC))Z \(abbreviation) \(offset) dst=\(isDST)" }
    }

    /// Each transition `zdump -v -c from,to zone` lists (from the start of `from` to the start
    /// of `to`, UTC): the line a second before it and the line at it.
    static func transitions(_ zone: String, years: (from: Int, to: Int), in directory: String) throws -> [(
        before: Line, at: Line
    )] {
        let path = "/usr/bin/zdump"
        try #require(
            FileManager.default.isExecutableFile(atPath: path),
            "zdump is missing: it is in libc-bin, which make test installs")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = ["-v", "-c", "\(years.from),\(years.to)", zone]
        process.environment = ["TZDIR": directory, "LC_ALL": "C"]
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "zdump \(zone)")

        let lines = try String(decoding: data, as: UTF8.self).split(separator: "\n")
            .filter { $0.contains(" UT = ") }.map(parse)
        try #require(lines.count % 2 == 0, "zdump -v gives two lines a transition")
        return stride(from: 0, to: lines.count, by: 2).map { (before: lines[$0], at: lines[$0 + 1]) }
    }

    /// `America/New_York  Sun Mar  8 07:00:00 2026 UT = Sun Mar  8 03:00:00 2026 EDT isdst=1 gmtoff=-14400`
    private static func parse(_ line: Substring) throws -> Line {
        let words = line.split(separator: " ")
        try #require(words.count == 16 && words[6] == "UT", "a zdump line: \(line)")
        let month = try #require(months.firstIndex(of: String(words[2]))) + 1
        let date = try #require(CalendarDate(year: Int(words[5]) ?? 0, month: month, day: Int(words[3]) ?? 0))
        let time = words[4].split(separator: ":").compactMap { Int($0) }
        try #require(time.count == 3)
        return Line(
            atUTC: Int64(date.dayNumber) * 86_400 + Int64(time[0] * 3600 + time[1] * 60 + time[2]),
            offset: try #require(Int(words[15].dropFirst("gmtoff=".count))),
            isDST: words[14] == "isdst=1",
            abbreviation: String(words[13]))
    }

    private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
}
