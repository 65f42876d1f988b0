import Foundation
import PropertyBased
import Testing

@testable import ItineraryCore

/// Money is counted in minor units from the number's text, never through a Double.
@Suite struct MoneyTests {
    func hundredths(_ text: String) -> Result<Int64, DecimalText.Failure> {
        DecimalText.units(text, places: 2, limit: Cost.maxHundredths)
    }

    @Test func amountsAreReadExactlyFromTheirText() {
        #expect(hundredths("84.5") == .success(8450))
        #expect(hundredths("84.50") == .success(8450))
        #expect(hundredths("0.1") == .success(10))
        #expect(hundredths("0.29") == .success(29))  // 0.29 × 100 is 28.999999999999996 in a Double
        #expect(hundredths("1.15") == .success(115))  // 114.99999999999999 in a Double
        #expect(hundredths("8.45e1") == .success(8450))
        #expect(hundredths("845E-1") == .success(8450))
        #expect(hundredths("1.000") == .success(100))
        #expect(hundredths("0") == .success(0))
        #expect(hundredths("-0") == .success(0))
        #expect(hundredths("-0.00") == .success(0))
        #expect(hundredths("1000000000") == .success(100_000_000_000))
    }

    @Test func amountsPastTheRulesAreRefused() {
        #expect(hundredths("1.005") == .failure(.tooManyDecimals(2)))
        #expect(hundredths("0.001") == .failure(.tooManyDecimals(2)))
        #expect(hundredths("1e-3") == .failure(.tooManyDecimals(2)))
        #expect(hundredths("-1") == .failure(.negative))
        #expect(hundredths("-0.01") == .failure(.negative))
        #expect(hundredths("1000000000.01") == .failure(.tooLarge))
        #expect(hundredths("1e400") == .failure(.tooLarge))
        #expect(hundredths("99999999999999999999999") == .failure(.tooLarge))
    }

