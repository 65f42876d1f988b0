import ArgumentParser
import ItineraryCore

/// The values of options checked as the file format wants them (SPEC §3); each refusal is a
/// usage error that says why.
enum OptionValue {
    static func date(_ text: String) throws -> CalendarDate {
        guard let date = CalendarDate(iso: text) else { throw refusal(ExitStatus.usage, "\(text) is not a date") }
        return date
    }

    static func time(_ text: String) throws -> TimeOfDay {
        guard let time = TimeOfDay(text: text) else { throw refusal(ExitStatus.usage, "\(text) is not a time") }
        return time
    }

    static func miles(_ text: String) throws -> Double {
        guard let miles = Double(text), miles.isFinite else { throw refusal(ExitStatus.usage, "miles must be a number") }
        guard miles >= 0 else { throw refusal(ExitStatus.usage, "miles must not be negative") }
        return miles
    }

    /// An IANA zone name by its shape (`America/New_York`, `UTC`, `Etc/GMT+5`); whether the
    /// zone exists is for the calendar that reads it.
    static func zone(_ text: String) throws -> String {
        let allowed = text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "/_+-".contains($0)) }
        guard allowed, let first = text.first, first.isLetter, !text.hasSuffix("/"), !text.contains("//") else {
            throw refusal(ExitStatus.usage, "\(text) is not a time zone (like America/New_York)")
        }
        return text
    }

    /// Text without white space at either end, which must not be empty.
    static func text(_ text: String, _ option: String) throws -> String {
        let trimmed = text.trimmingWhitespace()
        guard !trimmed.isEmpty else { throw refusal(ExitStatus.usage, "\(option) must not be empty") }
        return trimmed
    }
}

extension Travel.Mode: ExpressibleByArgument {}
