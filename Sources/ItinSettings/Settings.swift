import ItineraryCore
import ItineraryEditor

/// What the settings file (SPEC §11) sets, one section a part, each handed as a value to what
/// uses it: the library and the mouse to the editor's start, `travel` to wherever travel is
/// judged. A user with no settings file gets `Settings()`, which changes nothing.
///
/// More sections fit beside these (the theme, `[colors]`, `[keys]`): each
/// is a field here, its keys in `SettingsSchema`. A key no section reads is refused as an
/// unknown setting, never passed over.
public struct Settings: Equatable, Sendable {
    /// What `itin` opens with no FILE, after `$ITIN_FILE`; `~` already expanded. Nil: the
    /// data folder's `itin/trips.json` (SPEC §2).
    public var library: String?
    /// False is `--no-mouse`.
    public var mouse = true
    /// SPEC §9.2's numbers.
    public var travel = TravelModel.standard
    /// The editor's keys: the standard table with `[keys]`'s actions on their new keys.
    public var keys = KeyTable.standard
    /// `[calendars.NAME]` (SPEC §12): where `itin publish --to NAME` sends a trip, by name.
    public var calendars: [String: CalendarTarget] = [:]

    public init() {}

    public static let defaults = Settings()
}
