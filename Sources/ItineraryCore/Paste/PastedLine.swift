/// One trimmed, non-empty line of a paste read by itin's row form (docs/file-format.md, docs/keys.md).
enum PastedLine {
    case game
    case item(Item.Kind)

    /// `◆` marks a game and `•` a note whatever follows, so a copied note reads back as a note
    /// even when its title looks like a leg or a game. `⌂` marks a stay in its row form (else a
    /// note). `»` or no marker: a leg when the text has the leg form, a game when it has the
    /// game form, else a note.
    init(_ line: String) {
        if line.hasPrefix("◆") {
            self = .game
            return
        }
        if line.hasPrefix("⌂") {
            let text = Self.afterMarker(line)
            self = .item(Self.stay(text).map(Item.Kind.stay) ?? .custom(Self.note(text)))
            return
        }
        if line.hasPrefix("•") {
            self = .item(.custom(Self.note(Self.afterMarker(line))))
            return
        }
        let text = line.hasPrefix("»") ? Self.afterMarker(line) : line
        if Self.isGame(text) {
            self = .game
            return
        }
        if let travel = Self.leg(text) {
            self = .item(.travel(travel))
            return
        }
        self = .item(.custom(Self.note(text)))
    }

    static func afterMarker(_ line: String) -> String { String(line.dropFirst()).trimmingWhitespace() }

    /// `H:MM` or `HH:MM`, a space, then `AWAY @ HOME` with both sides non-empty.
    static func isGame(_ text: String) -> Bool {
        let hours = text.prefix(while: isDigit)
        guard (1...2).contains(hours.count) else { return false }
        var rest = text.dropFirst(hours.count)
        guard rest.first == ":" else { return false }
        rest = rest.dropFirst()
        guard rest.prefix(while: isDigit).count == 2 else { return false }
        rest = rest.dropFirst(2)
        guard rest.first == " ", let at = rest.firstRange(of: " @ ") else { return false }
        return !String(rest[..<at.lowerBound]).trimmingWhitespace().isEmpty
            && !String(rest[at.upperBound...]).trimmingWhitespace().isEmpty
    }

    private static func isDigit(_ c: Character) -> Bool { c.isASCII && c.isNumber }

    /// `FROM → TO`, then optionally ` · N mi` and ` · MODE` in that order; any other ` · ` piece
    /// after the arrow, or ` · ` in FROM, and it is not a leg (a print header, say).
    static func leg(_ text: String) -> Travel? {
        guard let arrow = text.firstIndex(of: "→") else { return nil }
        let from = String(text[..<arrow]).trimmingWhitespace()
        guard !from.isEmpty, !from.contains(" · ") else { return nil }
        var pieces = text[text.index(after: arrow)...]
            .split(separator: " · ", omittingEmptySubsequences: false)
            .map { String($0).trimmingWhitespace() }[...]
        let to = pieces.removeFirst()
        guard !to.isEmpty, !to.contains("→") else { return nil }
        let miles = pieces.first.flatMap(Self.miles)
        if miles != nil { pieces.removeFirst() }
        let mode = pieces.first.flatMap { Travel.Mode(rawValue: $0.lowercased()) }
        if mode != nil { pieces.removeFirst() }
        guard pieces.isEmpty else { return nil }
        return Travel(from: from, to: to, miles: miles, mode: mode)
    }

    /// `NAME, CITY · N nights`, then optionally ` · CONFIRMATION`, as `RowText.stay` writes it.
    /// The name ends at the first comma: a city may have one (`Portland, ME`).
    static func stay(_ text: String) -> Stay? {
        var pieces = text.split(separator: " · ", maxSplits: 2, omittingEmptySubsequences: false)
            .map { String($0).trimmingWhitespace() }[...]
        guard pieces.count >= 2, let comma = pieces[0].firstRange(of: ", ") else { return nil }
        let name = String(pieces[0][..<comma.lowerBound]).trimmingWhitespace()
        let city = String(pieces[0][comma.upperBound...]).trimmingWhitespace()
        let count = pieces[1].split(separator: " ")
        guard !Stay.isBlank(name), !Stay.isBlank(city), count.count == 2, count[1] == "night" || count[1] == "nights",
            count[0].allSatisfy(\.isASCIIDigit), let nights = Int(count[0]), (1...Stay.mostNights).contains(nights)
        else { return nil }
        pieces.removeFirst(2)
        let confirmation = pieces.first.flatMap { $0.isEmpty ? nil : $0 }
        return Stay(name: name, city: city, nights: nights == 1 ? nil : nights, confirmation: confirmation)
    }

    /// `215 mi`, `0.5 mi`: a number as a miles field takes it, then ` mi`.
    private static func miles(_ piece: String) -> Double? {
        guard piece.hasSuffix(" mi") else { return nil }
        return try? FieldText.miles(String(piece.dropLast(3)).trimmingWhitespace()).get()
    }

    /// `TITLE — NOTE` split at the first ` — `; an empty note is none. A trimmed line that ends
    /// in ` —` lost the space after the dash: its note part is empty.
    static func note(_ text: String) -> Custom {
        let trailing = text.hasSuffix(" —") ? text.index(text.endIndex, offsetBy: -2)..<text.endIndex : nil
        guard let dash = text.firstRange(of: " — ") ?? trailing else { return Custom(title: text) }
        let title = String(text[..<dash.lowerBound]).trimmingWhitespace()
        let note = String(text[dash.upperBound...]).trimmingWhitespace()
        guard !title.isEmpty else { return Custom(title: text) }
        return Custom(title: title, note: note.isEmpty ? nil : note)
    }
}
