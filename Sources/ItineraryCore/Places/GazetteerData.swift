import Foundation

/// The gazetteer's text (made by `scripts/places.py`; its header says the layout) read in
/// place: the small sections once, the line starts of the places and airports once, and
/// the alternate names by halving over their sorted lines, never copied.
struct GazetteerData: @unchecked Sendable {
    /// Lives as long as the process: the bytes are linked into the binary (or a test's array
    /// kept alive by the caller).
    let bytes: UnsafeRawBufferPointer
    let zones: [String]
    /// A country code → its names (code, ISO3, name, aliases), and a region → its name.
    let countries: [String: [String]]
    let regionNames: [String: String]  // "US/OR" → "Oregon"
    /// Byte offset of each place's line, and the end of the last.
    let placeLines: [Int32]
    let airportLines: [Int32]
    let alternates: Range<Int>

    init(_ bytes: UnsafeRawBufferPointer) {
        self.bytes = bytes
        var section = ""
        var zones: [String] = [], countries: [String: [String]] = [:], regionNames: [String: String] = [:]
        var placeLines: [Int32] = [], airportLines: [Int32] = []
        var alternatesStart = bytes.count
        var offset = 0
        placeLines.reserveCapacity(72_000)
        airportLines.reserveCapacity(8_000)
        while offset < bytes.count {
            let end = Self.lineEnd(bytes, from: offset)
            if bytes[offset] == UInt8(ascii: "@") {
                section = String(decoding: UnsafeRawBufferPointer(rebasing: bytes[offset + 1..<end]), as: UTF8.self)
                if section == "alternates" { alternatesStart = end + 1; break }
            } else {
                switch section {
                case "places": placeLines.append(Int32(offset))
                case "airports": airportLines.append(Int32(offset))
                default:
                    let fields = Self.fields(bytes, offset..<end)
                    switch section {
                    case "zones": zones.append(fields[0])
                    case "countries": countries[fields[0]] = [fields[0], fields[1], fields[2]] + fields[3].split(separator: "|").map(String.init)
                    case "regions": regionNames["\(fields[0])/\(fields[1])"] = fields[2]
                    default: break
                    }
                }
            }
            offset = end + 1
        }
        self.zones = zones
        self.countries = countries
        self.regionNames = regionNames
        self.placeLines = placeLines
        self.airportLines = airportLines
        alternates = alternatesStart..<bytes.count
    }

    static func lineEnd(_ bytes: UnsafeRawBufferPointer, from offset: Int) -> Int {
        guard let base = bytes.baseAddress, offset < bytes.count,
              let found = memchr(base + offset, 0x0A, bytes.count - offset) else { return bytes.count }
        return base.distance(to: UnsafeRawPointer(found))
    }

    static func fields(_ bytes: UnsafeRawBufferPointer, _ range: Range<Int>) -> [String] {
        UnsafeRawBufferPointer(rebasing: bytes[range]).split(separator: 0x09, omittingEmptySubsequences: false)
            .map { String(decoding: $0, as: UTF8.self) }
    }

    private func line(_ starts: [Int32], _ index: Int) -> Range<Int> {
        let start = Int(starts[index])
        return start..<Self.lineEnd(bytes, from: start)
    }

    /// The name field of place `index`: all a search by name needs.
    func placeName(_ index: Int) -> Substring {
        let range = line(placeLines, index)
        let tab = UnsafeRawBufferPointer(rebasing: bytes[range]).firstIndex(of: 0x09).map { range.lowerBound + $0 } ?? range.upperBound
        return Substring(String(decoding: UnsafeRawBufferPointer(rebasing: bytes[range.lowerBound..<tab]), as: UTF8.self))
    }

    func place(_ index: Int) -> Place {
        let f = Self.fields(bytes, line(placeLines, index))
        return Place(kind: .city, name: f[0], country: f[1], region: f[2],
                     coordinates: Coordinates(latitude: Double(f[3]) ?? 0, longitude: Double(f[4]) ?? 0),
                     zone: Int(f[5]).map { zones[$0] }, population: Int(f[6]) ?? 0)
    }

    func airport(_ index: Int) -> Place {
        let f = Self.fields(bytes, line(airportLines, index))
        let city = f[5].isEmpty ? f[6] : "\(f[6]), \(f[5])"
        return Place(kind: .airport(code: f[0]), name: city, country: f[4],
                     coordinates: Coordinates(latitude: Double(f[1]) ?? 0, longitude: Double(f[2]) ?? 0),
                     zone: Int(f[3]).map { zones[$0] })
    }

    func airportCode(_ index: Int) -> Substring {
        let start = Int(airportLines[index])
        return Substring(String(decoding: UnsafeRawBufferPointer(rebasing: bytes[start..<start + 3]), as: UTF8.self))
    }

    func airportCoordinates(_ index: Int) -> Coordinates {
        let f = Self.fields(bytes, line(airportLines, index))
        return Coordinates(latitude: Double(f[1]) ?? 0, longitude: Double(f[2]) ?? 0)
    }

    /// The places listing `key` among their alternate names, most populous first.
    func alternates(_ key: String) -> [Int] {
        let wanted = Array(key.utf8) + [0x09]
        var low = alternates.lowerBound, high = alternates.upperBound
        // Halve over bytes: each probe is the line the middle byte falls in.
        while low < high {
            var start = (low + high) / 2
            while start > alternates.lowerBound, bytes[start - 1] != 0x0A { start -= 1 }
            let end = Self.lineEnd(bytes, from: start)
            let line = UnsafeRawBufferPointer(rebasing: bytes[start..<end])
            let order = Self.compare(line, wanted)
            if order == 0 {
                return line[wanted.count...].split(separator: UInt8(ascii: ",")).compactMap { Int(String(decoding: $0, as: UTF8.self)) }
            }
            if order < 0 { low = end + 1 } else { high = start }
        }
        return []
    }

    /// A line against `KEY<TAB>`: the tab sorts before every letter and digit, so lines
    /// compare in key order.
    private static func compare(_ line: UnsafeRawBufferPointer, _ wanted: [UInt8]) -> Int {
        for (i, w) in wanted.enumerated() {
            guard i < line.count else { return -1 }
            if line[i] != w { return line[i] < w ? -1 : 1 }
        }
        return 0
    }
}
