import ItinCommandLine
import ItinSettings
import ItineraryCore
import ItineraryEditor

extension Settings {
    /// The colours a screen is drawn in: the settings' theme and `[colors]`, but none under
    /// NO_COLOR (any value but empty) or the mono theme.
    var colorsInForce: ColorScheme? { Environment.process["NO_COLOR"] == nil ? colorScheme : nil }
}
