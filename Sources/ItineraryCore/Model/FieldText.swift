/// Text a person typed for a value of the file — a form's field, a command's option — read as
/// the format wants it, or why it will not do, in the same words everywhere (docs/file-format.md, docs/keys.md).
public enum FieldText {
    public struct Problem: Error, Equatable, Sendable, CustomStringConvertible {
        public let description: String
        init(_ description: String) { self.description = description }
    }

    public static func date(_ text: String) -> Result<CalendarDate, Problem> {
        CalendarDate(iso: text).map(Result.success) ?? .failure(Problem("\(text) is not a date (YYYY-MM-DD)"))
    }

    public static func time(_ text: String) -> Result<TimeOfDay, Problem> {
        TimeOfDay(text: text).map(Result.success) ?? .failure(Problem("\(text) is not a time (HH:MM, 24-hour)"))
    }

    /// A game's start: `HH:MM`, or `TBD` in any case for a time not set yet (nil).
    public static func gameTime(_ text: String) -> Result<TimeOfDay?, Problem> {
        if text.lowercased() == Game.timeNotSet.lowercased() { return .success(nil) }
        return TimeOfDay(text: text).map(Result.success)
            ?? .failure(Problem("\(text) is not a time (HH:MM, 24-hour, or \(Game.timeNotSet) when not set yet)"))
    }

    /// A stay's nights: a whole number from 1 to 366.
    public static func nights(_ text: String) -> Result<Int, Problem> {
        guard !text.isEmpty, text.allSatisfy(\.isASCIIDigit), let n = Int(text), (1...Stay.mostNights).contains(n)
        else {
            return .failure(Problem("nights must be a whole number from 1 to \(Stay.mostNights)"))
        }
        return .success(n)
    }

    public static func miles(_ text: String) -> Result<Double, Problem> {
        guard let miles = Double(text), miles.isFinite else { return .failure(Problem("miles must be a number")) }
        return miles >= 0 ? .success(miles) : .failure(Problem("miles must not be negative"))
    }

    /// A zone's name by its shape; whether the system has it is known only where files are read.
    public static func zoneName(_ text: String) -> Result<String, Problem> {
        ZoneName.isWellFormed(text)
            ? .success(text) : .failure(Problem("\(text) is not a zone name (like America/New_York)"))
    }

    /// `d`, `dr`, `drive` all mean drive.
    public static func mode(_ text: String) -> Result<Travel.Mode, Problem> {
        let folded = text.lowercased()
        let mode = folded.isEmpty ? nil : Travel.Mode.allCases.first { $0.rawValue.hasPrefix(folded) }
        return mode.map(Result.success) ?? .failure(Problem("mode must be drive, fly or train"))
    }
}

extension Result where Failure == FieldText.Problem {
    /// Why the text will not do; nil when it will.
    public var problem: String? {
        if case .failure(let p) = self { return p.description }
        return nil
    }
}
