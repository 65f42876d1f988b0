import ItineraryCore

#if canImport(Glibc)
    import Glibc
#endif

extension Environment {
    /// This process's environment, read when asked.
    package static let process = Environment { getenv($0).map { String(cString: $0) } }

    /// Where scratch files go: `$TMPDIR`, else /tmp.
    package var temporaryDirectory: String { self["TMPDIR"] ?? "/tmp" }
}
