extension PosixTZ {
    /// Reads a TZ string: `std offset [dst [offset] [,start[/time],end[/time]]]`, names plain
    /// (`EST`) or quoted (`<+0330>`), dates `Jn`, `n` or `Mm.w.d`, and RFC 8536's rule times
    /// of −167 to 167 hours.
    init(parsing text: String) throws(ZoneFileDamage) {
        var scanner = Scanner(bytes: Array(text.utf8), text: text)
        let standardName = try scanner.name()
        let standardSeconds = try scanner.offset(maxHours: 24)
        standard = ZoneOffset(seconds: -standardSeconds, isDST: false, abbreviation: standardName)
        if scanner.isAtEnd {
            daylight = nil
            return
        }
        let daylightName = try scanner.name()
        var daylightSeconds = -standardSeconds + 3600
        if let next = scanner.peek, next != UInt8(ascii: ",") {
            daylightSeconds = -(try scanner.offset(maxHours: 24))
        }
        let offset = ZoneOffset(seconds: daylightSeconds, isDST: true, abbreviation: daylightName)
        guard !scanner.isAtEnd else {
            // No rule: POSIX leaves it to the system; glibc and tzcode use the US rule.
            daylight = Daylight(
                offset: offset,
                start: RuleMoment(date: .monthWeekDay(month: 3, week: 2, weekday: 0), secondsIntoDay: 7200),
                end: RuleMoment(date: .monthWeekDay(month: 11, week: 1, weekday: 0), secondsIntoDay: 7200))
            return
        }
        try scanner.expect(",")
        let start = try scanner.moment()
        try scanner.expect(",")
        let end = try scanner.moment()
        guard scanner.isAtEnd else { throw scanner.damage("has more after its rule") }
        daylight = Daylight(offset: offset, start: start, end: end)
    }

    private struct Scanner {
        let bytes: [UInt8]
        let text: String
        var index = 0

        var isAtEnd: Bool { index >= bytes.count }
        var peek: UInt8? { isAtEnd ? nil : bytes[index] }

        func damage(_ what: String) -> ZoneFileDamage {
            ZoneFileDamage("its TZ string \"\(text)\" \(what)")
        }

        mutating func expect(_ character: Unicode.Scalar) throws(ZoneFileDamage) {
            guard peek == UInt8(ascii: character) else { throw damage("lacks a \"\(character)\" where one belongs") }
            index += 1
        }

        /// `EST`, or `<+0330>`; at least three characters.
        mutating func name() throws(ZoneFileDamage) -> String {
            let quoted = peek == UInt8(ascii: "<")
            if quoted { index += 1 }
            let start = index
            while let byte = peek,
                isLetter(byte) || (quoted && (isDigit(byte) || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-")))
            {
                index += 1
            }
            let name = String(decoding: bytes[start..<index], as: UTF8.self)
            if quoted { try expect(">") }
            guard name.utf8.count >= 3 else { throw damage("has a zone name shorter than three letters") }
            return name
        }

        /// `[+-]hh[:mm[:ss]]` in seconds, as written (west of UTC positive for an offset).
        mutating func offset(maxHours: Int) throws(ZoneFileDamage) -> Int {
            var sign = 1
            if peek == UInt8(ascii: "+") {
                index += 1
            } else if peek == UInt8(ascii: "-") {
                sign = -1
                index += 1
            }
            let hours = try number(maxDigits: 3, in: 0...maxHours, what: "hours")
            var minutes = 0
            var seconds = 0
            if peek == UInt8(ascii: ":") {
                index += 1
                minutes = try number(maxDigits: 2, in: 0...59, what: "minutes")
                if peek == UInt8(ascii: ":") {
                    index += 1
                    seconds = try number(maxDigits: 2, in: 0...59, what: "seconds")
                }
            }
            return sign * (hours * 3600 + minutes * 60 + seconds)
        }

        /// `date[/time]`, the time 02:00 unless given.
        mutating func moment() throws(ZoneFileDamage) -> RuleMoment {
            let date: RuleDate
            switch peek {
            case UInt8(ascii: "J"):
                index += 1
                date = .julian(try number(maxDigits: 3, in: 1...365, what: "day"))
            case UInt8(ascii: "M"):
                index += 1
                let month = try number(maxDigits: 2, in: 1...12, what: "month")
                try expect(".")
                let week = try number(maxDigits: 1, in: 1...5, what: "week")
                try expect(".")
                date = .monthWeekDay(
                    month: month, week: week, weekday: try number(maxDigits: 1, in: 0...6, what: "weekday"))
            default:
                date = .dayOfYear(try number(maxDigits: 3, in: 0...365, what: "day"))
            }
            var time = 7200
            if peek == UInt8(ascii: "/") {
                index += 1
                time = try offset(maxHours: 167)
            }
            return RuleMoment(date: date, secondsIntoDay: time)
        }

        private mutating func number(maxDigits: Int, in range: ClosedRange<Int>, what: String) throws(ZoneFileDamage)
            -> Int
        {
            var value = 0
            var digits = 0
            while let byte = peek, isDigit(byte), digits < maxDigits {
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
                digits += 1
                index += 1
            }
            guard digits > 0, range.contains(value) else { throw damage("has \(what) out of range") }
            return value
        }

        private func isLetter(_ byte: UInt8) -> Bool {
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
                || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
        }

        private func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }
    }
}
