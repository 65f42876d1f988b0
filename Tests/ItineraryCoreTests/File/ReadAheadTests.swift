import CThreads
import Synchronization
import Testing

@testable import ItineraryCore

#if canImport(Glibc)
    import Glibc
#endif

/// A large trip's items are read from two places at once (`ReadAhead`): the second reader starts
/// at a guess, taken only when the first comes to stand exactly there. Whatever the guess, the
/// library must be the one `LibraryDecoder` reads, and a file it refuses must be refused.
@Suite struct ReadAheadTests {
    /// A trip of `count` items of every kind, some with a cost or an unknown member, then a
    /// second small trip and a member of the library's own after the trips: what follows the
    /// items must be read on from where the reader ahead stopped.
    static func text(
        _ count: Int, games: Int = 0, order: [String]? = nil, title: (Int) -> String = { "Note \($0) — café" }
    ) -> String {
        var items: [Item] = []
        for n in 1...count {
            switch n % 4 {
            case 0: items.append(leg("i\(n)", day: n % 30 + 1, Double(n), from: "Boston", to: "New York", miles: 215))
            case 1: items.append(stay("i\(n)", day: n % 30 + 1, Double(n), "Inn \(n)", in: "Boston", nights: 1))
            default: items.append(note("i\(n)", day: n % 30 + 1, Double(n), title(n), note: n % 3 == 0 ? "x" : nil))
            }
            if n % 7 == 0 { items[items.count - 1].unknown = ["x-tag": .array([.number("\(n)"), .string("}, {\"")])] }
            if n % 11 == 0 {
                items[items.count - 1].cost = Cost(
                    hundredths: Int64(n), currency: .usd, paidBy: "Ann", split: .equal(["Ann"]))
            }
        }
        let played = (0..<games).map { n in game("g\(n)", day: n % 30 + 1, in: n % 2 == 0 ? "Boston" : "New York") }
        var big = trip("big", days: 30, games: played, items: items)
        big.travellers = ["Ann"]
        if let order { big.keyOrder = KeyOrder(order) }
        var library = Library(trips: [big, trip("small", days: 2, items: [note("s1", day: 2, 1)])])
        library.unknown = ["x-after": .string("the end")]
        return LibraryEncoder.encode(library)
    }

    static func decode(_ text: String, aheadFrom: Int) -> (library: Library, aheadsTaken: Int)? {
        Array(text.utf8).withUnsafeBufferPointer { try? FastDecoder.decodeCounting($0, aheadFrom: aheadFrom) }
    }

    @Test func aLargeTripReadFromTwoPlacesIsTheLibraryReadFromOne() throws {
        let indented = Self.text(3000)
        for text in [indented, String(decoding: OneLineFileTests.oneLine(indented), as: UTF8.self)] {
            let ahead = try #require(Self.decode(text, aheadFrom: 0))
            #expect(ahead.aheadsTaken == 1)
            let exact = try LibraryDecoder.explaining(Array(text.utf8))
            #expect(ahead.library == exact)
            #expect(keyOrders(ahead.library) == keyOrders(exact))
            // Positions take no part in equality: the lines after the items, and of an unknown
            // member among those read ahead, are those a reading from one place finds.
            let one = try #require(Self.decode(text, aheadFrom: .max))
            #expect(one.aheadsTaken == 0)
            let bytes = Array(text.utf8)
            let after = { (library: Library) in library.unknown.members[0].position?.resolved(in: bytes) }
            #expect(after(ahead.library) != nil && after(ahead.library) == after(one.library))
            let late = { (library: Library) in
                library.trips[0].items[2995].unknown.members[0].position?.resolved(in: bytes)
            }
            #expect(late(ahead.library) == late(one.library))
            let written = try #require(text.lineAndColumn(of: "\"x-tag\"", after: "\"i2996\""))
            #expect(late(ahead.library) == SourcePosition(line: written.line, column: written.column))
        }
    }

    @Test func aGuessInsideTextIsNotTaken() throws {
        // One title where the reader ahead looks ends like an item followed by another: the
        // guess lands in it, and the first reader passes it.
        let text = Self.text(3000) { n in n == 1594 ? String(repeating: "}, {", count: 10_000) : "Note \(n)" }
        let bytes = Array(text.utf8)
        let offset = { (s: Substring) in text.utf8.distance(from: text.startIndex, to: s.startIndex) }
        let items = try #require(text.firstRange(of: "\"items\": ["))
        let firstItem = offset(text[items.upperBound...].drop { $0 != "{" })
        let title = try #require(text.firstRange(of: "}, {}, {\""))
        let point = FastDecoder.aheadPoint(firstItem, remaining: bytes.count - firstItem)
        #expect(point > offset(text[title]) - 40_000 && point < offset(text[title]))
        let guessed = bytes.withUnsafeBufferPointer { ReadAhead.guess(in: $0, from: point) }
        #expect(guessed == offset(text[title]) + 7)
        let ahead = try #require(Self.decode(text, aheadFrom: 0))
        #expect(ahead.aheadsTaken == 0)
        #expect(ahead.library == (try LibraryDecoder.explaining(Array(text.utf8))))
    }

