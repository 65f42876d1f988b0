import Foundation
import ItineraryCore
import Testing

/// The iCalendar reader import uses: RFC 5545 content lines, components, TEXT and
/// DATE-TIME values, and an error naming the line for everything it refuses.
@Suite struct ICalendarReaderTests {
    static func read(_ text: String) throws(ICalendarError) -> ICalendarComponent {
        try ICalendarReader.read(Array(text.utf8))
    }

    /// The error reading `text` gives, or nil if it reads.
    static func error(_ text: String) -> ICalendarError? {
        do {
            _ = try read(text)
            return nil
        } catch { return error }
    }

    /// A calendar around these lines (line 1 is BEGIN:VCALENDAR, so they start on line 2).
    static func calendar(_ lines: String...) -> String {
        (["BEGIN:VCALENDAR"] + lines + ["END:VCALENDAR", ""]).joined(separator: "\r\n")
    }

    /// The one property of a calendar holding just `line`.
    static func property(_ line: String) throws -> ICalendarProperty {
        try #require(try read(calendar(line)).properties.first)
    }

    // MARK: Content lines

    @Test func unfoldsASpaceOrATabAfterCRLFOrLF() throws {
        let text = "BEGIN:VCALENDAR\r\nSUMMARY:Yankees\r\n  @ Red\n\t Sox\r\nX-A:1\nEND:VCALENDAR\n"
        let calendar = try Self.read(text)
        #expect(calendar.properties.map(\.value) == ["Yankees @ Red Sox", "1"])
        #expect(calendar.properties.map(\.line) == [2, 5])
    }

    @Test func aFoldMaySplitAUTF8Sequence() throws {
        var bytes = Array("BEGIN:VCALENDAR\r\nSUMMARY:Caf".utf8) + [0xC3, 0x0D, 0x0A, 0x20, 0xA9]
        bytes += Array(" au lait\r\nEND:VCALENDAR\r\n".utf8)
        #expect(try ICalendarReader.read(bytes).property("summary")?.value == "Café au lait")
    }

    /// A feed read event by event: each of the calendar's components handed over as it closes,
    /// its own inner ones kept; the calendar keeps only its properties.
    @Test func theCalendarsComponentsMayBeHandedOverOneByOne() throws {
        let text = Self.calendar(
            "X-WR-CALNAME:Cubs", "BEGIN:VEVENT", "SUMMARY:A", "BEGIN:VALARM", "ACTION:DISPLAY", "END:VALARM",
            "END:VEVENT", "BEGIN:VEVENT", "SUMMARY:B", "END:VEVENT")
        var handed: [ICalendarComponent] = []
        let calendar = try ICalendarReader.read(Array(text.utf8)) { handed.append($0) }
        #expect(calendar.components.isEmpty && calendar.property("X-WR-CALNAME")?.value == "Cubs")
        #expect(handed.map { $0.property("SUMMARY")?.value } == ["A", "B"])
        #expect(handed.map(\.line) == [3, 9] && handed[0].components.map(\.name) == ["VALARM"])
    }

    @Test func aByteOrderMarkIsSkipped() throws {
        let calendar = try ICalendarReader.read([0xEF, 0xBB, 0xBF] + Array(Self.calendar("X-A:1").utf8))
        #expect(calendar.property("X-A")?.value == "1")
    }

    @Test func blankLinesMayEndTheFile() throws {
        #expect(try Self.read("BEGIN:VCALENDAR\nEND:VCALENDAR").name == "VCALENDAR")
        #expect(try Self.read("BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n\r\n\n").name == "VCALENDAR")
    }

    @Test func namesAreUpperCasedAndValuesKeptAsWritten() throws {
        let calendar = try Self.read("begin:vcalendar\nx-wr-calname;x-Param=Mixed:Red Sox\nend:VCalendar\n")
        let property = try #require(calendar.property("X-WR-CALNAME"))
        #expect(property.name == "X-WR-CALNAME")
        #expect(property.parameters == [ICalendarParameter(name: "X-PARAM", values: ["Mixed"])])
        #expect(property.value == "Red Sox")
    }

