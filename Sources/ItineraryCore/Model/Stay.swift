/// Where the traveller sleeps (docs/stays.md): a hotel or a friend's flat in a city, from the
/// night of its item's day for `nights` nights.
public struct Stay: Hashable, Sendable {
    public var name: String
    public var city: String
    /// As the file has it: absent means one night (`nightCount`), and stays absent on save.
    public var nights: Int?
    public var address: String?
    public var confirmation: String?
    public var checkIn: TimeOfDay?
    public var checkOut: TimeOfDay?

    /// The most nights one stay may cover: a year, a leap year's included.
    public static let mostNights = 366

    public init(
        name: String, city: String, nights: Int? = nil, address: String? = nil, confirmation: String? = nil,
        checkIn: TimeOfDay? = nil, checkOut: TimeOfDay? = nil
    ) {
        self.name = name
        self.city = city
        self.nights = nights
        self.address = address
        self.confirmation = confirmation
        self.checkIn = checkIn
        self.checkOut = checkOut
    }

    public var nightCount: Int { nights ?? 1 }

    /// The days whose nights it covers, from the day it sits on.
    public func nightDays(from day: Int) -> ClosedRange<Int> { day...(day + nightCount - 1) }

    /// A name or city is required, and blank is not one.
    public static func isBlank(_ text: String) -> Bool { text.trimmingWhitespace().isEmpty }
}
