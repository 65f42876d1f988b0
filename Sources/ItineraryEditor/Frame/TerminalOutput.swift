extension TerminalUpdate {
    /// The buffer being written, with where the cursor and the pen are known to be.
    struct Output {
        /// Each ink's colour numbers from the palette, by raw value; empty: no colour is
        /// written. Held unwrapped, so a pen change reads them without copying a palette.
        let foreground: [Parameters]
        let background: [Parameters]
        var bytes: [UInt8] = []
        var cursor: (x: Int, y: Int)?
        /// The pen's style bits: every update ends with the plain pen (a whole frame begins
        /// with a reset). Bits, so a run of cells in one style compares a word a cell.
        var pen = Style.plain.bits

        init(palette: Palette?) {
            foreground = palette?.foreground ?? []
            background = palette?.background ?? []
        }

        mutating func clear() {
            ascii("\u{1B}[0m\u{1B}[H\u{1B}[2J")
            pen = Style.plain.bits
            cursor = (0, 0)
        }

        /// Margins round the rows, then line feeds at the bottom (up) or reverse index at the
        /// top (down), which every terminal scrolls by; then the margins back to the screen.
        mutating func scroll(_ scroll: Scroll) {
            style(.plain)  // uncovered rows take the pen's background
            ascii("\u{1B}[")
            number(scroll.top + 1)
            bytes.append(UInt8(ascii: ";"))
            number(scroll.bottom + 1)
            bytes.append(UInt8(ascii: "r"))
            cursor = nil
            move(x: 0, y: scroll.by > 0 ? scroll.bottom : scroll.top)
            for _ in 0..<abs(scroll.by) { ascii(scroll.by > 0 ? "\n" : "\u{1B}M") }
            ascii("\u{1B}[r")
            cursor = nil
        }

        mutating func eraseToEndOfLine() { ascii("\u{1B}[K") }

        mutating func eraseLine() { ascii("\u{1B}[2K") }

        mutating func move(x: Int, y: Int) {
            if let c = cursor, c.y == y, c.x <= x {
                if x > c.x { csi(x - c.x, "C") }
            } else {
                ascii("\u{1B}[")
                number(y + 1)
                bytes.append(UInt8(ascii: ";"))
                number(x + 1)
                bytes.append(UInt8(ascii: "H"))
            }
            cursor = (x, y)
        }

        /// The pen to `style`: from a known pen only what differs, when that is shorter than
        /// a reset and the whole style (ECMA-48's 22, 24, 27, 39, 49 turn single things off).
        mutating func style(_ style: Style) { self.style(bits: style.bits) }

        mutating func style(bits: UInt32) {
            guard pen != bits else { return }
            let style = Style(bits: bits)
            var full = Parameters()
            full.append(0)
            addParameters(of: style, to: &full)
            var chosen = full
            let before = Style(bits: pen)
            var delta = Parameters()
            if (before.bold, before.dim) != (style.bold, style.dim) {
                let off = (before.bold && !style.bold) || (before.dim && !style.dim)
                if off { delta.append(22) }
                if style.bold && (!before.bold || off) { delta.append(1) }
                if style.dim && (!before.dim || off) { delta.append(2) }
            }
            if before.underline != style.underline { delta.append(style.underline ? 4 : 24) }
            if before.reverse != style.reverse { delta.append(style.reverse ? 7 : 27) }
            if !foreground.isEmpty {
                // Inks that differ may still be one colour (two roles set alike, or made alike by the depth).
                if before.foreground != style.foreground {
                    let now = foreground[Int(style.foreground.rawValue)]
                    if now != foreground[Int(before.foreground.rawValue)] { delta.append(now) }
                }
                if before.background != style.background {
                    let now = background[Int(style.background.rawValue)]
                    if now != background[Int(before.background.rawValue)] { delta.append(now) }
                }
            }
            if delta.count > 0, delta.length < full.length { chosen = delta }
            ascii("\u{1B}[")
            for n in 0..<chosen.count {
                if n > 0 { bytes.append(UInt8(ascii: ";")) }
                number(chosen[n])
            }
            bytes.append(UInt8(ascii: "m"))
            pen = bits
        }

        private func addParameters(of style: Style, to p: inout Parameters) {
            if style.bold { p.append(1) }
            if style.dim { p.append(2) }
            if style.underline { p.append(4) }
            if style.reverse { p.append(7) }
            guard !foreground.isEmpty else { return }
            if style.foreground != .default { p.append(foreground[Int(style.foreground.rawValue)]) }
            if style.background != .default { p.append(background[Int(style.background.rawValue)]) }
        }

        /// Up to sixteen SGR numbers (each below 256) in two words: a style change is made once
        /// a run of cells, and an array a time would cost more than the rest of the change. The
        /// longest is a reset, four attributes and two colours of five numbers (38;2;r;g;b).
        struct Parameters: Equatable, Sendable {
            private var low: UInt64 = 0
            private var high: UInt64 = 0
            private(set) var count = 0

            init() {}

            /// A colour's numbers: `base` + n for the eight (30 foreground, 40 background), + 8
            /// then 5;n for 256, or 2;r;g;b; + 9 for the default.
            init(_ color: TerminalColor, base: Int) {
                switch color {
                case .default:
                    append(base + 9)
                case .ansi(let n):
                    append(base + Int(n))
                case .indexed(let n):
                    for p in [base + 8, 5, Int(n)] { append(p) }
                case .rgb(let r, let g, let b):
                    for p in [base + 8, 2, Int(r), Int(g), Int(b)] { append(p) }
                }
            }

            @inline(__always)
            mutating func append(_ n: Int) {
                if count < 8 {
                    low |= UInt64(n) << (8 * count)
                } else {
                    high |= UInt64(n) << (8 * (count - 8))
                }
                count += 1
            }

            /// Another's numbers after these (a colour's: at most five).
            @inline(__always)
            mutating func append(_ other: Parameters) {
                for i in 0..<other.count { append(other[i]) }
            }

            subscript(i: Int) -> Int { Int(((i < 8 ? low : high) >> (8 * (i & 7))) & 0xFF) }

            /// Characters written: the numbers and the semicolons between them.
            var length: Int { (0..<count).reduce(count - 1) { $0 + (self[$1] >= 100 ? 3 : self[$1] >= 10 ? 2 : 1) } }
        }

        /// A scalar as UTF-8, by hand: a String made for each would cost more than the rest.
        mutating func scalar(_ value: UInt32) {
            switch value {
            case ..<0x80:
                bytes.append(UInt8(value))
            case ..<0x800:
                bytes.append(UInt8(0xC0 | value >> 6))
                bytes.append(UInt8(0x80 | value & 0x3F))
            case ..<0x1_0000:
                bytes.append(UInt8(0xE0 | value >> 12))
                bytes.append(UInt8(0x80 | value >> 6 & 0x3F))
                bytes.append(UInt8(0x80 | value & 0x3F))
            default:
                bytes.append(UInt8(0xF0 | value >> 18))
                bytes.append(UInt8(0x80 | value >> 12 & 0x3F))
                bytes.append(UInt8(0x80 | value >> 6 & 0x3F))
                bytes.append(UInt8(0x80 | value & 0x3F))
            }
        }

        mutating func text(_ text: String) { bytes += text.utf8 }

        private mutating func csi(_ n: Int, _ final: StaticString) {
            ascii("\u{1B}[")
            number(n)
            ascii(final)
        }

        private mutating func ascii(_ s: StaticString) {
            s.withUTF8Buffer { bytes += $0 }
        }

        private mutating func number(_ n: Int) {
            if n >= 10 { number(n / 10) }
            bytes.append(UInt8(ascii: "0") + UInt8(n % 10))
        }
    }
}
