/// Environment variables as itin reads them: one set to the empty string counts as unset, as
/// a shell's `${NAME:-default}` reads it. A value over a look-up, so the rules that read it
/// are tested without a process's environment.
public struct Environment: Sendable {
    private let lookup: @Sendable (String) -> String?

    public init(_ lookup: @escaping @Sendable (String) -> String?) {
        self.lookup = lookup
    }

    public init(_ variables: [String: String]) {
        self.init { variables[$0] }
    }

    /// The variable's value; nil when it is unset or empty.
    public subscript(_ name: String) -> String? {
        lookup(name).flatMap { $0.isEmpty ? nil : $0 }
    }

    /// `$HOME`.
    public var home: String? { self["HOME"] }

    /// `~` or `~/…` with the home folder in place of the `~`, as a shell reads it; nil when
    /// the path starts so and there is no home. Any other path is as it is (`~user` too).
    public static func expandingTilde(in path: String, home: String?) -> String? {
        guard path == "~" || path.hasPrefix("~/") else { return path }
        return home.flatMap { $0.isEmpty ? nil : $0 + path.dropFirst() }
    }
}
