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
        // A set only for a long list: a hostile file's must not take a time that grows as its square.
        var seen: Set<String>? = elements.count > Travellers.few ? [] : nil
        for (i, element) in elements.enumerated() {
            guard case .string(let name) = element else {
                throw FormatError("must be a traveller's name (a string)", path: "\(path)[\(i)]", at: position)
            }
            guard seen?.insert(name).inserted ?? !names.contains(name) else {
                throw FormatError("\"\(name)\" is named twice", path: "\(path)[\(i)]", at: position)
            }
            names.append(name)
        }
        return names
    }

    /// Refuses a `who` on a trip without travellers, or one naming someone who is not one of them.
    static func check(
        _ who: [String], travellers: Travellers, path: String, at position: SourcePosition?
    ) throws(FormatError) {
        guard !travellers.names.isEmpty else {
            throw FormatError(
                "the trip has no travellers: name them in the trip's \"travellers\" first", path: path, at: position)
        }
        for (i, name) in who.enumerated() where !travellers.contains(name) {
            throw FormatError(
                "\"\(name)\" is not one of the trip's travellers (they are \(travellers.names.joined(separator: ", ")))",
                path: "\(path)[\(i)]", at: position)
        }
    }

    /// A trip's travellers, to look each `who`'s names up in: a set once there are more than a few.
    struct Travellers {
        static let few = 8
        let names: [String]
        private let set: Set<String>?

        init(_ names: [String]) {
            self.names = names
            set = names.count > Self.few ? Set(names) : nil
        }

        func contains(_ name: String) -> Bool { set?.contains(name) ?? names.contains(name) }
    }

    /// The last few `who`s read, so that the entries of a file written alike share one array
    /// (a third of 100,000 items with one of nine `who`s: 1 MB less at the start).
    struct Recent {
        private var recent: [(value: JSONValue, names: [String])] = []

        mutating func names(_ value: JSONValue) throws(FormatError) -> [String] {
            if let hit = recent.firstIndex(where: { $0.value == value }) {
                if hit > 0 { recent.swapAt(0, hit) }
                return recent[0].names
            }
            let names = try who(value, path: "", at: nil)
            recent.insert((value, names), at: 0)
            if recent.count > 4 { recent.removeLast() }
            return names
        }
    }
}
