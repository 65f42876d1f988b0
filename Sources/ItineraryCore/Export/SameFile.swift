#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension Export {
    /// Whether two paths name one file, through links of either kind: an export written over
    /// its own library would destroy it.
    public static func isSameFile(_ a: String, _ b: String) -> Bool {
        var x = stat()
        var y = stat()
        guard stat(a, &x) == 0, stat(b, &y) == 0 else { return false }
        return x.st_dev == y.st_dev && x.st_ino == y.st_ino
    }
}
