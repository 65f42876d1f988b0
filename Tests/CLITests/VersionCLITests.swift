import Foundation
import Testing

/// `itin --version` names the version and the commit the binary was built from (issue 16).
@Suite struct VersionCLITests {
    @Test func versionNamesACommitOfThisRepository() throws {
        let run = try itin("--version")
        #expect(run.status == 0, "\(run)")
        let line = run.stdout.trimmingCharacters(in: .newlines)
        let match = try #require(line.wholeMatch(of: /(\d+\.\d+\.\d+) \(([0-9a-f]{7,40})(-dirty)?\)/), "\(run)")
        let hash = String(match.2)
        // The hash must be a commit git knows here (the test runs in the package's checkout).
        let git = Process()
        git.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        git.arguments = ["git", "-C", packageRoot.path, "cat-file", "-e", "\(hash)^{commit}"]
        try git.run()
        git.waitUntilExit()
        #expect(git.terminationStatus == 0, "\(hash) is not a commit of \(packageRoot.path)")
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
