import ArgumentParser
import ItineraryCore

#if canImport(Glibc)
    import Glibc
#endif

/// The exit codes (docs/commands.md), sysexits.h's where one fits.
package enum ExitStatus {
    package static let ruleViolation = ExitCode(1)
    package static let usage = ExitCode(64)
    package static let invalidFile = ExitCode(65)
    package static let missingFile = ExitCode(66)
    /// A calendar server cannot be reached, or the URL is not a calendar (`publish`).
    package static let unavailable = ExitCode(69)
    /// `itin publish` found no `itin-publish` to run: the install is broken (EX_SOFTWARE).
    package static let software = ExitCode(70)
    package static let ioError = ExitCode(74)
    /// A change on a calendar server conflicts with ours (`publish`).
    package static let conflict = ExitCode(75)
    /// A calendar server refused the credentials (`publish`).
    package static let credentials = ExitCode(77)
    /// The settings file is wrong (docs/settings.md): nothing was done (EX_CONFIG).
    package static let config = ExitCode(78)
}

/// Prints `itin: message` on standard error, with any control characters (from ids or
/// titles in a file) made harmless.
package func complain(_ message: String) {
    var line = "itin: \(SafeText.clean(message))\n"
    line.withUTF8 { _ = write(STDERR_FILENO, $0.baseAddress, $0.count) }
}

/// Loads a library for the one-shot commands, turning each failure into its message and exit code.
package func loadLibrary(_ path: String) throws -> (library: Library, bytes: [UInt8]) {
    do {
        return try LibraryFile.load(path)
    } catch {
        throw failure(error)
    }
}

/// What went wrong with a file, and the exit code for it (docs/commands.md).
package func failure(_ error: LibraryFile.LoadError) -> CommandFailure {
    switch error {
    case .file(let file): return CommandFailure(status(of: file), error.description)
    case .invalid: return CommandFailure(ExitStatus.invalidFile, error.description)
    }
}

/// The same for a schedule (`import`, `suggest`).
package func failure(_ error: ScheduleFile.ReadError) -> CommandFailure {
    switch error {
    case .file(let file): return CommandFailure(status(of: file), error.description)
    case .invalid: return CommandFailure(ExitStatus.invalidFile, error.description)
    }
}

private func status(of error: FileError) -> ExitCode {
    switch error {
    case .missing: return ExitStatus.missingFile
    case .io: return ExitStatus.ioError
    // Read nothing and failed nothing: refused for what it is, like a file that is not valid.
    case .tooLarge: return ExitStatus.invalidFile
    }
}
