#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The gazetteer's text (made by `scripts/places.py`; its header says the layout) read in
/// place. Its first line gives where the large sections start; only the small ones before
/// them (zones, countries, regions) are read at once. A place, an airport or an alternate
/// name is found by halving over its sorted section's index, then over the one block of the
/// section the index names: a look-up reads the index, which every look-up shares, and a few
/// pages of one 64 KB piece of the section; nothing is counted or copied, and a trip that
/// never asks reads none.
struct GazetteerData: @unchecked Sendable {
    /// A large section: its lines, sorted and cut into blocks, and its index, a line for each
    /// block: the first field of the block's last line, and where the block starts in the
    /// section, in base 36.
    struct Section {
        let lines: Range<Int>
        let index: Range<Int>
    }

    /// Lives as long as the process: the bytes are linked into the binary.
    let bytes: UnsafeRawBufferPointer
    let zones: [String]
    /// A country code → its names (code, ISO3, name, aliases), and a region → its name.
    let countries: [String: [String]]
    let regionNames: [String: String]  // "US/OR" → "Oregon"
    let places: Section
    let airports: Section
    let alternates: Section
    /// Sees every line read after the small sections: tests hold look-ups to their blocks.
    private let reading: ((Range<Int>) -> Void)?

    init(_ bytes: UnsafeRawBufferPointer, reading: ((Range<Int>) -> Void)? = nil) {
        self.bytes = bytes
        self.reading = reading
        // Where the three indexes, then the three sections, start; each ends where the next starts.
        let header = Self.fields(bytes, 0..<Self.lineEnd(bytes, from: 0), separator: 0x20)
        let starts = header.dropFirst(2).map { Int($0.split(separator: "=").last ?? "") ?? bytes.count }
        let bounds = (starts.count == 6 ? starts : Array(repeating: bytes.count, count: 6)) + [bytes.count]
        places = Section(lines: bounds[3]..<bounds[4], index: bounds[0]..<bounds[1])
        airports = Section(lines: bounds[4]..<bounds[5], index: bounds[1]..<bounds[2])
        alternates = Section(lines: bounds[5]..<bounds[6], index: bounds[2]..<bounds[3])

        var section = ""
        var zones: [String] = []
        var countries: [String: [String]] = [:]
        var regionNames: [String: String] = [:]
        var offset = Self.lineEnd(bytes, from: 0) + 1
        while offset < bounds[0] {
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

    /// A line's fields. Each is made from a contiguous buffer: from a slice of one (`split`'s),
    /// a string is made the slow, generic way, which was most of the first load.
    static func fields(_ bytes: UnsafeRawBufferPointer, _ range: Range<Int>, separator: UInt8 = 0x09) -> [String] {
        let all = bytes.bindMemory(to: UInt8.self)
        var fields: [String] = []
        var start = range.lowerBound
        for i in range where all[i] == separator {
            fields.append(String(decoding: UnsafeBufferPointer(rebasing: all[start..<i]), as: UTF8.self))
            start = i + 1
        }
        fields.append(String(decoding: UnsafeBufferPointer(rebasing: all[start..<range.upperBound]), as: UTF8.self))
        return fields
    }

    /// The lines of a sorted section from the first for which `isAtOrPast` holds (it holds
    /// from some line on) to the end of its block: the index names the block, then halving
    /// over the block finds the line. Empty, at the section's end, when no line is at or past.
    /// No block splits a run of lines with one key, so a run ends within these lines.
    func lines(in section: Section, from isAtOrPast: (Range<Int>) -> Bool) -> Range<Int> {
        let entry = firstLine(in: section.index, where: isAtOrPast)
        guard entry < section.index.upperBound else { return section.lines.upperBound..<section.lines.upperBound }
        let next = nextLine(after: entry)
        let end = next < section.index.upperBound ? blockStart(next, in: section) : section.lines.upperBound
        let block = blockStart(entry, in: section)..<end
        return firstLine(in: block, where: isAtOrPast)..<block.upperBound
    }

    /// Where the block an index line names starts.
    private func blockStart(_ entry: Int, in section: Section) -> Int {
        let fields = UnsafeRawBufferPointer(rebasing: bytes[line(at: entry)]).split(separator: 0x09)
        let start = fields.count > 1 ? Int(String(decoding: fields[1], as: UTF8.self), radix: 36) : nil
        return section.lines.lowerBound + (start ?? 0)
    }

    /// The first line of sorted `lines` for which `isAtOrPast` holds, as the offset of its
    /// start; `lines.upperBound` when none.
    private func firstLine(in lines: Range<Int>, where isAtOrPast: (Range<Int>) -> Bool) -> Int {
        var low = lines.lowerBound
        var high = lines.upperBound
        // Invariant: lines starting before `low` fall short; the line starting at `high` (or
        // the end) is at or past. Each probe is the line the middle byte falls in.
        while low < high {
            var start = (low + high) / 2
            while start > lines.lowerBound, bytes[start - 1] != 0x0A { start -= 1 }
            let line = line(at: start)
            if isAtOrPast(line) { high = start } else { low = line.upperBound + 1 }
        }
        return low
    }

    /// The line after the one starting at `offset`.
    func nextLine(after offset: Int) -> Int { line(at: offset).upperBound + 1 }

    /// The first field of a line.
    func name(_ line: Range<Int>) -> Substring {
        let slice = UnsafeRawBufferPointer(rebasing: bytes[line])
        let tab = slice.firstIndex(of: 0x09) ?? slice.count
        return Substring(String(decoding: UnsafeRawBufferPointer(rebasing: slice[..<tab]), as: UTF8.self))
    }

    func line(at offset: Int) -> Range<Int> {
        let line = offset..<Self.lineEnd(bytes, from: offset)
        reading?(line)
        return line
    }

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
        let found = lines(in: alternates) { Self.compare(UnsafeRawBufferPointer(rebasing: bytes[$0]), wanted) >= 0 }
        guard !found.isEmpty else { return [] }
        let line = UnsafeRawBufferPointer(rebasing: bytes[line(at: found.lowerBound)])
        guard Self.compare(line, wanted) == 0 else { return [] }
        // The places are the second field: a padded line has a third.
        return line[wanted.count...].prefix { $0 != 0x09 }.split(separator: UInt8(ascii: ","))
            .compactMap { Int(String(decoding: $0, as: UTF8.self), radix: 36) }
            .map { places.lines.lowerBound + $0 }
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
