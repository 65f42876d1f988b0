import ArgumentParser

/// Why a command stops: what to say on standard error, a line each as `itin: …` (nothing
/// when the command has said it on standard output), and the exit status
/// (docs/commands.md). Every command throws this, an option's `transform` included; each
/// executable's `main` says it once (`exit(failing:)`). ArgumentParser's own usage errors
/// (a missing argument, a `ValidationError` from `validate()`) keep its usage text.
package struct CommandFailure: Error {
    package let status: ExitCode
    package let lines: [String]

    package init(_ status: ExitCode, _ message: String) {
        self.init(status, lines: [message])
    }

    package init(_ status: ExitCode, lines: [String] = []) {
        self.status = status
        self.lines = lines
    }

    /// The failure `error` is, or holds: ArgumentParser wraps what a `transform` throws in
    /// a parse error of its own, whose type it does not publish, so it is looked for inside.
    package static func within(_ error: any Error) -> CommandFailure? {
        find(in: error, depth: 0)
    }

    private static func find(in value: Any, depth: Int) -> CommandFailure? {
        if let failure = value as? CommandFailure { return failure }
        guard depth < 8 else { return nil }
        for child in Mirror(reflecting: value).children {
            if let failure = find(in: child.value, depth: depth + 1) { return failure }
        }
        return nil
    }
}

extension ParsableCommand {
    /// Ends the process: a `CommandFailure` said on standard error with its status; anything
    /// else (help, ArgumentParser's usage errors, none) as ArgumentParser ends it.
    package static func exit(failing error: (any Error)?) -> Never {
        guard let error, let failure = CommandFailure.within(error) else { exit(withError: error) }
        for line in failure.lines { complain(line) }
        exit(withError: failure.status)
    }
}
