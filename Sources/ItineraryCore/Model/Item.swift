/// Something the traveller arranges. Travel legs, notes and stays are positioned the same way,
/// by `(day, sortOrder)`; only the rules of where a leg may go tell them apart.
public struct Item: Hashable, Sendable, Identifiable {
    public var id: String
    public var sortOrder: Double
    private(set) var extras: ItemExtras
    public var kind: Kind
    /// After `kind`, in the room its tag leaves: an item is 72 bytes, not 80. A trip has at
    /// most `LibraryDecoder.maxDays` days.
    private var storedDay: Int32

    public var day: Int {
        get { Int(storedDay) }
        set { storedDay = Int32(newValue) }
    }

    public enum Kind: Hashable, Sendable {
        /// Boxed, as a stay is: a note is the smallest kind, and the size of the largest is
        /// paid by every item of a trip (104 bytes an item with legs inline, 72 boxed).
        indirect case travel(Travel)
        case custom(Custom)
        indirect case stay(Stay)
    }

    public init(
        id: String, day: Int, sortOrder: Double, kind: Kind, cost: Cost? = nil, who: [String]? = nil,
        unknown: JSONObject = [:], keyOrder: KeyOrder = .none
    ) {
        self.init(
            id: id, day: day, sortOrder: sortOrder, kind: kind,
            extras: ItemExtras(cost: cost, who: who, unknown: unknown, keyOrder: keyOrder))
    }

    init(id: String, day: Int, sortOrder: Double, kind: Kind, extras: ItemExtras) {
        self.id = id
        storedDay = Int32(day)
        self.sortOrder = sortOrder
        self.kind = kind
        self.extras = extras
    }

    /// What it cost (docs/costs.md), if anyone said.
    public var cost: Cost? {
        get { extras.cost }
        set { extras = ItemExtras(cost: newValue, who: who, unknown: unknown, keyOrder: keyOrder) }
    }

    /// The travellers it is for (docs/travellers.md); nil means everyone.
    public var who: [String]? {
        get { extras.who }
        set { extras = ItemExtras(cost: cost, who: newValue, unknown: unknown, keyOrder: keyOrder) }
    }

    public var unknown: JSONObject {
        get { extras.unknown }
        set { extras = ItemExtras(cost: cost, who: who, unknown: newValue, keyOrder: keyOrder) }
    }

    public var keyOrder: KeyOrder {
        get { extras.keyOrder }
        set { extras = ItemExtras(cost: cost, who: who, unknown: unknown, keyOrder: newValue) }
    }

    /// Where an item shows among items: by day, then key, then id (docs/file-format.md). A value
    /// of its own, for a check that keeps where its findings stand without keeping the items.
    struct DisplayKey: Comparable, Sendable {
        let day: Int
        let sortOrder: Double
        let id: String

        static func < (a: DisplayKey, b: DisplayKey) -> Bool { (a.day, a.sortOrder, a.id) < (b.day, b.sortOrder, b.id) }
    }

    var displayKey: DisplayKey { DisplayKey(day: day, sortOrder: sortOrder, id: id) }

    /// Display order among items, as `DisplayKey` orders them.
    static func displayOrder(_ a: Item, _ b: Item) -> Bool { a.displayKey < b.displayKey }

    public var travel: Travel? {
        if case .travel(let t) = kind { return t }
        return nil
    }

    public var custom: Custom? {
        if case .custom(let c) = kind { return c }
        return nil
    }

    public var stay: Stay? {
        if case .stay(let s) = kind { return s }
        return nil
    }
}

public struct Travel: Hashable, Sendable {
    public var from: String
    public var to: String
    public var miles: Double?
    public var mode: Mode?

    public enum Mode: String, Hashable, Sendable, CaseIterable {
        case drive, fly, train
    }

    public init(from: String, to: String, miles: Double? = nil, mode: Mode? = nil) {
        self.from = from
        self.to = to
        self.miles = miles
        self.mode = mode
    }

    /// `Boston → New York`
    public var route: String { "\(from) → \(to)" }
}

public struct Custom: Hashable, Sendable {
    public var title: String
    public var note: String?

    public init(title: String, note: String? = nil) {
        self.title = title
        self.note = note
    }
}

/// Cities compare trimmed and case-insensitively (docs/travel.md).
public struct CityKey: Hashable, Sendable {
    public let folded: String
    public init(_ name: String) {
        folded = name.trimmingWhitespace().lowercased()
    }
}

extension String {
    /// Without white space at either end (Foundation-free). Trimmed by code point, not by
    /// character: a combining mark after a space is part of the text, not of the space.
    public func trimmingWhitespace() -> String {
        let scalars = unicodeScalars
        var start = scalars.startIndex
        var end = scalars.endIndex
        while start < end, scalars[start].isWhitespace { start = scalars.index(after: start) }
        while start < end {
            let last = scalars.index(before: end)
            guard scalars[last].isWhitespace else { break }
            end = last
        }
        if start == scalars.startIndex && end == scalars.endIndex { return self }
        return String(scalars[start..<end])
    }
}

extension Unicode.Scalar {
    /// Unicode's white space, with ASCII answered without the property tables: city names are
    /// trimmed on every check of a trip.
    fileprivate var isWhitespace: Bool {
        value < 0x80 ? value == 0x20 || (0x09...0x0D).contains(value) : properties.isWhitespace
    }
}
