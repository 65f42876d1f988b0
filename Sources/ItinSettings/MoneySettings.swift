import ItineraryCore
import TOMLKit

/// `currency` and `[rates]` (docs/settings.md, docs/costs.md): what a cost without a currency is
/// in, and how many of it one unit of another currency is (`EUR = 1.08`), for `itin costs` and the
/// editor's costs box. A rate is read as the exact decimal the file wrote, never kept as a Double.
enum MoneySettings {
    static var currency: SettingsSchema.Field {
        SettingsSchema.Field(
            key: "currency",
            help: "what a cost without a currency is in, and what [rates] convert into (an ISO 4217 code)",
            read: { value, settings, _ in
                guard let code = value.string, value.type == .string else {
                    return SettingsSchema.wrongType("currency", value, "a string (a currency code such as USD)")
                }
                guard let currency = Currency(code) else {
                    return
                        "unknown currency: \(quotedString(code)) (an ISO 4217 code in capitals, such as USD, EUR or JPY)"
                }
                settings.currency = currency
                return nil
            },
            write: { quotedString($0.currency.code) })
    }

    static var table: SettingsSchema.Table {
        SettingsSchema.Table(
            name: "rates", help: "", fields: [],
            entries: SettingsSchema.Entries(named: false, read: read, write: toml))
    }

    private static func read(
        _ table: TOMLTable, _ settings: inout Settings, _ context: SettingsSchema.Context,
        _ refuse: ([String], String) -> Void
    ) {
        for code in table.keys {
            let value = table[code]!.tomlValue
            guard let currency = Currency(code) else {
                refuse(
                    [code],
                    "unknown currency in [rates]: \(quotedString(code))"
                        + " (an ISO 4217 code in capitals, such as EUR)")
                continue
            }
            let text: String
            switch value.type {
            case .int: text = String(value.int!)
            case .double: text = String(value.double!)  // the shortest text of the number the file wrote
            default:
                let wanted = "a number (how many of `currency` one \(code) is)"
                refuse([code], SettingsSchema.wrongType(code, value, wanted))
                continue
            }
            switch DecimalText.units(text, places: Rates.places, limit: Rates.maxBillionths) {
            case .success(let units) where units > 0: settings.rates[currency] = units
            case .success, .failure(.negative), .failure(.notANumber):
                refuse([code], "\(code) must be a rate more than 0, not \(text)")
            case .failure(.tooManyDecimals): refuse([code], "\(code) must have at most nine decimals, not \(text)")
            case .failure(.tooLarge): refuse([code], "\(code) must be at most 1000000000, not \(text)")
            }
        }
    }

    private static func toml(_ settings: Settings) -> String {
        var out =
            "# how many of `currency` one unit of another currency is: a cost in it is converted,"
            + " and says so\n[rates]\n"
        guard !settings.rates.isEmpty else { return out + "# EUR = 1.08\n" }
        for (currency, units) in settings.rates.sorted(by: { $0.key < $1.key }) {
            out += "\(currency.code) = \(DecimalText.text(units, places: Rates.places))\n"
        }
        return out
    }
}
