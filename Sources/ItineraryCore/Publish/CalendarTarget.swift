import FoundationEssentials

/// Where `publish` sends a trip (docs/calendars.md): a CalDAV calendar collection's URL,
/// and who to send as. `--to URL` makes one, and so does each `[calendars.NAME]` table of
/// the settings (docs/settings.md) with its `url`, `user` and `password-command`: both go
/// through `url(_:user:passwordCommand:)`.
public struct CalendarTarget: Hashable, Sendable {
    /// The collection's URL as given (less any user name in it): a server may redirect a
    /// URL it would have written otherwise, and a redirect loses a request's body.
    public let url: String
    public let host: String
    public let user: String?
    /// Run by `/bin/sh`; the first line it prints is the password.
    public let passwordCommand: String?

    public enum Problem: Error, Equatable, Sendable, CustomStringConvertible {
        case notURL(String)
        case scheme(String)
        case noHost
        case plainHTTP(host: String)
        case passwordInURL
        case twoUsers(inURL: String, option: String)

        public var description: String {
            switch self {
            case .notURL(let text):
                return "\(text) is not a calendar's URL (https://…)"
            case .scheme(let scheme):
                return "a calendar's URL starts with https:// (not \(scheme)://)"
            case .noHost:
                return "the calendar's URL names no server"
            case .plainHTTP(let host):
                return
                    "plain http:// to \(host) would send the password unencrypted; use https:// (http:// is only for this machine, such as 127.0.0.1)"
            case .passwordInURL:
                return
                    "the calendar's URL holds a password, which the command line shows to every user of this machine; "
                    + "give it by --password-command, ITIN_CALDAV_PASSWORD or ~/.netrc instead"
            case .twoUsers(let inURL, let option):
                return "the URL names the user \(inURL) but --user says \(option)"
            }
        }
    }

    /// `--to URL [--user U] [--password-command CMD]`, or a `[calendars.NAME]` table.
    public static func url(_ text: String, user: String? = nil, passwordCommand: String? = nil) throws(Problem)
        -> CalendarTarget
    {
        guard looksLikeURL(text), var parts = URLComponents(string: text), let scheme = parts.scheme?.lowercased()
        else {
            throw .notURL(text)
        }
        guard scheme == "https" || scheme == "http" else { throw .scheme(scheme) }
        guard let host = parts.host, !host.isEmpty else { throw .noHost }
        if scheme == "http" && !isLoopback(host) { throw .plainHTTP(host: host) }
        guard parts.password == nil else { throw .passwordInURL }
        var who = user
        if let named = parts.user, !named.isEmpty {
            if let user, user != named { throw .twoUsers(inURL: named, option: user) }
            who = named
        }
        parts.user = nil
        return CalendarTarget(url: parts.string ?? text, host: host, user: who, passwordCommand: passwordCommand)
    }

    /// Whether `--to` is meant as a URL (a scheme and `://`), not a calendar's name: a name
    /// in the settings has no `:` or `/`.
    public static func looksLikeURL(_ text: String) -> Bool { text.contains("://") }

    /// `localhost`, 127.0.0.0/8 or ::1: traffic that never leaves the machine.
    public static func isLoopback(_ host: String) -> Bool {
        let bare = host.hasPrefix("[") && host.hasSuffix("]") ? String(host.dropFirst().dropLast()) : host
        if bare.lowercased() == "localhost" || bare == "::1" || bare == "0:0:0:0:0:0:0:1" { return true }
        let octets = bare.split(separator: ".", omittingEmptySubsequences: false)
        guard octets.count == 4,
            octets.allSatisfy({ !$0.isEmpty && $0.count <= 3 && $0.allSatisfy(\.isASCIIDigit) && Int($0)! <= 255 })
        else {
            return false
        }
        return octets[0] == "127"
    }

    /// A member of the collection, by name: the URL as given, a `/` if it has none at the end,
    /// then the name (`ResourceName` keeps it to characters a URL path takes, but `%`).
    public func member(_ name: String) -> String {
        (url.hasSuffix("/") ? url : url + "/") + name.replacing("%", with: "%25")
    }
}

/// How long `publish` waits for a server to answer.
public enum CalendarTimeout {
    /// Seconds without an answer before a request is given up (docs/calendars.md).
    public static let standard: Double = 30

    /// `ITIN_CALDAV_TIMEOUT` (seconds), else `standard`.
    public static func from(environment: [String: String]) -> Result<Double, CalendarTarget.Problem.Timeout> {
        guard let text = environment["ITIN_CALDAV_TIMEOUT"] else { return .success(standard) }
        guard let seconds = Double(text), seconds.isFinite, seconds > 0, seconds <= 3600 else {
            return .failure(.init(text: text))
        }
        return .success(seconds)
    }
}

extension CalendarTarget.Problem {
    public struct Timeout: Error, Equatable, Sendable, CustomStringConvertible {
        public let text: String
        public var description: String { "ITIN_CALDAV_TIMEOUT is \"\(text)\", not a number of seconds from 0 to 3600" }
    }
}
