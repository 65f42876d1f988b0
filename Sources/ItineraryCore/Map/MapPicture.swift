/// What a map cell means, for whoever colours it.
public enum MapInk: UInt8, Hashable, Sendable {
    case blank, region, shore, border, fly, train, drive
    /// A stop's number.
    case stop
    /// A leg of the day looked at.
    case highlight
    /// A stop of the day looked at.
    case highlightedStop
}

/// How a map is drawn: braille cells (2×4 dots each) or ASCII characters (a dot a cell).
public enum MapGlyphs: Sendable {
    case braille, ascii

    /// How tall a dot is for its width, a cell being about twice as tall as wide.
    var dotAspect: Double { self == .braille ? 1 : 2 }
    var dotsAcross: Int { self == .braille ? 2 : 1 }
    var dotsDown: Int { self == .braille ? 4 : 1 }
}

/// Which part of the trip a map shows.
public enum MapFocus: Hashable, Sendable {
    case trip
    /// Only this day's stops and legs.
    case day(Int)
    /// The whole trip, this day's stops and legs drawn over the rest.
    case highlighting(Int)

    var highlightedDay: Int? {
        if case .highlighting(let day) = self { day } else { nil }
    }
}

/// A trip's map as cells: the shapes around its stops, its legs as lines, each stop its
/// number. A pure function of the route, the shapes and the size (docs/map.md).
public struct MapPicture: Sendable {
    public struct Cell: Hashable, Sendable {
        public var character: Character
        public var ink: MapInk
    }

    public let width: Int, height: Int
    public private(set) var rows: [[Cell]]

    public init(
        _ route: MapRoute, shapes: MapShapes, width: Int, height: Int, glyphs: MapGlyphs,
        focus: MapFocus = .trip
    ) {
        self.width = max(width, 0)
        self.height = max(height, 0)
        let highlightDay = focus.highlightedDay
        let stops = route.stops(in: focus)
        let legs = route.legs(in: focus)

        var dots = DotGrid(width: self.width * glyphs.dotsAcross, height: self.height * glyphs.dotsDown)
        let canvas = MapCanvas(
            route: route, stops: stops, width: Double(dots.width), height: Double(dots.height),
            dotAspect: glyphs.dotAspect)
        for line in canvas.projectedLines(shapes) {
            for (a, b) in zip(line.points, line.points.dropFirst()) {
                dots.line(from: a, to: b, MapMark.shape(line.kind))
            }
        }
        for leg in legs {
            guard let ends = canvas.ends(of: leg) else { continue }
            let mark = MapMark.leg(leg.mode) + (leg.day == highlightDay ? MapMark.highlighted : 0)
            dots.line(from: ends.from, to: ends.to, mark, pattern: MapMark.pattern(leg.mode))
        }
        rows = Self.cells(dots, width: self.width, height: self.height, glyphs: glyphs)
        for stop in stops {
            let highlighted = highlightDay.map { stop.days.contains($0) } ?? false
            let p = canvas.projection.point(stop.coordinates)
            let cell = (
                x: Int((p.x / Double(glyphs.dotsAcross)).rounded(.down)),
                y: Int((p.y / Double(glyphs.dotsDown)).rounded(.down))
            )
            put(String(stop.number), at: cell, ink: highlighted ? .highlightedStop : .stop)
        }
    }

    /// The text of each row, for tests and for terminals without colour.
    public var lines: [String] { rows.map { String($0.map(\.character)) } }

    private static func cells(_ dots: DotGrid, width: Int, height: Int, glyphs: MapGlyphs) -> [[Cell]] {
        (0..<height).map { row in
            (0..<width).map { column in
                switch glyphs {
                case .ascii:
                    let mark = dots[column, row]
                    return Cell(character: MapMark.asciiCharacter(mark), ink: MapMark.ink(mark))
                case .braille:
                    var bits: UInt32 = 0
                    var strongest: UInt8 = 0
                    for (bit, (dx, dy)) in MapMark.brailleDots.enumerated() {
                        let mark = dots[column * 2 + dx, row * 4 + dy]
                        if mark != 0 { bits |= 1 << bit }
                        strongest = max(strongest, mark)
                    }
                    let character = bits == 0 ? " " : Character(Unicode.Scalar(0x2800 + bits)!)
                    return Cell(character: character, ink: MapMark.ink(strongest))
                }
            }
        }
    }

    /// A stop's number over the map at its place, moved left where it would run off.
    private mutating func put(_ label: String, at cell: (x: Int, y: Int), ink: MapInk) {
        guard cell.y >= 0, cell.y < height, width > 0 else { return }
        let start = max(0, min(cell.x, width - label.count))
        for (i, ch) in label.enumerated() where start + i < width {
            rows[cell.y][start + i] = Cell(character: ch, ink: ink)
        }
    }
}

extension MapRoute {
    /// The stops a map of `focus` shows, in number order.
    public func stops(in focus: MapFocus) -> [Stop] {
        guard case .day(let day) = focus else { return stops }
        return stops.filter { $0.days.contains(day) }
    }

    public func legs(in focus: MapFocus) -> [Leg] {
        guard case .day(let day) = focus else { return legs }
        return legs.filter { $0.day == day }
    }

    /// The modes of the legs a map of `focus` shows: drive, train, fly, as the legend lists them.
    public func modes(in focus: MapFocus) -> [Travel.Mode] {
        let legs = legs(in: focus)
        return [Travel.Mode.drive, .train, .fly].filter { mode in legs.contains { $0.mode == mode } }
    }
}

/// A dot's mark: what it shows (shapes below, legs above), 8 added where highlighted.
enum MapMark {
    static let highlighted: UInt8 = 8

    static func shape(_ kind: MapLine.Kind) -> UInt8 {
        switch kind {
        case .region: 1
        case .shore: 2
        case .border: 3
        }
    }

    static func leg(_ mode: Travel.Mode) -> UInt8 {
        switch mode {
        case .fly: 4
        case .train: 5
        case .drive: 6
        }
    }

    /// Solid by car, dashed by train, dotted by air.
    static func pattern(_ mode: Travel.Mode) -> UInt8 {
        switch mode {
        case .drive: 0xFF
        case .train: 0b0011_1111
        case .fly: 0b0001_0001
        }
    }

    static func ink(_ mark: UInt8) -> MapInk {
        mark >= highlighted ? .highlight : MapInk(rawValue: mark) ?? .blank
    }

    static func asciiCharacter(_ mark: UInt8) -> Character {
        let characters: [Character] = [" ", ":", ".", "+", "~", "=", "#"]
        let base = Int(mark % highlighted)
        return base < characters.count ? characters[base] : "#"
    }

    /// Braille's dot numbering: bit n is dot n+1, at (column, row) of its 2×4 cell.
    static let brailleDots = [(0, 0), (0, 1), (0, 2), (1, 0), (1, 1), (1, 2), (0, 3), (1, 3)]
}
