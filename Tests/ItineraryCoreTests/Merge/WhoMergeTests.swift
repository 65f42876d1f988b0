import PropertyBased
import Testing

@testable import ItineraryCore

/// `who` merges as a set (docs/sharing.md, docs/travellers.md): no `who` counts as every
/// traveller; what either side added is in, what either took away is out; a merge that leaves
/// nobody is a conflict that keeps the preferred side's.
@Suite struct WhoMergeTests {
    /// Trip t of Alice, Bob and Carol with a game g and a note a, their `who` as given.
    static func library(game: [String]? = nil, note: [String]? = nil) -> Library {
        var t = trip(
            "t", days: 2, games: [ItineraryCoreTests.game("g", day: 1, in: "Boston")],
            items: [
                ItineraryCoreTests.note("a", day: 1, 1, "Lunch")
            ])
        t.travellers = ["Alice", "Bob", "Carol"]
        t.games[0].who = game
        t.items[0].who = note
        return Library(trips: [t])
    }

    static func merged(
        _ base: [String]?, _ ours: [String]?, _ theirs: [String]?, preferring side: MergeSide = .ours
    ) throws -> (note: [String]?, game: [String]?, conflicts: [String]) {
        let result = LibraryMerge.merge(
            base: library(game: base, note: base), ours: library(game: ours, note: ours),
            theirs: library(game: theirs, note: theirs), preferring: side)
        let reloaded = try LibraryDecoder.decode(Array(LibraryEncoder.encode(result.library).utf8))
        #expect(reloaded == result.library, "the merge is a valid file")
        let t = result.library.trips[0]
        return (t.items[0].who, t.games[0].who, result.conflicts.map(\.line))
    }

    @Test func bothSidesNarrowingEveryoneLeaveWhoBothKept() throws {
        let m = try Self.merged(nil, ["Alice", "Bob"], ["Bob", "Carol"])
        #expect(m.note == ["Bob"] && m.game == ["Bob"])
        #expect(m.conflicts.isEmpty)
    }

