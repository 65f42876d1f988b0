import Foundation
import PackagePlugin

/// Writes the commit `itin` is built from into a Swift file (`scripts/build-commit.sh`), so
/// `itin --version` names it after a plain `swift build` from a fresh clone as well as
/// after `make`.
///
/// A build command, not a prebuild command: SwiftPM runs prebuild commands only when it
/// plans the build again (a new file, a changed manifest), not on every build
/// (swiftlang/swift-package-manager#5476), so a commit would go unseen. A build command runs
/// whenever one of its inputs changes: the files git changes on a commit or a checkout,
/// and the package's sources and manifest, whose changes make a build `-dirty`.
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

    /// HEAD, its log (a line more on every commit, checkout or reset) and the index, in the
    /// repository or the worktree `package` is (a `.git` file names a worktree's folder).
    /// Not the branch's own file, which `git gc` removes: a missing input fails the build.
    private func gitFiles(_ package: URL) -> [URL] {
        var gitDir = package.appending(path: ".git")
        if let link = try? String(contentsOf: gitDir, encoding: .utf8), link.hasPrefix("gitdir: ") {
            let path = link.dropFirst(8).trimmingCharacters(in: .whitespacesAndNewlines)
            gitDir = path.hasPrefix("/") ? URL(fileURLWithPath: path) : package.appending(path: path).standardizedFileURL
        }
        return ["HEAD", "logs/HEAD", "index"].map { gitDir.appending(path: $0) }
            .filter { FileManager.default.fileExists(atPath: $0.path) }
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
