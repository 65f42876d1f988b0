import Foundation
import PackagePlugin

/// Writes the commit `itin` is built from into a Swift file (`scripts/build-commit.sh`), so
/// `itin --version` names it after a plain `swift build` from a fresh clone as well as
/// after `make`.
///
/// A build command, not a prebuild command: SwiftPM runs prebuild commands only when it
/// plans the build again (a new file, a changed manifest), not on every build
/// (swiftlang/swift-package-manager#5476), so a commit would go unseen. A build command runs
/// whenever one of its inputs changes: the files git moves on a commit or a checkout, and
/// the package's sources and manifest, whose changes make a build `-dirty`.
@main
struct BuildCommit: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let package = context.package.directoryURL
        let output = context.pluginWorkDirectoryURL.appending(path: "BuildCommit.swift")
        return [.buildCommand(
            displayName: "The commit itin is built from",
            executable: URL(fileURLWithPath: "/bin/sh"),
            arguments: [package.appending(path: "scripts/build-commit.sh").path, package.path, output.path],
            inputFiles: gitFiles(package) + sources(package),
            outputFiles: [output])]
    }

    /// HEAD, its log and the branch it names, in the repository or the worktree `package`
    /// is (a `.git` file names a worktree's folder, whose `commondir` the shared one).
    private func gitFiles(_ package: URL) -> [URL] {
        func resolve(_ path: String, from base: URL) -> URL {
            path.hasPrefix("/") ? URL(fileURLWithPath: path) : base.appending(path: path).standardizedFileURL
        }
        func read(_ url: URL) -> String? {
            (try? String(contentsOf: url, encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines)
        }
        var gitDir = package.appending(path: ".git")
        if let link = read(gitDir), link.hasPrefix("gitdir: ") { gitDir = resolve(String(link.dropFirst(8)), from: package) }
        let common = read(gitDir.appending(path: "commondir")).map { resolve($0, from: gitDir) } ?? gitDir
        var files = [gitDir.appending(path: "HEAD"), gitDir.appending(path: "logs/HEAD"), common.appending(path: "packed-refs")]
        if let head = read(gitDir.appending(path: "HEAD")), head.hasPrefix("ref: ") {
            files.append(common.appending(path: String(head.dropFirst(5))))
        }
        return files.filter { FileManager.default.fileExists(atPath: $0.path) }
    }

    /// Package.swift and every file under Sources.
    private func sources(_ package: URL) -> [URL] {
        let walk = FileManager.default.enumerator(at: package.appending(path: "Sources"), includingPropertiesForKeys: [.isRegularFileKey])
        let files = (walk?.allObjects as? [URL] ?? []).filter {
            (try? $0.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true
        }
        return [package.appending(path: "Package.swift")] + files
    }
}
