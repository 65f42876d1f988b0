import Testing

@testable import ItineraryCore

/// Publishing (docs/calendars.md): where `publish` sends a trip, how long it waits, and where
/// the password comes from.
@Suite struct CalendarTargetTests {
    @Test func httpsIsTakenAndPlainHTTPOnlyToThisMachine() throws {
        #expect(try CalendarTarget.url("https://dav.example.com/calendars/alice/trips/").host == "dav.example.com")
        for url in [
            "http://127.0.0.1:5232/alice/trips/", "http://127.3.4.5/c/", "http://localhost:8080/c",
            "http://[::1]:5232/c/",
        ] {
            #expect(throws: Never.self, "\(url)") { try CalendarTarget.url(url) }
        }
        for (url, host) in [
            ("http://dav.example.com/c/", "dav.example.com"), ("http://10.0.0.1/c/", "10.0.0.1"),
            ("http://127.0.0.1.example.com/c/", "127.0.0.1.example.com"), ("http://128.0.0.1/", "128.0.0.1"),
        ] {
            #expect(throws: CalendarTarget.Problem.plainHTTP(host: host)) { try CalendarTarget.url(url) }
        }
        #expect(throws: CalendarTarget.Problem.scheme("ftp")) { try CalendarTarget.url("ftp://dav.example.com/c/") }
        #expect(throws: CalendarTarget.Problem.notURL("family")) { try CalendarTarget.url("family") }
    }

    @Test func aPasswordInTheURLIsRefusedWithoutRepeatingItAndAUserIsTaken() throws {
        #expect(throws: CalendarTarget.Problem.passwordInURL) {
            try CalendarTarget.url("https://alice:hunter2@dav.example.com/c/")
        }
        #expect(!CalendarTarget.Problem.passwordInURL.description.contains("hunter2"))
        let target = try CalendarTarget.url("https://alice@dav.example.com/c/")
        #expect(target.user == "alice" && target.url == "https://dav.example.com/c/")
        #expect(throws: CalendarTarget.Problem.twoUsers(inURL: "alice", option: "bob")) {
            try CalendarTarget.url("https://alice@dav.example.com/c/", user: "bob")
        }
    }

    @Test func aUserInTheURLIsReadPercentDecodedOnce() throws {
        #expect(try CalendarTarget.url("https://alice%40example.org@dav.example.com/c/").user == "alice@example.org")
        #expect(try CalendarTarget.url("https://a%2541@dav.example.com/c/").user == "a%41")
    }

    @Test func membersAreNamedUnderTheURLAsGiven() throws {
        #expect(try CalendarTarget.url("https://d.example/c").member("g1.ics") == "https://d.example/c/g1.ics")
        #expect(try CalendarTarget.url("https://d.example/c/").member("g1.ics") == "https://d.example/c/g1.ics")
        #expect(try CalendarTarget.url("https://d.example/c").member("100%.ics") == "https://d.example/c/100%25.ics")
    }

    @Test func aServerIsWaitedFor30SecondsUnlessTheEnvironmentSaysOtherwise() {
        #expect(CalendarTimeout.standard == 30)
        #expect(CalendarTimeout.from(environment: [:]) == .success(30))
        #expect(CalendarTimeout.from(environment: ["ITIN_CALDAV_TIMEOUT": "1.5"]) == .success(1.5))
        for bad in ["", "0", "-1", "soon", "inf", "4000"] {
            #expect(
                CalendarTimeout.from(environment: ["ITIN_CALDAV_TIMEOUT": bad]) == .failure(.init(text: bad)), "\(bad)")
        }
    }

    // MARK: - Credentials

    static let netrc = Netrc(
        """
        machine dav.example.com login alice password "s3cret pass"
        machine other.example login bob
          password hunter2
        macdef init
        machine dav.example.com login mallory password nope

        default login guest password anyone
        """)

    @Test func netrcEntriesAreReadAsCurlReadsThem() {
        #expect(Self.netrc.entries.map(\.machine) == ["dav.example.com", "other.example", nil])
        #expect(Self.netrc.entry(host: "DAV.example.com", login: nil)?.password == "s3cret pass")
        #expect(Self.netrc.entry(host: "other.example", login: "bob")?.password == "hunter2")
        #expect(Self.netrc.entry(host: "dav.example.com", login: "mallory") == nil, "a macdef's body is not read")
        #expect(Self.netrc.entry(host: "nowhere", login: "guest")?.password == "anyone")
        #expect(Self.netrc.entry(host: "nowhere", login: nil)?.password == "anyone")
    }

    @Test func thePasswordComesFromTheCommandThenTheEnvironmentThenNetrc() {
        let env = ["ITIN_CALDAV_PASSWORD": "from-env"]
        func choose(_ user: String?, _ command: String?, _ environment: [String: String], _ netrc: Netrc?)
            -> CalendarCredentials??
        {
            try? CalendarCredentials.choose(
                user: user, host: "dav.example.com", command: command, environment: environment, netrc: netrc
            ).get()
        }
        #expect(
            choose("alice", "from-cmd", env, Self.netrc) == CalendarCredentials(user: "alice", password: "from-cmd"))
        #expect(choose("alice", nil, env, Self.netrc) == CalendarCredentials(user: "alice", password: "from-env"))
        #expect(
            choose("alice", nil, ["ITIN_CALDAV_PASSWORD": ""], Self.netrc)
                == CalendarCredentials(user: "alice", password: "s3cret pass"))
        #expect(choose(nil, nil, [:], Self.netrc) == CalendarCredentials(user: "alice", password: "s3cret pass"))
        #expect(choose(nil, "from-cmd", [:], Self.netrc) == CalendarCredentials(user: "alice", password: "from-cmd"))
        #expect(choose(nil, nil, [:], nil) == .some(nil), "no user: no credentials")
        #expect(
            CalendarCredentials.choose(
                user: "carol", host: "h.example", command: nil, environment: [:],
                netrc: Netrc("machine h.example login dave password x"))
                == .failure(.password(user: "carol", host: "h.example")))
        #expect(
            CalendarCredentials.choose(user: nil, host: "h", command: "pw", environment: [:], netrc: nil)
                == .failure(.user))
    }

    @Test func credentialsNeverShowThePassword() {
        let c = CalendarCredentials(user: "alice", password: "hunter2")
        #expect(!"\(c)".contains("hunter2") && !String(reflecting: c).contains("hunter2"))
    }
}
