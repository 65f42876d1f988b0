import Foundation
import PackagePlugin

/// Before every build of `itin`, writes the commit it is built from into a Swift file
/// (`scripts/build-commit.sh`), so `itin --version` names it after a plain `swift build`
/// from a fresh clone as well as after `make`. A prebuild command runs each build, which a
/// new commit or an edit needs; the script rewrites the file only when the commit changes.
@main
struct BuildCommit: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let package = context.package.directoryURL
        let output = context.pluginWorkDirectoryURL.appending(path: "Generated")
        return [.prebuildCommand(
            displayName: "The commit itin is built from",
            executable: URL(fileURLWithPath: "/bin/sh"),
            arguments: [package.appending(path: "scripts/build-commit.sh").path, package.path,
                        output.appending(path: "BuildCommit.swift").path],
            outputFilesDirectory: output)]
    }
}
