import Foundation
import ItineraryCore
import Testing

/// Saving (docs/data.md) on a failing system: `itin move` with one system call of its save made
/// to fail (strace). A save that cannot do what it promises (keep the permissions, the owner,
/// the link) fails with exit 74 and leaves the file as it was; one that did write says so.
@Suite(.enabled(if: Strace.works, "needs strace and ptrace")) struct SaveFaultTests {
    let fixture: BaseFile
    var file: String { fixture.path }
    var scratch: Scratch { fixture.scratch }
    let move = ["n1", "--day", "2"]

    init() throws { fixture = try BaseFile() }

    private func mode(_ path: String) -> mode_t {
        var st = stat()
        return lstat(path, &st) == 0 ? st.st_mode : 0
    }

    /// The stat of the original by name is the third call on it: the load and the check for
    /// a change on disk each `fstat` the file they opened first.
    @Test func aSaveThatCannotLearnThePermissionsFailsRatherThanWidenThem() throws {
        chmod(file, 0o600)
        let (run, injected) = try Strace.run(
            ["move", file] + move, inject: ["newfstatat:error=EIO:when=3"], touching: [file])
        #expect(
            injected.count == 1 && injected[0].contains("AT_FDCWD, \"\(file)\""), "the stat by name failed: \(injected)"
        )
        #expect(run.status == 74, "\(run)")
        #expect(run.stderr == "itin: cannot save: \(file): cannot read its permissions: Input/output error\n", "\(run)")
        #expect(try fixture.unchanged())
        #expect(mode(file) & 0o7777 == 0o600)
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.folder.path) == ["trips.json"])
    }

    /// The second open and the second read of the file are the look before the save (is it
    /// still what was loaded?). When that look fails, the message says what failed, not
    /// that the file changed; nothing is written.
    @Test(arguments: ["openat:error=EIO:when=2", "read:error=EIO:when=2"])
    func aFileThatCannotBeCheckedBeforeTheSaveSaysWhy(injection: String) throws {
        let (run, injected) = try Strace.run(["move", file] + move, inject: [injection], touching: [file])
        #expect(injected.count == 1, "\(injected)")
        #expect(run.status == 74, "\(run)")
        #expect(run.stderr == "itin: cannot check \(file) before saving: Input/output error\n", "\(run)")
        #expect(try fixture.unchanged())
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.folder.path) == ["trips.json"])
    }

    @Test func aLinkThatCannotBeFollowedFailsRatherThanBeReplaced() throws {
        let link = scratch.path("link.json")
        #expect(symlink("trips.json", link) == 0)
        let (run, injected) = try Strace.run(
            ["move", link] + move, inject: ["readlink:error=EIO:when=1"], touching: [link])
        #expect(injected.count == 1 && injected[0].contains("readlink(\"\(link)\""), "\(injected)")
        #expect(run.status == 74, "\(run)")
        #expect(
            run.stderr == "itin: cannot save: \(link): cannot follow the symbolic link: Input/output error\n", "\(run)")
        #expect(mode(link) & S_IFMT == S_IFLNK, "the link is still a link")
        #expect(try fixture.unchanged())
    }

    @Test func aSaveKeepsTheOwnerAndGroup() throws {
        guard geteuid() == 0 else { return }  // only root can give a file to someone else
        #expect(chown(file, 65534, 65534) == 0)
        chmod(file, 0o640)
        let run = try itin(["move", file] + move)
        #expect(run.status == 0, "\(run)")
        var st = stat()
        #expect(stat(file, &st) == 0)
        #expect(st.st_uid == 65534 && st.st_gid == 65534, "owner \(st.st_uid), group \(st.st_gid)")
        #expect(st.st_mode & 0o7777 == 0o640)
        #expect(try dayIDs(load(file), 2).contains("n1"))
    }

    @Test func aSaveAsRootThatCannotKeepTheOwnerFails() throws {
        guard geteuid() == 0 else { return }
        #expect(chown(file, 65534, 65534) == 0)
        let (run, injected) = try Strace.run(["move", file] + move, inject: ["fchown:error=EPERM:when=1"])
        #expect(injected.count == 1, "\(injected)")
        #expect(run.status == 74, "\(run)")
        #expect(run.stderr == "itin: cannot save: \(file): cannot keep its owner: Operation not permitted\n", "\(run)")
        #expect(try fixture.unchanged())
        var st = stat()
        #expect(stat(file, &st) == 0 && st.st_uid == 65534)
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.folder.path) == ["trips.json"])
    }

    /// The file is written and renamed: exit 0, as the file did change, with a warning that
    /// a power cut could still undo it.
    @Test func aFolderThatCannotBeFlushedIsAWarningNotSilence() throws {
        let (run, injected) = try Strace.run(
            ["move", file] + move, inject: ["fsync:error=EIO:when=1"],
            touching: [scratch.folder.path])
        #expect(injected.count == 1, "\(injected)")
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout.hasPrefix("moved n1"), "\(run)")
        #expect(
            run.stderr == """
                itin: saved \(file), but a power cut may undo it: its folder could not be flushed to disk \
                (Input/output error)

                """, "\(run)")
        #expect(try dayIDs(load(file), 2).contains("n1"))
    }

    @Test func aFileThatCannotBeFlushedIsNotSaved() throws {
        let (run, injected) = try Strace.run(["move", file] + move, inject: ["fsync:error=EIO:when=1"])
        #expect(injected.count == 1, "\(injected)")
        #expect(run.status == 74, "\(run)")
        #expect(run.stderr == "itin: cannot save: \(file): cannot flush to disk: Input/output error\n", "\(run)")
        #expect(try fixture.unchanged())
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.folder.path) == ["trips.json"])
    }
}
