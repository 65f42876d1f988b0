/// Why a zone could not be had, in words for a person: the name, the database and what was
/// wrong.
public struct ZoneError: Error, Equatable, Sendable, CustomStringConvertible {
    public enum Problem: Equatable, Sendable {
        /// Not shaped like an IANA name, so never looked up.
        case notAZoneName
        /// No zone file by that name (missing, a folder, or a file that is not TZif).
        case notFound
        /// The file is there but could not be read (permissions, I/O).
        case unreadable(String)
        /// A TZif file whose contents do not hold together.
        case damaged(String)
    }

    public let name: String
    public let directory: String
    public let problem: Problem

    public init(name: String, directory: String, problem: Problem) {
        self.name = name
        self.directory = directory
        self.problem = problem
    }

    public var description: String {
        switch problem {
        case .notAZoneName: return "\(name) is not a time zone (like America/New_York)"
        case .notFound: return "\(name) is not a time zone in \(directory)"
        case .unreadable(let reason): return "\(ZoneName.path(of: name, in: directory)): \(reason)"
        case .damaged(let reason):
            return "\(ZoneName.path(of: name, in: directory)): the zone file is damaged (\(reason))"
        }
    }
}
