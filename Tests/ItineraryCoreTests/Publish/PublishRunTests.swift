import Testing

@testable import ItineraryCore

/// Publishing (docs/calendars.md) without a server: a plan carried out, each write
/// conditional on what was read, a 412 read again once, and what stops a publish with which
/// exit status. The calendar is a stand-in that keeps its events by URL, each under an ETag,
/// and honours `If-Match` and `If-None-Match` as RFC 4791 says a CalDAV server does.
@Suite struct PublishRunTests {
    typealias Plan = PublishPlanTests

    final class Calendar: CalendarConnection {
        let target = try! CalendarTarget.url("https://dav.example/cal/")
        var events: [String: (etag: String, text: String)] = [:]
        var sent: [CalendarRequest] = []
        /// Someone else's change, made as a request arrives and before it is answered.
        var meanwhile: (CalendarRequest, Calendar) -> Void = { _, _ in }
        /// Every request answered with this status instead.
        var answer: Int?
        /// Every request fails to get an answer so.
        var failure: CalendarFailure?
        private var made = 0

        init(_ held: [Held]) {
            for event in held { events[event.href] = (event.etag, event.text) }
        }

        func newETag() -> String {
            made += 1
            return "\"n\(made)\""
        }

        func send(_ request: CalendarRequest) throws(CalendarFailure) -> CalendarResponse {
            sent.append(request)
            if let failure { throw failure }
            meanwhile(request, self)
            if let answer { return CalendarResponse(status: answer, body: Array("no".utf8)) }
            let held = events[request.url]
            if let wanted = request.headers["If-Match"], held?.etag != wanted { return CalendarResponse(status: 412) }
            switch request.method {
            case "GET":
                guard let held else { return CalendarResponse(status: 404) }
                return CalendarResponse(status: 200, etag: held.etag, body: Array(held.text.utf8))
            case "PUT":
                if request.headers["If-None-Match"] == "*", held != nil { return CalendarResponse(status: 412) }
                events[request.url] = (newETag(), request.body ?? "")
                return CalendarResponse(status: held == nil ? 201 : 204)
            case "DELETE":
                guard held != nil else { return CalendarResponse(status: 404) }
                events[request.url] = nil
                return CalendarResponse(status: 204)
            default:
                return CalendarResponse(status: 405)
            }
        }

        /// Each request as `METHOD NAME condition`.
        var said: [String] {
            sent.map { r in
                let name = r.url.split(separator: "/").last.map(String.init) ?? r.url
                let condition =
                    r.headers["If-Match"].map { "If-Match \($0)" }
                    ?? r.headers["If-None-Match"].map { "If-None-Match \($0)" }
                return [r.method, name, condition].compactMap { $0 }.joined(separator: " ")
            }
        }
    }

    static let base = "https://dav.example/cal/"

    typealias Held = (href: String, etag: String, text: String)

    /// As `PublishPlanTests.server` holds what was sent: each resource at `base/NAME`, under
    /// "e0", "e1", …, its lines re-ordered.
    static func published(_ resources: [CalendarResource]) -> [Held] {
        resources.enumerated().map { i, r in (Self.base + r.name, "\"e\(i)\"", Plan.reordered(r.text)) }
    }

    static func read(_ held: [Held]) -> [ServerEvent] {
        held.map { ServerEvent(href: $0.href, etag: $0.etag, text: $0.text) }
    }

    static func tally(added: Int = 0, updated: Int = 0, removed: Int = 0, unchanged: Int = 0) -> PublishTally {
        var tally = PublishTally()
        (tally.added, tally.updated, tally.removed, tally.unchanged) = (added, updated, removed, unchanged)
        return tally
    }

    /// The server holds the swing as published (n1, g1, t1, n2 under "e0"…"e3"); the file now
    /// calls the home team otherwise, so g1 is the one event to replace.
    func renamed() throws -> (PublishPlan, Calendar, [CalendarResource]) {
        let now = try Plan.resources(Plan.swing(summary: "Blue Sox"))
        let held = Self.published(try Plan.resources())
        return (PublishPlan(trip: "ne", resources: now, server: Self.read(held)), Calendar(held), now)
    }