    @Test func aFileWrongInTheItemsReadAheadIsRefused() throws {
        let text = Self.text(3000)
        let wrong = [
            // A day past the trip's, an id met earlier, a stay with no name, broken JSON.
            text.replacing("\"day\": 21", with: "\"day\": 31", after: "\"i2900\""),
            text.replacing("\"i2900\"", with: "\"i10\"", after: "\"i2899\""),
            text.replacing("\"Inn 2901\"", with: "\" \"", after: "\"i2900\""),
            text.replacing("\"i2900\",", with: "\"i2900\",,", after: "\"i2899\""),
        ]
        for broken in wrong {
            #expect(broken != text)
            #expect(Self.decode(broken, aheadFrom: 0) == nil)
            #expect(Self.decode(broken, aheadFrom: .max) == nil)
            #expect(throws: FormatError.self) { try LibraryDecoder.explaining(Array(broken.utf8)) }
        }
    }

    @Test func daysWrittenAfterTheItemsBoundTheItemsReadAhead() throws {
        // The trip's length comes after its items: those read ahead are checked against it too.
        let text = Self.text(3000, order: FileKeys.trip.filter { $0 != "days" } + ["days"])
        let days = try #require(text.firstRange(of: "\"days\": 30"))
        #expect(days.lowerBound > text.firstRange(of: "\"i2999\"")!.lowerBound)
        let ahead = try #require(Self.decode(text, aheadFrom: 0))
        #expect(ahead.aheadsTaken == 1)
        #expect(ahead.library == (try LibraryDecoder.explaining(Array(text.utf8))))
        let tooShort = text.replacing("\"days\": 30", with: "\"days\": 29", after: "\"i2999\"")
        #expect(Self.decode(tooShort, aheadFrom: 0) == nil)
        #expect(throws: FormatError.self) { try LibraryDecoder.explaining(Array(tooShort.utf8)) }
    }

    @Test func aMappedFileIsReadAheadWhileItsFrontIsLetGo() throws {
        let folder = try scratchFolder()
        defer { removeFolder(folder) }
        let path = folder + "/trips.json"
        let text = Self.text(24_000)
        #expect(text.utf8.count > 2 * FastDecoder.aheadFrom)
        try writeText(text, to: path)
        let expected = try LibraryDecoder.explaining(Array(text.utf8))
        #expect(try LibraryFile.loadFingerprinted(path).library == expected)
        // The reader ahead counts the lines before its start from where the decoder stood, so
        // the decoder must not let go of those bytes (unmapped, they would crash the reader)
        // until it has: held back, the reader finds them still there.
        // (Mapped or read, a buffer unmaps its pages as they are let go of.)
        let buffer = try RegularFileReader.readReleasable(path)
        var releasedBeforeJump = false
        let jumping = Atomic<Bool>(false)
        let read = withExtendedLifetime(buffer) {
            try? FastDecoder.decodeCounting(
                buffer.bytes,
                release: { offset in
                    if !jumping.load(ordering: .relaxed) { releasedBeforeJump = true }
                    buffer.release(before: offset)
                }, pages: buffer.mappedPages,
                beforeJump: {
                    usleep(100_000)
                    jumping.store(true, ordering: .relaxed)
                })
        }
        // Its pieces hashed by both readers as they let them go, and the rest after: the
        // fingerprint of the bytes.
        #expect(withExtendedLifetime(buffer) { buffer.fingerprint } == Fingerprint(Array(text.utf8)))
        #expect(!buffer.wasCutShort)
        #expect(read?.library == expected && read?.aheadsTaken == 1)
        #expect(!releasedBeforeJump)
    }

    @Test func aRefusalBeforeTheReaderAheadStopsIt() throws {
        // Refused early, the decoder lets go of the file while the reader ahead still reads it.
        let folder = try scratchFolder()
        defer { removeFolder(folder) }
        let path = folder + "/trips.json"
        let broken = Self.text(24_000).replacing("\"day\": 21", with: "\"day\": 31", after: "\"i200\"")
        try writeText(broken, to: path)
        let loadError = try #require(throws: LibraryFile.LoadError.self) { try LibraryFile.load(path) }
        // (Few times: each holds the one mapping guard, which `MappedFileTests` waits for.)
        for _ in 0..<3 {
            #expect(throws: loadError) { try LibraryFile.loadFingerprinted(path) }
        }
    }

