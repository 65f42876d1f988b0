import ArgumentParser
import ItinCommandLine
import ItineraryCore

struct MergeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge",
        abstract: "Merge three versions of a library by id, as a git merge driver does.",
        discussion: """
            Trips, games, items and every key merge by id; order merges as order. The result \
            is written over OURS (or --output). Each conflict is listed on standard error as \
            ID: field: ours …, theirs …; the result keeps ours there, and the exit status is 1. \
            For git: `git config merge.itin.driver "itin merge %O %A %B"` and \
            `trips.json merge=itin` in .gitattributes.
            """)

    @Argument(help: "The common ancestor (an empty file: none, as git gives for a file added on both sides).")
    var base: String
    @Argument(help: "Our version; the result is written over it.") var ours: String
    @Argument(help: "Their version.") var theirs: String
    @Option(help: ArgumentHelp("Write the result here instead of over OURS.", valueName: "OUT"))
    var output: String?

    func run() throws {
        let ancestor = try loadAncestor()
        let opened = try EditableFile(ours)
        let other = try loadLibrary(theirs).library
        let result = LibraryMerge.merge(base: ancestor, ours: opened.library, theirs: other)
        if let output {
            do {
                if let warning = try LibraryFile.save(result.library, to: output) {
                    complain("wrote \(output), but \(warning)")
                }
            } catch {
                throw CommandFailure(ExitStatus.ioError, "cannot write: \(error)")
            }
        } else {
            try opened.save(result.library, doing: "merging")
        }
        Misplaced.warn(before: opened.library, after: result.library)
        guard result.conflicts.isEmpty else {
            let summary = "\(RowText.count(result.conflicts.count, "conflict")): kept ours"
            throw CommandFailure(ExitStatus.ruleViolation, lines: result.conflicts.map(\.line) + [summary])
        }
    }

    /// Git gives an empty file for a file both sides added: nothing in common.
    private func loadAncestor() throws -> Library {
        if (try? LibraryFile.readBytes(base))?.isEmpty == true { return Library() }
        return try loadLibrary(base).library
    }
}
