#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes a command's whole output; unlike `print`, says so when it could not all be written
/// (a full disk, a closed pipe).
package func writeToStandardOutput(_ text: String) throws(CommandFailure) {
    if let failure = writeAll(Array(text.utf8), to: STDOUT_FILENO) {
        throw CommandFailure(
            ExitStatus.ioError, "cannot write to standard output: \(String(cString: strerror(failure)))")
    }
}

/// All of the bytes, however many writes the file or terminal takes them in (once, nearly
/// always); the error number of a write that failed.
package func writeAll(_ bytes: [UInt8], to fd: Int32) -> Int32? {
    bytes.withUnsafeBytes { raw in
        var offset = 0
        while offset < raw.count {
            let n = write(fd, raw.baseAddress! + offset, raw.count - offset)
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { return n < 0 ? errno : EIO }
            offset += n
        }
        return nil
    }
}
