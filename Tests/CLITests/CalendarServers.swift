import Foundation
import Testing

/// Servers for the `publish` tests, all on 127.0.0.1 and each the test's own: a real
/// Radicale, and a small Python stub that forwards to it (recording what itin sent, and
/// acting as another client at the worst moment), redirects, or never answers.

/// A program started for a test and SIGKILLed when it is done: Radicale started through
/// `Foundation.Process` inherits the test runner's blocked signal mask and ignores SIGTERM.
final class Background {
    let process = Process()
    let log: String

    init(_ command: [String], log: String, environment: [String: String] = [:]) throws {
        self.log = log
        _ = FileManager.default.createFile(atPath: log, contents: nil)
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = command
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        process.standardInput = FileHandle.nullDevice
        let out = try FileHandle(forWritingTo: URL(fileURLWithPath: log))
        process.standardOutput = out
        process.standardError = out
        try process.run()
    }

    func stop() {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
    }

    deinit { stop() }

    var output: String { (try? String(contentsOfFile: log, encoding: .utf8)) ?? "" }
}

/// Waits, until a deadline, for `ready` to give a value.
func waitFor<T>(_ what: String, seconds: Double = 15, _ ready: () throws -> T?) throws -> T {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
        if let value = try ready() { return value }
        usleep(20_000)
    }
    throw WaitFailure(what: what)
}

struct WaitFailure: Error, CustomStringConvertible {
    let what: String
    var description: String { "gave up waiting for \(what)" }
}

/// A port nothing listens on now (the kernel's choice of a free one).
func freePort() -> Int {
    let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    defer { close(fd) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    _ = withUnsafeMutablePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer in
            bind(fd, pointer, length) == 0 ? getsockname(fd, pointer, &length) : -1
        }
    }
    return Int(UInt16(bigEndian: address.sin_port))
}

/// Radicale (PyPI), on a free port with its own storage and a plain htpasswd user; `delay =
/// 0`, or every refused password would cost about a second. Calendars are made as folders
/// in its storage, which Radicale reads at each request.
final class Radicale {
    static let user = "alice"
    let password = "pw-\(UUID().uuidString.prefix(8))"
    let folder: String
    let port: Int
    private let server: Background

    init(in scratch: Scratch) throws {
        folder = scratch.path("radicale")
        try FileManager.default.createDirectory(
            atPath: folder + "/storage/collection-root/\(Self.user)", withIntermediateDirectories: true)
        try "\(Self.user):\(password)\n".write(toFile: folder + "/users", atomically: true, encoding: .utf8)
        var started: (Background, Int)?
        for _ in 0..<3 where started == nil {  // another program may take the port first
            let port = freePort()
            try """
            [server]
            hosts = 127.0.0.1:\(port)
            [auth]
            type = htpasswd
            htpasswd_filename = \(folder)/users
            htpasswd_encryption = plain
            delay = 0
            [storage]
            filesystem_folder = \(folder)/storage
            [rights]
            type = owner_only
            [logging]
            level = info
            """.write(toFile: folder + "/config", atomically: true, encoding: .utf8)
            let server = try Background(
                ["python3", "-m", "radicale", "--config", folder + "/config"], log: folder + "/log")
            // Its own word that it listens, not only that something does: a port another test's
            // server took first answers with another password (401 for the right one).
            let listening = {
                server.output.split(separator: "\n").contains { $0.contains("Listening on") && $0.contains(":\(port)") }
            }
            _ = try waitFor("Radicale on port \(port)") { listening() || !server.process.isRunning ? true : nil }
            if server.process.isRunning && listening() { started = (server, port) } else { server.stop() }
        }
        let (server, port) = try #require(started, "Radicale did not start")
        self.server = server
        self.port = port
    }

    deinit { server.stop() }

    /// A new empty calendar, and its URL.
    @discardableResult
    func makeCalendar(_ name: String) throws -> String {
        let path = folder + "/storage/collection-root/\(Self.user)/\(name)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        try #"{"tag": "VCALENDAR"}"#.write(toFile: path + "/.Radicale.props", atomically: true, encoding: .utf8)
        return url(name)
    }

