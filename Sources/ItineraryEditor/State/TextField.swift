/// A one-line text field that edits by grapheme cluster, so accents, CJK and emoji behave:
/// the cursor never stands inside a flag or a family, however its scalars were typed.
public struct TextField: Hashable, Sendable {
    public private(set) var characters: [Character]
    public private(set) var cursor: Int

    public init(_ text: String = "") {
        characters = Array(text)
        cursor = characters.count
    }

    public var text: String { String(characters) }

    /// Replaces the whole text, the cursor at its end (a Tab completion).
    public mutating func set(_ text: String) {
        characters = Array(text)
        cursor = characters.count
    }

    /// Puts text in at the cursor (a paste), the cursor after it.
    public mutating func insert(_ text: String) {
        let before = String(characters[..<cursor]) + text
        characters = Array(before + String(characters[cursor...]))
        cursor = Self.clusters(before, in: characters)
    }

    /// How many of `characters` cover `prefix`: a terminal sends a flag or a joined emoji a
    /// scalar at a time, and a scalar that joins the cluster before it (a second regional
    /// indicator, a skin tone, a joiner) makes one cluster with it, the cursor after both.
    private static func clusters(_ prefix: String, in characters: [Character]) -> Int {
        let length = prefix.utf8.count
        var count = 0
        var offset = 0
        while count < characters.count, offset < length {
            offset += characters[count].utf8.count
            count += 1
        }
        return count
    }

    /// Handles an editing key; false when the key is not an editing key.
    public mutating func handle(_ key: Key) -> Bool {
        switch key {
        case .char(let c):
            insert(String(c))
        case .backspace where cursor > 0:
            cursor -= 1
            characters.remove(at: cursor)
        case .delete where cursor < characters.count:
            characters.remove(at: cursor)
        case .left: cursor = max(cursor - 1, 0)
        case .right: cursor = min(cursor + 1, characters.count)
        case .home, .ctrl("a"): cursor = 0
        case .end, .ctrl("e"): cursor = characters.count
        case .ctrl("u"):
            characters.removeFirst(cursor)
            cursor = 0
        case .ctrl("k"):
            characters.removeLast(characters.count - cursor)
        case .ctrl("w"):
            // The word before the cursor and the blanks after it, as a shell does.
            var start = cursor
            while start > 0, characters[start - 1].isWhitespace { start -= 1 }
            while start > 0, !characters[start - 1].isWhitespace { start -= 1 }
            characters.removeSubrange(start..<cursor)
            cursor = start
        case .backspace, .delete: break
        default: return false
        }
        return true
    }
}
