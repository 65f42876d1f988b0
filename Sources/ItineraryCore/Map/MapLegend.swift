/// The words under a map: the stops by number (`1 Boston · 2 New York (Jun 14–15)`), how
/// each mode is drawn, and the places left off because they are unknown.
public struct MapLegend: Sendable {
    /// A piece of a line in one ink.
    public struct Run: Hashable, Sendable {
        public let text: String
        public let ink: MapInk
    }

    public let glyphs: MapGlyphs

    public init(glyphs: MapGlyphs) {
        self.glyphs = glyphs
    }

    /// The legend's lines for `width` columns, `columns` measuring text as the terminal shows
    /// it. An entry is never broken; one wider than a line is cut. Past `most` lines, the
    /// last kept ends in `…`.
    public func lines(
        _ route: MapRoute, focus: MapFocus, width: Int, most: Int = .max,
        columns: (String) -> Int
    ) -> [[Run]] {
        let highlightDay = focus.highlightedDay
        let stops = route.stops(in: focus).map { stop in
            Run(
                text: entry(stop, trip: route.trip),
                ink: highlightDay.map { stop.days.contains($0) } ?? false ? .highlightedStop : .blank)
        }
        var lines = wrap(stops, separator: glyphs == .ascii ? " - " : " · ", width: width, columns: columns)
        if stops.isEmpty {
            lines.append([Run(text: "No known places to show", ink: .blank)])
        }
        let modes = route.modes(in: focus)
        if !modes.isEmpty {
            let key = modes.map { Run(text: sample($0) + " " + $0.rawValue, ink: MapMark.ink(MapMark.leg($0))) }
            lines += wrap(key, separator: "   ", width: width, columns: columns)
        }
        if !route.unknown.isEmpty {
            let names = route.unknown.map { Run(text: text($0), ink: .blank) }
            lines += wrap(
                [Run(text: "Not on the map (unknown place):", ink: .blank)] + names, separator: " ",
                width: width, columns: columns)
        }
        if lines.count > most {
            lines = Array(lines.prefix(max(most, 1)))
            lines[lines.count - 1].append(Run(text: glyphs == .ascii ? " ..." : " …", ink: .blank))
        }
        return lines
    }

    /// `2 New York`, with its dates when it is visited on more than one day.
    public func entry(_ stop: MapRoute.Stop, trip: Trip) -> String {
        let name = "\(stop.number) \(text(stop.name))"
        guard stop.days.count > 1 else { return name }
        return "\(name) (\(dates(stop.days, trip: trip)))"
    }

    /// Runs of days in a row as `Jun 14–15` or `Jun 30–Jul 2`, apart by commas.
    public func dates(_ days: [Int], trip: Trip) -> String {
        var runs: [(first: Int, last: Int)] = []
        for day in days {
            if let last = runs.last, last.last + 1 == day {
                runs[runs.count - 1].last = day
            } else {
                runs.append((day, day))
            }
        }
        let dash = glyphs == .ascii ? "-" : "–"
        return runs.map { run in
            let first = trip.date(ofDay: run.first)
            let last = trip.date(ofDay: run.last)
            let start = "\(first.monthName) \(first.day)"
            if run.first == run.last { return start }
            return start + dash + (first.month == last.month ? "\(last.day)" : "\(last.monthName) \(last.day)")
        }.joined(separator: ", ")
    }

    /// How a mode's line looks.
    func sample(_ mode: Travel.Mode) -> String {
        switch (glyphs, mode) {
        case (.ascii, _): String(MapMark.asciiCharacter(MapMark.leg(mode)))
        case (.braille, .drive): "━━"
        case (.braille, .train): "╍╍"
        case (.braille, .fly): "┄┄"
        }
    }

    /// The file's text as the glyphs allow: with ASCII, letters lose their marks and
    /// anything else not ASCII becomes `?`.
    public func text(_ text: String) -> String {
        guard glyphs == .ascii else { return text }
        var out = ""
        for scalar in CompatibilityDecomposition.of(text) {
            if scalar.properties.generalCategory == .nonspacingMark { continue }
            out.unicodeScalars.append(scalar.isASCII && scalar.value >= 0x20 && scalar.value != 0x7F ? scalar : "?")
        }
        return out
    }

    private func wrap(_ runs: [Run], separator: String, width: Int, columns: (String) -> Int) -> [[Run]] {
        var lines: [[Run]] = []
        var line: [Run] = []
        var used = 0
        for run in runs {
            let size = columns(run.text)
            if !line.isEmpty, used + columns(separator) + size > width {
                lines.append(line)
                line = []
                used = 0
            }
            if !line.isEmpty {
                line.append(Run(text: separator, ink: .blank))
                used += columns(separator)
            }
            line.append(run)
            used += size
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }
}