    @Test func eachStepIsItsOwnConditionalRequestAndTheServerEndsWithTheTrip() throws {
        // Published before the leg moved, the game was renamed and lunch was added; the server
        // also holds an event of this trip the file no longer has.
        let gone = """
            BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//itin//EN\r\nBEGIN:VEVENT\r\nUID:old@itin\r\nDTSTAMP:20260101T000000Z\r\n\
            DTSTART;VALUE=DATE:20260612\r\nSUMMARY:Gone\r\nX-ITIN-TRIP:ne\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n
            """
        let old =
            Self.published(try Plan.resources(Plan.swing(lunch: false))) + [(Self.base + "old.ics", "\"f\"", gone)]
        let now = try Plan.resources(Plan.swing(summary: "Blue Sox", moved: true, lunch: true))
        let calendar = Calendar(old)
        let tally = try PublishRun.carryOut(
            PublishPlan(trip: "ne", resources: now, server: Self.read(old)), over: calendar)

        #expect(
            calendar.said == [
                "PUT g1.ics If-Match \"e1\"", "PUT t1.ics If-Match \"e2\"", "PUT n2.ics If-None-Match *",
                "DELETE old.ics If-Match \"f\"",
            ])
        #expect(
            calendar.sent.filter { $0.method == "PUT" }.allSatisfy {
                $0.headers["Content-Type"] == "text/calendar; charset=utf-8"
            })
        #expect(tally == Self.tally(added: 1, updated: 2, removed: 1, unchanged: 1))
        #expect(tally.exitStatus == 0)
        #expect(calendar.events[Self.base + "old.ics"] == nil)
        #expect(calendar.events[Self.base + "n1.ics"]?.etag == "\"e0\"", "left as it was")
        for r in now where r.uid != "n1@itin" {
            #expect(calendar.events[Self.base + r.name]?.text == r.text, "\(r.uid)")
        }
    }

    @Test func aSecondRunAgainstWhatTheFirstLeftSendsNothing() throws {
        let (plan, calendar, now) = try renamed()
        _ = try PublishRun.carryOut(plan, over: calendar)
        let held = calendar.events.map { ServerEvent(href: $0.key, etag: $0.value.etag, text: $0.value.text) }
        calendar.sent = []
        let again = try PublishRun.carryOut(PublishPlan(trip: "ne", resources: now, server: held), over: calendar)
        #expect(calendar.sent.isEmpty)
        #expect(again == Self.tally(unchanged: 4))
    }

    @Test func a412IsReadAgainOnceAndSentAgainWithTheNewETagWhenOnlyTheETagChanged() throws {
        let (plan, calendar, now) = try renamed()
        calendar.meanwhile = { request, calendar in
            // The server gives the event a new ETag, its content unchanged, before our write.
            if request.method == "PUT", calendar.sent.count == 1 { calendar.events[request.url]?.etag = "\"e1-again\"" }
        }
        let tally = try PublishRun.carryOut(plan, over: calendar)
        #expect(calendar.said == ["PUT g1.ics If-Match \"e1\"", "GET g1.ics", "PUT g1.ics If-Match \"e1-again\""])
        #expect(tally == Self.tally(updated: 1, unchanged: 3))
        #expect(calendar.events[Self.base + "g1.ics"]?.text == now[1].text)
    }

    @Test func refusedTwiceTheEventIsAConflictLeftAsTheServerHasItAndExits75() throws {
        let (plan, calendar, _) = try renamed()
        let before = calendar.events[Self.base + "g1.ics"]?.text
        calendar.meanwhile = { request, calendar in
            // Someone's client touches the event before each of our writes.
            if request.method == "PUT" { calendar.events[request.url]?.etag = calendar.newETag() }
        }
        let tally = try PublishRun.carryOut(plan, over: calendar)
        #expect(calendar.said == ["PUT g1.ics If-Match \"e1\"", "GET g1.ics", "PUT g1.ics If-Match \"n1\""])
        #expect(tally.conflicts == ["g1@itin: changed on the server again while it was sent; left as it is"])
        #expect(tally.updated == 0 && tally.unchanged == 3)
        #expect(tally.exitStatus == 75)
        #expect(calendar.events[Self.base + "g1.ics"]?.text == before)
    }

    @Test func someoneElsesChangeFoundOnTheReadAgainIsAConflictNotOverwritten() throws {
        let (plan, calendar, _) = try renamed()
        calendar.meanwhile = { request, calendar in
            if request.method == "PUT", calendar.sent.count == 1 {
                let edited = Plan.reordered(try! Plan.resources(Plan.swing(summary: "Green Sox"))[1].text)
                calendar.events[request.url] = ("\"theirs\"", edited)
            }
        }
        let tally = try PublishRun.carryOut(plan, over: calendar)
        #expect(calendar.said == ["PUT g1.ics If-Match \"e1\"", "GET g1.ics"])
        #expect(tally.conflicts == ["g1@itin: changed on the server since it was read; left as it is"])
    }

    @Test func refusedCredentialsStopAtTheFirstRequestAndExit77() throws {
        let (plan, calendar, _) = try renamed()
        calendar.answer = 401
        #expect(
            throws: CalendarFailure.credentials("dav.example refused the credentials (401) for PUT \(Self.base)g1.ics")
        ) {
            try PublishRun.carryOut(plan, over: calendar)
        }
        #expect(calendar.sent.count == 1)
        #expect(CalendarFailure.credentials("").exitStatus == 77)
    }

    @Test func anUnreachableServerStopsThePublishAndExits69() throws {
        let (plan, calendar, _) = try renamed()
        let unreachable = CalendarFailure.unreachable("cannot reach dav.example: connection refused")
        calendar.failure = unreachable
        #expect(throws: unreachable) { try PublishRun.carryOut(plan, over: calendar) }
        #expect(calendar.sent.count == 1)
        #expect(unreachable.exitStatus == 69)
        #expect(CalendarFailure.timedOut(host: "dav.example", seconds: 30).exitStatus == 69)
    }

    @Test func aRedirectIsNotTheCalendarAndAnyOtherRefusalSaysWhatTheServerSaid() throws {
        let (plan, calendar, _) = try renamed()
        calendar.answer = 301
        #expect(
            throws: CalendarFailure.notCalendar(
                "\(Self.base)g1.ics redirects (301) to elsewhere: give --to the calendar's own URL")
        ) {
            try PublishRun.carryOut(plan, over: calendar)
        }
        calendar.answer = 500
        #expect(throws: CalendarFailure.refused("dav.example refused PUT \(Self.base)g1.ics (500): no")) {
            try PublishRun.carryOut(plan, over: calendar)
        }
    }
}
