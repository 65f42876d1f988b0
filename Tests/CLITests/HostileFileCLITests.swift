import Foundation
import Testing

/// The commands (docs/commands.md): what is not a regular file, or is past the size limit, is refused at
/// once with a line naming it, by every command that reads one; a file is read as it was when opened.
@Suite struct HostileFileCLITests {
    static let commands =
        MalformedFileCLITests.commands + [
            ["new", "@", "--name", "Later", "--start", "2026-09-01", "--days", "2"],
            ["add", "note", "@", "--trip", "ne", "--title", "Walk"],
            ["rm", "@", "t1"],
        ]

    @Test(arguments: commands)
    func aFIFOIsRefusedAtOnceNotWaitedOn(_ command: [String]) throws {
        let scratch = try Scratch()
        let fifo = scratch.path("trips.json")
        #expect(mkfifo(fifo, 0o644) == 0)
        let run = try itin(MalformedFileCLITests.arguments(command, file: fifo), timeout: 10)
        #expect(run.status == 74, "\(run)")
        #expect(run.stderr == "itin: \(fifo): not a regular file (a FIFO)\n", "\(run)")
        #expect(run.stdout.isEmpty)
    }

    /// Under a 4 GB address-space limit, so a reader that never stops fails the test rather
    /// than the machine.
    @Test(arguments: ["/dev/zero", "/dev/urandom"], commands)
    func aDeviceIsRefusedNotReadUntilMemoryRunsOut(_ device: String, _ command: [String]) throws {
        let run = try itin(
            MalformedFileCLITests.arguments(command, file: device),
            under: ["/usr/bin/prlimit", "--as=4294967296", "--"],
            timeout: 10)
        #expect(run.status == 74, "\(run)")
        #expect(run.stderr == "itin: \(device): not a regular file (a character device)\n", "\(run)")
    }

    /// Sparse files: as big as they say, without the disk space or the time to write them.
    @Test(arguments: commands)
    func aFileOverTheLimitIsRefusedWithoutReadingIt(_ command: [String]) throws {
        let scratch = try Scratch()
        for (size, shown) in [(300 << 20, "300 MiB"), ((256 << 20) + 1, "257 MiB")] {
            let file = try scratch.write("big.json", "")
            #expect(truncate(file, off_t(size)) == 0)
            let run = try itin(MalformedFileCLITests.arguments(command, file: file), timeout: 10)
            #expect(run.status == 65, "\(run)")
            #expect(run.stderr == "itin: \(file): too large (\(shown)); itin reads files up to 256 MiB\n", "\(run)")
            #expect(run.stdout.isEmpty)
        }
    }

    /// Another program appends to the file while `itin` reads it: `itin` reads the size the
    /// file had when it opened it, a whole library, and stops there. strace holds its first
    /// read of the file back until the file has grown by a byte that would make it invalid.
    @Test(.enabled(if: Strace.works, "needs strace and ptrace"))
    func aFileThatGrowsWhileReadIsReadAsItWasWhenOpened() throws {
        let scratch = try Scratch()
        let file = try scratch.write("trips.json", baseJSON)
        let (run, held) = try Strace.run(
            ["print", file], inject: ["read:delay_enter=3000000:when=1"],
            touching: [file], watching: ["newfstatat"]
        ) { log in
            // Its size taken (the result, not the call's start: under load strace may log a call
            // as `<unfinished ...>` before it returns), its first read held.
            try Strace.wait(for: "st_size=", in: log)
            let fd = open(file, O_WRONLY | O_APPEND)
            #expect(write(fd, "x", 1) == 1)
            close(fd)
        }
        #expect(held.count == 1 && held[0].contains("read("), "the first read was held back: \(held)")
        #expect(run.status == 0, "\(run)")
        #expect(run.lines.first?.hasPrefix("Swing") == true, "\(run)")
    }
}
