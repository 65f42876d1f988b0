/// Why a file is not a valid itinerary, and where: a JSON path and, when known, a line and column.
public struct FormatError: Error, Equatable, Sendable, CustomStringConvertible {
    public var message: String
    public var path: String
    public var position: SourcePosition?

    public init(_ message: String, path: String = "", at position: SourcePosition? = nil) {
        self.message = message
        self.path = path
        self.position = position
    }

    /// `3:17: trips[0].items[2].day: must be a whole number from 1 to 7`
    public var description: String {
        var parts: [String] = []
        if let position { parts.append(position.description) }
        if !path.isEmpty { parts.append(path) }
        parts.append(message)
        return parts.joined(separator: ": ")
    }

    /// The error with its position's column counted in the bytes it came from.
    func resolved(in bytes: [UInt8]) -> FormatError {
        var error = self
        error.position = position?.resolved(in: bytes)
        return error
    }
}
