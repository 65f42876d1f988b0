/// Why a paste is refused whole, in the words the status line shows (docs/keys.md).
public struct PasteRefusal: Error, Hashable, Sendable, CustomStringConvertible {
    public let description: String
    init(_ description: String) { self.description = description }
}