    func url(_ name: String) -> String { "http://127.0.0.1:\(port)/\(Self.user)/\(name)/" }

    var log: String { server.output }
}

/// The Python stub: `proxy` forwards to Radicale and records each request (and may act as
/// another client just before a write); `redirect` answers 301 to everything; `silent`
/// accepts and never answers. Each records the requests it saw, one JSON line each.
final class Stub {
    let port: Int
    let requests: String
    private let server: Background

    init(_ mode: String, _ arguments: [String] = [], in scratch: Scratch) throws {
        let name = "stub-\(UUID().uuidString.prefix(8))"
        requests = scratch.path(name + ".requests")
        _ = FileManager.default.createFile(atPath: requests, contents: nil)
        let script = try scratch.write(name + ".py", Self.script)
        let server = try Background(["python3", script, mode, requests] + arguments, log: scratch.path(name + ".log"))
        self.server = server
        port = try waitFor("the \(mode) stub's port") {
            guard server.process.isRunning else { throw WaitFailure(what: "the stub, which stopped: \(server.output)") }
            return server.output.split(separator: "\n").first.flatMap { Int($0) }
        }
    }

    deinit { server.stop() }

    struct Request: Decodable {
        let method: String
        let path: String
        let authorization: String?
        let ifMatch: String?
        let ifNoneMatch: String?
    }

    var seen: [Request] {
        ((try? String(contentsOfFile: requests, encoding: .utf8)) ?? "").split(separator: "\n").compactMap {
            try? JSONDecoder().decode(Request.self, from: Data($0.utf8))
        }
    }

    static let script = #"""
        import base64, http.client, http.server, json, re, socket, sys, threading, time

        mode, log = sys.argv[1], sys.argv[2]

        def record(method, path, headers):
            with open(log, "a") as f:
                f.write(json.dumps({"method": method, "path": path, "authorization": headers.get("Authorization"),
                                    "ifMatch": headers.get("If-Match"), "ifNoneMatch": headers.get("If-None-Match")}) + "\n")

        if mode == "silent":
            server = socket.socket()
            server.bind(("127.0.0.1", 0))
            server.listen(8)
            print(server.getsockname()[1], flush=True)
            held = []
            while True:
                conn, _ = server.accept()
                held.append(conn)
                data = b""
                while b"\r\n\r\n" not in data:
                    chunk = conn.recv(65536)
                    if not chunk: break
                    data += chunk
                head = data.split(b"\r\n\r\n")[0].decode("latin-1").split("\r\n")
                method, path = head[0].split(" ")[:2]
                headers = dict(line.split(": ", 1) for line in head[1:] if ": " in line)
                record(method, path, headers)

        class Handler(http.server.BaseHTTPRequestHandler):
            race_done = False

            def log_message(self, *args):
                pass

            def __getattr__(self, name):
                if name.startswith("do_"):
                    return self.answer
                raise AttributeError(name)

            def answer(self):
                body = self.rfile.read(int(self.headers.get("Content-Length") or 0))
                record(self.command, self.path, self.headers)
                if mode == "redirect":
                    self.send_response(301)
                    self.send_header("Location", self.path.rstrip("/") + "/elsewhere/")
                    self.send_header("Content-Length", "0")
                    self.end_headers()
                    return
                target, race_name, race_kind = int(sys.argv[3]), sys.argv[4], sys.argv[5]
                if (race_name != "-" and not Handler.race_done and self.command in ("PUT", "DELETE")
                        and self.path.endswith("/" + race_name)):
                    Handler.race_done = True
                    another_client(target, self.path, self.headers["Authorization"], race_kind)
                status, headers, answer = forward(target, self.command, self.path, self.headers, body)
                self.send_response(status)
                for k, v in headers:
                    if k.lower() not in ("transfer-encoding", "connection", "content-length", "date", "server"):
                        self.send_header(k, v)
                self.send_header("Content-Length", str(len(answer)))
                self.end_headers()
                self.wfile.write(answer)

