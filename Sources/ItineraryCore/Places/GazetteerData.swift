import Foundation

/// The gazetteer's text (made by `scripts/places.py`; its header says the layout) read in
/// place. Its first line gives where the three large sections start; only the small ones
/// before them (zones, countries, regions) are read at once. A place, an airport or an
/// alternate name is found by halving over the bytes of its sorted section, so a look-up
/// reads a few pages, nothing is counted or copied, and a trip that never asks reads none.
struct GazetteerData: @unchecked Sendable {
    /// Lives as long as the process: the bytes are linked into the binary.
    let bytes: UnsafeRawBufferPointer
    let zones: [String]
    /// A country code → its names (code, ISO3, name, aliases), and a region → its name.
    let countries: [String: [String]]
    let regionNames: [String: String]  // "US/OR" → "Oregon"
    let places: Range<Int>
    let airports: Range<Int>
    let alternates: Range<Int>

    init(_ bytes: UnsafeRawBufferPointer) {
        self.bytes = bytes
        let header = Self.fields(bytes, 0..<Self.lineEnd(bytes, from: 0), separator: 0x20)
        let starts = header.dropFirst(2).map { Int($0.split(separator: "=").last ?? "") ?? bytes.count }
        let (placesStart, airportsStart, alternatesStart) =
            starts.count == 3 ? (starts[0], starts[1], starts[2]) : (bytes.count, bytes.count, bytes.count)
        places = placesStart..<airportsStart
        airports = airportsStart..<alternatesStart
        alternates = alternatesStart..<bytes.count

        var section = ""
        var zones: [String] = []
        var countries: [String: [String]] = [:]
        var regionNames: [String: String] = [:]
        var offset = Self.lineEnd(bytes, from: 0) + 1
        while offset < placesStart {
            let end = Self.lineEnd(bytes, from: offset)
            let fields = Self.fields(bytes, offset..<end)
            if fields[0].hasPrefix("@") {
                section = String(fields[0].dropFirst())
            } else {
                switch section {
                case "zones": zones.append(fields[0])
                case "countries":
                    countries[fields[0]] =
                        [fields[0], fields[1], fields[2]] + fields[3].split(separator: "|").map(String.init)
                case "regions": regionNames["\(fields[0])/\(fields[1])"] = fields[2]
                default: break
                }
            }
            offset = end + 1
        }
        self.zones = zones
        self.countries = countries
        self.regionNames = regionNames
    }

    static func lineEnd(_ bytes: UnsafeRawBufferPointer, from offset: Int) -> Int {
        guard let base = bytes.baseAddress, offset < bytes.count,
            let found = memchr(base + offset, 0x0A, bytes.count - offset)
        else { return bytes.count }
        return base.distance(to: UnsafeRawPointer(found))
    }

    static func fields(_ bytes: UnsafeRawBufferPointer, _ range: Range<Int>, separator: UInt8 = 0x09) -> [String] {
        UnsafeRawBufferPointer(rebasing: bytes[range]).split(separator: separator, omittingEmptySubsequences: false)
            .map { String(decoding: $0, as: UTF8.self) }
    }

    /// The start of the line the byte at `offset` is in, within `section`.
    private func lineStart(_ offset: Int, in section: Range<Int>) -> Int {
        var start = offset
        while start > section.lowerBound, bytes[start - 1] != 0x0A { start -= 1 }
        return start
    }

    /// The first line of a sorted section for which `isAtOrPast` holds (it holds from some
    /// line on), as the offset of its start; `section.upperBound` when none.
    func firstLine(in section: Range<Int>, where isAtOrPast: (Range<Int>) -> Bool) -> Int {
        var low = section.lowerBound
        var high = section.upperBound
        // Invariant: lines starting before `low` fall short; the line starting at `high` (or
        // the end) is at or past. Each probe is the line the middle byte falls in.
        while low < high {
            let start = lineStart((low + high) / 2, in: section)
            let end = Self.lineEnd(bytes, from: start)
            if isAtOrPast(start..<end) { high = start } else { low = end + 1 }
        }
        return low
    }

    /// The line after the one starting at `offset`.
    func nextLine(after offset: Int) -> Int { Self.lineEnd(bytes, from: offset) + 1 }

    /// The first field of a line.
    func name(_ line: Range<Int>) -> Substring {
        let slice = UnsafeRawBufferPointer(rebasing: bytes[line])
        let tab = slice.firstIndex(of: 0x09) ?? slice.count
        return Substring(String(decoding: UnsafeRawBufferPointer(rebasing: slice[..<tab]), as: UTF8.self))
    }

    func line(at offset: Int) -> Range<Int> { offset..<Self.lineEnd(bytes, from: offset) }

    /// The city whose line starts at `offset` in the places section.
    func place(at offset: Int) -> Place {
        let f = Self.fields(bytes, line(at: offset))
        return Place(
            kind: .city, name: f[0], country: f[1], region: f[2],
            coordinates: Coordinates(latitude: Double(f[3]) ?? 0, longitude: Double(f[4]) ?? 0),
            zone: Int(f[5]).map { zones[$0] }, population: Int(f[6]) ?? 0)
    }

    /// The airport whose line starts at `offset` in the airports section.
    func airport(at offset: Int) -> Place {
        let f = Self.fields(bytes, line(at: offset))
        let city = f[5].isEmpty ? f[6] : "\(f[6]), \(f[5])"
        return Place(
            kind: .airport(code: f[0]), name: city, country: f[4],
            coordinates: Coordinates(latitude: Double(f[1]) ?? 0, longitude: Double(f[2]) ?? 0),
            zone: Int(f[3]).map { zones[$0] })
    }

    func airportCoordinates(at offset: Int) -> Coordinates {
        let f = Self.fields(bytes, line(at: offset))
        return Coordinates(latitude: Double(f[1]) ?? 0, longitude: Double(f[2]) ?? 0)
    }

    /// The offsets of the places listing `key` among their alternate names, most populous first.
    func alternates(_ key: String) -> [Int] {
        let wanted = Array(key.utf8) + [0x09]
        let found = firstLine(in: alternates) { Self.compare(UnsafeRawBufferPointer(rebasing: bytes[$0]), wanted) >= 0 }
        guard found < alternates.upperBound else { return [] }
        let line = UnsafeRawBufferPointer(rebasing: bytes[line(at: found)])
        guard Self.compare(line, wanted) == 0 else { return [] }
        return line[wanted.count...].split(separator: UInt8(ascii: ","))
            .compactMap { Int(String(decoding: $0, as: UTF8.self), radix: 36) }
            .map { places.lowerBound + $0 }
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
