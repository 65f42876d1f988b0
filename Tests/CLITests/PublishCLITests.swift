import Foundation
import ItineraryCore
import Testing

/// Publishing (docs/calendars.md): `itin publish` against a real Radicale on 127.0.0.1, checked
/// with Python's caldav client, and `export --format vdir` read by khal and synced by vdirsyncer.
/// When one of them is missing the test fails (`make test` installs them); it never skips.
@Suite struct PublishCLITests {
    let scratch: Scratch
    let library: String

    init() throws {
        scratch = try Scratch()
        library = try scratch.write("trips.json", Self.twoTrips)
    }

    /// Trip `ne` (Swing): the Boston game g1 in New York's zone, a floating New York game g2,
    /// a leg and two notes (one with a note); trip `west` (West) with one game.
    static let twoTrips = """
        {
          "format": "itin/1",
          "trips": [
            {
              "id": "ne", "name": "Swing", "order": 1, "start": "2026-06-12", "days": 3,
              "games": [
                {"id": "g1", "day": 1, "time": "19:10", "away": "Yankees", "home": "Red Sox", "venue": "Fenway Park", "city": "Boston", "tz": "America/New_York"},
                {"id": "g2", "day": 3, "time": "19:05", "away": "Blue Jays", "home": "Yankees", "venue": "Yankee Stadium", "city": "New York"}
              ],
              "items": [
                {"id": "t1", "kind": "travel", "day": 2, "sortOrder": 1, "from": "Boston", "to": "New York", "miles": 215, "mode": "drive"},
                {"id": "n1", "kind": "custom", "day": 1, "sortOrder": -1, "title": "Walk", "note": "Freedom Trail, then Fenway"},
                {"id": "n2", "kind": "custom", "day": 2, "sortOrder": 2, "title": "Lunch"}
              ]
            },
            {
              "id": "west", "name": "West", "order": 2, "start": "2026-06-12", "days": 1,
              "games": [
                {"id": "w1", "day": 1, "time": "13:10", "away": "Mariners", "home": "Giants", "venue": "Oracle Park", "city": "San Francisco", "tz": "America/Los_Angeles"}
              ],
              "items": []
            }
          ]
        }
        """