    @Test func quotedParameterValuesMayHoldColonsSemicolonsAndCommas() throws {
        let property = try Self.property(
            #"ATTENDEE;CN="Doe; John: Jr, III";ROLE=REQ-PARTICIPANT:mailto:jd@example.com"#)
        #expect(property.parameter("cn") == "Doe; John: Jr, III")
        #expect(property.parameter("ROLE") == "REQ-PARTICIPANT")
        #expect(property.value == "mailto:jd@example.com")
    }

    @Test func parametersMayHaveSeveralValuesAndEmptyOnes() throws {
        let property = try Self.property(#"X-P;MEMBER="mailto:a@x","mailto:b@x";X-L=a,b,"c,d";X-E=:v"#)
        #expect(
            property.parameters == [
                ICalendarParameter(name: "MEMBER", values: ["mailto:a@x", "mailto:b@x"]),
                ICalendarParameter(name: "X-L", values: ["a", "b", "c,d"]),
                ICalendarParameter(name: "X-E", values: [""]),
            ])
        #expect(property.value == "v")
    }

    @Test func aValueMayHoldAnythingButControlCharacters() throws {
        #expect(try Self.property("X-A:a:b;c,d\t\"é\"").value == "a:b;c,d\t\"é\"")
        #expect(try Self.property("X-A:").value == "")
    }

    // MARK: Components

    @Test func componentsNestAsWritten() throws {
        let calendar = try Self.read(
            Self.calendar(
                "X-WR-TIMEZONE:America/New_York",
                "BEGIN:VTIMEZONE", "TZID:America/New_York",
                "BEGIN:DAYLIGHT", "TZOFFSETTO:-0400", "END:DAYLIGHT",
                "BEGIN:STANDARD", "TZOFFSETTO:-0500", "END:STANDARD",
                "END:VTIMEZONE",
                "BEGIN:VEVENT", "UID:1", "BEGIN:VALARM", "ACTION:DISPLAY", "END:VALARM", "END:VEVENT",
                "BEGIN:VEVENT", "UID:2", "END:VEVENT"))
        #expect(calendar.line == 1)
        #expect(calendar.components.map(\.name) == ["VTIMEZONE", "VEVENT", "VEVENT"])
        #expect(calendar.components.map(\.line) == [3, 12, 18])
        let zone = calendar.components[0]
        #expect(zone.components.map(\.name) == ["DAYLIGHT", "STANDARD"])
        #expect(zone.components.map { $0.property("TZOFFSETTO")?.value } == ["-0400", "-0500"])
        #expect(calendar.components("vevent").map { $0.property("UID")?.value } == ["1", "2"])
        #expect(calendar.components[1].components.first?.property("ACTION")?.line == 15)
    }

    @Test func propertiesKeepTheirOrderAndRepeats() throws {
        let event = try #require(
            Self.read(Self.calendar("BEGIN:VEVENT", "CATEGORIES:a", "UID:x", "CATEGORIES:b", "END:VEVENT"))
                .components.first)
        #expect(event.properties("CATEGORIES").map(\.value) == ["a", "b"])
        #expect(event.property("categories")?.value == "a")
        #expect(event.property("DTSTART") == nil)
    }

    // MARK: TEXT