        def forward(port, method, path, headers, body):
            conn = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
            conn.request(method, path, body=body, headers={k: v for k, v in headers.items() if k.lower() != "host"})
            r = conn.getresponse()
            return r.status, r.getheaders(), r.read()

        def another_client(port, path, authorization, kind):
            """Someone else's write to the event between itin's read and its write."""
            status, headers, text = forward(port, "GET", path, {"Authorization": authorization}, None)
            etag = dict((k.lower(), v) for k, v in headers)["etag"]
            text = text.decode()
            if kind == "rename":
                text = re.sub(r"(?m)^SUMMARY:.*$", "SUMMARY:Changed by someone else\r", text)
            else:  # restamp: what another itin publishing the same trip changes, DTSTAMP alone
                text = re.sub(r"(?m)^DTSTAMP:.*$", "DTSTAMP:20300101T000000Z\r", text)
            status, _, _ = forward(port, "PUT", path, {"Authorization": authorization, "If-Match": etag,
                                                        "Content-Type": "text/calendar"}, text.encode())
            assert status in (200, 201, 204), status

        server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        print(server.server_address[1], flush=True)
        server.serve_forever()
        """#
}

/// A calendar as Python's caldav client reads it, with each event's ETag.
struct CaldavCalendar: Decodable {
    struct Event: Decodable, Equatable {
        let uid: String
        let href: String
        let etag: String
        let summary: String
        let start: String
        let end: String
        let tzid: String?
        let allDay: Bool
        let location: String?
        let description: String?
        let trip: String?
    }

    let events: [Event]

    func event(_ uid: String) -> Event? { events.first { $0.uid == uid } }

    static func read(_ url: String, password: String) throws -> CaldavCalendar {
        let run = try Tool.run(
            ["python3", "-c", script, "read", url, Radicale.user], environment: ["CALDAV_TEST_PASSWORD": password])
        return try JSONDecoder().decode(CaldavCalendar.self, from: Data(run.stdout.utf8))
    }

    /// Another client adds an event of its own.
    static func add(_ url: String, password: String, ics: String) throws {
        _ = try Tool.run(
            ["python3", "-c", script, "add", url, Radicale.user, ics], environment: ["CALDAV_TEST_PASSWORD": password])
    }

    static let script = #"""
        import datetime, json, os, sys, urllib.parse
        import xml.etree.ElementTree as ET
        import caldav

        command, url, user = sys.argv[1:4]
        with caldav.DAVClient(url=url, username=user, password=os.environ["CALDAV_TEST_PASSWORD"]) as client:
            calendar = client.calendar(url=url)
            if command == "add":
                calendar.add_event(sys.argv[4])
                sys.exit(0)
            # The ETags by a PROPFIND of their own.
            answer = client.propfind(url, props='<d:propfind xmlns:d="DAV:"><d:prop><d:getetag/></d:prop></d:propfind>', depth=1)
            tree = ET.fromstring(answer.raw)
            etags = {}
            for r in tree.iter("{DAV:}response"):
                etag = r.find(".//{DAV:}getetag")
                if etag is not None:
                    etags[urllib.parse.unquote(r.find("{DAV:}href").text)] = etag.text
            def iso(v):
                return (v.replace(tzinfo=None) if isinstance(v, datetime.datetime) else v).isoformat()
            events = []
            for item in calendar.events():
                e = item.icalendar_component
                start, end = e["DTSTART"], e["DTEND"]
                path = urllib.parse.unquote(urllib.parse.urlsplit(str(item.url)).path)
                events.append({"uid": str(e["UID"]), "href": path, "etag": etags.get(path, ""),
                               "summary": str(e["SUMMARY"]), "start": iso(start.dt), "end": iso(end.dt),
                               "tzid": start.params.get("TZID"), "allDay": not isinstance(start.dt, datetime.datetime),
                               "location": str(e["LOCATION"]) if "LOCATION" in e else None,
                               "description": str(e["DESCRIPTION"]) if "DESCRIPTION" in e else None,
                               "trip": str(e["X-ITIN-TRIP"]) if "X-ITIN-TRIP" in e else None})
            print(json.dumps({"events": sorted(events, key=lambda e: e["uid"])}))
        """#
}
