import Foundation
import ItineraryCore
import Testing

@testable import ItineraryEditor

/// Thousands of random keys, mouse events and resizes through the editor's state machine.
/// After every step: games changed only through a schedule edit (a form, an import, its
/// undo), never by a drag; ids are unique, no drop put an item where the rules
/// forbid it, and the frame is whole. At the end, undoing everything gives back the original
/// library byte for byte. `make soak` runs the long version (ITIN_SOAK_SEQUENCES).
@Suite struct SoakTests {
    static var sequences: Int { Int(ProcessInfo.processInfo.environment["ITIN_SOAK_SEQUENCES"] ?? "") ?? 60 }
    static let eventsPerSequence = 300

    @Test func randomSessionsKeepEveryPromise() throws {
        let libraries = [DemoLibrary.library, Self.withMisplacedLeg()]
        var totalEvents = 0
        for sequence in 0..<Self.sequences {
            let seed = UInt64(sequence) &* 0x9E37_79B9_7F4A_7C15 &+ 1
            let original = libraries[sequence % libraries.count]
            totalEvents += try Self.run(seed: seed, original: original)
        }
        print("soak: \(Self.sequences) sequences, \(totalEvents) events")
    }

    static func run(seed: UInt64, original: Library) throws -> Int {
        var rng = SplitMix64(seed: seed)
        let allowedProblems = problems(original)
        var state = EditorState(
            library: original, file: FileState(path: "/tmp/soak.json", bytes: []), today: testToday,
            width: 100, height: 30, colors: rng.next() % 2 == 0 ? .dark : nil)
        var events = 0
        var queued: [Event] = []
        for _ in 0..<eventsPerSequence {
            if queued.isEmpty { queued = randomEvents(&rng, state: state) }
            let event = queued.removeFirst()
            let gamesBefore = state.library.trips.map(\.games)
            let stepsBefore = state.history.undoSteps
            var effects = Editor.update(&state, event)
            events += 1
            while let effect = effects.first {
                effects.removeFirst()
                if case .save(let text, _, _) = effect {
                    let answer: SaveResult =
                        switch rng.next() % 4 {
                        case 0: .saved(bytes: Array(text.utf8))
                        case 1: .failed("disk full")
                        case 2: .changedOnDisk
                        default: .deletedOnDisk
                        }
                    effects += Editor.update(&state, .saveFinished(answer))
                    events += 1
                }
                if case .editNote(let draft) = effect {
                    let answer: NoteEditing =
                        switch rng.next() % 4 {
                        case 0: .finished("Soaked \u{1B}[31m\(rng.next() % 100)\r\n\r\nline\tone\u{7}\nline two\n\n")
                        case 1: .finished(draft.text)
                        case 2: .finished("")
                        default: .failed("vi exited with status 1")
                        }
                    effects += Editor.update(&state, .noteEdited(draft, answer))
                    events += 1
                }
            }
            let context = "seed \(seed), after \(event)"
            if state.library.trips.map(\.games) != gamesBefore {
                let steps = state.history.undoSteps
                let edit = steps.count > stepsBefore.count ? steps.last?.forward : stepsBefore.last?.forward
                #expect(
                    edit.map(isSchedule) == true && steps.count != stepsBefore.count,
                    "a game changed without a schedule edit: \(context)")
            }
            let ids = state.library.trips.flatMap { t in [t.id] + t.games.map(\.id) + t.items.map(\.id) }
            #expect(Set(ids).count == ids.count, "duplicate ids: \(context)")
            let now = problems(state.library)
            #expect(
                now.isSubset(of: allowedProblems),
                "an item was dropped where it may not go: \(now.subtracting(allowedProblems)) \(context)")
            let frame = Editor.render(state)
            #expect(frame.width == state.width && frame.height == state.height)
            if now.isSubset(of: allowedProblems) == false { break }
        }
        // Room to act, put down whatever is held, close any modal, then undo everything.
        _ = Editor.update(&state, .resize(width: 100, height: 30))
        _ = Editor.update(&state, .key(.escape))
        _ = Editor.update(&state, .key(.escape))
        if state.modal != nil { _ = Editor.update(&state, .key(.escape)) }
        #expect(state.modal == nil && !state.isHolding, "seed \(seed)")
        while state.history.canUndo {
            let depth = state.history.undoDepth
            _ = Editor.update(&state, .key(.char("u")))
            guard state.history.undoDepth < depth else {
                Issue.record("u did not undo, seed \(seed)")
                break
            }
        }
        #expect(
            LibraryEncoder.encode(state.library) == LibraryEncoder.encode(original),
            "undo did not restore, seed \(seed)")
        return events
    }

    static func isSchedule(_ edit: Edit) -> Bool {
        if case .schedule = edit { true } else { false }
    }

    static func problems(_ library: Library) -> Set<String> {
        Set(library.trips.flatMap { TripCheck(TripLayout($0)).problems.map(\.itemID) })
    }

    static func withMisplacedLeg() -> Library {
        var library = DemoLibrary.library
        let i = library.trips[0].items.firstIndex { $0.id == "ne-t1" }!
        library.trips[0].items[i].day = 1
        library.trips[0].items[i].sortOrder = -5
        return library
    }

    static let keys: [Key] =
        KeyTable.standard.bindings.flatMap(\.keys) + [
            .char("x"), .char("é"), .char("東"), .char("🦞"), .char("1"), .char("r"), .char("c"),
            .char("d"), .char("y"), .char("n"), .char("k"), .ctrl("u"), .ctrl("z"), .backspace, .left, .right, .tab,
        ]

    /// One event, or now and then on a trip a whole block move: select a few rows, lift
    /// them, carry them and drop, which single random keys would seldom string together.
    static func randomEvents(_ rng: inout SplitMix64, state: EditorState) -> [Event] {
        guard state.trip != nil, state.modal == nil, !state.isHolding, rng.next() % 20 == 0 else {
            return [randomEvent(&rng, state: state)]
        }
        let moves: [Key] = [.up, .down, .char("]"), .char("["), .char("J"), .char("K"), .char("G"), .char("g")]
        let extend = (0..<Int(rng.next() % 5 + 1)).map { _ in Event.key(.down) }
        let carry = (0..<Int(rng.next() % 6)).map { _ in Event.key(moves[Int(rng.next() % UInt64(moves.count))]) }
        return [.key(.char("v"))] + extend + [.key(.char(" "))] + carry + [.key(rng.next() % 4 == 0 ? .escape : .enter)]
    }

    static func randomEvent(_ rng: inout SplitMix64, state: EditorState) -> Event {
        // Forms would otherwise keep most sequences typing; close them often enough to drag.
        if state.modal != nil, rng.next() % 4 == 0 { return .key(.escape) }
        switch rng.next() % 100 {
        case 0..<70:
            // Favour the drag keys so sessions get long.
            let dragKeys: [Key] = [
                .char(" "), .up, .down, .enter, .char("K"), .char("J"), .char("]"), .char("["),
                .char("v"), .char("x"), .char("y"), .char("p"), .char("P"),
            ]
            let pool = rng.next() % 2 == 0 ? dragKeys : keys
            return .key(pool[Int(rng.next() % UInt64(pool.count))])
        case 70..<85:
            let kinds: [MouseEvent.Kind] = [.press, .drag, .drag, .release, .scrollUp, .scrollDown]
            return .mouse(
                MouseEvent(
                    kinds[Int(rng.next() % 6)], x: Int(rng.next() % 120),
                    y: Int(rng.next() % UInt64(state.height + 3)) - 1))
        case 85..<90:
            return .resize(width: Int(rng.next() % 200) + 1, height: Int(rng.next() % 70) + 1)
        case 90..<94:
            let lines = [
                "Boston → New York · 215 mi", "» New York → Philadelphia · train", "• Coffee — at 9", "q", "\u{1B}",
                "19:10 Yankees @ Red Sox · Fenway Park, Boston", "Chicago → Boston", "", "Trenton → Princeton",
            ]
            return .paste(
                (0..<Int(rng.next() % 4 + 1)).map { _ in lines[Int(rng.next() % UInt64(lines.count))] }.joined(
                    separator: "\r"))
        default:
            return rng.next() % 2 == 0 ? .tick : .idle
        }
    }
}

/// A small, fast, seedable generator, so a failing sequence can be replayed from its seed.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