    @Test func textIsUnescaped() throws {
        let property = try Self.property(#"DESCRIPTION:Fenway Park\, Boston\; gates 5:10\nrow 12 \\ seat 4\N\:end"#)
        #expect(try property.text() == "Fenway Park, Boston; gates 5:10\nrow 12 \\ seat 4\n:end")
        #expect(try Self.property("SUMMARY:Yankees @ Red Sox, unescaped").text() == "Yankees @ Red Sox, unescaped")
    }

    // MARK: DATE and DATE-TIME

    static func wallClock(_ date: String, _ hour: Int, _ minute: Int, _ second: Int = 0) -> LocalDateTime {
        LocalDateTime(date: CalendarDate(iso: date)!, secondsIntoDay: hour * 3600 + minute * 60 + second)
    }

    @Test(arguments: [
        ("DTSTART:20260612T231000Z", ICalendarDateTime.utc(wallClock("2026-06-12", 23, 10))),
        ("DTSTART:20260612T191000", .floating(wallClock("2026-06-12", 19, 10))),
        (
            "DTSTART;TZID=America/New_York:20260612T191005",
            .zoned(wallClock("2026-06-12", 19, 10, 5), tzid: "America/New_York")
        ),
        (
            "DTSTART;TZID=\"America/New_York\":20260612T191000",
            .zoned(wallClock("2026-06-12", 19, 10), tzid: "America/New_York")
        ),
        (
            "DTSTART;TZID=/America/New_York:20260612T191000",
            .zoned(wallClock("2026-06-12", 19, 10), tzid: "America/New_York")
        ),
        ("DTSTART;VALUE=DATE-TIME:20260612T191000Z", .utc(wallClock("2026-06-12", 19, 10))),
        ("DTSTART;VALUE=DATE:20260612", .date(CalendarDate(iso: "2026-06-12")!)),
        ("DTSTART;value=date:20260612", .date(CalendarDate(iso: "2026-06-12")!)),
        ("DTSTART:20260612", .date(CalendarDate(iso: "2026-06-12")!)),
        ("DTSTART;TZID=America/New_York;VALUE=DATE:20260612", .date(CalendarDate(iso: "2026-06-12")!)),
        ("DTSTART:20280229T000000", .floating(wallClock("2028-02-29", 0, 0))),
        ("DTSTART:20161231T235960Z", .utc(wallClock("2016-12-31", 23, 59, 59))),
    ])
    func dateTimesOfEachKind(line: String, expected: ICalendarDateTime) throws {
        #expect(try Self.property(line).dateTime() == expected)
    }

    // MARK: Errors, each with its line

    struct Refusal: Sendable, CustomTestStringConvertible {
        let text: String
        let line: Int
        let reason: String
        var testDescription: String { reason }
        init(_ text: String, line: Int, _ reason: String) {
            self.text = text
            self.line = line
            self.reason = reason
        }
    }

    static let fileRefusals: [Refusal] = [
        Refusal("", line: 1, "the file is empty: a calendar starts with BEGIN:VCALENDAR"),
        Refusal("\r\n\n", line: 1, "the file is empty: a calendar starts with BEGIN:VCALENDAR"),
        Refusal(
            "BEGIN:VCALENDAR\r\nX-A:1\r\n\r\nX-B:2\r\nEND:VCALENDAR\r\n", line: 3,
            "an empty line inside the calendar (only the end of the file may have one)"),
        Refusal(
            " BEGIN:VCALENDAR\nEND:VCALENDAR\n", line: 1,
            "the file starts with a space, which would continue a line before it"),
        Refusal(
            "BEGIN:VCALENDAR\nX-A:1\nSUMMARY Yankees\nEND:VCALENDAR\n", line: 3,
            "SUMMARY is followed by a space, not ':' or ';'"),
        Refusal("BEGIN:VCALENDAR\nSUMMARY\nEND:VCALENDAR\n", line: 2, "SUMMARY has no ':' before its value"),
        Refusal(
            "BEGIN:VCALENDAR\n:Yankees\nEND:VCALENDAR\n", line: 2,
            "the line does not start with a property name such as SUMMARY (got \":Yankees\")"),
        Refusal("BEGIN:VCALENDAR\nX-A;=b:c\nEND:VCALENDAR\n", line: 2, "X-A has a parameter with no name (got '=')"),
        Refusal("BEGIN:VCALENDAR\nX-A;B:c\nEND:VCALENDAR\n", line: 2, "the parameter B of X-A has no '=' and value"),
        Refusal(
            "BEGIN:VCALENDAR\nX-A;B=\"c:d\nEND:VCALENDAR\n", line: 2,
            "a quoted value of the parameter B of X-A has no closing '\"'"),
        Refusal(
            "BEGIN:VCALENDAR\nX-A;B=\"c\"d:e\nEND:VCALENDAR\n", line: 2,
            "the quoted value of the parameter B of X-A is followed by 'd', not ',', ';' or ':'"),
        Refusal(
            "BEGIN:VCALENDAR\nX-A;B=c\"d\":e\nEND:VCALENDAR\n", line: 2,
            "the parameter B of X-A has a '\"' inside its value (only a whole value may be quoted)"),
        Refusal(
            "BEGIN:VCALENDAR\nX-A;B=\"c\u{1}\":e\nEND:VCALENDAR\n", line: 2,
            "the parameter B of X-A has a control character (byte 0x01)"),
        Refusal(
            "BEGIN:VCALENDAR\nX-A;B=c d\u{7F}:e\nEND:VCALENDAR\n", line: 2,
            "the parameter B of X-A has a control character (byte 0x7F)"),
        Refusal(
            "BEGIN:VCALENDAR\nX-A;B=c d e\nEND:VCALENDAR\n", line: 2,
            "X-A has no ':' before its value"),
        Refusal(
            "BEGIN:VCALENDAR\r\nX-A:1\r\nSUMMARY:a\rb\r\nEND:VCALENDAR\r\n", line: 3,
            "the value of SUMMARY has a control character (byte 0x0D)"),
        Refusal(
            "BEGIN:VCALENDAR\nX-A:1\n\tSUMMARY:a\u{0}\nEND:VCALENDAR\n", line: 2,
            "the value of X-A has a control character (byte 0x00)"),
        Refusal(
            "BEGIN:VCALENDAR\nBEGIN:VTODO\nUID:1\nEND:VEVENT\nEND:VCALENDAR\n", line: 4,
            "the VTODO begun on line 2 ends with END:VEVENT"),
        Refusal(
            "BEGIN:VCALENDAR\nBEGIN:VEVENT\nUID:1\nEND:VCALENDAR\n", line: 4,
            "the VEVENT begun on line 2 ends with END:VCALENDAR"),
        Refusal(
            "BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nUID:1\r\n  folded\r\n\r\n", line: 4,
            "the file ends inside the VEVENT begun on line 2, which has no END:VEVENT"),
        Refusal(
            "BEGIN:VCALENDAR\nX-A:1", line: 2,
            "the file ends inside the VCALENDAR begun on line 1, which has no END:VCALENDAR"),
        Refusal(
            "BEGIN:VEVENT\nEND:VEVENT\n", line: 1,
            "the file starts with BEGIN:VEVENT, not BEGIN:VCALENDAR: it is not a calendar"),
        Refusal(
            "\u{FEFF}PRODID:x\nBEGIN:VCALENDAR\nEND:VCALENDAR\n", line: 1,
            "the file starts with PRODID, not BEGIN:VCALENDAR: it is not a calendar"),
        Refusal("END:VCALENDAR\n", line: 1, "END:VCALENDAR closes nothing: the file must start with BEGIN:VCALENDAR"),
        Refusal(
            "BEGIN:VCALENDAR\nEND:VCALENDAR\nBEGIN:VCALENDAR\nEND:VCALENDAR\n", line: 3,
            "BEGIN comes after the END:VCALENDAR of the calendar begun on line 1 (a file holds one calendar)"),
        Refusal(
            "BEGIN:VCALENDAR\nEND:VCALENDAR\nX-A:1\n\n", line: 3,
            "X-A comes after the END:VCALENDAR of the calendar begun on line 1 (a file holds one calendar)"),
        Refusal(
            "BEGIN:VCALENDAR\nBEGIN:VEVENT\nBEGIN:VCALENDAR\n", line: 3,
            "a VCALENDAR begins inside the VEVENT begun on line 2"),
        Refusal(
            "BEGIN:VCALENDAR\nBEGIN:V EVENT\n", line: 2,
            "BEGIN needs a component name such as VEVENT (got \"V EVENT\")"),
        Refusal("BEGIN:VCALENDAR\nBEGIN:\n", line: 2, "BEGIN needs a component name such as VEVENT (got \"\")"),
        Refusal("BEGIN:VCALENDAR\nEND;X=1:VCALENDAR\n", line: 2, "END has parameters; it takes only a component name"),
        Refusal(
            "BEGIN:VCALENDAR\nX-" + String(repeating: "A", count: 63) + ":1\n", line: 2,
            "a name longer than 64 characters (got \"X-\(String(repeating: "A", count: 38))…\")"),
        Refusal(
            "BEGIN:VCALENDAR\nX-A;" + String(repeating: "P", count: 65) + "=1:1\n", line: 2,
            "a name longer than 64 characters (got \"\(String(repeating: "P", count: 40))…\")"),
        Refusal(
            "BEGIN:VCALENDAR\nBEGIN:" + String(repeating: "V", count: 65) + "\n", line: 2,
            "BEGIN needs a component name such as VEVENT (got \"\(String(repeating: "V", count: 40))…\")"),
        Refusal("BEGIN:VCALENDAR\nSUMMARY\u{FEFF}:x\n", line: 2, "SUMMARY is followed by U+FEFF, not ':' or ';'"),
        Refusal("BEGIN:VCALENDAR\nSUMMARYé:x\n", line: 2, "SUMMARY is followed by 'é', not ':' or ';'"),
        Refusal(
            "BEGIN:VCALENDAR\n\u{202E}\u{1B}[31m:x\n", line: 2,
            "the line does not start with a property name such as SUMMARY (got \"\u{FFFD}\u{241B}[31m:x\")"),
        Refusal(
            "BEGIN:VCALENDAR\n" + String(repeating: "BEGIN:X\n", count: 16), line: 17,
            "components are nested more than 16 deep"),
    ]

    @Test(arguments: fileRefusals)
    func refusedFiles(_ refusal: Refusal) {
        #expect(Self.error(refusal.text) == ICalendarError(line: refusal.line, reason: refusal.reason))
    }

    @Test func fifteenLevelsOfNestingRead() throws {
        let depth = 15
        let text =
            "BEGIN:VCALENDAR\n" + String(repeating: "BEGIN:X\n", count: depth)
            + String(repeating: "END:X\n", count: depth) + "END:VCALENDAR\n"
        #expect(try Self.read(text).components.count == 1)
    }

    @Test func invalidUTF8IsRefusedOnItsContentLine() {
        var bytes = Array("BEGIN:VCALENDAR\r\nX-A:1\r\nDESCRIPTION:Caf".utf8) + [0xC3]
        bytes += Array("\r\n  au lait\r\nEND:VCALENDAR\r\n".utf8)
        #expect(throws: ICalendarError(line: 3, reason: "the line is not UTF-8 text (the file must be saved as UTF-8)"))
        {
            try ICalendarReader.read(bytes)
        }
        #expect(throws: ICalendarError.self) {
            try ICalendarReader.read([0xFF, 0xFE] + Array("BEGIN:VCALENDAR\n".utf8))
        }
    }