    @Test func bothSidesAddingKeepWhomEachAdded() throws {
        let m = try Self.merged(["Alice"], ["Alice", "Bob"], ["Carol", "Alice"])
        #expect(m.note == ["Alice", "Bob", "Carol"], "the preferred side's order, then the other's")
        #expect(m.conflicts.isEmpty)
        #expect(
            try Self.merged(["Alice"], ["Alice", "Bob"], ["Carol", "Alice"], preferring: .theirs).note
                == ["Carol", "Alice", "Bob"])
    }

    @Test func oneSideAddingAndTheOtherRemoving() throws {
        let m = try Self.merged(["Alice", "Bob"], ["Alice", "Bob", "Carol"], ["Alice"])
        #expect(m.note == ["Alice", "Carol"] && m.conflicts.isEmpty)
    }

    /// Everyone, where one side said so by writing no `who`, stays no `who`.
    @Test func aResultOfEveryoneFromASideWithoutWhoIsNoWho() throws {
        let m = try Self.merged(["Alice"], nil, ["Alice", "Bob"])
        #expect(m.note == nil && m.game == nil && m.conflicts.isEmpty)
        // Both sides naming names: the names stay, though they are everyone.
        let named = try Self.merged(["Alice"], ["Alice", "Bob"], ["Alice", "Carol"])
        #expect(named.note == ["Alice", "Bob", "Carol"])
    }

    @Test func oneSideUnchangedOrBothAlikeIsTheThreeWayRule() throws {
        #expect(try Self.merged(["Alice"], ["Alice"], ["Carol", "Bob"]).note == ["Carol", "Bob"])
        #expect(try Self.merged(nil, ["Carol", "Bob"], nil).note == ["Carol", "Bob"])
        let alike = try Self.merged(nil, ["Bob", "Alice"], ["Bob", "Alice"])
        #expect(alike.note == ["Bob", "Alice"] && alike.conflicts.isEmpty)
        #expect(try Self.merged(["Bob"], nil, ["Bob"]).note == nil)
    }

    @Test(arguments: [MergeSide.ours, .theirs])
    func aMergeThatLeavesNobodyIsAConflictKeepingThePreferredSides(_ side: MergeSide) throws {
        let m = try Self.merged(["Alice", "Bob"], ["Alice"], ["Bob"], preferring: side)
        #expect(m.note == side.pick(["Alice"], ["Bob"]) && m.game == m.note)
        #expect(
            m.conflicts == [#"a: who: ours ["Alice"], theirs ["Bob"]"#, #"g: who: ours ["Alice"], theirs ["Bob"]"#])
    }

    /// A rename on one side (which renames the `who` there) and a name added on the other.
    @Test func aRenameOnOneSideAndANameAddedOnTheOther() throws {
        let base = Self.library(note: ["Bob"])
        var details = TripDetails(base.trips[0])
        details.travellers = ["Alice", "Robert", "Carol"]
        let ours = try base.applying(.schedule(.updateTrip(details)))
        let theirs = Self.library(note: ["Bob", "Alice"])
        let result = LibraryMerge.merge(base: base, ours: ours, theirs: theirs)
        #expect(result.conflicts.isEmpty, "\(result.conflicts)")
        #expect(result.library.trips[0].travellers == ["Alice", "Robert", "Carol"])
        #expect(result.library.trips[0].items[0].who == ["Robert", "Alice"])
    }

    @Test func aTravellerRemovedOnOneSideStaysWhileTheOthersWhoNamesThem() throws {
        let base = Self.library()
        var ours = base
        ours.trips[0].travellers = ["Alice", "Bob"]
        let theirs = Self.library(note: ["Carol"])
        let result = LibraryMerge.merge(base: base, ours: ours, theirs: theirs)
        let reloaded = try LibraryDecoder.decode(Array(LibraryEncoder.encode(result.library).utf8))
        #expect(reloaded.trips[0].travellers == ["Alice", "Bob", "Carol"])
        #expect(reloaded.trips[0].items[0].who == ["Carol"])
        #expect(
            result.conflicts.map(\.line) == [
                #"t: travellers: ours removed "Carol", theirs "Carol", kept for the who of a"#
            ])
    }

    /// A `who` is content: changed on one side only it is taken, and a reload counts it.
    @Test func aWhoChangedAloneIsAChange() throws {
        let base = Self.library()
        let ours = Self.library(game: ["Alice"], note: ["Bob"])
        let result = LibraryMerge.merge(base: base, ours: ours, theirs: base, preferring: .theirs)
        #expect(result.library == ours && result.conflicts.isEmpty)
        #expect(LibraryDiff.summary(from: base, to: ours).sentence == "1 note changed, 1 game changed")
    }

    @Test func theSetRuleOnItsOwn() {
        let everyone = WhoMerge.Everyone(
            base: ["A", "B", "C"], ours: ["A", "B", "C", "D"], theirs: ["A", "B", "C"], merged: ["A", "B", "C", "D"])
        func merge(_ b: [String]?, _ o: [String]?, _ t: [String]?) -> WhoMerge.Outcome {
            WhoMerge.merge(base: b, ours: o, theirs: t, everyone: everyone, preferring: .ours)
        }
        // Ours added D to the trip: no `who` on ours is everyone, D included.
        #expect(merge(["A"], nil, ["A", "B"]) == .merged(nil))
        #expect(merge(["A", "B"], nil, ["A"]) == .merged(["A", "C", "D"]))
        #expect(merge(["A", "B"], ["B"], ["A"]) == .empty)
        // Added on both sides (no base): it was nobody's, so whom each side named.
        let added = WhoMerge.Everyone(base: [], ours: ["A", "B"], theirs: ["A", "B"], merged: ["A", "B"])
        #expect(
            WhoMerge.merge(base: nil, ours: ["B"], theirs: ["A"], everyone: added, preferring: .theirs)
                == .merged(["A", "B"]))
    }

    /// Whatever each side does to the travellers and the `who`s through edits, the merge reads
    /// back as a valid file, every `who` in it a non-empty list of the trip's travellers.
    @Test func aMergeOfTravellersAndWhoChangedOnBothSidesIsAlwaysAValidFile() async {
        await checkProperty(count: 300, input: Gen.uint64(), Gen.uint64(), Gen.uint64()) { seed, oursSeed, theirsSeed in
            var rng = SplitMix(seed: seed)
            let base = randomWhoLibrary(using: &rng)
            let ours = randomWhoSide(of: base, seed: oursSeed)
            let theirs = randomWhoSide(of: base, seed: theirsSeed)
            for side in [MergeSide.ours, .theirs] {
                let result = LibraryMerge.merge(base: base, ours: ours, theirs: theirs, preferring: side)
                let reloaded = try #require(readBack(result.library), "the merge is refused when read back")
                #expect(reloaded == result.library)
            }
        }
    }
}

