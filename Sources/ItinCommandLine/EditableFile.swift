import ArgumentParser
import ItineraryCore

/// A library file opened by a command that changes it: what it held, and the one way to
/// write it back — atomically, and never over a change made on disk meanwhile (docs/commands.md).
package struct EditableFile {
    package let path: String
    package let library: Library
    /// What the file must still hold when the command saves.
    private let expected: GuardedSave.Expectation

    /// Loads the file. A missing one is an empty library when `creating` (the save makes it),
    /// else exit 66.
    package init(_ path: String, creating: Bool = false) throws {
        self.path = path
        do {
            let (library, bytes) = try LibraryFile.load(path)
            self.library = library
            expected = .content(Fingerprint(bytes))
        } catch .file(.missing) where creating {
            library = Library()
            expected = .absent
        } catch {
            throw failure(error)
        }
    }

    /// Writes `library` over the file, unless the file changed since it was read (exit 74,
    /// nothing written). `doing` says what the command was doing, for the message.
    package func save(_ library: Library, doing: String) throws {
        switch GuardedSave.write(LibraryEncoder.encode(library), to: path, expecting: expected) {
        case .saved(_, let warning):
            // Exit 0 all the same: the file did change, and 74 would say it had not.
            if let warning { complain("saved \(path), but \(warning)") }
        case .changedOnDisk:
            throw CommandFailure(ExitStatus.ioError, "\(path) changed on disk while \(doing); nothing was written")
        case .deletedOnDisk:
            throw CommandFailure(ExitStatus.ioError, "\(path) was deleted on disk while \(doing); nothing was written")
        case .uncheckable(let reason):
            throw CommandFailure(ExitStatus.ioError, "cannot check \(path) before saving: \(reason)")
        case .failed(let reason):
            throw CommandFailure(ExitStatus.ioError, "cannot save: \(reason)")
        }
    }
}

extension Library {
    /// An edit a command made from its arguments. One the library refuses (a day not in the
    /// trip, an id already used, too many days) is a usage error, and nothing is written.
    package func applyingArguments(_ edit: Edit) throws -> Library {
        do { return try applying(edit) } catch { throw CommandFailure(ExitStatus.usage, error.description) }
    }
}
