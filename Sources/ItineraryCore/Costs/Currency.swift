/// An ISO 4217 currency: its code and how many digits its minor unit has (JPY 0, USD 2,
/// KWD 3). Amounts are counted in that minor unit, never as fractions.
public struct Currency: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The code's three letters, first in the highest byte: compared and hashed as a number,
    /// as sums by currency look it up for every cost.
    private let letters: UInt32
    /// Digits after the decimal point of the minor unit: 10^digits minor units are one unit.
    public let digits: Int

    /// The currency with this code (upper case, as ISO 4217 writes it), or nil if there is none.
    public init?(_ code: String) {
        guard let digits = Self.table[code] else { return nil }
        self.init(known: code, digits: digits)
    }

    private init(known code: String, digits: Int) {
        letters = code.utf8.reduce(0) { $0 << 8 | UInt32($1) }
        self.digits = digits
    }

    /// `USD`
    public var code: String {
        String(
            decoding: [UInt8(letters >> 16 & 0xFF), UInt8(letters >> 8 & 0xFF), UInt8(letters & 0xFF)], as: UTF8.self)
    }

    /// Without a look-up in `table`: the settings' default, made at every start, need not
    /// build the table (a dictionary of every code, a tenth of opening a small library).
    public static let usd = Currency(known: "USD", digits: 2)

    public var description: String { code }

    public static func < (a: Currency, b: Currency) -> Bool { a.letters < b.letters }

    /// Every code in use, by the digits of its minor unit (ISO 4217's list; the precious metals,
    /// bond units and test codes, which no one pays a trip in, left out).
    static let table: [String: Int] = {
        let byDigits: [Int: String] = [
            0: "BIF CLP DJF GNF ISK JPY KMF KRW PYG RWF UGX UYI VND VUV XAF XOF XPF",
            3: "BHD IQD JOD KWD LYD OMR TND",
            4: "CLF UYW",
            2: """
            AED AFN ALL AMD ANG AOA ARS AUD AWG AZN BAM BBD BDT BGN BMD BND BOB BOV BRL BSD BTN BWP BYN BZD \
            CAD CDF CHE CHF CHW CNY COP COU CRC CUC CUP CVE CZK DKK DOP DZD EGP ERN ETB EUR FJD FKP GBP GEL \
            GHS GIP GMD GTQ GYD HKD HNL HRK HTG HUF IDR ILS INR IRR JMD KES KGS KHR KPW KYD KZT LAK LBP LKR \
            LRD LSL MAD MDL MGA MKD MMK MNT MOP MRU MUR MVR MWK MXN MXV MYR MZN NAD NGN NIO NOK NPR NZD PAB \
            PEN PGK PHP PKR PLN QAR RON RSD RUB SAR SBD SCR SDG SEK SGD SHP SLE SLL SOS SRD SSP STN SVC SYP \
            SZL THB TJS TMT TOP TRY TTD TWD TZS UAH USD USN UYU UZS VED VES WST XCD XCG YER ZAR ZMW ZWG ZWL
            """,
        ]
        var table: [String: Int] = [:]
        for (digits, codes) in byDigits {
            for code in codes.split(separator: " ") { table[String(code)] = digits }
        }
        return table
    }()

    /// Every code, sorted: what a form's Tab completes.
    public static let codes: [String] = table.keys.sorted()
}
