import Foundation
import Testing

@testable import ItineraryCore

/// Zones read from the system's TZif files, checked against glibc's zdump.
@Suite struct ZoneTests {
    static let systemDirectory = "/usr/share/zoneinfo"
    let database = ZoneDatabase(directory: ZoneTests.systemDirectory)

    /// The spread the issue names, and the footers with rule times past 24:00 or below 0.
    static let zones = [
        "America/New_York", "America/Los_Angeles", "America/Phoenix", "America/St_Johns", "Europe/London",
        "Europe/Dublin", "Australia/Sydney", "Australia/Lord_Howe", "Asia/Kolkata", "Pacific/Chatham", "UTC",
        "Etc/GMT+5", "Asia/Jerusalem", "America/Nuuk", "Asia/Gaza", "Africa/Cairo", "America/Santiago",
    ]

    // MARK: - Against zdump

    @Test(arguments: zones)
    func everyTransitionFrom1970To2040IsZdumps(_ name: String) throws {
        try expectSameAsZdump(name, years: (1970, 2040))
    }

    /// Past the listed transitions (2037 in fat files, earlier in slim ones): the footer's rule.
    @Test(arguments: zones)
    func farFutureYearsFollowTheFooterAsZdumpDoes(_ name: String) throws {
        try expectSameAsZdump(name, years: (2080, 2082))
        try expectSameAsZdump(name, years: (2200, 2201))
    }

