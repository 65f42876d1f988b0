/// Colours as the settings file names them: one of the eight names, `default`, a number of
/// 0–255 or `#rrggbb`. A name reads back to its colour and a colour prints as its one name.
extension TerminalColor {
    /// Reads a colour written as text, or says why it is none.
    public static func named(_ text: String) -> Result<TerminalColor, ColorNameError> {
        if text == "default" { return .success(.default) }
        if let n = names.firstIndex(of: text) { return .success(.ansi(UInt8(n))) }
        guard text.hasPrefix("#") else { return .failure(.notAColour(text)) }
        let hex = text.dropFirst()
        guard hex.count == 6, hex.allSatisfy(\.isHexDigit), let rgb = UInt32(hex, radix: 16) else {
            return .failure(.notSixHexDigits(text))
        }
        return .success(.rgb(UInt8(rgb >> 16), UInt8(rgb >> 8 & 0xFF), UInt8(rgb & 0xFF)))
    }

    /// One of the 256 colours, or why not.
    public static func numbered(_ n: Int) -> Result<TerminalColor, ColorNameError> {
        (0...255).contains(n) ? .success(.indexed(UInt8(n))) : .failure(.outOfRange(n))
    }

    /// The colour as the settings write it: a name or `#rrggbb` as text, one of 256 as a number.
    public var settingName: SettingName {
        switch self {
        case .default: return .text("default")
        case .ansi(let n): return .text(Self.names[Int(n)])
        case .indexed(let n): return .number(Int(n))
        case .rgb(let r, let g, let b):
            return .text("#" + [r, g, b].map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined())
        }
    }

    public enum SettingName: Equatable {
        case text(String)
        case number(Int)
    }
}

public enum ColorNameError: Error, Equatable {
    case notAColour(String)
    case notSixHexDigits(String)
    case outOfRange(Int)
}
