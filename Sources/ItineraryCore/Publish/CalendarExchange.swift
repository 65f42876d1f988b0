/// One HTTP request to a calendar server, as `publish` makes it: the edge sends it as it is.
public struct CalendarRequest: Hashable, Sendable {
    public let method: String
    public let url: String
    public let headers: [String: String]
    public let body: String?

    public init(_ method: String, _ url: String, headers: [String: String] = [:], body: String? = nil) {
        self.method = method
        self.url = url
        self.headers = headers
        self.body = body
    }
}

/// A server's answer, as far as `publish` reads it.
public struct CalendarResponse: Hashable, Sendable {
    public let status: Int
    public let etag: String?
    /// Where a redirect points.
    public let location: String?
    public let body: [UInt8]

    public init(status: Int, etag: String? = nil, location: String? = nil, body: [UInt8] = []) {
        self.status = status
        self.etag = etag
        self.location = location
        self.body = body
    }

    public var text: String { String(decoding: body, as: UTF8.self) }
}

/// Why a publish stops before it is done (docs/calendars.md), and its exit status (docs/commands.md).
public enum CalendarFailure: Error, Hashable, Sendable, CustomStringConvertible {
    case unreachable(String)
    case timedOut(host: String, seconds: Double)
    case credentials(String)
    case notCalendar(String)
    case refused(String)

    /// 77 (EX_NOPERM) for refused credentials, else 69 (EX_UNAVAILABLE).
    public var exitStatus: Int32 {
        switch self {
        case .unreachable, .timedOut, .notCalendar, .refused: return 69
        case .credentials: return 77
        }
    }

    public var description: String {
        switch self {
        case .unreachable(let why), .credentials(let why), .notCalendar(let why), .refused(let why): return why
        case .timedOut(let host, let seconds):
            return "\(host) did not answer within \(formatNumber(seconds)) s; nothing more was sent"
        }
    }
}

/// A calendar collection as `publish` talks to it: a request out, the server's answer in.
/// Only the lack of an answer throws (unreachable, none in time); the edge that speaks HTTP
/// conforms, and so does a test's stand-in.
public protocol CalendarConnection {
    var target: CalendarTarget { get }
    func send(_ request: CalendarRequest) throws(CalendarFailure) -> CalendarResponse
}

extension CalendarConnection {
    /// Sends a request and judges what every answer shares: a 401 or 403 is refused
    /// credentials, a redirect is not the calendar (naming where it points); any other
    /// status is the caller's to judge.
    public func exchange(_ request: CalendarRequest) throws(CalendarFailure) -> CalendarResponse {
        let response = try send(request)
        let status = response.status
        if status == 401 || status == 403 {
            throw .credentials(
                "\(target.host) refused the credentials (\(status)) for \(request.method) \(request.url)")
        }
        if (300..<400).contains(status) {
            let location = response.location ?? "elsewhere"
            throw .notCalendar("\(request.url) redirects (\(status)) to \(location): give --to the calendar's own URL")
        }
        return response
    }
}
