import ItineraryEditor

/// A frame's row as text to print, with SGR colour and attributes where a palette is given
/// (a terminal with colour) and none at all otherwise.
enum FrameText {
    static func line(_ frame: Frame, _ y: Int, palette: Palette?) -> String {
        guard let palette else { return trimmed(frame.line(at: y)) }
        var out = ""
        var pen = Style.plain
        for x in 0..<frame.width {
            let shown = frame[x, y]
            if shown.isContinuation { continue }
            if shown.style != pen {
                out += sgr(shown.style, palette)
                pen = shown.style
            }
            out += shown.text
        }
        return out + (pen == .plain ? "" : "\u{1B}[0m")
    }

    private static func trimmed(_ line: String) -> String {
        var line = line
        while line.last == " " { line.removeLast() }
        return line
    }

    private static func sgr(_ style: Style, _ palette: Palette) -> String {
        var codes = ["0"]
        if style.bold { codes.append("1") }
        if style.dim { codes.append("2") }
        if style.underline { codes.append("4") }
        if style.reverse { codes.append("7") }
        if let color = code(palette[style.foreground], base: 30) { codes.append(color) }
        if let color = code(palette[style.background], base: 40) { codes.append(color) }
        return "\u{1B}[" + codes.joined(separator: ";") + "m"
    }

    private static func code(_ color: TerminalColor, base: Int) -> String? {
        switch color {
        case .default: nil
        case .ansi(let n): String(base + Int(n))
        case .indexed(let n): "\(base + 8);5;\(n)"
        case .rgb(let r, let g, let b): "\(base + 8);2;\(r);\(g);\(b)"
        }
    }
}
