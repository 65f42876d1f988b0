/// What `itin --version` says: the version, and the commit the binary was built from
/// (`commit` is written at build time by the BuildCommit plugin).
enum BuildInfo {
    static let version = "0.1.0"
    static var versionLine: String { "\(version) (\(commit))" }
}
