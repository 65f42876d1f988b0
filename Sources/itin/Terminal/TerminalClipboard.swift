import FoundationEssentials
import ItinCommandLine
import ItineraryCore

/// Text in and out of the terminal beside keys: bracketed paste turned on (`InputDecoder`
/// reads it whole, never as keys), and rows put on the terminal's clipboard with OSC 52
/// (docs/keys.md).
extension Terminal {
    static let bracketedPasteOn = "\u{1B}[?2004h"
    static let bracketedPasteOff = "\u{1B}[?2004l"

    /// Puts text on the clipboard of a terminal that takes OSC 52 (xterm, tmux, kitty, …);
    /// the Linux console and dumb terminals would show it, so they get nothing.
    func copyToClipboard(_ text: String) {
        guard Self.takesClipboard(term: Environment.process["TERM"] ?? "") else { return }
        Terminal.writeRaw("\u{1B}]52;c;\(Data(text.utf8).base64EncodedString())\u{07}")
    }

    static func takesClipboard(term: String) -> Bool {
        !(term.isEmpty || term.hasPrefix("linux") || term.hasPrefix("dumb") || term.hasPrefix("vt")
            || term.hasPrefix("cons"))
    }
}
