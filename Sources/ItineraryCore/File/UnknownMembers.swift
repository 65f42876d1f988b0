/// The members of an object its kind does not know, in the file's order, as the fast decoder
/// reads them: a key met twice refuses the file, looked for one by one while there are few
/// and in a set once there are many.
struct UnknownMembers {
    private(set) var members: [JSONObject.Member] = []
    private var keys: Set<String> = []

    var isEmpty: Bool { members.isEmpty }

    /// Empty again for the next object, keeping its room.
    mutating func removeAll() {
        members.removeAll(keepingCapacity: true)
        keys = []
    }

    /// Reads the value at the parser as the member `name`.
    mutating func read(_ name: String, at position: SourcePosition, from p: inout JSONParser) throws(FormatError) {
        if members.count < 16 {
            guard !members.contains(where: { $0.key == name }) else { throw FastDecoder.refused }
            if members.count == 15 { keys = Set(members.map(\.key) + [name]) }
        } else {
            guard keys.insert(name).inserted else { throw FastDecoder.refused }
        }
        members.append(.init(key: name, value: try p.parseValue(), position: position))
    }
}
