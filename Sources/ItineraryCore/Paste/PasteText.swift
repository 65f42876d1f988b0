/// Pasted text (or a note's file, `NoteText`) as its physical lines, with what a terminal would act on taken out, in one pass
/// over its scalars. LF, CR and CRLF each end a line (tmux's paste-buffer turns LF into CR).
/// Escape sequences go whole: CSI up to its final byte, OSC, DCS, SOS, PM and APC strings up to
/// BEL or ST, `ESC` with its intermediates and final byte. A line break ends any sequence it
/// interrupts, so an unterminated string cannot swallow the lines after it. Then every other
/// control character (C0, DEL, C1) and bidi override is dropped, except TAB, which becomes a
/// space: dropping it would glue the words on either side together.
enum PasteText {
    static func lines(_ text: String) -> [String] {
        var reader = Reader()
        for scalar in text.unicodeScalars { reader.read(scalar) }
        reader.endLine()
        return reader.lines
    }

    private struct Reader {
        var lines: [String] = []
        var line = String.UnicodeScalarView()
        var state = State.text
        var afterCR = false

        enum State {
            case text
            case escape  // after ESC
            case intermediates  // after ESC and bytes 0x20–0x2F
            case csi  // after ESC [
            case string  // after ESC ], P, X, ^ or _: up to BEL or ST
        }

        mutating func endLine() {
            lines.append(String(line))
            line = String.UnicodeScalarView()
        }

        mutating func read(_ s: Unicode.Scalar) {
            let wasAfterCR = afterCR
            afterCR = s == "\r"
            switch s {
            case "\r":
                state = .text
                endLine()
                return
            case "\n":
                state = .text
                if !wasAfterCR { endLine() }
                return
            default: break
            }
            switch state {
            case .text:
                switch s {
                case "\u{1B}": state = .escape
                case "\t": line.append(" ")
                default: if !SafeText.isUnsafe(s) { line.append(s) }
                }
            case .escape:
                switch s.value {
                case 0x5B: state = .csi  // [
                case 0x5D, 0x50, 0x58, 0x5E, 0x5F: state = .string  // ] P X ^ _
                case 0x20...0x2F: state = .intermediates
                case 0x30...0x7E: state = .text
                default:
                    state = .text
                    read(s)  // not a sequence after all: only the ESC goes
                }
            case .intermediates:
                switch s.value {
                case 0x20...0x2F: break
                case 0x30...0x7E: state = .text
                default:
                    state = .text
                    read(s)
                }
            case .csi:
                switch s.value {
                case 0x20...0x3F: break
                case 0x40...0x7E: state = .text
                default:
                    state = .text
                    read(s)
                }
            case .string:
                switch s.value {
                case 0x07, 0x9C: state = .text
                case 0x1B: state = .escape  // ESC \ ends the string and goes as a two-character sequence
                default: break
                }
            }
        }
    }
}
