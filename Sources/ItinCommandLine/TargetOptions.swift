import ArgumentParser
import ItineraryCore

/// Where an item goes, as `move` and `add leg|note` name it (docs/commands.md): one of
/// --before REF, --after REF or --day N [--first | --last].
package struct TargetOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Just before this game or item.", valueName: "REF")) package var before: String?
    @Option(help: ArgumentHelp("Just after this game or item.", valueName: "REF")) package var after: String?
    @Option(help: ArgumentHelp("To day N (its last slot unless --first).", valueName: "N")) package var day: Int?
    @Flag(help: "With --day: the first slot of the day.") package var first = false
    @Flag(help: "With --day: the last slot of the day (the default).") package var last = false

    package init() {}

    package func validate() throws {
        let targets = [before != nil, after != nil, day != nil].filter { $0 }.count
        guard targets <= 1 else { throw ValidationError("give only one of --before, --after or --day") }
        guard day != nil || (!first && !last) else { throw ValidationError("--first and --last go with --day") }
        guard !(first && last) else { throw ValidationError("give --first or --last, not both") }
    }

    /// Nil when no target was given.
    package var target: MoveTarget? {
        if let before { return .before(before) }
        if let after { return .after(after) }
        return day.map { .day($0, first ? .first : .last) }
    }
}

/// Finds where a target points; a day or an entry that is not in the trip is a usage error.
package func resolving<T>(_ find: () throws -> T) throws -> T {
    do { return try find() } catch let problem as MoveTarget.Problem {
        throw CommandFailure(ExitStatus.usage, problem.description)
    }
}
