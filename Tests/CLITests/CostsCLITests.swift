import Foundation
import Testing

/// `itin costs`: the money worked by hand, the breakdowns, csv, the settings' currency and
/// rates (and their refusals, exit 78 at their line), and a file's wrong cost (exit 65).
@Suite struct CostsCLITests {
    /// Alice and Bob; the game 126.00 USD paid by Alice (shared by both: 63.00 each), the
    /// leg 84.50 paid by Bob for Alice and Bob (42.25 each), the note 20.00 EUR paid by Bob, by
    /// weight Alice 3 : Bob 1 (15.00 and 5.00).
    static let file = """
        {"format": "itin/1", "trips": [{"id": "ne", "name": "Swing", "order": 1, "start": "2026-06-12", "days": 2,
          "travellers": ["Alice", "Bob"],
          "games": [{"id": "g1", "day": 1, "time": "19:10", "away": "A", "home": "B", "venue": "V", "city": "Boston",
                     "cost": {"amount": 126, "currency": "USD", "paidBy": "Alice"}}],
          "items": [{"id": "l1", "kind": "travel", "day": 2, "sortOrder": 0, "from": "Boston", "to": "New York",
                     "cost": {"amount": 84.5, "paidBy": "Bob", "split": ["Alice", "Bob"]}},
                    {"id": "n1", "kind": "custom", "day": 2, "sortOrder": 1, "title": "Pizza",
                     "cost": {"amount": 20, "currency": "EUR", "paidBy": "Bob", "split": {"Alice": 3, "Bob": 1}}}]}]}
        """

    @Test func totalsBalancesAndTheSettleUpInEachCurrency() throws {
        let scratch = try Scratch()
        let path = try scratch.write("t.json", Self.file)
        let run = try itin("costs", path)
        #expect(run.status == 0, "\(run)")
        // USD: Alice paid 126.00, shares 63.00 + 42.25 = 105.25: +20.75; Bob −20.75.
        // EUR: Bob paid 20.00, share 5.00: +15.00; Alice −15.00.
        #expect(run.lines.contains { $0.hasPrefix("Total") && $0.hasSuffix("210.50 USD") }, "\(run)")
        #expect(run.lines.contains("  Bob pays Alice 20.75 USD"), "\(run)")
        #expect(run.lines.contains("  Alice pays Bob 15.00 EUR"), "\(run)")
        #expect(run.lines.contains { $0.contains("Day 2 · Sat Jun 13") && $0.hasSuffix("84.50 USD") }, "\(run)")
    }

    @Test func ratesConvertIntoTheSettingsCurrencyAndSaySo() throws {
        let scratch = try Scratch()
        let path = try scratch.write("t.json", Self.file)
        let settings = try scratch.write("config.toml", "currency = \"USD\"\n\n[rates]\nEUR = 1.08\n")
        let run = try itin(["costs", path], environment: ["ITIN_CONFIG": settings])
        #expect(run.status == 0, "\(run)")
        // 20.00 EUR × 1.08 = 21.60 USD: Alice 16.20, Bob 5.40. Alice: paid 126.00, shares
        // 63.00 + 42.25 + 16.20 = 121.45: +4.55. Bob: paid 84.50 + 21.60 = 106.10, shares
        // 63.00 + 42.25 + 5.40 = 110.65: −4.55.
        #expect(run.lines.contains { $0.hasPrefix("Total") && $0.hasSuffix("232.10 USD") }, "\(run)")
        #expect(!run.stdout.contains("EUR\n"), "\(run)")
        #expect(run.lines.contains("Converted into USD at EUR = 1.08, each cost rounded to the cent."), "\(run)")
        #expect(run.lines.contains("  Bob pays Alice 4.55 USD"), "\(run)")
    }

