import ItineraryCore

/// Every field a form can have, with its label and how its text is checked.
public enum FieldName: String, Hashable, Sendable {
    case name, start, days, day, time, away, home, venue, city, from, to, miles, mode, title, note
    case file, newTrip, zone
    case amount, currency, paidBy, split, travellers
    case nights, confirmation, checkIn, checkOut
    case who

    public var label: String {
        switch self {
        case .newTrip: return "New trip"
        case .paidBy: return "Paid by"
        case .checkIn: return "Check-in"
        case .checkOut: return "Check-out"
        default: return rawValue.prefix(1).uppercased() + rawValue.dropFirst()
        }
    }

    var isCity: Bool { self == .city || self == .from || self == .to }

    private var isOptional: Bool {
        switch self {
        case .note, .miles, .mode, .zone, .newTrip, .amount, .currency, .paidBy, .split, .travellers, .nights,
            .confirmation, .checkIn, .checkOut, .who:
            true
        default: false
        }
    }

    func problem(_ text: String, in form: Form) -> String? {
        if self == .newTrip, text.isEmpty, case .importSchedule(into: nil) = form.purpose {
            return "name the new trip: there is no trip to import into"
        }
        if text.isEmpty { return isOptional ? nil : "\(rawValue) is needed" }
        switch self {
        case .start: return FieldText.date(text).problem
        case .days: return TripDetails.problem(days: Int(text) ?? 0)  // not a number: as out of range
        case .day:
            return Int(text).map((1...form.trip.days).contains) == true ? nil : "day must be 1 to \(form.trip.days)"
        case .time: return FieldText.gameTime(text).problem
        case .checkIn, .checkOut: return FieldText.time(text).problem
        case .nights: return FieldText.nights(text).problem
        case .miles: return FieldText.miles(text).problem
        case .mode: return FieldText.mode(text).problem
        case .zone: return FieldText.zoneName(text).problem
        case .to: return text.lowercased() == form.text(.from).lowercased() ? "to is the same city as from" : nil
        case .amount, .currency, .paidBy, .split: return CostFormText.problem(self, text, in: form)
        case .travellers: return CostFormText.travellers(text).problem
        case .who: return WhoFormText.who(text, among: form.trip.travellers).problem
        default: return nil
        }
    }

    func hint(_ text: String, in form: Form) -> String? {
        if case .importSchedule(let into) = form.purpose {
            switch self {
            case .file: return ".ics or .csv"
            case .newTrip: return text.isEmpty ? into.map { "empty: into “\($0.name)”" } : nil
            case .zone: return "for UTC times"
            default: break
            }
        }
        // An empty Miles has the time of the miles it suggests.
        if self == .miles { return form.timeHint(miles: form.miles) }
        guard problem(text, in: form) == nil, !text.isEmpty else { return nil }
        switch self {
        case .start: return CalendarDate(iso: text).map(Self.longDate)
        case .days:
            guard let start = CalendarDate(iso: form.text(.start)), let days = Int(text) else { return nil }
            return "ends " + Self.longDate(start.adding(days: days - 1))
        case .day: return form.trip.start.flatMap { start in Int(text).map { start.adding(days: $0 - 1).shortText } }
        case .mode: return Self.mode(text)?.rawValue
        case .time: return (try? FieldText.gameTime(text).get()) == .some(nil) ? "not set yet" : nil
        case .amount, .split: return CostFormText.hint(self, text, in: form)
        default: return nil
        }
    }

    /// `Fri Jun 12, 2026`
    static func longDate(_ date: CalendarDate) -> String { "\(date.shortText), \(date.year)" }

    static func miles(_ text: String) -> Double? { try? FieldText.miles(text).get() }

    static func mode(_ text: String) -> Travel.Mode? { try? FieldText.mode(text).get() }
}