    @Test(arguments: [
        (#"DESCRIPTION:gates\topen"#, #"DESCRIPTION has '\t', which is not an escape (write \\ for a backslash)"#),
        (#"DESCRIPTION:C:\Users"#, #"DESCRIPTION has '\U', which is not an escape (write \\ for a backslash)"#),
        (
            "DESCRIPTION:a\\ b",
            #"DESCRIPTION has a backslash before a space, which is not an escape (write \\ for a backslash)"#
        ),
        (
            "DESCRIPTION:a\\é",
            #"DESCRIPTION has a backslash before a non-ASCII character, which is not an escape (write \\ for a backslash)"#
        ),
        (#"DESCRIPTION:ends with \\\"#, #"DESCRIPTION ends with a lone backslash (write \\ for a backslash)"#),
    ])
    func refusedText(line: String, reason: String) throws {
        let property = try Self.property(line)
        #expect(throws: ICalendarError(line: 2, reason: reason)) { try property.text() }
    }

    @Test(arguments: [
        ("DTSTART:2026-06-12", #"DTSTART is not a date-time (got "2026-06-12")"#),
        ("DTSTART:2026-06-12T19:10", #"DTSTART is not a date-time (got "2026-06-12T19:10")"#),
        ("DTEND:20260612T1910Z", #"DTEND is not a date-time (got "20260612T1910Z")"#),
        ("DTSTART:20260612T191000+0400", #"DTSTART is not a date-time (got "20260612T191000+0400")"#),
        ("DTSTART:20260612 191000", #"DTSTART is not a date-time (got "20260612 191000")"#),
        ("DTSTART:20260612T191000ZZ", #"DTSTART is not a date-time (got "20260612T191000ZZ")"#),
        ("DTSTART:20260612T19100Z", #"DTSTART is not a date-time (got "20260612T19100Z")"#),
        ("DTSTART:", #"DTSTART is not a date-time (got "")"#),
        ("DTSTART;VALUE=DATE:20260612T191000", #"DTSTART says VALUE=DATE but has a time (got "20260612T191000")"#),
        ("DTSTART;VALUE=DATE:2026061", #"DTSTART is not a date (got "2026061")"#),
        ("DTSTART;VALUE=DATE-TIME:20260612", #"DTSTART is not a date-time (got "20260612")"#),
        ("DTSTART;VALUE=PERIOD:20260612T191000Z/PT3H", #"DTSTART is of type "PERIOD", not a date or a date and time"#),
        (
            "DTSTART;TZID=America/New_York:20260612T231000Z",
            "DTSTART has both a TZID and a time in UTC (ending in Z); it can be only one"
        ),
        ("DTSTART;TZID=:20260612T191000", "DTSTART has an empty TZID"),
        ("DTSTART;TZID=/:20260612T191000", "DTSTART has an empty TZID"),
        ("DTSTART:20270229T191000", #"DTSTART is a day no calendar has (got "20270229T191000")"#),
        ("DTSTART:20260631", #"DTSTART is a day no calendar has (got "20260631")"#),
        ("DTSTART:20261301T191000", #"DTSTART is a day no calendar has (got "20261301T191000")"#),
        ("DTSTART:00001201T191000", #"DTSTART is a day no calendar has (got "00001201T191000")"#),
        ("DTSTART:20260612T240000", #"DTSTART is a time no clock shows (got "20260612T240000")"#),
        ("DTSTART:20260612T196000", #"DTSTART is a time no clock shows (got "20260612T196000")"#),
        ("DTSTART:20260612T191061Z", #"DTSTART is a time no clock shows (got "20260612T191061Z")"#),
    ])
    func refusedDateTimes(line: String, reason: String) throws {
        let property = try Self.property(line)
        #expect(throws: ICalendarError(line: 2, reason: reason)) { try property.dateTime() }
    }

    @Test func aLongValueIsCutShortInTheReason() throws {
        let property = try Self.property("DTSTART:" + String(repeating: "9", count: 100))
        #expect(
            throws: ICalendarError(
                line: 2, reason: "DTSTART is not a date-time (got \"\(String(repeating: "9", count: 40))…\")")
        ) {
            try property.dateTime()
        }
    }

    @Test func anErrorReadsWithItsLine() {
        #expect(
            ICalendarError(line: 7, reason: "SUMMARY has no ':' before its value").description
                == "line 7: SUMMARY has no ':' before its value")
    }
}

/// A team's published schedule as a real provider writes it (the shape of a Google Calendar
/// public feed: X-WR names, a VTIMEZONE, UTC times, CRLF, folding at 75 octets).
@Suite struct ICalendarFeedTests {
    /// The feed's content lines, unfolded; `folded` writes them as the provider does.
    static let lines: [String] = [
        "BEGIN:VCALENDAR",
        "PRODID:-//Google Inc//Google Calendar 70.9054//EN",
        "VERSION:2.0",
        "CALSCALE:GREGORIAN",
        "METHOD:PUBLISH",
        "X-WR-CALNAME:Boston Red Sox 2026",
        "X-WR-TIMEZONE:America/New_York",
        #"X-WR-CALDESC:Regular season home and away games. Times are subject to change\; check before you travel."#,
        "BEGIN:VTIMEZONE",
        "TZID:America/New_York",
        "X-LIC-LOCATION:America/New_York",
        "BEGIN:DAYLIGHT",
        "TZOFFSETFROM:-0500",
        "TZOFFSETTO:-0400",
        "TZNAME:EDT",
        "DTSTART:19700308T020000",
        "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU",
        "END:DAYLIGHT",
        "BEGIN:STANDARD",
        "TZOFFSETFROM:-0400",
        "TZOFFSETTO:-0500",
        "TZNAME:EST",
        "DTSTART:19701101T020000",
        "RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU",
        "END:STANDARD",
        "END:VTIMEZONE",
        "BEGIN:VEVENT",
        "DTSTART:20260612T231000Z",
        "DTEND:20260613T021000Z",
        "DTSTAMP:20260301T120000Z",
        "UID:7b1f0c9e2d4a@google.com",
        "CREATED:20251201T150000Z",
        #"DESCRIPTION:Yankees at Red Sox\, televised on NESN or YES. Gates open. Café opens 90 minutes before first pitch\; the Green Monster seats need a separate ticket.\nTickets: https://www.mlb.com/redsox/tickets"#,
        "LAST-MODIFIED:20260301T120000Z",
        #"LOCATION:Fenway Park\, Boston\, MA"#,
        "SEQUENCE:0",
        "STATUS:CONFIRMED",
        "SUMMARY:Yankees @ Red Sox",
        "TRANSP:TRANSPARENT",
        "END:VEVENT",
        "BEGIN:VEVENT",
        "DTSTART:20260613T201000Z",
        "DTEND:20260613T231000Z",
        "DTSTAMP:20260301T120000Z",
        "UID:8c2a1d0f3e5b@google.com",
        #"DESCRIPTION:Yankees at Red Sox\, game 2 of 3. Broadcast on FOX. The game time may move for national television\; the club announces changes two weeks ahead."#,
        #"LOCATION:Fenway Park\, Boston\, MA"#,
        "STATUS:CONFIRMED",
        "SUMMARY:Yankees @ Red Sox",
        "END:VEVENT",
        "BEGIN:VEVENT",
        "DTSTART:20260616T224000Z",
        "DTEND:20260617T014000Z",
        "DTSTAMP:20260301T120000Z",
        "UID:9d3b2e1a4f6c@google.com",
        #"DESCRIPTION:Red Sox at Blue Jays\, Rogers Centre. Bring a passport for the border crossing\; the roof may be open."#,
        #"LOCATION:Rogers Centre\, Toronto\, ON"#,
        "STATUS:TENTATIVE",
        "SUMMARY:Red Sox @ Blue Jays",
        "END:VEVENT",
        "END:VCALENDAR",
    ]

    /// Folds each line at 75 octets and ends it with CRLF. Folding counts octets, as RFC 5545
    /// says and many producers do, so a fold may fall inside a UTF-8 sequence.
    static func folded(_ lines: [String]) -> [UInt8] {
        var out: [UInt8] = []
        for line in lines {
            var rest = Array(line.utf8)[...]
            out += rest.prefix(75)
            rest = rest.dropFirst(75)
            while !rest.isEmpty {
                out += Array("\r\n ".utf8) + rest.prefix(74)
                rest = rest.dropFirst(74)
            }
            out += Array("\r\n".utf8)
        }
        return out
    }

    @Test func theFeedFoldsInsideAUTF8Sequence() {
        let bytes = Self.folded(Self.lines)
        let splits = bytes.indices.dropLast(3).filter {
            bytes[$0] == 0x0D && bytes[$0 + 1] == 0x0A && bytes[$0 + 2] == 0x20 && (0x80...0xBF).contains(bytes[$0 + 3])
        }
        #expect(splits.count == 1, "the fixture is meant to split é across a fold")
    }

    @Test func aPublishedTeamFeedReads() throws {
        let calendar = try ICalendarReader.read(Self.folded(Self.lines))
        #expect(calendar.property("X-WR-CALNAME")?.value == "Boston Red Sox 2026")
        #expect(calendar.property("X-WR-TIMEZONE")?.value == "America/New_York")
        #expect(
            try calendar.property("X-WR-CALDESC")?.text()
                == "Regular season home and away games. Times are subject to change; check before you travel.")
        let zone = try #require(calendar.components("VTIMEZONE").first)
        #expect(zone.property("TZID")?.value == "America/New_York")
        #expect(zone.components.map(\.name) == ["DAYLIGHT", "STANDARD"])
        #expect(zone.components.first?.property("RRULE")?.value == "FREQ=YEARLY;BYMONTH=3;BYDAY=2SU")

        let events = calendar.components("VEVENT")
        #expect(events.map(\.line) == [28, 44, 56])
        #expect(
            try events.map { try $0.property("SUMMARY")?.text() }
                == ["Yankees @ Red Sox", "Yankees @ Red Sox", "Red Sox @ Blue Jays"])
        #expect(
            try events.map { try $0.property("LOCATION")?.text() }
                == ["Fenway Park, Boston, MA", "Fenway Park, Boston, MA", "Rogers Centre, Toronto, ON"])
        #expect(
            try events.map { try $0.property("DTSTART")?.dateTime() } == [
                .utc(ICalendarReaderTests.wallClock("2026-06-12", 23, 10)),
                .utc(ICalendarReaderTests.wallClock("2026-06-13", 20, 10)),
                .utc(ICalendarReaderTests.wallClock("2026-06-16", 22, 40)),
            ])
        #expect(
            try events[0].property("DTEND")?.dateTime() == .utc(ICalendarReaderTests.wallClock("2026-06-13", 2, 10)))
        #expect(
            events.map { $0.property("UID")?.value }
                == ["7b1f0c9e2d4a@google.com", "8c2a1d0f3e5b@google.com", "9d3b2e1a4f6c@google.com"])

        let description = try #require(try events[0].property("DESCRIPTION")?.text())
        #expect(
            description.hasPrefix("Yankees at Red Sox, televised on NESN or YES. Gates open. Café opens 90 minutes"))
        #expect(description.hasSuffix("separate ticket.\nTickets: https://www.mlb.com/redsox/tickets"))
        // The folded DESCRIPTION starts on line 34 (X-WR-CALDESC took two) and takes three physical lines.
        #expect(events[0].property("DESCRIPTION")?.line == 34)
        #expect(events[0].property("LAST-MODIFIED")?.line == 37)
    }
}

/// Calendars written by software nobody here wrote: Python's `icalendar` (installed by
/// `make test`). The script prints what it put in; the reader must get the same back.
@Suite struct ICalendarPythonTests {
    static let script = #"""
        import datetime, json, sys
        from zoneinfo import ZoneInfo
        from icalendar import Calendar, Event

        NY, LONDON = ZoneInfo("America/New_York"), ZoneInfo("Europe/London")
        long_summary = ("Yankees @ Red Sox, game 1; doubleheader — Fenway Park, Bøston: "
                        "¡Vamos! Ñandú, 東京ドーム; “quoted”, and long enough to fold twice or more")
        events = [
            ("tz-1", long_summary, datetime.datetime(2026, 6, 12, 19, 10, tzinfo=NY), "zoned"),
            ("utc-1", "Red Sox @ Blue Jays", datetime.datetime(2026, 6, 13, 20, 10, tzinfo=datetime.timezone.utc), "utc"),
            ("float-1", "Batting practice, open; bring a glove", datetime.datetime(2026, 6, 14, 13, 35), "floating"),
            ("day-1", "Off day — travel to London", datetime.date(2026, 6, 15), "date"),
            ("tz-2", "London Series: Yankees v Red Sox, Stratford", datetime.datetime(2026, 7, 4, 18, 30, 15, tzinfo=LONDON), "zoned"),
        ]
        calendar = Calendar()
        calendar.add("prodid", "-//itin tests//icalendar//EN")
        calendar.add("version", "2.0")
        calendar.add("x-wr-timezone", "America/New_York")
        expected = []
        for uid, summary, start, kind in events:
            event = Event()
            event.add("uid", uid)
            event.add("summary", summary)
            event.add("location", "Fenway Park, Boston, MA; gate C")
            event.add("description", "Gates open 90 min early; bring ID, tickets\nRow 12 \\ seat 4: aisle")
            event.add("dtstart", start)
            calendar.add_component(event)
            expected.append({
                "uid": uid, "summary": summary, "kind": kind,
                "location": "Fenway Park, Boston, MA; gate C",
                "description": "Gates open 90 min early; bring ID, tickets\nRow 12 \\ seat 4: aisle",
                "wall": start.strftime("%Y-%m-%d %H:%M:%S" if kind != "date" else "%Y-%m-%d"),
                "tzid": start.tzinfo.key if kind == "zoned" else None,
            })
        calendar.add_missing_timezones()
        with open(sys.argv[1], "wb") as f:
            f.write(calendar.to_ical())
        json.dump(expected, sys.stdout)
        """#

    struct Expected: Decodable, Equatable {
        let uid, summary, location, description, kind, wall: String
        let tzid: String?
    }

    /// Runs the script; fails (never skips) when python3 or icalendar is missing.
    static func generate() throws -> (ics: [UInt8], expected: [Expected]) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("itin-ics-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let icsURL = directory.appendingPathComponent("schedule.ics")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script, icsURL.path]
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        try #require(
            process.terminationStatus == 0,
            """
            python3 with icalendar is needed (make test installs both): exit \(process.terminationStatus)
            \(stderr)
            """)
        let expected = try JSONDecoder().decode([Expected].self, from: stdout)
        return (Array(try Data(contentsOf: icsURL)), expected)
    }

    static func seen(_ event: ICalendarComponent) throws -> Expected {
        func text(_ name: String) throws -> String { try #require(try event.property(name)?.text(), "no \(name)") }
        func clock(_ t: LocalDateTime) -> String {
            let s = t.secondsIntoDay
            return "\(t.date) "
                + [s / 3600, s / 60 % 60, s % 60].map { $0 < 10 ? "0\($0)" : "\($0)" }.joined(separator: ":")
        }
        let (kind, wall, tzid): (String, String, String?) =
            switch try #require(try event.property("DTSTART")?.dateTime()) {
            case .date(let d): ("date", "\(d)", nil)
            case .floating(let t): ("floating", clock(t), nil)
            case .utc(let t): ("utc", clock(t), nil)
            case .zoned(let t, let zone): ("zoned", clock(t), zone)
            }
        return Expected(
            uid: try text("UID"), summary: try text("SUMMARY"), location: try text("LOCATION"),
            description: try text("DESCRIPTION"), kind: kind, wall: wall, tzid: tzid)
    }

    @Test func whatIcalendarWritesReadsBackTheSame() throws {
        let (ics, expected) = try Self.generate()
        #expect(expected.count == 5)
        let calendar = try ICalendarReader.read(ics)
        #expect(calendar.property("X-WR-TIMEZONE")?.value == "America/New_York")
        #expect(
            Set(calendar.components("VTIMEZONE").compactMap { $0.property("TZID")?.value })
                == ["America/New_York", "Europe/London"])
        let events = try calendar.components("VEVENT").map(Self.seen)
        #expect(events == expected)
        // icalendar folds the long summary; make sure this test covers unfolding.
        let text = String(decoding: ics, as: UTF8.self)
        #expect(text.contains("\r\n "))
    }
}
