import Foundation
import ItineraryCore
import Testing

/// Saving (docs/data.md): a crash at any moment leaves either the old or the new file,
/// never a mix. `itin move` is SIGKILLed at random moments during many saves; after each
/// kill the file must load and equal the library before the move or the library after it.
/// `make soak` raises the number of kills (ITIN_KILLS).
@Suite(.serialized) struct CrashSafetyTests {
    static var kills: Int { Int(ProcessInfo.processInfo.environment["ITIN_KILLS"] ?? "") ?? 40 }

    /// A library big enough (about 700 kB) that a save takes long enough to be cut short.
    static func bigLibrary() -> Library {
        var library = DemoLibrary.library
        for n in 0..<4_000 {
            library.trips[1].items.append(
                Item(
                    id: "pad-\(n)", day: 2, sortOrder: Double(n + 10),
                    kind: .custom(Custom(title: "Padding note number \(n)", note: "to make saves slow"))))
        }
        return library
    }

    @Test func killingAMoveMidSaveLeavesTheOldOrTheNewFile() throws {
        let binary = try #require(Binary.path)
        let scratch = try Scratch()
        let file = scratch.path("trips.json")
        try LibraryFile.save(Self.bigLibrary(), to: file)
        var rng = SystemRandomNumberGenerator()
        var outcomes = (old: 0, new: 0)
        var midWrite = 0  // kills that left a temporary file behind: caught while writing
        // How long one whole move takes here: half the kills land anywhere in that span, the
        // other half as soon as the save's temporary file appears.
        let started = Date()
        #expect(try itin("move", file, "ne-n5", "--day", "7").status == 0)
        let span = UInt32(Date().timeIntervalSince(started) * 1_000_000)
        for round in 0..<Self.kills {
            let old = try LibraryFile.load(file).library
            // The note ne-n5 goes back and forth between days 6 and 7.
            let day = old.trip(containing: "ne-n5")?.item("ne-n5")?.day == 6 ? 7 : 6
            let new = try moved(old, "ne-n5", toDay: day)

            let before = Set(try leftovers(in: scratch))
            let process = Process()
            process.executableURL = URL(fileURLWithPath: binary)
            process.arguments = ["move", file, "ne-n5", "--day", String(day)]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            if round % 2 == 0 {
                // Anywhere in the run, mostly late, where the save is.
                usleep(UInt32.random(in: span / 3...span + span / 10, using: &rng))
            } else {
                // Right inside the save: as soon as its temporary file appears, give or take.
                let deadline = Date().addingTimeInterval(Double(span) * 2 / 1_000_000)
                while Set(try leftovers(in: scratch)).subtracting(before).isEmpty && Date() < deadline
                    && process.isRunning
                {}
                usleep(UInt32.random(in: 0...400, using: &rng))
            }
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()

            if !Set(try leftovers(in: scratch)).subtracting(before).isEmpty { midWrite += 1 }
            let now = try LibraryFile.load(file).library  // throws if the file is not whole
            if now == old {
                outcomes.old += 1
            } else if now == new {
                outcomes.new += 1
            } else {
                Issue.record("round \(round): the file is neither the old nor the new library")
                return
            }
        }
        print(
            "crash safety: \(Self.kills) kills, \(outcomes.old) left the old file, \(outcomes.new) the new, \(midWrite) caught mid-write"
        )

        // A save that finishes sweeps whatever temporary files the killed ones left.
        let day = try LibraryFile.load(file).library.trip(containing: "ne-n5")?.item("ne-n5")?.day == 6 ? 7 : 6
        let finish = try itin("move", file, "ne-n5", "--day", String(day))
        #expect(finish.status == 0 && finish.stdout.hasPrefix("moved"), "\(finish)")
        let left = try leftovers(in: scratch)
        #expect(left.isEmpty, "temporary files left: \(left)")
    }

    @Test func normalSavesLeaveNoTemporaryFile() throws {
        let scratch = try Scratch()
        let file = scratch.path("trips.json")
        try LibraryFile.save(DemoLibrary.library, to: file)
        for day in [6, 7, 6] {
            #expect(try itin("move", file, "ne-n5", "--day", String(day)).status == 0)
            #expect(try leftovers(in: scratch).isEmpty)
        }
        // What a killed save leaves behind goes with the next save; other files stay.
        try scratch.write(".itin-save-trips.json-Ab3dE9", "half a file")
        try scratch.write(".itin-save-other.json-Ab3dE9", "another file's")
        #expect(try itin("move", file, "ne-n5", "--day", "7").status == 0)
        #expect(try leftovers(in: scratch) == [".itin-save-other.json-Ab3dE9"])
    }

    @Test func aFailedSaveExits74AndLeavesTheFileAsItWas() throws {
        let scratch = try Scratch()
        let folder = scratch.path("locked")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let file = folder + "/trips.json"
        try LibraryFile.save(DemoLibrary.library, to: file)
        let before = try Data(contentsOf: URL(fileURLWithPath: file))
        chmod(folder, 0o555)
        defer { chmod(folder, 0o755) }
        // Root ignores folder permissions: run as nobody there, or skip with the reason.
        var arguments = ["move", file, "ne-n5", "--day", "7"]
        if geteuid() == 0 {
            guard FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv") else { return }
            chmod(scratch.folder.path, 0o755)
            chmod(file, 0o644)
            arguments = ["--reuid=65534", "--regid=65534", "--clear-groups", try #require(Binary.path)] + arguments
        }
        let run = geteuid() == 0 ? try runTool("/usr/bin/setpriv", arguments) : try itin(arguments)
        #expect(run.status == 74, "\(run)")
        #expect(run.stderr.contains("cannot save"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: file)) == before)
    }

    private func moved(_ library: Library, _ id: String, toDay day: Int) throws -> Library {
        let trip = try #require(library.trip(containing: id))
        var session = try #require(DragSession(grabbing: id, in: TripLayout(trip)))
        session.move(toSlot: try #require(session.slot(day: day, index: session.entries(ofDay: day).count)))
        guard case .moved(let edit) = session.drop() else { return library }
        return try library.applying(edit)
    }

    private func leftovers(in scratch: Scratch) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: scratch.folder.path).filter { $0.hasPrefix(".itin-save-") }
    }

    private func runTool(_ path: String, _ arguments: [String]) throws -> Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(
            status: process.terminationStatus, stdoutBytes: Array(outData),
            stderr: String(decoding: errData, as: UTF8.self))
    }
}