    /// Debian ships "fat" files (transitions listed to 2037); "slim" ones stop at the last rule
    /// change and leave the rest to the footer. Compiled here by zic from Debian's own source.
    @Test func slimFilesGiveWhatFatOnesDo() throws {
        let slim = try Scratch()
        let zic = Process()
        zic.executableURL = URL(fileURLWithPath: "/usr/sbin/zic")
        zic.arguments = ["-b", "slim", "-d", slim.path, "\(Self.systemDirectory)/tzdata.zi"]
        try zic.run()  // zic, like zdump, is in libc-bin
        zic.waitUntilExit()
        try #require(zic.terminationStatus == 0)
        let slimDatabase = ZoneDatabase(directory: slim.path)
        #expect(
            try realFile("America/New_York").count
                > Array(try Data(contentsOf: URL(fileURLWithPath: slim.path + "/America/New_York"))).count)
        for name in Self.zones {
            try expectSameAsZdump(name, years: (1970, 2040), in: slimDatabase)
            try expectSameAsZdump(name, years: (2080, 2082), in: slimDatabase)
            let (fat, thin) = (try database.zone(named: name), try slimDatabase.zone(named: name))
            // To 2037, where fat files stop listing. Past it the files themselves differ: this
            // (glibc 2.36) zic's slim Asia/Gaza leaves the footer to approximate the predicted
            // changes after 2072 that Debian's file lists to 2086.
            let range = (startOfYear(1850), startOfYear(2037))
            let (fromFat, fromSlim) = (
                fat.transitions(fromUTC: range.0, toUTC: range.1), thin.transitions(fromUTC: range.0, toUTC: range.1)
            )
            let firstDifference = zip(fromFat, fromSlim).first { $0 != $1 }
            #expect(
                fromFat.count == fromSlim.count && firstDifference == nil,
                "\(name): \(fromFat.count) and \(fromSlim.count) transitions, first differing \(String(describing: firstDifference))"
            )
        }
    }

    /// Every zone Debian ships (about 600), from 1900: the spread above, made exhaustive.
    @Test func everyZoneInTheDatabaseIsZdumps() throws {
        let names = try #require(FileManager.default.enumerator(atPath: Self.systemDirectory)).compactMap {
            $0 as? String
        }
        .filter { !$0.hasPrefix("right/") && !$0.hasPrefix("posix/") && $0 != "localtime" }
        var compared = 0
        for name in names.sorted() {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: "\(Self.systemDirectory)/\(name)", isDirectory: &isFolder),
                !isFolder.boolValue, (try? realFile(name).starts(with: Array("TZif".utf8))) == true
            else { continue }
            try expectSameAsZdump(name, years: (1900, 2040))
            try expectSameAsZdump(name, years: (2090, 2092))
            compared += 1
        }
        #expect(compared > 500)
    }

    func expectSameAsZdump(_ name: String, years: (Int, Int), in database: ZoneDatabase? = nil) throws {
        let database = database ?? self.database
        let zone = try database.zone(named: name)
        let expected = try Zdump.transitions(name, years: years, in: database.directory)
        let ours = zone.transitions(fromUTC: startOfYear(years.0), toUTC: startOfYear(years.1))
        #expect(ours.map { line($0.atUTC, $0.after) } == expected.map(\.at), "\(name) \(years)")
        #expect(ours.map { line($0.atUTC - 1, $0.before) } == expected.map(\.before), "\(name) \(years)")
        for (before, at) in expected {
            #expect(line(before.atUTC, zone.offset(atUTC: before.atUTC)) == before)
            #expect(line(at.atUTC, zone.offset(atUTC: at.atUTC)) == at)
        }
    }

    @Test func zonesWithoutTransitionsKeepTheirOneOffset() throws {
        let instant = utc("2026-06-12 12:00:00")
        #expect(
            try database.zone(named: "UTC").offset(atUTC: instant)
                == ZoneOffset(seconds: 0, isDST: false, abbreviation: "UTC"))
        #expect(
            try database.zone(named: "Etc/GMT+5").offset(atUTC: instant)
                == ZoneOffset(seconds: -18_000, isDST: false, abbreviation: "-05"))
        #expect(
            try database.zone(named: "Asia/Kolkata").offset(atUTC: instant)
                == ZoneOffset(seconds: 19_800, isDST: false, abbreviation: "IST"))
    }

    // MARK: - The wall clock

    @Test(arguments: [
        "America/New_York", "Australia/Sydney", "Australia/Lord_Howe", "Europe/Dublin", "Pacific/Chatham",
        "America/St_Johns",
    ])
    func theWallClockRoundTrips(_ name: String) throws {
        let zone = try database.zone(named: name)
        for t in stride(from: utc("2026-01-01 00:00:00"), to: utc("2027-01-01 00:00:00"), by: 37 * 60 + 11) {
            let wall = zone.local(atUTC: t)
            let back = zone.utc(fromLocal: wall)
            #expect(zone.local(atUTC: back) == wall, "\(name) \(wall)")
            // The same unless the wall clock shows this time twice (fall back), then the earlier.
            #expect(back == t || (back < t && t - back <= 3600), "\(name) \(wall)")
        }
    }

    @Test func anOrdinaryTimeIsItsOffsetAway() throws {
        let newYork = try database.zone(named: "America/New_York")
        #expect(newYork.utc(fromLocal: wall("2026-06-12 19:10")) == utc("2026-06-12 23:10:00"))
        #expect(newYork.local(atUTC: utc("2026-01-15 12:00:00")) == wall("2026-01-15 07:00"))
        let kolkata = try database.zone(named: "Asia/Kolkata")
        #expect(kolkata.utc(fromLocal: wall("2026-06-12 05:00")) == utc("2026-06-11 23:30:00"))
    }

    /// A time the clock skips is read with the offset before the skip: 02:30 becomes 03:30.
    @Test(arguments: [
        ("America/New_York", "2026-03-08 02:30", "2026-03-08 07:30:00", "2026-03-08 03:30"),
        ("Australia/Sydney", "2026-10-04 02:30", "2026-10-03 16:30:00", "2026-10-04 03:30"),
        ("Australia/Lord_Howe", "2026-10-04 02:15", "2026-10-03 15:45:00", "2026-10-04 02:45"),
        ("Europe/Dublin", "2026-03-29 01:30", "2026-03-29 01:30:00", "2026-03-29 02:30"),
    ])
    func aTimeInAGapMovesForward(_ name: String, _ local: String, _ expected: String, _ shown: String) throws {
        let zone = try database.zone(named: name)
        let instant = zone.utc(fromLocal: wall(local))
        #expect(instant == utc(expected))
        #expect(zone.local(atUTC: instant) == wall(shown))
    }

    /// A time the clock shows twice is the earlier instant.
    @Test(
        arguments: [
            ("America/New_York", "2026-11-01 01:30", "2026-11-01 05:30:00", 3600),
            ("Australia/Sydney", "2026-04-05 02:30", "2026-04-04 15:30:00", 3600),
            ("Australia/Lord_Howe", "2026-04-05 01:45", "2026-04-04 14:45:00", 1800),
            ("Europe/Dublin", "2026-10-25 01:30", "2026-10-25 00:30:00", 3600),
        ] as [(String, String, String, Int64)])
    func anAmbiguousTimeIsTheEarlierInstant(_ name: String, _ local: String, _ expected: String, _ setBack: Int64)
        throws
    {
        let zone = try database.zone(named: name)
        let instant = zone.utc(fromLocal: wall(local))
        #expect(instant == utc(expected))
        #expect(zone.local(atUTC: instant) == wall(local))
        #expect(zone.local(atUTC: instant + setBack) == wall(local), "the clock shows it again later")
    }

    // MARK: - The database

    @Test func tzdirIsHonoured() throws {
        let folder = try Scratch()
        try folder.write("Test/Zone", Self.handMadeZone)
        let zone = try ZoneDatabase(environment: ["TZDIR": folder.path]).zone(named: "Test/Zone")
        #expect(zone.offset(atUTC: 999_999_999) == ZoneOffset(seconds: 3600, isDST: false, abbreviation: "ONE"))
        #expect(zone.offset(atUTC: 1_000_000_000) == ZoneOffset(seconds: 7200, isDST: false, abbreviation: "TWO"))
        #expect(zone.transitions(fromUTC: 0, toUTC: .max).map(\.atUTC) == [1_000_000_000])
        #expect(throws: ZoneError.self) {
            try ZoneDatabase(environment: ["TZDIR": folder.path]).zone(named: "America/New_York")
        }
    }

    @Test func withoutTZDIRTheSystemFolderIsUsed() {
        #expect(ZoneDatabase(environment: [:]).directory == "/usr/share/zoneinfo")
        #expect(ZoneDatabase(environment: ["TZDIR": ""]).directory == "/usr/share/zoneinfo")
    }

    @Test(arguments: [
        ("Mars/Base", ZoneError.Problem.notFound, "Mars/Base is not a time zone in /usr/share/zoneinfo"),
        ("America", .notFound, "America is not a time zone in /usr/share/zoneinfo"),
        ("leapseconds", .notFound, "leapseconds is not a time zone in /usr/share/zoneinfo"),
        ("../etc/passwd", .notAZoneName, "../etc/passwd is not a time zone (like America/New_York)"),
        ("/etc/localtime", .notAZoneName, "/etc/localtime is not a time zone (like America/New_York)"),
        ("America/", .notAZoneName, "America/ is not a time zone (like America/New_York)"),
        ("America//New_York", .notAZoneName, "America//New_York is not a time zone (like America/New_York)"),
        ("America/./New_York", .notAZoneName, "America/./New_York is not a time zone (like America/New_York)"),
        ("New York", .notAZoneName, "New York is not a time zone (like America/New_York)"),
        ("", .notAZoneName, " is not a time zone (like America/New_York)"),
    ])
    func whatIsNotAZoneIsRefusedInWords(_ name: String, _ problem: ZoneError.Problem, _ words: String) {
        #expect(throws: ZoneError(name: name, directory: Self.systemDirectory, problem: problem)) {
            try database.zone(named: name)
        }
        #expect(ZoneError(name: name, directory: Self.systemDirectory, problem: problem).description == words)
    }

    @Test func aFileThatIsNotTZifIsNotAZone() throws {
        let folder = try Scratch()
        try folder.write("Test/Text", Array("EST5EDT\n".utf8))
        #expect(throws: ZoneError(name: "Test/Text", directory: folder.path, problem: .notFound)) {
            try ZoneDatabase(directory: folder.path).zone(named: "Test/Text")
        }
    }

    /// Every prefix of a real file is refused with a ZoneError, through the database.
    @Test func everyTruncatedCopyOfARealFileIsAZoneError() throws {
        let bytes = try realFile("America/New_York")
        let folder = try Scratch()
        let database = ZoneDatabase(directory: folder.path)
        for length in 0..<bytes.count {
            try folder.write("Cut", Array(bytes.prefix(length)))
            #expect(throws: ZoneError.self, "\(length) bytes") { try database.zone(named: "Cut") }
        }
        try folder.write("Cut", bytes)
        #expect(try database.zone(named: "Cut").transitions(fromUTC: 0, toUTC: utc("2040-01-01 00:00:00")).count == 140)
    }

    /// Any byte of a real file set to 0x00, 0x7F, 0x80 or 0xFF: loaded or refused, never a trap.
    @Test func aDamagedByteNeverTraps() throws {
        let bytes = try realFile("Australia/Lord_Howe")
        for index in bytes.indices {
            for value: UInt8 in [0x00, 0x7F, 0x80, 0xFF] {
                var damaged = bytes
                damaged[index] = value
                if let zone = try? Zone(name: "X", tzif: damaged) {
                    _ = zone.transitions(fromUTC: startOfYear(2030), toUTC: startOfYear(2040))
                    _ = zone.local(atUTC: .max)
                    _ = zone.local(atUTC: .min)
                    _ = zone.utc(fromLocal: wall("2031-10-05 02:15"))
                }
            }
        }
    }

    /// A header whose counts promise more than the file holds is refused before anything is read.
    @Test func hugeCountsAreRefused() {
        var bytes = Self.handMadeZone
        bytes.replaceSubrange(32..<36, with: [0xFF, 0xFF, 0xFF, 0xFF])  // v1 transition count
        #expect(throws: ZoneFileDamage.self) { try Zone(name: "X", tzif: bytes) }
    }

    @Test func extremeInstantsDoNotTrap() throws {
        let zone = try database.zone(named: "America/New_York")
        for t: Int64 in [.min, .min + 1, -1, 0, .max - 1, .max] {
            _ = zone.offset(atUTC: t)
            _ = zone.local(atUTC: t)
            _ = zone.transitions(fromUTC: t, toUTC: .max)
            _ = zone.transitions(fromUTC: .min, toUTC: t)
        }
        _ = zone.utc(
            fromLocal: LocalDateTime(date: CalendarDate(year: 9999, month: 12, day: 31)!, secondsIntoDay: 86_399))
        _ = zone.utc(fromLocal: LocalDateTime(date: CalendarDate(year: 1, month: 1, day: 1)!, secondsIntoDay: 0))
    }

    // MARK: - The footer's TZ string

    @Test(arguments: [
        "EST5EDT,M3.2.0,M11.1.0", "<+0330>-3:30", "AEST-10AEDT,M10.1.0,M4.1.0/3", "IST-1GMT0,M10.5.0,M3.5.0/1",
        "<-02>2<-01>,M3.5.0/-1,M10.5.0/0", "EET-2EEST,M3.4.4/50,M10.4.4/50", "EST5EDT4,0/0,J365/25",
        "XXX3YYY,J60/2,300/-167",
        "<+1030>-10:30<+11>-11,M10.1.0,M4.1.0", "ABC+12:30:15", "EST5EDT",
    ])
    func wellFormedTZStringsAreRead(_ text: String) throws {
        _ = try PosixTZ(parsing: text)
    }

    @Test(arguments: [
        "", "E5", "EST", "EST25", "EST5EDT,M3.2.0", "EST5EDT,M13.2.0,M11.1.0", "EST5EDT,M3.6.0,M11.1.0",
        "EST5EDT,M3.2.7,M11.1.0", "EST5EDT,J0,J365", "EST5EDT,366,J1", "EST5EDT,M3.2.0/168,M11.1.0", "<+03-3",
        "EST5EDT,M3.2.0,M11.1.0x", "EST5:60",
    ])
    func malformedTZStringsAreRefused(_ text: String) {
        #expect(throws: ZoneFileDamage.self) { try PosixTZ(parsing: text) }
    }

    @Test func ruleDatesCountDaysAsPOSIXSays() {
        let day = { (text: String) in CalendarDate(iso: text)!.dayNumber }
        #expect(RuleDate.julian(60).dayNumber(in: 2024) == day("2024-03-01"), "Jn never counts February 29")
        #expect(RuleDate.julian(60).dayNumber(in: 2025) == day("2025-03-01"))
        #expect(RuleDate.dayOfYear(59).dayNumber(in: 2024) == day("2024-02-29"), "n does")
        #expect(RuleDate.dayOfYear(59).dayNumber(in: 2025) == day("2025-03-01"))
        #expect(RuleDate.monthWeekDay(month: 3, week: 5, weekday: 0).dayNumber(in: 2026) == day("2026-03-29"))
        #expect(RuleDate.monthWeekDay(month: 11, week: 1, weekday: 0).dayNumber(in: 2026) == day("2026-11-01"))
        #expect(RuleDate.monthWeekDay(month: 2, week: 5, weekday: 0).dayNumber(in: 2026) == day("2026-02-22"))
        // Beyond CalendarDate's years the 400-year cycle carries on.
        #expect(
            RuleDate.monthWeekDay(month: 3, week: 2, weekday: 0).dayNumber(in: 10_026)
                == RuleDate.monthWeekDay(month: 3, week: 2, weekday: 0).dayNumber(in: 2026) + 20 * 146_097)
    }

    @Test func daylightTimeAllYearHolds() throws {
        let rule = try PosixTZ(parsing: "EST5EDT4,0/0,J365/25")
        for month in 1...12 {
            #expect(rule.offset(atUTC: utc("2030-\(month < 10 ? "0" : "")\(month)-01 05:00:00")).abbreviation == "EDT")
        }
        #expect(rule.offset(atUTC: utc("2031-01-01 05:00:00")).isDST)
    }

    // MARK: - Helpers

    /// A TZif version 2 file: ONE (+01:00) until 2001-09-09T01:46:40Z, then TWO (+02:00), and
    /// the footer `TWO-2`.
    static let handMadeZone: [UInt8] = {
        func header(transitions: UInt32, types: UInt32, characters: UInt32) -> [UInt8] {
            Array("TZif2".utf8) + [UInt8](repeating: 0, count: 15)
                + [0, 0, 0, transitions, types, characters].flatMap { bigEndian($0, bytes: 4) }
        }
        let version1 =
            header(transitions: 0, types: 1, characters: 4) + bigEndian(3600, bytes: 4) + [0, 0] + Array("ONE\0".utf8)
        let version2 =
            header(transitions: 1, types: 2, characters: 8) + bigEndian(1_000_000_000, bytes: 8) + [1]
            + bigEndian(3600, bytes: 4) + [0, 0] + bigEndian(7200, bytes: 4) + [0, 4] + Array("ONE\0TWO\0".utf8)
        return version1 + version2 + Array("\nTWO-2\n".utf8)
    }()

    static func bigEndian<T: FixedWidthInteger>(_ value: T, bytes: Int) -> [UInt8] {
        (0..<bytes).reversed().map { UInt8(truncatingIfNeeded: UInt64(value) >> (8 * UInt64($0))) }
    }

    func realFile(_ name: String) throws -> [UInt8] {
        Array(try Data(contentsOf: URL(fileURLWithPath: "\(Self.systemDirectory)/\(name)")))
    }

    func line(_ atUTC: Int64, _ offset: ZoneOffset) -> Zdump.Line {
        Zdump.Line(atUTC: atUTC, offset: offset.seconds, isDST: offset.isDST, abbreviation: offset.abbreviation)
    }
}

/// `2026-03-08 07:30:00` read as UTC.
private func utc(_ text: String) -> Int64 {
    let parts = text.split(separator: " ")
    let time = parts[1].split(separator: ":").map { Int64($0)! }
    return Int64(CalendarDate(iso: String(parts[0]))!.dayNumber) * 86_400 + time[0] * 3600 + time[1] * 60 + time[2]
}

private func startOfYear(_ year: Int) -> Int64 { utc("\(year)-01-01 00:00:00") }

/// `2026-03-08 02:30` on a wall clock.
private func wall(_ text: String) -> LocalDateTime {
    let parts = text.split(separator: " ")
    return LocalDateTime(date: CalendarDate(iso: String(parts[0]))!, time: TimeOfDay(text: String(parts[1]))!)
}

/// A temporary folder, removed when the test ends.
private final class Scratch {
    let path: String

    init() throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("itin-zones-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    func write(_ name: String, _ bytes: [UInt8]) throws {
        let url = URL(fileURLWithPath: "\(path)/\(name)")
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }
}
