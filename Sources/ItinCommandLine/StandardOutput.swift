import ItineraryCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes a command's whole output; unlike `print`, says so when it could not all be written
/// (a full disk, a closed pipe).
package func writeToStandardOutput(_ text: String) throws(CommandFailure) {
    if let failure = FileIO.writeAll(Array(text.utf8), to: STDOUT_FILENO) {
        throw CommandFailure(ExitStatus.ioError, "cannot write to standard output: \(FileIO.errnoText(failure))")
    }
}
