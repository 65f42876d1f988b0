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

/// The lines a map is drawn from: given, or packed in the binary and read a line at a time,
/// only those a map shows.
public struct MapShapes: Sendable {
    private enum Source: Sendable {
        case lines([MapLine])
        case packed(MapData)
    }

    private let source: Source

    public init(_ lines: [MapLine]) {
        source = .lines(lines)
    }

    private init(packed: MapData) {
        source = .packed(packed)
    }

    /// Every line.
    public var lines: [MapLine] {
        switch source {
        case .lines(let lines): lines
        case .packed(let data): data.records.indices.map(data.line)
        }
    }

    /// The lines whose box meets `box`.
    public func lines(meeting box: GeoBox) -> [MapLine] {
        switch source {
        case .lines(let lines): lines.filter { $0.box.intersects(box) }
        case .packed(let data): data.records.indices.filter { data.records[$0].box.intersects(box) }.map(data.line)
        }
    }

    /// Natural Earth's 1:50m coasts, borders, lakes, states and provinces, linked into the
    /// binary (Sources/CMapData); the first map drawn reads the lines' boxes, and each map
    /// the points of the lines it shows.
    public static let naturalEarth = MapShapes(
        packed: MapData(UnsafeRawBufferPointer(start: itin_map_bytes(), count: itin_map_count())))
}

/// The packed lines `scripts/mapdata.py` writes (its header says the layout): a magic, the
/// counts, a 16-byte record a line (its kind, its points, its box), then each point as two
/// 16-bit hundredths of a degree. Read in place: the bytes live as long as the process.
struct MapData: @unchecked Sendable {
    struct Record {
        let kind: MapLine.Kind
        let first: Int, count: Int
        let box: GeoBox
    }

    static let magic = Array("ITINMAP1".utf8)
    let bytes: UnsafeRawBufferPointer
    let records: [Record]
    private let pointsStart: Int

    /// Damaged bytes read as no lines.
    init(_ bytes: UnsafeRawBufferPointer) {
        self.bytes = bytes
        guard bytes.count >= 16, Array(bytes[0..<8]) == Self.magic else {
            (records, pointsStart) = ([], 0)
            return
        }
        let lineCount = Int(bytes.loadUnaligned(fromByteOffset: 8, as: UInt32.self).littleEndian)
        let pointCount = Int(bytes.loadUnaligned(fromByteOffset: 12, as: UInt32.self).littleEndian)
        pointsStart = 16 + 16 * lineCount
        guard bytes.count >= pointsStart + 4 * pointCount else {
            records = []
            return
        }
        func degrees(_ offset: Int) -> Double { Self.degrees(bytes, offset) }
        var records: [Record] = []
        records.reserveCapacity(lineCount)
        for index in 0..<lineCount {
            let at = 16 + 16 * index
            let count = Int(bytes.loadUnaligned(fromByteOffset: at + 2, as: UInt16.self).littleEndian)
            let first = Int(bytes.loadUnaligned(fromByteOffset: at + 4, as: UInt32.self).littleEndian)
            guard let kind = MapLine.Kind(rawValue: bytes[at]), count > 0, first + count <= pointCount else { continue }
            let box = GeoBox(
                south: degrees(at + 10), west: degrees(at + 8),
                north: degrees(at + 14), east: degrees(at + 12))
            records.append(Record(kind: kind, first: first, count: count, box: box))
        }
        self.records = records
    }

    func line(_ index: Int) -> MapLine {
        let record = records[index]
        let points = (record.first..<record.first + record.count).map { i in
            let at = pointsStart + 4 * i
            return Coordinates(latitude: Self.degrees(bytes, at + 2), longitude: Self.degrees(bytes, at))
        }
        return MapLine(record.kind, points)
    }

    /// A stored value: 16 bits, little-endian, in hundredths of a degree.
    private static func degrees(_ bytes: UnsafeRawBufferPointer, _ offset: Int) -> Double {
        Double(Int16(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: Int16.self))) / 100
    }
}
