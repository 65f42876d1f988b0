import ItineraryCore
import ItineraryEditor

/// What the settings file (docs/settings.md) sets, one section a part, each handed as a value
/// to what uses it: the library, the mouse, the keys and the colours to the editor's start,
/// `travel` to wherever travel is judged. A user with no settings file gets `Settings()`,
/// which changes nothing.
///
/// A new section is a field here, its keys in `SettingsSchema`. A key no section reads is refused as an
/// unknown setting, never passed over.
public struct Settings: Equatable, Sendable {
    /// What `itin` opens with no FILE, after `$ITIN_FILE`; `~` already expanded. Nil: the
    /// data folder's `itin/trips.json` (docs/commands.md).
    public var library: String?
    /// False is `--no-mouse`.
    public var mouse = true
    /// The travel model's numbers (docs/travel.md).
    public var travel = TravelModel.standard
    /// The editor's keys: the standard table with `[keys]`'s actions on their new keys.
    public var keys = KeyTable.standard
    /// `[calendars.NAME]` (docs/calendars.md): where `itin publish --to NAME` sends a trip, by name.
    public var calendars: [String: CalendarTarget] = [:]
    /// The colours of the screen's roles, and the user's colours over them (`[colors]`: only
    /// the roles the file names; the rest are the theme's).
    public var theme = ColorScheme.Theme.dark
    public var colors: [Ink: TerminalColor] = [:]
    /// What a cost without a currency is in, and what `rates` convert into.
    public var currency = Currency.usd
    /// `[rates]`: billionths of `currency` in one unit of each currency named.
    public var rates: [Currency: Int64] = [:]

    /// The rates as costs are worked out with them.
    public var exchange: Rates { Rates(target: currency, billionths: rates) }

    /// The colours to draw in; nil for none (mono). NO_COLOR is the caller's to apply.
    public var colorScheme: ColorScheme? { ColorScheme(theme: theme, colors: colors) }

    public init() {}
}
