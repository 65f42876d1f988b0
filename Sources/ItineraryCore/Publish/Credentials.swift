/// A user and password for a calendar server. Its description hides the password, so no
/// message or log line can show it by mistake.
public struct CalendarCredentials: Hashable, Sendable, CustomStringConvertible, CustomDebugStringConvertible {
    public let user: String
    public let password: String

    public init(user: String, password: String) {
        self.user = user
        self.password = password
    }

    public var description: String { "\(user) (password hidden)" }
    public var debugDescription: String { description }

    /// Where the password comes from (docs/calendars.md), in this order:
    /// `--password-command`, `$ITIN_CALDAV_PASSWORD`, `~/.netrc`. Never from the command
    /// line itself. `command` is the first line the password command printed, when there
    /// is one; the user is `--user`, else the URL's, else the netrc entry's login. No
    /// user at all: no credentials (a server that wants them answers 401).
    public static func choose(
        user: String?, host: String, command: String?, environment: [String: String],
        netrc: Netrc?
    ) -> Result<CalendarCredentials?, Missing> {
        let fromEnvironment = Environment(environment)["ITIN_CALDAV_PASSWORD"]
        if let password = command ?? fromEnvironment {
            guard let user = user ?? netrc?.entry(host: host, login: nil)?.login else { return .failure(.user) }
            return .success(CalendarCredentials(user: user, password: password))
        }
        let entry = netrc?.entry(host: host, login: user)
        guard let who = user ?? entry?.login else { return .success(nil) }
        guard let password = entry?.password else { return .failure(.password(user: who, host: host)) }
        return .success(CalendarCredentials(user: who, password: password))
    }

    public enum Missing: Error, Equatable, Sendable, CustomStringConvertible {
        case user
        case password(user: String, host: String)

        public var description: String {
            switch self {
            case .user: return "a password was given but no user: give --user"
            case .password(let user, let host):
                return
                    "no password for \(user) at \(host): give --password-command, set ITIN_CALDAV_PASSWORD, or add \(host) to ~/.netrc"
            }
        }
    }
}

/// A `~/.netrc` file as curl and ftp read it: `machine NAME login USER password SECRET`
/// entries, and a `default` entry for any other machine. `macdef` bodies are skipped;
/// a token may be double-quoted (with `\"` and `\\` inside), as curl allows.
public struct Netrc: Hashable, Sendable {
    public struct Entry: Hashable, Sendable {
        /// nil for `default`
        public var machine: String?
        public var login: String?
        public var password: String?
    }

    public let entries: [Entry]

    public init(_ text: String) {
        var entries: [Entry] = []
        var tokens = Self.tokens(text)[...]
        while let token = tokens.popFirst() {
            switch token {
            case "machine":
                entries.append(Entry(machine: tokens.popFirst() ?? ""))
            case "default":
                entries.append(Entry(machine: nil))
            case "login", "password", "account":
                let value = tokens.popFirst()
                guard !entries.isEmpty else { continue }
                if token == "login" { entries[entries.count - 1].login = value }
                if token == "password" { entries[entries.count - 1].password = value }
            default:
                continue
            }
        }
        self.entries = entries
    }

    /// The entry for this host, with this login when one is wanted; else the `default` entry
    /// (with that login, if wanted).
    public func entry(host: String, login: String?) -> Entry? {
        let host = host.lowercased()
        let fits = { (e: Entry) in login == nil || e.login == nil || e.login == login }
        return entries.first { $0.machine?.lowercased() == host && fits($0) }
            ?? entries.first { $0.machine == nil && fits($0) }
    }

    /// The words of the file; a `macdef`'s body (up to an empty line) is left out.
    static func tokens(_ text: String) -> [String] {
        var tokens: [String] = []
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)[...]
        while let line = lines.popFirst() {
            var scalars = Substring(line).unicodeScalars[...]
            var lineTokens: [String] = []
            while true {
                while let s = scalars.first, s == " " || s == "\t" || s == "\r" { scalars.removeFirst() }
                guard let first = scalars.first else { break }
                var word = String.UnicodeScalarView()
                if first == "\"" {
                    scalars.removeFirst()
                    while let s = scalars.popFirst(), s != "\"" {
                        if s == "\\", let next = scalars.popFirst() { word.append(next) } else { word.append(s) }
                    }
                } else {
                    while let s = scalars.first, s != " " && s != "\t" && s != "\r" {
                        word.append(s)
                        scalars.removeFirst()
                    }
                }
                lineTokens.append(String(word))
            }
            if let macdef = lineTokens.firstIndex(of: "macdef") {
                tokens += lineTokens[..<macdef]
                while let body = lines.popFirst(), !body.allSatisfy({ $0 == " " || $0 == "\t" || $0 == "\r" }) {}
                continue
            }
            tokens += lineTokens
        }
        return tokens
    }
}
