import Foundation
import Testing

extension EndToEnd {
    /// Saving (docs/data.md): a save that fails says why, and the editor keeps every change in memory.
    @Suite struct FailedSave {
        /// A folder that became a file fails even for root, at the look before the save. Once
        /// it is gone too, the file counts as deleted, and writing it again makes its folder again.
        @Test func aFolderTurnedIntoAFileFailsTheSaveAndKeepsTheChanges() throws {
            let fixture = try Fixture()
            let folder = fixture.url("trips")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let file = folder.appendingPathComponent("trips.json")
            try Data(tripFixture().utf8).write(to: file)
            let itin = try TmuxSession(["trips/trips.json"], in: fixture.directory)
            defer { itin.kill() }
            try itin.openTrip()
            try itin.grabLeg()
            try itin.liftLegToDay2()
            try itin.dropLegAfterG2()

            try FileManager.default.removeItem(at: folder)
            try Data("not a folder".utf8).write(to: folder)
            // The look before the save cannot read the file, and says why rather than ask
            // about a change it cannot see.
            try itin.send("s")
            let failed = try itin.waitFor("the failure and its reason") { $0.message.contains("Not saved:") }
            #expect(
                failed.message.contains("cannot check trips.json before saving: Not a directory"), "\(failed.framed)")
            #expect(failed.status.hasSuffix("[+]"))
            #expect(
                failed.row(containing: Rows.leg).map { $0 == failed.row(containing: Rows.g2)! + 1 } == true,
                "the move is still on screen")

            try FileManager.default.removeItem(at: folder)
            try itin.send("s")
            try itin.waitFor("the file reported deleted") {
                $0.status.hasPrefix("trips.json was deleted on disk. Write it again? (y)es, (n)o")
            }
            try itin.send("y")
            try itin.waitFor("saved") { $0.status.hasPrefix("Saved trips.json") && !$0.status.contains("[+]") }
            #expect(try fixture.position(of: "leg", in: "trips/trips.json").day == 2)
        }

        /// The save is done but its folder could not be flushed (strace fails that fsync): the
        /// status line says so, or, when the save was the last thing before quitting, the shell.
        @Test(arguments: [false, true])
        func aFolderThatCannotBeFlushedIsSaid(quitting: Bool) throws {
            let strace = "/usr/bin/strace"
            try #require(
                FileManager.default.isExecutableFile(atPath: strace), "strace is missing; `make test` installs it")
            let fixture = try Fixture()
            try fixture.write("trips.json", tripFixture())
            let itin = try TmuxSession(
                ["trips.json"], in: fixture.directory, columns: 160,
                under: [
                    strace, "-f", "-qq", "-o", "/dev/null", "-P", fixture.directory.path,
                    "-e", "trace=fsync", "-e", "inject=fsync:error=EIO:when=1",
                ])
            defer { itin.kill() }
            try itin.openTrip()
            try itin.grabLeg()
            try itin.liftLegToDay2()
            try itin.dropLegAfterG2()
            let warning =
                "saved trips.json, but a power cut may undo it: its folder could not be flushed to disk (Input/output error)"
            if quitting {
                try itin.send("C-c")
                try itin.waitFor("the question") { $0.status.hasPrefix("Unsaved changes.") }
                try itin.send("s")
                #expect(try itin.waitForExit() == 0)
                let screen = try itin.capture()
                #expect(screen.line(0) == "itin: \(warning)", "\(screen.framed)")
            } else {
                try itin.send("s")
                try itin.waitFor("the warning") {
                    $0.status.hasPrefix("S" + warning.dropFirst()) && !$0.status.contains("[+]")
                }
            }
            #expect(try fixture.position(of: "leg", in: "trips.json").day == 2)
        }

        /// The look at the file before the save cannot read it (strace fails its open): the
        /// status line says so, not that the file changed on disk.
        @Test func aFileThatCannotBeCheckedBeforeTheSaveIsSaidAsSuch() throws {
            let strace = "/usr/bin/strace"
            try #require(
                FileManager.default.isExecutableFile(atPath: strace), "strace is missing; `make test` installs it")
            let fixture = try Fixture()
            try fixture.write("trips.json", tripFixture())
            let path = fixture.url("trips.json").path
            // The first open is the load, the second the look before the save.
            let itin = try TmuxSession(
                [path], in: fixture.directory, columns: 160,
                under: [
                    strace, "-f", "-qq", "-o", "/dev/null", "-P", path,
                    "-e", "trace=openat", "-e", "inject=openat:error=EIO:when=2",
                ])
            defer { itin.kill() }
            try itin.openTrip()
            try itin.grabLeg()
            try itin.liftLegToDay2()
            try itin.dropLegAfterG2()
            try itin.send("s")
            let failed = try itin.waitFor("the failure and its reason") { $0.message.contains("Not saved:") }
            #expect(
                failed.status.hasPrefix("Not saved: cannot check trips.json before saving: Input/output error."),
                "\(failed.framed)")
            #expect(failed.status.hasSuffix("[+]"))
            #expect(try fixture.bytes("trips.json") == Data(tripFixture().utf8))
        }

        @Test func aFullDiskFailsTheSaveAndKeepsTheChanges() throws {
            let fixture = try Fixture()
            let disk = fixture.url("disk")
            try FileManager.default.createDirectory(at: disk, withIntermediateDirectories: true)
            guard TinyDisk.mount(at: disk.path) else { return }  // needs root; CI runs as root
            defer { TinyDisk.unmount(disk.path) }
            try Data(tripFixture().utf8).write(to: disk.appendingPathComponent("trips.json"))
            TinyDisk.fill(disk.path)
            let original = try fixture.bytes("disk/trips.json")

            let itin = try TmuxSession(["disk/trips.json"], in: fixture.directory)
            defer { itin.kill() }
            try itin.openTrip()
            try itin.grabLeg()
            try itin.liftLegToDay2()
            try itin.dropLegAfterG2()
            try itin.send("s")
            let failed = try itin.waitFor("the failure and its reason") { $0.message.contains("Not saved:") }
            #expect(failed.message.contains("No space left on device"), "\(failed.framed)")
            #expect(try fixture.bytes("disk/trips.json") == original)
            #expect(
                try fixture.files(in: "disk").filter { $0.hasPrefix(".itin-save-") }.isEmpty,
                "no temporary file is left")
        }
    }
}

/// A 64 kB tmpfs, to run out of space on purpose.
enum TinyDisk {
    static func mount(at path: String) -> Bool {
        guard geteuid() == 0 else { return false }
        return run("/bin/mount", ["-t", "tmpfs", "-o", "size=64k", "tmpfs", path]) == 0
    }

    static func unmount(_ path: String) { _ = run("/bin/umount", [path]) }

    /// Fills the disk with a filler file, leaving no room for a new one.
    static func fill(_ path: String) {
        _ = run("/bin/dd", ["if=/dev/zero", "of=\(path)/filler", "bs=1k", "count=100"])
    }

    private static func run(_ tool: String, _ arguments: [String]) -> Int32 {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: tool)
        p.arguments = arguments
        p.standardOutput = FileHandle.nullDevice
        p.standardError = FileHandle.nullDevice
        guard (try? p.run()) != nil else { return -1 }
        p.waitUntilExit()
        return p.terminationStatus
    }
}
