import CNcursesw
import Foundation
import ItineraryCore

/// Text in and out of the terminal beside keys: a bracketed paste read whole (never as
/// keys), and rows put on the terminal's clipboard with OSC 52 (SPEC §5.1, §5.2a).
extension Terminal {
    static let bracketedPasteOn = "\u{1B}[?2004h"
    static let bracketedPasteOff = "\u{1B}[?2004l"
    static let pasteStart = "\u{1B}[200~"
    static let pasteEnd = "\u{1B}[201~"
    /// A terminal that sends a start and never an end must not hold the editor forever.
    static let pasteQuietMilliseconds: Int32 = 1_000

    /// Everything up to the end of the paste, as text. Keys decoded inside it (a pasted
    /// `ESC [ A`) are dropped, not acted on; past the size limit the rest is read and let go,
    /// so the editor sees a paste that is too large and refuses it.
    func readPaste() -> String {
        var text = String.UnicodeScalarView()
        var bytes = 0
        wtimeout(window, Self.pasteQuietMilliseconds)
        while true {
            var ch: wint_t = 0
            let result = wget_wch(window, &ch)
            if result == ERR { break }
            if result == itin_key_code_yes() {
                if Int32(ch) == itin_key_paste_end() { break }
                if Int32(ch) == KEY_ENTER, bytes <= PastedRows.maxBytes { text.append("\n") }
                continue
            }
            guard bytes <= PastedRows.maxBytes, let scalar = Unicode.Scalar(UInt32(ch)) else { continue }
            text.append(scalar)
            bytes += String(scalar).utf8.count
        }
        return String(text)
    }

    /// Puts text on the clipboard of a terminal that takes OSC 52 (xterm, tmux, kitty, …);
    /// the Linux console and dumb terminals would show it, so they get nothing.
    func copyToClipboard(_ text: String) {
        guard Self.takesClipboard(term: ProcessInfoLite.environment("TERM") ?? "") else { return }
        Terminal.writeRaw("\u{1B}]52;c;\(Data(text.utf8).base64EncodedString())\u{07}")
    }

    static func takesClipboard(term: String) -> Bool {
        !(term.isEmpty || term.hasPrefix("linux") || term.hasPrefix("dumb") || term.hasPrefix("vt") || term.hasPrefix("cons"))
    }
}
