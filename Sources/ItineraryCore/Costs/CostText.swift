/// A cost summary in words, for `itin costs` and the editor's costs box alike: the breakdown,
/// the totals, each traveller's standing, and the payments that settle up.
public enum CostText {
    public static func lines(_ s: CostSummary, trip: Trip) -> [String] {
        guard s.costCount > 0 else { return ["\(trip.name): no costs yet."] }
        var out = ["\(trip.name): \(s.costCount) \(s.costCount == 1 ? "cost" : "costs")", ""]
        let label = ["By \(s.grouping.rawValue)"] + s.groups.map(\.label) + ["Total", "Not paid yet"]
        let labelWidth = label.map(\.count).max()! + 4
        let moneyWidth = (s.groups.flatMap(\.totals) + s.totals).map { $0.description.count }.max()!
        func row(_ label: String, _ amounts: [Money], indent: String = "  ") -> [String] {
            amounts.enumerated().map { i, m in
                pad(i == 0 ? indent + label : "", labelWidth) + padLeft(m.description, moneyWidth)
            }
        }
        out.append("By \(s.grouping.rawValue)")
        for g in s.groups { out += row(g.label, g.totals) }
        out += row("Total", s.totals, indent: "")
        if !s.unpaid.isEmpty { out += row("Not paid yet", s.unpaid, indent: "") }
        if !s.converted.isEmpty {
            let rates = s.converted.map { "\($0.currency.code) = \($0.rate)" }.joined(separator: ", ")
            out += ["", "Converted into \(s.target.code) at \(rates), each cost rounded to the cent."]
        }
        guard !s.standings.isEmpty else { return out }
        // paid − share = balance on every line; the shares of what nobody has paid yet stand
        // apart, in a column of their own, while there are any.
        let nameWidth = max(s.standings.map { $0.name.count }.max()!, 8) + 2
        let columns = s.standings.flatMap { [$0.paid, $0.share, $0.balance] }.map { $0.description.count }.max()! + 2
        let unpaidHead = "unpaid share"
        let unpaidColumn =
            s.unpaid.isEmpty
            ? nil : max(s.standings.map { $0.unpaidShare.description.count }.max()!, unpaidHead.count) + 2
        var heads = ["paid", "share", "balance"].map { padLeft($0, columns) }.joined()
        if let unpaidColumn { heads += padLeft(unpaidHead, unpaidColumn) }
        out += ["", pad("Travellers", nameWidth + 2) + heads]
        for st in s.standings {
            var amounts = [st.paid, st.share, st.balance].map { padLeft($0.description, columns) }.joined()
            if let unpaidColumn { amounts += padLeft(st.unpaidShare.description, unpaidColumn) }
            out.append("  " + pad(st.name, nameWidth) + amounts)
        }
        out += ["", "Settle up"]
        out += s.payments.isEmpty ? ["  Nobody owes anybody."] : s.payments.map { "  \($0)" }
        return out
    }

    /// One table: `trip,section,name,to,currency,amount,paid,share,balance,unpaid_share` — a row
    /// per line of the breakdown (`day`, `kind`, `traveller`) and currency, `total`, `unpaid`, a
    /// `standing` per traveller and currency (paid − share = balance; the shares of unpaid costs
    /// apart), a `payment` per payment (from `name` to `to`). Amounts are plain numbers in the
    /// currency's unit.
    public static func csv(_ summaries: [(Trip, CostSummary)]) -> String {
        var rows = [
            ["trip", "section", "name", "to", "currency", "amount", "paid", "share", "balance", "unpaid_share"]
        ]
        for (trip, summary) in summaries { rows += csvRows(summary).map { [trip.name] + $0 } }
        return CSVText.written(rows)
    }

    private static func csvRows(_ s: CostSummary) -> [[String]] {
        var rows: [[String]] = []
        for g in s.groups {
            rows += g.totals.map {
                [s.grouping.rawValue, g.label, "", $0.currency.code, $0.amountText, "", "", "", ""]
            }
        }
        rows += s.totals.map { ["total", "", "", $0.currency.code, $0.amountText, "", "", "", ""] }
        rows += s.unpaid.map { ["unpaid", "", "", $0.currency.code, $0.amountText, "", "", "", ""] }
        rows += s.standings.map {
            [
                "standing", $0.name, "", $0.paid.currency.code, "",
                $0.paid.amountText, $0.share.amountText, $0.balance.amountText, $0.unpaidShare.amountText,
            ]
        }
        rows += s.payments.map { p in
            ["payment", p.from, p.to, p.amount.currency.code, p.amount.amountText, "", "", "", ""]
        }
        return rows
    }

    /// `84.50 USD`: a cost's amount, in its currency or else `fallback`.
    public static func amount(_ cost: Cost, or fallback: Currency) -> String {
        cost.money(or: fallback)?.description ?? "\(cost.amountText) \((cost.currency ?? fallback).code)"
    }

    /// `84.50 USD, paid by Bob`
    public static func words(_ cost: Cost, or fallback: Currency) -> String {
        amount(cost, or: fallback) + (cost.paidBy.map { ", paid by \($0)" } ?? "")
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
    }

    private static func padLeft(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : String(repeating: " ", count: width - text.count) + text
    }
}
