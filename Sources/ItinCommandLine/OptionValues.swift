import ArgumentParser
import ItineraryCore

/// The values of options, read as the editor's forms read their fields, by each option's
/// `transform:`; a value that will not do is a usage error that says why, in the same words
/// (`itin: 25:10 is not a time (HH:MM, 24-hour)`, exit 64).
package enum OptionValue {
    package static func read<T>(_ value: Result<T, FieldText.Problem>) throws(CommandFailure) -> T {
        switch value {
        case .success(let v): return v
        case .failure(let problem): throw CommandFailure(ExitStatus.usage, problem.description)
        }
    }

    package static func date(_ text: String) throws -> CalendarDate { try read(FieldText.date(text)) }
    package static func time(_ text: String) throws -> TimeOfDay { try read(FieldText.time(text)) }
    /// `HH:MM`, or `TBD` for a game whose time is not set yet.
    package static func gameTime(_ text: String) throws -> GameTimeOption {
        GameTimeOption(time: try read(FieldText.gameTime(text)))
    }
    package static func mode(_ text: String) throws -> Travel.Mode { try read(FieldText.mode(text)) }

    /// An IANA zone name (`America/New_York`, `UTC`, `Etc/GMT+5`) that the system's zone
    /// database has.
    package static func zone(_ text: String) throws -> String {
        do {
            return try ZoneDatabase.system.zone(named: text).name
        } catch {
            throw CommandFailure(ExitStatus.usage, error.description)
        }
    }

    /// Text without white space at either end, which must not be empty.
    package static func text(_ text: String, _ option: String) throws -> String {
        let trimmed = text.trimmingWhitespace()
        guard !trimmed.isEmpty else { throw CommandFailure(ExitStatus.usage, "\(option) must not be empty") }
        return trimmed
    }

    /// `text` for the option named `option`, as a `transform:`.
    package static func text(_ option: String) -> @Sendable (String) throws -> String {
        { try text($0, option) }
    }
}

/// A game's `--time`, nil while not set (`TBD`): a value of its own, because an option of an
/// optional type is one that may be left out, and this one is required.
package struct GameTimeOption: Sendable {
    package let time: TimeOfDay?
}