    @Test func csvByKind() throws {
        let scratch = try Scratch()
        let path = try scratch.write("t.json", Self.file)
        let run = try itin("costs", path, "--by", "kind", "--format", "csv")
        #expect(run.status == 0, "\(run)")
        #expect(
            run.stdout
                == [
                    "trip,section,name,to,currency,amount,paid,share,balance,unpaid_share",
                    "Swing,kind,Games,,USD,126.00,,,,", "Swing,kind,Travel,,USD,84.50,,,,",
                    "Swing,kind,Notes,,EUR,20.00,,,,",
                    "Swing,total,,,USD,210.50,,,,", "Swing,total,,,EUR,20.00,,,,",
                    "Swing,standing,Alice,,USD,,126.00,105.25,20.75,0.00",
                    "Swing,standing,Bob,,USD,,84.50,105.25,-20.75,0.00",
                    "Swing,standing,Alice,,EUR,,0.00,15.00,-15.00,0.00",
                    "Swing,standing,Bob,,EUR,,20.00,5.00,15.00,0.00",
                    "Swing,payment,Bob,Alice,USD,20.75,,,,", "Swing,payment,Alice,Bob,EUR,15.00,,,,",
                ].map { $0 + "\r\n" }.joined())
    }

    @Test func byTravellerIsEachOnesShare() throws {
        let scratch = try Scratch()
        let path = try scratch.write("t.json", Self.file)
        let run = try itin("costs", path, "--by", "traveller", "--trip", "ne", "--format", "csv")
        #expect(run.status == 0, "\(run)")
        // Alice: 63.00 + 42.25 USD and 15.00 EUR; Bob: 63.00 + 42.25 USD and 5.00 EUR.
        #expect(
            run.stdout.components(separatedBy: "\r\n").filter { $0.contains(",traveller,") } == [
                "Swing,traveller,Alice,,USD,105.25,,,,", "Swing,traveller,Alice,,EUR,15.00,,,,",
                "Swing,traveller,Bob,,USD,105.25,,,,", "Swing,traveller,Bob,,EUR,5.00,,,,",
            ])
    }

    /// A cost nobody has paid yet (a 31.00 USD dinner for both, 15.50 each) is in no balance,
    /// so it is in no share either: its shares stand in a column of their own, and every
    /// traveller's line reads paid − share = balance, in text and in csv.
    @Test func everyTravellersLineAddsUpAsPrintedWithTheUnpaidSharesApart() throws {
        let scratch = try Scratch()
        let unpaid =
            #"{"id": "n2", "kind": "custom", "day": 2, "sortOrder": 2, "title": "Dinner", "cost": {"amount": 31}}"#
        let path = try scratch.write(
            "t.json", Self.file.replacingOccurrences(of: "\"Bob\": 1}}}]", with: "\"Bob\": 1}}}, \(unpaid)]"))
        let run = try itin("costs", path)
        #expect(run.status == 0, "\(run)")
        let head = try #require(run.lines.firstIndex { $0.hasPrefix("Travellers") }, "\(run)")
        #expect(run.lines[head].hasSuffix("paid       share     balance  unpaid share"), "\(run)")
        #expect(
            Array(run.lines[(head + 1)...(head + 4)]) == [
                "  Alice       126.00 USD  105.25 USD   20.75 USD     15.50 USD",
                "  Bob          84.50 USD  105.25 USD  -20.75 USD     15.50 USD",
                "  Alice         0.00 EUR   15.00 EUR  -15.00 EUR      0.00 EUR",
                "  Bob          20.00 EUR    5.00 EUR   15.00 EUR      0.00 EUR",
            ], "\(run)")
        #expect(run.lines.contains { $0.hasPrefix("Not paid yet") && $0.hasSuffix("31.00 USD") }, "\(run)")
        let csv = try itin("costs", path, "--format", "csv")
        let standings = csv.stdout.components(separatedBy: "\r\n").filter { $0.contains(",standing,") }
        #expect(
            standings == [
                "Swing,standing,Alice,,USD,,126.00,105.25,20.75,15.50",
                "Swing,standing,Bob,,USD,,84.50,105.25,-20.75,15.50",
                "Swing,standing,Alice,,EUR,,0.00,15.00,-15.00,0.00", "Swing,standing,Bob,,EUR,,20.00,5.00,15.00,0.00",
            ], "\(csv)")
    }

    @Test func wrongMoneySettingsAreRefusedAtTheirLine() throws {
        let scratch = try Scratch()
        let path = try scratch.write("t.json", Self.file)
        for (toml, message) in [
            (
                "currency = \"usd\"\n",
                "1: unknown currency: \"usd\" (an ISO 4217 code in capitals, such as USD, EUR or JPY)"
            ),
            ("currency = 5\n", "1: currency must be a string (a currency code such as USD), not an integer"),
            (
                "mouse = true\n[rates]\nEURO = 1.08\n",
                "3: unknown currency in [rates]: \"EURO\" (an ISO 4217 code in capitals, such as EUR)"
            ),
            ("[rates]\nEUR = 0\n", "2: EUR must be a rate more than 0, not 0"),
            ("[rates]\nEUR = -1.5\n", "2: EUR must be a rate more than 0, not -1.5"),
            ("[rates]\nEUR = \"1.08\"\n", "2: EUR must be a number (how many of `currency` one EUR is), not a string"),
        ] {
            let settings = try scratch.write("config.toml", toml)
            let run = try itin(["costs", path], environment: ["ITIN_CONFIG": settings])
            #expect(run.status == 78, "\(toml): \(run)")
            #expect(run.stderr == "itin: \(settings):\(message)\n", "\(toml)")
        }
    }

    @Test func aWrongCostIsRefusedAtItsPath() throws {
        let scratch = try Scratch()
        let path = try scratch.write(
            "t.json", Self.file.replacingOccurrences(of: "\"amount\": 84.5", with: "\"amount\": 84.505"))
        let run = try itin("costs", path)
        #expect(run.status == 65, "\(run)")
        #expect(
            run.stderr.contains("trips[0].items[0].cost.amount: must have at most two decimals (got 84.505)"), "\(run)")
    }

    @Test func configPrintsTheMoneySettingsAndReadsThemBack() throws {
        let scratch = try Scratch()
        let settings = try scratch.write("config.toml", "currency = \"EUR\"\n[rates]\nUSD = 0.925\nJPY = 0.0061\n")
        let run = try itin(["config"], environment: ["ITIN_CONFIG": settings])
        #expect(run.status == 0, "\(run)")
        #expect(run.lines.contains("currency = \"EUR\""))
        #expect(run.stdout.contains("[rates]\nJPY = 0.0061\nUSD = 0.925\n"), "\(run)")
        let again = try scratch.write("again.toml", run.stdout)
        // The same settings, but for the first line, which names the file.
        #expect(try itin(["config"], environment: ["ITIN_CONFIG": again]).lines.dropFirst() == run.lines.dropFirst())
    }
}
