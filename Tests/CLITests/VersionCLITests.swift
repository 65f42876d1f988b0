import Foundation
import Testing

/// `itin --version` names the version and the commit the binary was built from:
/// `git describe --always` of this checkout, `-dirty` when its sources differ from it.
@Suite struct VersionCLITests {
    @Test func versionNamesTheCommitOfThisCheckout() throws {
        let run = try itin("--version")
        #expect(run.status == 0, "\(run)")
        let line = run.stdout.trimmingCharacters(in: .newlines)
        let match = try #require(line.wholeMatch(of: /(\d+\.\d+\.\d+) \((.+?)(-dirty)?\)/), "\(run)")
        let describe = try shell(["git", "-C", packageRoot.path, "describe", "--always"])
        #expect(
            String(match.2) == describe.stdout.trimmingCharacters(in: .newlines),
            "the binary was built from \(match.2), but this checkout is at \(describe.stdout) (rebuild it)")
        let changed = try shell([
            "git", "-C", packageRoot.path, "status", "--porcelain", "--", "Sources", "Package.swift",
        ])
        #expect(
            (match.3 != nil) == !changed.stdout.isEmpty,
            "the binary says \(line), but the sources have these changes: \(changed.stdout)")
    }
}

/// The folder with Package.swift, found by walking up from this file.
let packageRoot: URL = {
    var dir = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    while dir.path != "/", !FileManager.default.fileExists(atPath: dir.appendingPathComponent("Package.swift").path) {
        dir = dir.deletingLastPathComponent()
    }
    return dir
}()
