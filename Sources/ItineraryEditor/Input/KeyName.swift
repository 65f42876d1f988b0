/// Keys as the settings file names them (docs/settings.md): a character, `space`, `enter`,
/// `esc`, `tab`, `backspace`, `delete`, the arrows, `home`, `end`, `pgup`, `pgdn`,
/// `f1`…`f12` and `ctrl-X`. A name reads back to its key and a key prints as its one name.
extension Key {
    /// Names of the keys that are not one character, as the settings write them.
    private static let named: [(String, Key)] =
        [
            ("space", .char(" ")), ("enter", .enter), ("esc", .escape), ("tab", .tab), ("shift-tab", .backTab),
            ("backspace", .backspace), ("delete", .delete), ("up", .up), ("down", .down), ("left", .left),
            ("right", .right), ("home", .home), ("end", .end), ("pgup", .pageUp), ("pgdn", .pageDown),
        ] + (1...12).map { ("f\($0)", .function($0)) }

    /// The key's name in the settings file.
    public var settingName: String {
        if let (name, _) = Self.named.first(where: { $0.1 == self }) { return name }
        switch self {
        case .char(let c): return String(c)
        case .ctrl(let c): return "ctrl-\(c)"
        default: return label  // every other key is named above
        }
    }

    /// Reads a key's name, or says why it is none. Names are not case-sensitive (`Enter`,
    /// `PgUp`, `Ctrl-R`); a single character is itself (`K` is not `k`).
    public static func named(_ text: String) -> Result<Key, KeyNameError> {
        if text.count == 1, let c = text.first {
            guard let scalar = c.unicodeScalars.first, c.unicodeScalars.count == 1, scalar.value >= 0x20,
                scalar.value != 0x7F
            else {
                return .failure(.notAKey(text))
            }
            return .success(.char(c))
        }
        let lower = text.lowercased()
        if let (_, key) = named.first(where: { $0.0 == lower }) { return .success(key) }
        if lower.hasPrefix("ctrl-"), lower.count == 6, let c = lower.last {
            // What a terminal sends for these is another key's byte.
            switch c {
            case "i": return .failure(.sameAs(text, "tab"))
            case "m", "j": return .failure(.sameAs(text, "enter"))
            case "h": return .failure(.sameAs(text, "backspace"))
            case "a"..."z": return .success(.ctrl(c))
            default: break
            }
        }
        return .failure(.notAKey(text))
    }
}

public enum KeyNameError: Error, Equatable, CustomStringConvertible {
    case notAKey(String)
    /// A Ctrl key the terminal sends as another key's byte.
    case sameAs(String, String)

    public var description: String {
        switch self {
        case .notAKey(let text):
            return "not a key: \(text.debugDescription) (a character, space, enter, esc, tab, backspace, delete, "
                + "up, down, left, right, home, end, pgup, pgdn, f1…f12 or ctrl-a…ctrl-z)"
        case .sameAs(let text, let other): return "\(text) reaches itin as \(other): name it \(other)"
        }
    }
}
