import Testing

@testable import ItineraryCore

/// A look-up reads its section's index, then one block of the section, and no block crosses a
/// 64 KB boundary of the data (linked in 64 KB aligned): a page fault maps in up to 64 KB of
/// the binary here, so each look-up makes one such piece of each section resident, not one
/// for each probe of a halving over the whole section.
@Suite struct GazetteerBlocksTests {
    static let piece = 65_536

    /// The lines a gazetteer over the same bytes reads.
    private final class Reads: @unchecked Sendable {
        var lines: [Range<Int>] = []
    }

    private let reads = Reads()
    private let data: GazetteerData
    private let gazetteer: Gazetteer

    init() {
        let reads = reads
        data = GazetteerData(Gazetteer.shared.data.bytes) { reads.lines.append($0) }
        gazetteer = Gazetteer(data)
    }

    /// The 64 KB pieces of `section` that `lookUp` reads outside the index (none when the index
    /// shows the name is past every line); it must read nothing else.
    private func pieces(_ section: GazetteerData.Section, _ lookUp: () -> Void) -> Set<Int> {
        reads.lines.removeAll()
        lookUp()
        let outside = reads.lines.filter { !section.index.contains($0.lowerBound) }
        #expect(outside.allSatisfy { section.lines.contains($0.lowerBound) })
        // A line's bytes run to its newline, at its upper bound.
        return Set(outside.flatMap { [$0.lowerBound / Self.piece, $0.upperBound / Self.piece] })
    }

    /// The teams' cities and their airports, and a name that is nowhere.
    @Test(arguments: [
        ("Arlington", "DFW"), ("Atlanta", "ATL"), ("Baltimore", "BWI"), ("Boston", "BOS"), ("Chicago", "ORD"),
        ("Cincinnati", "CVG"), ("Cleveland", "CLE"), ("Denver", "DEN"), ("Detroit", "DTW"), ("Houston", "IAH"),
        ("Kansas City", "MCI"), ("Anaheim", "SNA"), ("Los Angeles", "LAX"), ("Miami", "MIA"),
        ("Milwaukee", "MKE"), ("Minneapolis", "MSP"), ("New York", "LGA"), ("Bronx", "JFK"),
        ("Sacramento", "SMF"), ("Philadelphia", "PHL"), ("Phoenix", "PHX"), ("Pittsburgh", "PIT"),
        ("San Diego", "SAN"), ("San Francisco", "SFO"), ("Seattle", "SEA"), ("St. Louis", "STL"),
        ("Tampa", "TPA"), ("Toronto", "YYZ"), ("Washington", "DCA"), ("Queens", "EWR"), ("Nowhereville", "ZZZ"),
    ])
    func aLookUpReadsOnePieceOfEachSection(_ city: String, _ code: String) throws {
        let key = try #require(PlaceKey.fold(city))
        #expect(pieces(data.places) { _ = gazetteer.ownNamed(key) }.count <= 1, "\(city)")
        #expect(pieces(data.alternates) { _ = data.alternates(key) }.count <= 1, "\(city)")
        #expect(pieces(data.airports) { _ = gazetteer.airport(code: code) }.count <= 1, "\(code)")
    }

    /// The same for every 37th line of each section, looked up by its first field.
    @Test func everyLookUpReadsOnePiece() {
        func sample(_ section: GazetteerData.Section) -> [String] {
            var names: [String] = []
            var offset = section.lines.lowerBound
            var index = 0
            while offset < section.lines.upperBound {
                if index % 37 == 0 { names.append(String(data.name(data.line(at: offset)))) }
                offset = data.nextLine(after: offset)
                index += 1
            }
            return names
        }
        var spread: [String] = []
        for name in sample(data.places) {
            guard let key = PlaceKey.fold(name) else { continue }
            if pieces(data.places, { _ = gazetteer.ownNamed(key) }).count > 1 { spread.append(name) }
        }
        for code in sample(data.airports) where pieces(data.airports, { _ = gazetteer.airport(code: code) }).count > 1 {
            spread.append(code)
        }
        for key in sample(data.alternates) where pieces(data.alternates, { _ = data.alternates(key) }).count > 1 {
            spread.append(key)
        }
        #expect(spread.isEmpty, "\(spread.prefix(5))")
    }

    /// The data starts a piece, as places.S aligns it, and the indexes, which every look-up
    /// reads, share one.
    @Test func theDataStartsAPieceAndItsIndexesShareOne() {
        #expect(Int(bitPattern: data.bytes.baseAddress) % Self.piece == 0)
        #expect(data.places.index.lowerBound / Self.piece == (data.alternates.index.upperBound - 1) / Self.piece)
    }
}