    @Test func theReaderAheadLeavesTheProcessSignalsToTheMainThread() throws {
        // A resize or an interrupt must wake the run loop, not a thread reading; a fault's
        // own signal must still reach the thread that faults.
        final class Seen: @unchecked Sendable { var mask = sigset_t() }
        let seen = Seen()
        // Made from a thread that takes them all, as the run loop's does.
        var every = sigset_t()
        sigfillset(&every)
        var saved = sigset_t()
        pthread_sigmask(SIG_UNBLOCK, &every, &saved)
        defer { pthread_sigmask(SIG_SETMASK, &saved, nil) }
        var before = sigset_t()
        pthread_sigmask(SIG_BLOCK, nil, &before)
        let reader = try #require(
            ReadAhead(start: 0) { _ in
                pthread_sigmask(SIG_BLOCK, nil, &seen.mask)
                return nil
            })
        let nothing = reader.join() == nil
        #expect(nothing)
        for signal in [SIGWINCH, SIGINT, SIGTERM, SIGHUP, SIGTSTP, SIGCONT] {
            #expect(sigismember(&seen.mask, signal) == 1, "\(signal)")
        }
        for fault in [SIGBUS, SIGSEGV] { #expect(sigismember(&seen.mask, fault) == 0, "\(fault)") }
        // The thread that made it keeps the mask it had.
        var after = sigset_t()
        pthread_sigmask(SIG_BLOCK, nil, &after)
        for signal in Int32(1)..<32 {
            #expect(sigismember(&after, signal) == sigismember(&before, signal), "\(signal)")
        }
    }

    @Test func aReaderStartedAtTheGamesIsTakenAtTheItems() throws {
        // Started with the games, before the trip's length is read: its items are checked
        // against that length all the same.
        let order = ["id", "name", "order", "start", "travellers", "games", "days", "items"]
        let text = Self.text(3000, games: 400, order: order)
        let ahead = try #require(Self.decode(text, aheadFrom: 0))
        #expect(ahead.aheadsTaken == 1)
        #expect(ahead.library == (try LibraryDecoder.explaining(Array(text.utf8))))
        let late = text.replacing("\"day\": 21", with: "\"day\": 31", after: "\"i2900\"")
        #expect(late != text)
        #expect(Self.decode(late, aheadFrom: 0) == nil)
        #expect(throws: FormatError.self) { try LibraryDecoder.explaining(Array(late.utf8)) }
    }

    @Test func theReaderAheadStartsElsewhereAndThenRunsAnywhere() throws {
        // Made to start on another processor than this one's (where the kernel left it waiting
        // behind the decoder), it may then go anywhere, as any thread of the process may.
        final class Seen: @unchecked Sendable { var anywhere: Int32 = -1 }
        let seen = Seen()
        let reader = try #require(
            ReadAhead(start: 0) { _ in
                seen.anywhere = itin_runs_anywhere()
                return nil
            })
        let nothing = reader.join() == nil
        #expect(nothing)
        #expect(seen.anywhere == 1)
    }

    @Test func aJumpCountsTheLinesItPasses() {
        let text = "{\n  \"a\" : [\n\n    1,\n    2\n  ],\n  \"b\" : \"xyz\"\n}\n"
        let bytes = Array(text.utf8)
        bytes.withUnsafeBufferPointer { buffer in
            for offset in 0...bytes.count {
                var jumped = JSONParser(bytes: buffer)
                jumped.jump(to: offset)
                let before = bytes[..<offset]
                let lines = before.filter { $0 == 0x0A }.count
                let lineStart = (before.lastIndex(of: 0x0A) ?? -1) + 1
                #expect(
                    jumped.position == SourcePosition(line: 1 + lines, lineStart: lineStart, offset: offset),
                    "at \(offset)")
            }
        }
    }
}

extension String {
    /// The text with the first `target` after `marker` replaced.
    fileprivate func replacing(_ target: String, with replacement: String, after marker: String) -> String {
        guard let from = firstRange(of: marker), let at = self[from.upperBound...].firstRange(of: target) else {
            return self
        }
        var changed = self
        changed.replaceSubrange(at, with: replacement)
        return changed
    }

    /// The line and column (in characters) of the first `needle` after `marker`.
    fileprivate func lineAndColumn(of needle: String, after marker: String) -> (line: Int, column: Int)? {
        guard let from = firstRange(of: marker), let at = self[from.upperBound...].firstRange(of: needle) else {
            return nil
        }
        let lines = self[..<at.lowerBound].split(separator: "\n", omittingEmptySubsequences: false)
        return (lines.count, lines.last!.count + 1)
    }
}