    /// The library with the leg moved to day 3, the note n2 deleted and the game g2 renamed.
    static let changed =
        twoTrips
        .replacing(#""id": "t1", "kind": "travel", "day": 2"#, with: #""id": "t1", "kind": "travel", "day": 3"#)
        .replacing(#",\#n        {"id": "n2", "kind": "custom", "day": 2, "sortOrder": 2, "title": "Lunch"}"#, with: "")
        .replacing(#""away": "Blue Jays""#, with: #""away": "Orioles""#)

    /// `itin publish` with the password given as docs/calendars.md allows; checks the
    /// password is in neither output.
    func publish(
        _ file: String, trip: String = "ne", to url: String, password: String?, _ more: [String] = [],
        environment: [String] = [], timeout: TimeInterval = 20, meanwhile: () throws -> Void = {}
    ) throws -> Run {
        let env = password.map { ["ITIN_CALDAV_PASSWORD=\($0)"] } ?? []
        let run = try itin(
            ["publish", file, "--trip", trip, "--to", url, "--user", Radicale.user] + more,
            under: ["/usr/bin/env"] + env + environment, timeout: timeout, meanwhile: meanwhile)
        if let password {
            #expect(
                !run.stdout.contains(password) && !run.stderr.contains(password), "the password was printed: \(run)")
        }
        return run
    }

    func expectedEvents(_ file: String, trip: String = "ne") throws -> [ExpectedEvent] {
        ExpectedEvent.all(in: [try #require(try load(file).trip(trip))]).sorted { $0.uid < $1.uid }
    }

    /// What caldav reads against what the library says, event by event.
    func expectHolds(_ calendar: CaldavCalendar, _ expected: [ExpectedEvent], trip: String = "ne") {
        let ours = calendar.events.filter { $0.trip == trip }
        #expect(ours.map(\.uid) == expected.map(\.uid))
        for (event, wanted) in zip(ours, expected) {
            #expect(event.summary == wanted.summary, "\(wanted.uid)")
            #expect(event.allDay == wanted.allDay, "\(wanted.uid)")
            #expect(event.start == wanted.start && event.end == wanted.end, "\(wanted.uid)")
            #expect(event.tzid == wanted.tzid, "\(wanted.uid)")
            #expect(event.location == wanted.location, "\(wanted.uid)")
            #expect(event.href.hasSuffix("/" + wanted.uid.replacing("@itin", with: ".ics")), "\(wanted.uid)")
        }
    }

    static let dentist = """
        BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//someone//EN\r\nBEGIN:VEVENT\r\nUID:dentist-1\r\n\
        DTSTAMP:20260101T000000Z\r\nDTSTART:20260613T090000Z\r\nDTEND:20260613T100000Z\r\nSUMMARY:Dentist\r\n\
        END:VEVENT\r\nEND:VCALENDAR\r\n
        """

    // MARK: - Publishing, and publishing again

    /// A stay is sent like any event: all day over its nights, at its address, its
    /// confirmation in the description; a change of its nights is one update.
    @Test func aStayIsPublishedOverItsNights() throws {
        let radicale = try Radicale(in: scratch)
        let url = try radicale.makeCalendar("stays")
        let password = radicale.password
        let stay =
            #"{"id": "s1", "kind": "stay", "day": 1, "sortOrder": 5, "name": "Hotel Beacon", "city": "Boston", "#
            + #""nights": 2, "address": "1 Beacon St, Boston", "confirmation": "HB-4471"}"#
        let text = Self.twoTrips.replacing(#""title": "Lunch"}"#, with: #""title": "Lunch"},"# + "\n" + stay)
        let file = try scratch.write("stay.json", text)
        let first = try publish(file, to: url, password: password)
        #expect(
            first.status == 0 && first.stdout.hasSuffix(": 6 added, 0 updated, 0 removed, 0 unchanged\n"), "\(first)")
        let calendar = try CaldavCalendar.read(url, password: password)
        expectHolds(calendar, try expectedEvents(file))
        let event = try #require(calendar.event("s1@itin"))
        #expect(event.allDay && event.start == "2026-06-12" && event.end == "2026-06-14")
        #expect(event.location == "1 Beacon St, Boston")
        #expect(event.description?.hasPrefix("Confirmation HB-4471") == true, "\(event.description ?? "")")

        let shorter = try scratch.write("stay.json", text.replacing(#""nights": 2"#, with: #""nights": 1"#))
        let again = try publish(shorter, to: url, password: password)
        #expect(again.stdout.hasSuffix(": 0 added, 1 updated, 0 removed, 5 unchanged\n"), "\(again)")
        #expect(try CaldavCalendar.read(url, password: password).event("s1@itin")?.end == "2026-06-13")
    }

    @Test func aTripIsPublishedOnceThenOnlyItsChangesAndNothingElseIsTouched() throws {
        let radicale = try Radicale(in: scratch)
        let url = try radicale.makeCalendar("trips")
        let proxy = try Stub("proxy", [String(radicale.port), "-", "-"], in: scratch)
        let viaProxy = url.replacing(":\(radicale.port)/", with: ":\(proxy.port)/")
        let password = radicale.password

        // Another client's event, and another trip's, are there first.
        try CaldavCalendar.add(url, password: password, ics: Self.dentist)
        let west = try publish(library, trip: "west", to: url, password: password)
        #expect(
            west.status == 0 && west.stdout == "published West to \(url): 1 added, 0 updated, 0 removed, 0 unchanged\n",
            "\(west)")

        // A dry run says what it would do, and only reads.
        let dry = try publish(library, to: viaProxy, password: password, ["--dry-run"])
        #expect(dry.status == 0, "\(dry)")
        #expect(
            dry.lines == [
                "would add n1@itin: Walk", "would add g1@itin: Yankees @ Red Sox",
                "would add t1@itin: Boston → New York · 215 mi · drive", "would add n2@itin: Lunch",
                "would add g2@itin: Blue Jays @ Yankees",
                "would publish Swing to \(viaProxy): 5 added, 0 updated, 0 removed, 0 unchanged",
            ])
        #expect(proxy.seen.map(\.method) == ["PROPFIND", "REPORT"])

        let first = try publish(library, to: viaProxy, password: password)
        #expect(first.status == 0 && first.stderr.isEmpty, "\(first)")
        #expect(first.stdout == "published Swing to \(viaProxy): 5 added, 0 updated, 0 removed, 0 unchanged\n")
        // Basic auth on every request, the first included (Linux URLSession sends it only
        // when the header is set by hand); new events only where none is.
        let basic = "Basic " + Data("\(Radicale.user):\(password)".utf8).base64EncodedString()
        #expect(proxy.seen.allSatisfy { $0.authorization == basic }, "\(proxy.seen.map(\.authorization))")
        let puts = proxy.seen.dropFirst(2).filter { $0.method == "PUT" }
        #expect(puts.count == 5 && puts.allSatisfy { $0.ifNoneMatch == "*" && $0.ifMatch == nil })

        let before = try CaldavCalendar.read(url, password: password)
        expectHolds(before, try expectedEvents(library))
        #expect(before.event("n1@itin")?.description == "Freedom Trail, then Fenway")
        #expect(before.event("dentist-1")?.summary == "Dentist" && before.event("w1@itin")?.trip == "west")
        #expect(before.events.count == 7)

        // Again, unchanged (a later DTSTAMP, and the URL without its slash): no PUT, no DELETE.
        let sent = proxy.seen.count
        let again = try publish(
            library, to: String(viaProxy.dropLast()), password: password, environment: ["SOURCE_DATE_EPOCH=1900000000"])
        #expect(
            again.status == 0 && again.stdout.hasSuffix(": 0 added, 0 updated, 0 removed, 5 unchanged\n"), "\(again)")
        #expect(proxy.seen.dropFirst(sent).map(\.method) == ["PROPFIND", "REPORT"])

        // A leg moved, a note deleted, a game renamed: exactly those change.
        let changed = try scratch.write("changed.json", Self.changed)
        let third = try publish(changed, to: viaProxy, password: password)
        #expect(
            third.status == 0 && third.stdout.hasSuffix(": 0 added, 2 updated, 1 removed, 2 unchanged\n"), "\(third)")
        let after = try CaldavCalendar.read(url, password: password)
        expectHolds(after, try expectedEvents(changed))
        for uid in ["n1@itin", "g1@itin", "dentist-1", "w1@itin"] {
            #expect(after.event(uid) == before.event(uid), "\(uid) changed")
        }
        for uid in ["t1@itin", "g2@itin"] { #expect(after.event(uid)?.etag != before.event(uid)?.etag) }
        #expect(after.event("n2@itin") == nil && after.events.count == 6)
        // Each replacement and deletion was conditional on the ETag that was read.
        let writes = proxy.seen.suffix(3)
        #expect(writes.map(\.method).sorted() == ["DELETE", "PUT", "PUT"])
        #expect(Set(writes.map(\.path)) == Set(["t1", "g2", "n2"].map { "/alice/trips/\($0).ics" }))
        for write in writes {
            #expect(
                write.ifMatch != nil && write.ifMatch == before.events.first { $0.href == write.path }?.etag,
                "\(write.path)")
        }

        // The other trip publishing again leaves ours be.
        let westAgain = try publish(changed, trip: "west", to: url, password: password)
        #expect(westAgain.stdout.hasSuffix(": 0 added, 0 updated, 0 removed, 1 unchanged\n"), "\(westAgain)")
        #expect(try CaldavCalendar.read(url, password: password).events == after.events)
    }

    // MARK: - Someone else's change between the read and the write

    @Test func aChangeMadeMeanwhileIsNotOverwrittenButAChangeOfTheStampAloneIs() throws {
        let radicale = try Radicale(in: scratch)
        let url = try radicale.makeCalendar("trips")
        #expect(try publish(library, to: url, password: radicale.password).status == 0)
        let changed = try scratch.write("changed.json", Self.changed)

        // Someone renames g2 on the server just before itin replaces it: 412, read again,
        // left as they made it, listed, exit 75; the rest is done.
        let race = try Stub("proxy", [String(radicale.port), "g2.ics", "rename"], in: scratch)
        let run = try publish(
            changed, to: url.replacing(":\(radicale.port)/", with: ":\(race.port)/"), password: radicale.password)
        #expect(run.status == 75, "\(run)")
        #expect(run.stderr == "itin: g2@itin: changed on the server since it was read; left as it is\n", "\(run)")
        #expect(run.stdout.hasSuffix(": 0 added, 1 updated, 1 removed, 2 unchanged, 1 left in conflict\n"), "\(run)")
        #expect(race.seen.filter { $0.path.hasSuffix("/g2.ics") }.map(\.method) == ["PUT", "GET"])
        let now = try CaldavCalendar.read(url, password: radicale.password)
        #expect(now.event("g2@itin")?.summary == "Changed by someone else")
        #expect(now.event("t1@itin")?.start == "2026-06-14")

        // Another itin re-sends the event as it was (its DTSTAMP alone changes) just before
        // this one replaces it: the event read again (its ETag from the GET's header) says
        // what was read, so the replacement goes again under the new ETag.
        let original = try scratch.write("original.json", Self.twoTrips)
        let restamp = try Stub("proxy", [String(radicale.port), "t1.ics", "restamp"], in: scratch)
        let again = try publish(
            original, to: url.replacing(":\(radicale.port)/", with: ":\(restamp.port)/"), password: radicale.password)
        #expect(again.status == 0, "\(again)")
        #expect(again.stdout.hasSuffix(": 1 added, 2 updated, 0 removed, 2 unchanged\n"), "\(again)")
        let t1 = restamp.seen.filter { $0.path.hasSuffix("/t1.ics") }
        #expect(t1.map(\.method) == ["PUT", "GET", "PUT"])
        #expect(t1.count == 3 && t1[0].ifMatch != t1[2].ifMatch && t1[2].ifMatch != nil)
        expectHolds(try CaldavCalendar.read(url, password: radicale.password), try expectedEvents(original))
    }

    // MARK: - Refusals

    @Test func refusedCredentialsClosedPortsAndWhatIsNotACalendarHaveTheirExitCodes() throws {
        let radicale = try Radicale(in: scratch)
        let url = try radicale.makeCalendar("trips")

        // A 401 with WWW-Authenticate: Basic comes back at once: it hangs Linux's URLSession
        // forever unless the challenge is cancelled.
        let started = Date()
        let wrong = try publish(library, to: url, password: "not-the-password", timeout: 15)
        #expect(wrong.status == 77 && wrong.stderr.contains("refused the credentials"), "\(wrong)")
        #expect(Date().timeIntervalSince(started) < 10)
        let none = try itin("publish", library, "--trip", "ne", "--to", url)
        #expect(none.status == 77, "no credentials at all: \(none)")
        let noPassword = try itin(
            ["publish", library, "--trip", "ne", "--to", url, "--user", "alice"],
            under: ["/usr/bin/env", "HOME=\(scratch.folder.path)"])
        #expect(noPassword.status == 77 && noPassword.stderr.contains("no password for alice"), "\(noPassword)")
        let failing = try publish(library, to: url, password: nil, ["--password-command", "exit 3"])
        #expect(failing.status == 77 && failing.stderr.contains("password command failed"), "\(failing)")

        let closed = try publish(
            library, to: "http://127.0.0.1:\(freePort())/alice/trips/", password: radicale.password)
        #expect(closed.status == 69 && closed.stderr.contains("cannot reach"), "\(closed)")
        // The user's own collection, which holds calendars but is none.
        let notCalendar = try publish(
            library, to: "http://127.0.0.1:\(radicale.port)/\(Radicale.user)/", password: radicale.password)
        #expect(notCalendar.status == 69 && notCalendar.stderr.contains("is not a calendar"), "\(notCalendar)")
        let missing = try publish(library, to: radicale.url("nowhere"), password: radicale.password)
        #expect(missing.status == 69, "\(missing)")
        #expect(try CaldavCalendar.read(url, password: radicale.password).events.isEmpty)

        // Refused before anything is sent.
        let plain = try publish(library, to: "http://calendar.example.com/alice/trips/", password: radicale.password)
        #expect(plain.status == 64 && plain.stderr.contains("plain http://"), "\(plain)")
        let inURL = try itin(
            "publish", library, "--trip", "ne", "--to", "https://alice:hunter2@calendar.example.com/c/")
        #expect(inURL.status == 64 && !inURL.stderr.contains("hunter2"), "\(inURL)")
        let named = try itin("publish", library, "--trip", "ne", "--to", "family")
        #expect(named.status == 64 && named.stderr.contains("settings"), "\(named)")
    }

    // MARK: - A calendar by name (the settings' [calendars.NAME], docs/settings.md)

    /// A settings file only its owner may write (a scratch file's mode follows the umask).
    func settings(_ text: String) throws -> [String: String] {
        let path = try scratch.write("config.toml", text)
        #expect(chmod(path, 0o600) == 0)
        // No password but the settings' command: none in the environment, no ~/.netrc.
        return ["ITIN_CONFIG": path, "ITIN_CALDAV_PASSWORD": "", "HOME": scratch.path("home")]
    }

    /// `--to NAME`: itin reads the table and hands the helper its URL, user and password
    /// command; `--user` and `--password-command` on the command line win over the table's.
    @Test func aCalendarByNameIsPublishedToWithItsUserAndPasswordCommand() throws {
        let radicale = try Radicale(in: scratch)
        let url = try radicale.makeCalendar("trips")
        let secret = try scratch.write("secret", radicale.password + "\n")
        let environment = try settings(
            """
            [calendars.family]
            url = "\(url)"
            user = "\(Radicale.user)"
            password-command = "cat '\(secret)'"

            [calendars.mallory]
            url = "\(url)"
            user = "mallory"
            password-command = "cat '\(secret)'"
            """)
        let first = try itin(["publish", library, "--trip", "west", "--to", "family"], environment: environment)
        #expect(first.status == 0 && first.stderr.isEmpty, "\(first)")
        #expect(first.stdout == "published West to \(url): 1 added, 0 updated, 0 removed, 0 unchanged\n", "\(first)")
        #expect(!first.stdout.contains(radicale.password) && !first.stderr.contains(radicale.password))
        expectHolds(
            try CaldavCalendar.read(url, password: radicale.password), try expectedEvents(library, trip: "west"),
            trip: "west")

        // The command line's user and password command win over the table's.
        let wrongCommand = try itin(
            ["publish", library, "--trip", "ne", "--to", "family", "--password-command", "echo wrong"],
            environment: environment)
        #expect(wrongCommand.status == 77 && wrongCommand.stderr.contains("refused the credentials"), "\(wrongCommand)")
        let wrongUser = try itin(
            ["publish", library, "--trip", "ne", "--to", "family", "--user", "bob"], environment: environment)
        #expect(wrongUser.status == 77, "\(wrongUser)")
        let mallory = try itin(
            ["publish", library, "--trip", "ne", "--to", "mallory", "--dry-run"], environment: environment)
        #expect(mallory.status == 77, "the table's own user: \(mallory)")
        let alice = try itin(
            ["publish", library, "--trip", "ne", "--to", "mallory", "--user", Radicale.user], environment: environment)
        #expect(
            alice.status == 0
                && alice.stdout == "published Swing to \(url): 5 added, 0 updated, 0 removed, 0 unchanged\n", "\(alice)"
        )
        expectHolds(try CaldavCalendar.read(url, password: radicale.password), try expectedEvents(library))
    }

    /// A name the settings do not hold is a usage error that says which they hold, or where
    /// the settings file is when it holds none; nothing is read or sent.
    @Test func anUnknownCalendarNameIsAUsageErrorThatNamesTheKnownOnes() throws {
        let none = try itin(
            ["publish", library, "--trip", "ne", "--to", "family"],
            environment: ["ITIN_CONFIG": scratch.path("none.toml")])
        #expect(none.status == 64, "\(none)")
        #expect(
            none.stderr == "itin: family is not a calendar's URL (https://…), and the settings name no calendars: "
                + "add a [calendars.NAME] table with its url to \(scratch.path("none.toml")) (see itin config)\n",
            "\(none)")
        let environment = try settings(
            """
            [calendars.family]
            url = "https://dav.example.com/c/"
            [calendars.work]
            url = "https://dav.example.com/w/"
            """)
        let typo = try itin(
            ["publish", scratch.path("missing.json"), "--trip", "ne", "--to", "famly"], environment: environment)
        #expect(typo.status == 64, "\(typo)")
        #expect(
            typo.stderr == "itin: no calendar named famly in \(scratch.path("config.toml")) (known: family, work), "
                + "nor is it a calendar's URL (https://…)\n", "\(typo)")
        #expect(typo.stdout.isEmpty)
    }

    // MARK: - The helper

    /// `itin publish` runs the helper `itin-publish` in its place (Package.swift says why):
    /// found beside itin, else in ../lib/itin/ (an install), itin's path taken with links
    /// resolved; without it, exit 70 and where it looked. A missing file's 66 is the helper's:
    /// itin itself never reads the file.
    @Test func theHelperIsFoundBesideItinOrInLibItinAndItsAbsenceIsSaid() throws {
        let binary = try #require(Binary.path)
        let helper =
            URL(fileURLWithPath: binary).resolvingSymlinksInPath().deletingLastPathComponent().path + "/itin-publish"
        #expect(FileManager.default.isExecutableFile(atPath: helper), "no itin-publish beside \(binary)")
        let fm = FileManager.default
        try fm.createDirectory(atPath: scratch.path("bin"), withIntermediateDirectories: true)
        try fm.copyItem(atPath: binary, toPath: scratch.path("bin/itin"))
        // Called through a link elsewhere: still the copy's folder that counts.
        try fm.createSymbolicLink(atPath: scratch.path("itin-link"), withDestinationPath: scratch.path("bin/itin"))
        let arguments = ["publish", scratch.path("none.json"), "--trip", "ne", "--to", "http://127.0.0.1:9/c/"]

        let alone = try shell([scratch.path("itin-link")] + arguments)
        #expect(alone.status == 70, "\(alone)")
        #expect(
            alone.stderr.contains(scratch.path("bin/itin-publish"))
                && alone.stderr.contains(scratch.path("lib/itin/itin-publish")),
            "\(alone)")
        #expect(alone.stdout.isEmpty)
        // A bad command line is refused by itin itself, helper or not.
        #expect(try shell([scratch.path("bin/itin"), "publish", library, "--trip", "ne"]).status == 64)

        try fm.createDirectory(atPath: scratch.path("lib/itin"), withIntermediateDirectories: true)
        try fm.createSymbolicLink(atPath: scratch.path("lib/itin/itin-publish"), withDestinationPath: helper)
        let installed = try shell([scratch.path("itin-link")] + arguments)
        #expect(installed.status == 66 && installed.stderr.contains("no such file"), "\(installed)")

        try fm.createSymbolicLink(atPath: scratch.path("bin/itin-publish"), withDestinationPath: "/bin/false")
        #expect(try shell([scratch.path("itin-link")] + arguments).status == 1, "beside itin comes first")
    }

    /// A redirect loses a PROPFIND's body and the URL's trailing slash on Linux: it is not
    /// followed but said, and only one request is sent.
    @Test func aRedirectIsNamedNotFollowed() throws {
        let stub = try Stub("redirect", in: scratch)
        let run = try publish(library, to: "http://127.0.0.1:\(stub.port)/alice/trips", password: "pw")
        #expect(run.status == 69, "\(run)")
        #expect(run.stderr.contains("redirects (301) to /alice/trips/elsewhere/"), "\(run)")
        #expect(stub.seen.map(\.method) == ["PROPFIND"])
    }

    /// A server that takes the connection and never answers: given up after the timeout
    /// (ITIN_CALDAV_TIMEOUT here, so the test is short; `CalendarTargetTests` checks that it
    /// is 30 s unless set). Meanwhile the password is in no process's command line.
    @Test func aServerThatNeverAnswersIsGivenUpAndThePasswordIsNowhereToBeSeen() throws {
        let stub = try Stub("silent", in: scratch)
        let password = "pw-\(UUID().uuidString)"
        let secret = try scratch.write("secret", password + "\nsecond line\n")
        var looked = 0
        let started = Date()
        let run = try publish(
            library, to: "http://127.0.0.1:\(stub.port)/alice/trips/", password: nil,
            ["--password-command", "cat '\(secret)'"], environment: ["ITIN_CALDAV_TIMEOUT=2"], timeout: 15
        ) {
            // Every process running now, itin's included, once it is waiting for the answer.
            _ = try waitFor("itin's request at the stub", seconds: 10) { stub.seen.isEmpty ? nil : true }
            for entry in try FileManager.default.contentsOfDirectory(atPath: "/proc") where Int(entry) != nil {
                guard let cmdline = FileManager.default.contents(atPath: "/proc/\(entry)/cmdline") else { continue }
                let text = String(decoding: cmdline, as: UTF8.self)
                if text.contains(library) { looked += 1 }
                #expect(!text.contains(password), "/proc/\(entry)/cmdline shows the password")
            }
        }
        let elapsed = Date().timeIntervalSince(started)
        #expect(run.status == 69 && run.stderr.contains("did not answer within 2 s"), "\(run)")
        #expect(elapsed >= 2 && elapsed < 10, "\(elapsed) s")
        #expect(looked >= 1, "itin's own command line was not found")
        let first = try #require(stub.seen.first)
        #expect(first.method == "PROPFIND")
        #expect(
            first.authorization == "Basic " + Data("alice:\(password)".utf8).base64EncodedString(),
            "the first request carries the password")
    }

    // MARK: - The vdir, read by khal and synced by vdirsyncer

    @Test func khalShowsTheVdirsGamesAtTheirTimes() throws {
        let vdir = scratch.path("vdir")
        let export = try itin("export", library, "--trip", "ne", "--format", "vdir", "--output", vdir)
        #expect(export.status == 0 && export.stdout.isEmpty && export.stderr.isEmpty, "\(export)")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: vdir).sorted() == [
                "g1.ics", "g2.ics", "n1.ics", "n2.ics", "t1.ics",
            ])
        // In Los Angeles: the Boston game (New York's zone) three hours earlier, the floating one as written.
        #expect(
            try khal(vdir, zone: "America/Los_Angeles") == [
                "2026-06-12  Walk", "2026-06-12 16:10 Yankees @ Red Sox",
                "2026-06-13  Boston → New York · 215 mi · drive",
                "2026-06-13  Lunch", "2026-06-14 19:05 Blue Jays @ Yankees",
            ])

        // Exported again after the changes: the stale note's file goes, other files stay.
        try
            "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//me//EN\r\nBEGIN:VEVENT\r\nUID:mine\r\nDTSTAMP:20260101T000000Z\r\nDTSTART;VALUE=DATE:20260613\r\nSUMMARY:Mine\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n"
            .write(toFile: vdir + "/mine.ics", atomically: true, encoding: .utf8)
        try "notes".write(toFile: vdir + "/README", atomically: true, encoding: .utf8)
        let west = try itin("export", library, "--trip", "west", "--format", "vdir", "--output", vdir)
        #expect(west.status == 0, "\(west)")
        let changed = try scratch.write("changed.json", Self.changed)
        #expect(try itin("export", changed, "--trip", "ne", "--format", "vdir", "--output", vdir).status == 0)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: vdir).sorted() == [
                "README", "g1.ics", "g2.ics", "mine.ics", "n1.ics", "t1.ics", "w1.ics",
            ])
        #expect(
            try khal(vdir, zone: "America/New_York") == [
                "2026-06-12  Walk", "2026-06-12 16:10 Mariners @ Giants", "2026-06-12 19:10 Yankees @ Red Sox",
                "2026-06-13  Mine", "2026-06-14  Boston → New York · 215 mi · drive",
                "2026-06-14 19:05 Orioles @ Yankees",
            ])
        let noOutput = try itin("export", library, "--format", "vdir")
        #expect(noOutput.status == 64, "\(noOutput)")
    }

    /// `khal list` of the trip's three days over a config pointing at the vdir, in `zone`.
    func khal(_ vdir: String, zone: String) throws -> [String] {
        let config = try scratch.write(
            "khal-\(UUID().uuidString.prefix(6)).conf",
            """
            [calendars]
            [[trip]]
            path = \(vdir)
            [sqlite]
            path = \(scratch.path("khal-\(UUID().uuidString.prefix(6)).db"))
            [locale]
            local_timezone = \(zone)
            default_timezone = \(zone)
            timeformat = %H:%M
            dateformat = %Y-%m-%d
            longdateformat = %Y-%m-%d
            datetimeformat = %Y-%m-%d %H:%M
            longdatetimeformat = %Y-%m-%d %H:%M
            """)
        let run = try Tool.run([
            "python3", "-m", "khal", "-c", config, "list", "2026-06-12", "3d", "--format",
            "{start-date} {start-time} {title}", "--day-format", "",
        ])
        return run.stdout.split(separator: "\n").map(String.init)
    }

    @Test func vdirsyncerSyncsTheVdirIntoRadicaleAsPublishWouldSendIt() throws {
        let radicale = try Radicale(in: scratch)
        let synced = try radicale.makeCalendar("synced")
        let published = try radicale.makeCalendar("published")
        let vdir = scratch.path("vdir")
        #expect(try itin("export", library, "--trip", "ne", "--format", "vdir", "--output", vdir).status == 0)
        let config = try scratch.write(
            "vdirsyncer.conf",
            """
            [general]
            status_path = "\(scratch.path("vdirsyncer-status"))/"
            [pair trip]
            a = "trip_local"
            b = "trip_remote"
            collections = null
            [storage trip_local]
            type = "filesystem"
            path = "\(vdir)/"
            fileext = ".ics"
            [storage trip_remote]
            type = "caldav"
            url = "\(synced)"
            username = "\(Radicale.user)"
            password.fetch = ["command", "cat", "\(try scratch.write("vdirsyncer-password", radicale.password))"]
            """)
        _ = try Tool.run(["python3", "-m", "vdirsyncer", "-c", config, "discover", "trip"])
        _ = try Tool.run(["python3", "-m", "vdirsyncer", "-c", config, "sync"])
        #expect(try publish(library, to: published, password: radicale.password).status == 0)

        func comparable(_ calendar: CaldavCalendar) -> [String] {
            calendar.events.map {
                [
                    $0.uid, $0.summary, $0.start, $0.end, $0.tzid ?? "-", $0.location ?? "-", $0.description ?? "-",
                    $0.trip ?? "-",
                ].joined(separator: " | ")
            }
        }
        let bySync = try CaldavCalendar.read(synced, password: radicale.password)
        #expect(bySync.events.count == 5)
        #expect(comparable(bySync) == comparable(try CaldavCalendar.read(published, password: radicale.password)))
        // What vdirsyncer put there (under names of its own) is publish's: nothing to send.
        let run = try publish(library, to: synced, password: radicale.password)
        #expect(run.status == 0 && run.stdout.hasSuffix(": 0 added, 0 updated, 0 removed, 5 unchanged\n"), "\(run)")
    }
}
