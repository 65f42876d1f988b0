import CMapData

/// A box of latitudes and longitudes (never across the 180th meridian).
public struct GeoBox: Hashable, Sendable {
    public var south: Double, west: Double, north: Double, east: Double

    public init(south: Double, west: Double, north: Double, east: Double) {
        self.south = south
        self.west = west
        self.north = north
        self.east = east
    }

    /// The smallest box holding every point; nil for none.
    public init?(around points: some Sequence<Coordinates>) {
        var box: GeoBox?
        for p in points {
            if var b = box {
                b.south = min(b.south, p.latitude)
                b.north = max(b.north, p.latitude)
                b.west = min(b.west, p.longitude)
                b.east = max(b.east, p.longitude)
                box = b
            } else {
                box = GeoBox(south: p.latitude, west: p.longitude, north: p.latitude, east: p.longitude)
            }
        }
        guard let box else { return nil }
        self = box
    }

    public func intersects(_ other: GeoBox) -> Bool {
        south <= other.north && other.south <= north && west <= other.east && other.west <= east
    }
}

/// One line of the map: land against water, or a border.
public struct MapLine: Hashable, Sendable {
    public enum Kind: UInt8, Hashable, Sendable, CaseIterable {
        /// A coast or a lake's shore.
        case shore
        /// Between two countries.
        case border
        /// Between two US states or Canadian provinces.
        case region
    }

    public let kind: Kind
    public let points: [Coordinates]
    public let box: GeoBox

    public init(_ kind: Kind, _ points: [Coordinates]) {
        self.kind = kind
        self.points = points
        box = GeoBox(around: points) ?? GeoBox(south: 0, west: 0, north: 0, east: 0)
    }
}

/// The lines a map is drawn from.
public struct MapShapes: Sendable {
    public let lines: [MapLine]

    public init(_ lines: [MapLine]) {
        self.lines = lines
    }

    /// The lines whose box meets `box`.
    public func lines(meeting box: GeoBox) -> [MapLine] {
        lines.filter { $0.box.intersects(box) }
    }

    /// Natural Earth's 1:50m coasts, borders, lakes, states and provinces, linked into the
    /// binary (Sources/CMapData) and read the first time a map is drawn.
    public static let naturalEarth = MapShapes(MapData.lines(UnsafeRawBufferPointer(start: itin_map_bytes(), count: itin_map_count())))
}

/// The packed lines `scripts/mapdata.py` writes (its header says the layout): a magic, the
/// counts, a 16-byte record a line, then each point as two 16-bit hundredths of a degree.
enum MapData {
    static let magic = Array("ITINMAP1".utf8)

    static func lines(_ bytes: UnsafeRawBufferPointer) -> [MapLine] {
        guard bytes.count >= 16, Array(bytes[0..<8]) == magic else { return [] }
        let lineCount = Int(bytes.loadUnaligned(fromByteOffset: 8, as: UInt32.self).littleEndian)
        let pointCount = Int(bytes.loadUnaligned(fromByteOffset: 12, as: UInt32.self).littleEndian)
        let pointsStart = 16 + 16 * lineCount
        guard bytes.count >= pointsStart + 4 * pointCount else { return [] }
        func int16(_ offset: Int) -> Double {
            Double(Int16(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: Int16.self))) / 100
        }
        var lines: [MapLine] = []
        lines.reserveCapacity(lineCount)
        for index in 0..<lineCount {
            let record = 16 + 16 * index
            guard let kind = MapLine.Kind(rawValue: bytes[record]) else { continue }
            let count = Int(bytes.loadUnaligned(fromByteOffset: record + 2, as: UInt16.self).littleEndian)
            let first = Int(bytes.loadUnaligned(fromByteOffset: record + 4, as: UInt32.self).littleEndian)
            guard first + count <= pointCount else { continue }
            let points = (first..<first + count).map { i in
                Coordinates(latitude: int16(pointsStart + 4 * i + 2), longitude: int16(pointsStart + 4 * i))
            }
            lines.append(MapLine(kind, points))
        }
        return lines
    }
}
