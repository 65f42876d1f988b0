/// The members of one object merged key by key, known and unknown keys alike
/// (docs/sharing.md): each key by the three-way rule, an absent key counting as a value of
/// its own. The keys keep their order as order, like any list.
enum MemberMerge {
    struct Disagreement {
        let key: String
        let base: JSONValue?
        let ours: JSONValue?
        let theirs: JSONValue?
    }

    /// `everyone`, for a game or an item, gives its trip's travellers: a `who` both sides
    /// changed is merged as a set (`WhoMerge`).
    static func merge(
        base: JSONObject?, ours: JSONObject?, theirs: JSONObject?,
        preferring side: MergeSide, everyone: (() -> WhoMerge.Everyone)? = nil
    ) -> (object: JSONObject, disagreements: [Disagreement]) {
        let all = [base, ours, theirs].compactMap { $0 }
        var keys: [String] = []
        var seen: Set<String> = []
        for object in all { for m in object.members where seen.insert(m.key).inserted { keys.append(m.key) } }

        var merged: [String: JSONValue] = [:]
        var disagreements: [Disagreement] = []
        for key in keys {
            let b = base?[key]
            let o = ours?[key]
            let t = theirs?[key]
            let pick = ThreeWay(base: b, ours: o, theirs: t)
            if case .disputed = pick, byField.contains(key), let nested = nested(b, o, t, preferring: side) {
                merged[key] = .object(nested.object)
                disagreements += nested.disagreements.map {
                    Disagreement(key: "\(key).\($0.key)", base: $0.base, ours: $0.ours, theirs: $0.theirs)
                }
                continue
            }
            if case .disputed = pick, key == "who", let everyone,
                let outcome = WhoMerge.merge(base: b, ours: o, theirs: t, everyone: everyone(), preferring: side),
                case .merged(let names) = outcome
            {
                if let names { merged[key] = .array(names.map(JSONValue.string)) }
                continue
            }
            if case .disputed = pick { disagreements.append(Disagreement(key: key, base: b, ours: o, theirs: t)) }
            if let value = pick.resolved(preferring: side) { merged[key] = value }
        }
        func keyList(_ object: JSONObject?) -> [Ordered<Int>] {
            object?.members.map { Ordered(id: $0.key, label: 0) } ?? []
        }
        let order = OrderMerge.merge(
            base: keyList(base), ours: keyList(ours), theirs: keyList(theirs),
            keeping: Set(merged.keys), preferring: side
        ).order
        return (JSONObject(order.map { JSONObject.Member(key: $0.id, value: merged[$0.id]!) }), disagreements)
    }

    /// Keys whose value is an object merged key by key in turn: two people may change a
    /// cost's amount and who paid it without a conflict.
    private static let byField: Set<String> = ["cost"]

    private static func nested(
        _ b: JSONValue?, _ o: JSONValue?, _ t: JSONValue?,
        preferring side: MergeSide
    ) -> (object: JSONObject, disagreements: [Disagreement])? {
        guard case .object(let ours)? = o, case .object(let theirs)? = t else { return nil }
        var base: JSONObject?
        if let b {
            guard case .object(let object) = b else { return nil }
            base = object
        }
        return merge(base: base, ours: ours, theirs: theirs, preferring: side)
    }
}

extension JSONObject {
    /// The object with `key`'s value replaced, where it has the key.
    func replacing(_ key: String, with value: JSONValue) -> JSONObject {
        JSONObject(members.map { $0.key == key ? Member(key: key, value: value) : $0 })
    }

    /// The object with the member `key` become `newKey` with `value`, in its place.
    func renaming(_ key: String, to newKey: String, value: JSONValue) -> JSONObject {
        JSONObject(members.map { $0.key == key ? Member(key: newKey, value: value) : $0 })
    }
}

/// A value of the file in a conflict's line: JSON on one line, or what its absence means.
enum ConflictText {
    static func of(_ value: JSONValue?, base: JSONValue?) -> String {
        guard let value else { return base == nil ? "none" : "removed" }
        var out = ""
        write(value, into: &out)
        return out
    }

    private static func write(_ value: JSONValue, into out: inout String) {
        switch value {
        case .object(let object):
            out += "{"
            for (i, m) in object.members.enumerated() {
                if i > 0 { out += ", " }
                JSONWriter.writeString(m.key, into: &out)
                out += ": "
                write(m.value, into: &out)
            }
            out += "}"
        case .array(let elements):
            out += "["
            for (i, e) in elements.enumerated() {
                if i > 0 { out += ", " }
                write(e, into: &out)
            }
            out += "]"
        default:
            JSONWriter.write(value, indent: 0, into: &out)
        }
    }
}
