import Testing

@testable import ItineraryCore

/// Publishing (docs/calendars.md) without a server: the events `publish` sends, how they are
/// compared, the plan of requests, what follows a 412, and the summary line.
@Suite struct PublishPlanTests {
    static let stamp: Int64 = 1_780_000_000

    /// Day 1: note n1, the Boston game g1 (in New York's zone); day 2: leg t1, note n2.
    static func swing(id: String = "ne", summary: String = "Red Sox", moved: Bool = false, lunch: Bool = true) -> Trip {
        var g = game("g1", day: 1, at: "19:10", in: "Boston", away: "Yankees", home: summary)
        g.tz = "America/New_York"
        var items = [
            note("n1", day: 1, -1, "Walk"),
            leg("t1", day: moved ? 1 : 2, moved ? 1 : 1, from: "Boston", to: "New York", miles: 215),
        ]
        if lunch { items.append(note("n2", day: 2, 2, "Lunch")) }
        return trip(id, days: 2, games: [g], items: items)
    }

    static func resources(_ t: Trip = swing(), stamp: Int64 = stamp) throws -> [CalendarResource] {
        try CalendarResource.of([t], stamp: stamp)
    }

    /// The calendar as a server holds what was sent: each resource at `base/NAME`, under an
    /// ETag of its own, written back with its lines re-ordered, as Radicale does.
    static func server(_ resources: [CalendarResource], base: String = "https://dav.example/cal/") -> [ServerEvent] {
        resources.enumerated().map { i, r in
            ServerEvent(href: base + r.name, etag: "\"e\(i)\"", text: reordered(r.text))
        }
    }

    /// The same calendar, each component's lines in reverse order.
    static func reordered(_ text: String) -> String {
        var out: [String] = []
        var stack: [[String]] = []
        let lines = text.replacing("\r\n ", with: "").split(separator: "\r\n").map(String.init)
        for line in lines {
            if line.hasPrefix("BEGIN:") {
                stack.append([line])
            } else if line.hasPrefix("END:") {
                var block = stack.removeLast()
                block = [block[0]] + block.dropFirst().reversed() + [line]
                if stack.isEmpty { out = block } else { stack[stack.count - 1].append(block.joined(separator: "\r\n")) }
            } else {
                stack[stack.count - 1].append(line)
            }
        }
        return out.joined(separator: "\r\n") + "\r\n"
    }

    static func foreign(uid: String, href: String, trip: String? = nil, summary: String = "Dentist") -> ServerEvent {
        let marker = trip.map { "X-ITIN-TRIP:\($0)\r\n" } ?? ""
        return ServerEvent(
            href: href, etag: "\"f\"",
            text: """
                BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//other//EN\r\nBEGIN:VEVENT\r\nUID:\(uid)\r\nDTSTAMP:20260101T000000Z\r\n\
                DTSTART;VALUE=DATE:20260612\r\nSUMMARY:\(summary)\r\n\(marker)END:VEVENT\r\nEND:VCALENDAR\r\n
                """)
    }

    // MARK: - The events

