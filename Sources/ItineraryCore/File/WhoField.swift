/// An entry's `who` in the file (docs/travellers.md), read alike by both decoders:
/// `LibraryDecoder` for the message and `FastDecoder`, which only needs to refuse. It is read
/// as it comes and checked against the trip's travellers once the trip is read, since
/// `travellers` may come after the games and items.
enum WhoField {
    /// A non-empty list of distinct names, as written; not yet checked against the travellers.
    static func who(_ value: JSONValue, path: String, at position: SourcePosition?) throws(FormatError) -> [String] {
        guard case .array(let elements) = value else {
            throw FormatError("must be a list of the trip's travellers' names", path: path, at: position)
        }
        guard !elements.isEmpty else {
            throw FormatError(
                "must name at least one traveller (leave \"who\" out for everyone)", path: path, at: position)
        }
        var names: [String] = []
        names.reserveCapacity(elements.count)
        for (i, element) in elements.enumerated() {
            guard case .string(let name) = element else {
                throw FormatError("must be a traveller's name (a string)", path: "\(path)[\(i)]", at: position)
            }
            guard !names.contains(name) else {
                throw FormatError("\"\(name)\" is named twice", path: "\(path)[\(i)]", at: position)
            }
            names.append(name)
        }
        return names
    }

    /// Refuses a `who` on a trip without travellers, or one naming someone who is not one of them.
    static func check(
        _ who: [String], travellers: [String], path: String, at position: SourcePosition?
    ) throws(FormatError) {
        guard !travellers.isEmpty else {
            throw FormatError(
                "the trip has no travellers: name them in the trip's \"travellers\" first", path: path, at: position)
        }
        for (i, name) in who.enumerated() where !travellers.contains(name) {
            throw FormatError(
                "\"\(name)\" is not one of the trip's travellers (they are \(travellers.joined(separator: ", ")))",
                path: "\(path)[\(i)]", at: position)
        }
    }
}