    /// Held to Foundation's `Decimal`, which reads the same texts exactly (while they have at
    /// most 38 digits): zero, negative, too many decimals, too large, or the count.
    @Test func countsAreWhatDecimalArithmeticGives() async {
        await checkProperty(count: 3000, input: Gen.uint64()) { seed in
            var rng = SplitMix(seed: seed)
            func digits(_ n: Int) -> String {
                String((0..<n).map { _ in (Bool.random(using: &rng) ? "0" : "0123456789").randomElement(using: &rng)! })
            }
            var text = Int.random(in: 0...3, using: &rng) == 0 ? "-" : ""
            text +=
                Bool.random(using: &rng)
                ? "0"
                : "123456789".randomElement(using: &rng).map(String.init)! + digits(Int.random(in: 0...11, using: &rng))
            if Bool.random(using: &rng) { text += "." + digits(Int.random(in: 1...12, using: &rng)) }
            if Int.random(in: 0...2, using: &rng) == 0 {
                text +=
                    ["e", "E", "e+", "e-"].randomElement(using: &rng)! + String(Int.random(in: 0...30, using: &rng))
            }
            let places = [0, 2, 6, 9].randomElement(using: &rng)!
            let limit = [Cost.maxHundredths, Split.Weight.max, Int64.max].randomElement(using: &rng)!
            let d = try #require(Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")), "\(text)")
            let expected: Result<Int64, DecimalText.Failure>
            var scaled = d * pow(Decimal(10), places)
            var whole = Decimal()
            NSDecimalRound(&whole, &scaled, 0, .down)
            if d.isZero {
                expected = .success(0)
            } else if d < 0 {
                expected = .failure(.negative)
            } else if whole != scaled {
                expected = .failure(.tooManyDecimals(places))
            } else if scaled > Decimal(limit) {
                expected = .failure(.tooLarge)
            } else {
                expected = .success(try #require(Int64(scaled.description), "\(scaled)"))
            }
            #expect(DecimalText.units(text, places: places, limit: limit) == expected, "\(text) in 10^-\(places)")
        }
    }

    @Test func textsThatAreNotNumbersAreRefused() {
        for text in ["", "-", ".", "1..2", "1e", "1e+", "e5", "+1", "1 ", "1,5", "1e5.5", "١"] {
            #expect(hundredths(text) == .failure(.notANumber), "\(text)")
        }
    }

    @Test func shortestTextReadsBackToTheSameUnits() async {
        await checkProperty(count: 500, input: Gen.int64(in: 0...Cost.maxHundredths)) { units in
            let text = DecimalText.text(units, places: 2)
            #expect(hundredths(text) == .success(units))
            #expect(!text.hasSuffix("0") || !text.contains("."))
        }
    }

    @Test func moneyIsWrittenWithEveryDigitOfItsMinorUnit() {
        #expect(Money(minor: 8450, currency: .usd).description == "84.50 USD")
        #expect(Money(minor: 5, currency: .usd).description == "0.05 USD")
        #expect(Money(minor: -307, currency: .usd).description == "-3.07 USD")
        #expect(Money(minor: 1200, currency: Currency("JPY")!).description == "1200 JPY")
        #expect(Money(minor: 1500, currency: Currency("KWD")!).description == "1.500 KWD")
    }

    @Test func aCostsAmountIsCountedInItsCurrencysMinorUnit() {
        let cost = Cost(hundredths: 8450)
        #expect(cost.money(or: .usd) == Money(minor: 8450, currency: .usd))
        #expect(cost.money(or: Currency("KWD")!) == Money(minor: 84500, currency: Currency("KWD")!))
        #expect(cost.money(or: Currency("JPY")!) == nil)  // yen have no cents
        #expect(Cost(hundredths: 120_000).money(or: Currency("JPY")!) == Money(minor: 1200, currency: Currency("JPY")!))
    }

    /// The codes are ISO 4217's as the iso-codes package lists them (Debian's, not ours); the
    /// metals, bond units and test codes left out, and the codes newer than the package.
    @Test func currencyCodesAreISO4217s() throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: "/usr/share/iso-codes/json/iso_4217.json"))
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: [[String: String]]])
        let listed = Set(try #require(json["4217"]).compactMap { $0["alpha_3"] })
        let notMoney: Set = ["XAG", "XAU", "XBA", "XBB", "XBC", "XBD", "XDR", "XPD", "XPT", "XSU", "XTS", "XUA", "XXX"]
        let newer: Set = ["XCG", "ZWG"]  // the Caribbean guilder (2025) and the Zimbabwe Gold (2024)
        #expect(listed.subtracting(notMoney).subtracting(Currency.codes) == [])
        #expect(Set(Currency.codes).subtracting(listed).subtracting(newer) == [])
        #expect(Currency("JPY")?.digits == 0 && Currency("USD")?.digits == 2 && Currency("EUR")?.digits == 2)
        #expect(Currency("KWD")?.digits == 3 && Currency("CLF")?.digits == 4 && Currency("ISK")?.digits == 0)
        #expect(Currency("usd") == nil && Currency("ABC") == nil)
        #expect(Currency.usd == Currency("USD") && Currency.usd.code == "USD" && Currency.usd.digits == 2)
    }

    @Test func ratesConvertOnceRoundingHalfUpToTheCent() throws {
        let eur = try #require(Currency("EUR"))
        let jpy = try #require(Currency("JPY"))
        let rates = Rates(target: .usd, billionths: [eur: 1_080_000_000, jpy: 6_700_000])
        // 84.50 EUR × 1.08 = 91.26 USD exactly.
        #expect(rates.converting(Money(minor: 8450, currency: eur)) == Money(minor: 9126, currency: .usd))
        // 0.05 EUR × 1.08 = 0.054 → 0.05; 0.15 × 1.08 = 0.162 → 0.16; 0.25 × 1.08 = 0.27.
        #expect(rates.converting(Money(minor: 5, currency: eur))?.minor == 5)
        #expect(rates.converting(Money(minor: 15, currency: eur))?.minor == 16)
        // 1250 JPY × 0.0067 = 8.375 USD → 8.38 (half up).
        #expect(rates.converting(Money(minor: 1250, currency: jpy)) == Money(minor: 838, currency: .usd))
        #expect(rates.converting(Money(minor: 100, currency: .usd)) == Money(minor: 100, currency: .usd))
        #expect(rates.converting(Money(minor: 100, currency: try #require(Currency("GBP")))) == nil)
    }
}