    @Test func eachEntryIsAResourceOfItsOwnMarkedWithItsTripAndZonedOnlyWhereItsGameIs() throws {
        let resources = try Self.resources()
        #expect(resources.map(\.uid) == ["n1@itin", "g1@itin", "t1@itin", "n2@itin"])
        #expect(resources.map(\.name) == ["n1.ics", "g1.ics", "t1.ics", "n2.ics"])
        #expect(resources.map(\.summary) == ["Walk", "Yankees @ Red Sox", "Boston → New York · 215 mi", "Lunch"])
        let ics = try exportedText([Self.swing()], as: .ics, stamp: Self.stamp)
        for r in resources {
            let calendar = try ICalendarReader.read(Array(r.text.utf8))
            let events = calendar.components("VEVENT")
            #expect(events.count == 1)
            #expect(try events[0].property("X-ITIN-TRIP")?.text() == "ne")
            #expect(
                calendar.components("VTIMEZONE").map { $0.property("TZID")?.value }
                    == (r.uid == "g1@itin" ? ["America/New_York"] : []))
            // The event is export --format ics's, line for line, and the mark.
            let lines = r.text.split(separator: "\r\n").map(String.init)
            let event = Array(lines[lines.firstIndex(of: "BEGIN:VEVENT")!...lines.firstIndex(of: "END:VEVENT")!])
            #expect(
                ics.contains((event.filter { $0 != "X-ITIN-TRIP:ne" }).joined(separator: "\r\n") + "\r\n"), "\(r.uid)")
        }
    }

    @Test func aNameKeepsWhatAFileAndAURLTakeAndEscapesTheRest() {
        #expect(ResourceName.of(id: "g-2026-06-12-yankees-red-sox") == "g-2026-06-12-yankees-red-sox.ics")
        #expect(ResourceName.of(id: "a/b c") == "a%2Fb%20c.ics")
        #expect(ResourceName.of(id: "..") == "%2E..ics")
        #expect(ResourceName.of(id: "%2F") == "%252F.ics")
        #expect(ResourceName.of(id: "é") == "%C3%A9.ics")
        let target = try! CalendarTarget.url("https://dav.example/cal")
        #expect(target.member(ResourceName.of(id: "a/b")) == "https://dav.example/cal/a%252Fb.ics")
    }

    // MARK: - Comparing

    @Test func anEventIsTheSameWhateverTheOrderOfItsLinesOrItsStamp() throws {
        let now = try Self.resources()
        let later = try Self.resources(stamp: Self.stamp + 86_400)
        for (a, b) in zip(now, later) {
            #expect(a.text != b.text)
            #expect(a.content == b.content)
            #expect(EventReading(Self.reordered(b.text)).content == a.content)
        }
        let renamed = try Self.resources(Self.swing(summary: "Orioles"))
        #expect(renamed[1].content != now[1].content)
        #expect(renamed[0].content == now[0].content)
    }

    @Test func aTextThatIsNotACalendarIsNobodysEvent() {
        let reading = EventReading("not a calendar")
        #expect(reading.uid == nil && reading.content == nil && !reading.isOwn(trip: "ne"))
    }

    // MARK: - The plan

    @Test func anEmptyCalendarGetsEveryEventCreated() throws {
        let plan = PublishPlan(trip: "ne", resources: try Self.resources(), server: [])
        #expect(plan.writes.count == 4)
        #expect(plan.steps.allSatisfy { if case .create = $0 { true } else { false } })
        #expect(
            plan.tally.line(trip: "Swing", to: "https://dav.example/cal/")
                == "published Swing to https://dav.example/cal/: 4 added, 0 updated, 0 removed, 0 unchanged")
    }

    @Test func whatTheServerAlreadyHasIsLeftSoASecondPublishSendsNothing() throws {
        let sent = try Self.resources()
        let again = try Self.resources(stamp: Self.stamp + 3600)
        let plan = PublishPlan(trip: "ne", resources: again, server: Self.server(sent))
        #expect(plan.writes.isEmpty)
        #expect(
            plan.tally
                == {
                    var t = PublishTally()
                    t.unchanged = 4
                    return t
                }())
    }

    @Test func aMovedLegARenamedGameAndADeletedNoteAreExactlyWhatChanges() throws {
        let server = Self.server(try Self.resources())
        let changed = try Self.resources(Self.swing(summary: "Orioles", moved: true, lunch: false))
        let plan = PublishPlan(trip: "ne", resources: changed, server: server)
        let writes = plan.writes.map { step -> String in
            switch step {
            case .replace(let r, let e): return "replace \(r.uid) if \(e.etag)"
            case .delete(let e): return "delete \(e.reading.uid!) if \(e.etag)"
            default: return "\(step)"
            }
        }
        #expect(writes == ["replace g1@itin if \"e1\"", "replace t1@itin if \"e2\"", "delete n2@itin if \"e3\""])
        #expect(
            plan.tally.line(trip: "Swing", to: "u")
                == "published Swing to u: 0 added, 2 updated, 1 removed, 1 unchanged")
    }

    @Test func eventsOfOtherClientsAndOtherTripsAreNeverChangedOrDeleted() throws {
        let base = "https://dav.example/cal/"
        let others = [
            Self.foreign(uid: "dentist-1", href: base + "dentist.ics"),
            Self.foreign(uid: "x9@itin", href: base + "x9.ics", trip: "west"),
            Self.foreign(uid: "x8@itin", href: base + "x8.ics"),
        ]  // itin's UID, but not marked
        let plan = PublishPlan(trip: "ne", resources: try Self.resources(), server: others)
        #expect(plan.writes.count == 4)
        #expect(plan.writes.allSatisfy { if case .create = $0 { true } else { false } })
        // Nor deleted when this trip has nothing left.
        #expect(PublishPlan(trip: "ne", resources: [], server: others).writes.isEmpty)
    }

    @Test func aUIDHeldByAnEventNotThisTripsIsLeftAndListed() throws {
        let base = "https://dav.example/cal/"
        let plan = PublishPlan(
            trip: "ne", resources: try Self.resources(),
            server: [
                Self.foreign(uid: "g1@itin", href: base + "g1.ics", trip: "west"),
                Self.foreign(uid: "n1@itin", href: base + "elsewhere.ics"),
            ])
        #expect(plan.writes.count == 2)
        #expect(
            plan.tally.conflicts == [
                "n1@itin: the calendar's event of that UID is not itin's; left as it is",
                "g1@itin: the calendar's event of that UID is trip west's; left as it is",
            ])
        #expect(
            plan.tally.line(trip: "Swing", to: "u", dryRun: true)
                == "would publish Swing to u: 2 added, 0 updated, 0 removed, 0 unchanged, 2 left in conflict")
    }

    @Test func ourEventWhereverItLivesIsReplacedThereAndAnExtraCopyIsDeleted() throws {
        let sent = try Self.resources()
        let base = "https://dav.example/cal/"
        // vdirsyncer names what it uploads its own way.
        let elsewhere = sent.enumerated().map { i, r in
            ServerEvent(href: base + "synced-\(i).ics", etag: "\"s\(i)\"", text: r.text)
        }
        let copy = ServerEvent(href: base + "g1.ics", etag: "\"c\"", text: sent[1].text)
        let plan = PublishPlan(
            trip: "ne", resources: try Self.resources(Self.swing(summary: "Orioles")), server: elsewhere + [copy])
        #expect(plan.writes.map(\.uid) == ["g1@itin", "g1@itin"])
        guard case .replace(_, let kept) = plan.writes[0], case .delete(let extra) = plan.writes[1] else {
            Issue.record("\(plan.writes)")
            return
        }
        #expect(kept.href == base + "g1.ics" && extra.href == base + "synced-1.ics")
    }

    // MARK: - After a 412

    @Test func aChangeBySomeoneElseIsLeftAndAChangeOfTheStampAloneIsSentAgain() throws {
        let read = Self.server(try Self.resources())[1]  // g1 as first read
        let ours = try Self.resources(Self.swing(summary: "Orioles"))[1]
        let step = PublishPlan.Step.replace(ours, read)
        let someone = ServerEvent(
            href: read.href, etag: "\"x\"", text: try Self.resources(Self.swing(summary: "Mets"))[1].text)
        #expect(
            step.afterConflict(now: someone)
                == .settled(.conflict("g1@itin: changed on the server since it was read; left as it is")))
        let restamped = ServerEvent(
            href: read.href, etag: "\"y\"", text: try Self.resources(stamp: Self.stamp + 60)[1].text)
        #expect(step.afterConflict(now: restamped) == .retry(.replace(ours, restamped)))
        let alreadyOurs = ServerEvent(href: read.href, etag: "\"z\"", text: ours.text)
        #expect(step.afterConflict(now: alreadyOurs) == .settled(.unchanged))
        #expect(
            step.afterConflict(now: nil)
                == .settled(.conflict("g1@itin: deleted on the server since it was read; left deleted")))
        let foreign = Self.foreign(uid: "g1@itin", href: read.href)
        #expect(
            step.afterConflict(now: foreign)
                == .settled(.conflict("g1@itin: changed on the server since it was read; left as it is")))
    }

    @Test func aCreationOrDeletionRefusedIsSettledByWhatTheServerNowHas() throws {
        let ours = try Self.resources()[0]
        let create = PublishPlan.Step.create(ours)
        #expect(
            create.afterConflict(now: ServerEvent(href: "h/n1.ics", etag: "\"1\"", text: ours.text))
                == .settled(.unchanged))
        #expect(
            create.afterConflict(now: Self.foreign(uid: "n1@itin", href: "h/n1.ics"))
                == .settled(
                    .conflict("n1@itin: n1.ics was made on the server by someone else meanwhile; left as it is")))
        let read = Self.server([ours])[0]
        let delete = PublishPlan.Step.delete(read)
        #expect(delete.afterConflict(now: nil) == .settled(.removed))
        let restamped = ServerEvent(href: read.href, etag: "\"2\"", text: try Self.resources(stamp: 1)[0].text)
        #expect(delete.afterConflict(now: restamped) == .retry(.delete(restamped)))
        let changed = ServerEvent(
            href: read.href, etag: "\"3\"",
            text: try Self.resources(Self.swing(lunch: false))[0].text.replacing("Walk", with: "Run"))
        #expect(
            delete.afterConflict(now: changed)
                == .settled(.conflict("n1@itin: changed on the server since it was read; left as it is")))
    }
}