/// A trip of a few travellers whose notes and games have random `who`s.
private func randomWhoLibrary(using rng: inout SplitMix) -> Library {
    let names = Array(["Alice", "Bob", "Carol", "Dan"].prefix(Int.random(in: 1...4, using: &rng)))
    var t = trip("t", days: 3)
    t.travellers = names
    for i in 0..<Int.random(in: 0...12, using: &rng) {
        var n = note("n\(i)", day: Int.random(in: 1...3, using: &rng), Double(i))
        n.who = randomWho(among: names, using: &rng)
        t.items.append(n)
    }
    for i in 0..<Int.random(in: 0...4, using: &rng) {
        var g = game("g\(i)", day: Int.random(in: 1...3, using: &rng), in: "Boston")
        g.who = randomWho(among: names, using: &rng)
        t.games.append(g)
    }
    return Library(trips: [t])
}

private func randomWho(among names: [String], using rng: inout SplitMix) -> [String]? {
    guard !names.isEmpty, Bool.random(using: &rng) else { return nil }
    return Array(names.shuffled(using: &rng).prefix(Int.random(in: 1...names.count, using: &rng)))
}

/// The library after a few edits a user could make: a traveller added, renamed or taken away
/// (refused while named, as the editor refuses it), a `who` changed.
private func randomWhoSide(of base: Library, seed: UInt64) -> Library {
    var rng = SplitMix(seed: seed)
    var library = base
    for _ in 0..<Int.random(in: 0...5, using: &rng) {
        let t = library.trips[0]
        var details = TripDetails(t)
        var names = t.travellers
        switch Int.random(in: 0..<5, using: &rng) {
        case 0:
            let name = ["Alice", "Bob", "Carol", "Dan", "Eve"].randomElement(using: &rng)!
            if !names.contains(name) { names.append(name) }
        case 1 where !names.isEmpty:
            names.remove(at: Int.random(in: 0..<names.count, using: &rng))
        case 2 where !names.isEmpty:
            let i = Int.random(in: 0..<names.count, using: &rng)
            let new = ["Ann", "Robert", "Cat", "Dave"].randomElement(using: &rng)!
            if !names.contains(new) { names[i] = new }
        case 3 where !t.items.isEmpty:
            let i = Int.random(in: 0..<t.items.count, using: &rng)
            var item = t.items[i]
            item.who = randomWho(among: t.travellers, using: &rng)
            library = (try? library.applying(.update(trip: "t", item: item))) ?? library
            continue
        default:
            guard !t.games.isEmpty else { continue }
            var g = t.games[Int.random(in: 0..<t.games.count, using: &rng)]
            g.who = randomWho(among: t.travellers, using: &rng)
            library = (try? library.applying(.schedule(.updateGame(trip: "t", game: g)))) ?? library
            continue
        }
        details.travellers = names
        library = (try? library.applying(.schedule(.updateTrip(details)))) ?? library
    }
    return library
}
