import Foundation

/// Writes a command's whole output; unlike `print`, says so when it could not all be written
/// (a full disk, a closed pipe).
package func writeToStandardOutput(_ text: String) throws(CommandFailure) {
    do {
        try FileHandle.standardOutput.write(contentsOf: Data(text.utf8))
    } catch {
        throw CommandFailure(ExitStatus.ioError, "cannot write to standard output: \(error.localizedDescription)")
    }
}
