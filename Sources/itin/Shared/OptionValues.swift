import ArgumentParser
import ItinCommandLine
import ItineraryCore

/// The values of options, read as the editor's forms read their fields; a value that will
/// not do is a usage error that says why, in the same words.
enum OptionValue {
    static func read<T>(_ value: Result<T, FieldText.Problem>) throws -> T {
        switch value {
        case .success(let v): return v
        case .failure(let problem): throw refusal(ExitStatus.usage, problem.description)
        }
    }

    /// An IANA zone name (`America/New_York`, `UTC`, `Etc/GMT+5`) that the system's zone
    /// database has.
    static func zone(_ text: String) throws -> String {
        do {
            return try ZoneDatabase.system.zone(named: text).name
        } catch {
            throw refusal(ExitStatus.usage, error.description)
        }
    }

    /// Text without white space at either end, which must not be empty.
    static func text(_ text: String, _ option: String) throws -> String {
        let trimmed = text.trimmingWhitespace()
        guard !trimmed.isEmpty else { throw refusal(ExitStatus.usage, "\(option) must not be empty") }
        return trimmed
    }
}
