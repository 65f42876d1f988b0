#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The decoder for a file that is valid, as nearly every file is. It reads each game's and
/// item's known keys straight from the parser into the model: no `JSONObject` per object, no
/// string for a key it knows, no path or position kept for an error, one set of hashes for
/// the ids. It checks everything `LibraryDecoder` checks, but only to refuse: on a refusal
/// `LibraryDecoder.decode` reads the file again with the decoder that says what is wrong and
/// where, so every message stays that decoder's. The two must accept exactly the same files
/// and give the same library (unknown members and key orders included); `FastDecoderTests`
/// compares them on mutated files. Refusing a valid file would only be slow; accepting an
/// invalid one would be a bug.
struct FastDecoder {
    /// Thrown on anything the file may not hold; never shown (see above).
    static let refused = FormatError("refused")

    private var p: JSONParser
    /// Hashes of the ids seen, checked once at the end. Two ids with one hash refuse: the
    /// explaining decoder then tells a true duplicate from a collision.
    private var ids: [Int] = []
    private var orders = KeyOrders()
    private var gameOrders = PackedOrders()
    private var itemOrders = PackedOrders()
    /// The object being read, reused from one game or item to the next: which known keys it
    /// has (a bit per code), where their values are, the values that are not plain (by code),
    /// the codes in the file's order (`unknownCode` for an unknown key), and its unknown
    /// members in order.
    private var present: UInt32 = 0
    private var slots = [Slot](repeating: Slot(), count: KeyMatcher.most)
    private var texts = [String](repeating: "", count: KeyMatcher.most)
    private var others = [JSONValue](repeating: .null, count: KeyMatcher.most)
    private var codes: [UInt8] = []
    private var unknown = UnknownMembers()
    /// Its cost, read as the parser meets it.
    private var cost: Cost?
    private var costs = FastCostReader()
    private var whos = WhoField.Recent()
    /// Called with an offset the parser will not read before again, now and then.
    private let release: ((Int) -> Void)?
    private var released = 0
    /// The file's pages, if they are its own, for a reader ahead to drop behind itself.
    private let pages: MappedPages?
    /// How much must be left of the file for a trip's items to be read from two places at
    /// once (`ReadAhead`), and how many more times that may be tried.
    private let aheadFrom: Int
    private var aheadTries = 2
    /// The reader ahead of this one, while it reads.
    private var ahead: ReadAhead?
    private var beforeJump: (() -> Void)?
    /// How many reads ahead were taken (for the tests).
    private(set) var aheadsTaken = 0

    private static let unknownCode: UInt8 = 0xFF

    /// A known member's value: plain ASCII text (its bytes), other text (in `texts`), a number
    /// (its text's bytes), the cost (in `cost`), or anything else (in `others`). Plain old
    /// data, so that reading an object retains and releases nothing for it.
    private struct Slot {
        enum Kind: UInt8 { case plain, text, number, cost, other }
        var kind = Kind.other
        var range = 0..<0
        var position = SourcePosition(line: 0, column: 0)
    }

    /// A valid file's library, or `refused`. `release`, if given, is told as the parser moves
    /// on that the bytes before an offset will not be read again; `pages`, if given, are the
    /// bytes' own pages, which a reader ahead may drop.
    static func decode(
        _ bytes: UnsafeBufferPointer<UInt8>, release: ((Int) -> Void)? = nil, pages: MappedPages? = nil
    ) throws(FormatError) -> Library {
        try decodeCounting(bytes, release: release, pages: pages).library
    }

    /// Two megabytes: about 10,000 items, 10 ms of reading, against a thread's 0.1 ms.
    static let aheadFrom = 1 << 21

    /// `decode`, reading ahead when at least `aheadFrom` bytes are left, and how many of the
    /// reads ahead it took. `beforeJump` is for the tests: a reader ahead calls it on its
    /// thread before it counts its lines, to be held there.
    static func decodeCounting(
        _ bytes: UnsafeBufferPointer<UInt8>, release: ((Int) -> Void)? = nil, pages: MappedPages? = nil,
        aheadFrom: Int = aheadFrom, beforeJump: (() -> Void)? = nil
    ) throws(FormatError) -> (library: Library, aheadsTaken: Int) {
        var decoder = FastDecoder(p: JSONParser(bytes: bytes), release: release, pages: pages, aheadFrom: aheadFrom)
        decoder.beforeJump = beforeJump
        let library = try decoder.library()
        return (library, decoder.aheadsTaken)
    }

    private init(p: JSONParser, release: ((Int) -> Void)?, pages: MappedPages?, aheadFrom: Int) {
        self.p = p
        self.release = release
        self.pages = pages
        self.aheadFrom = aheadFrom
    }

    // MARK: - The document and its trips

    private mutating func library() throws(FormatError) -> Library {
        p.start()
        guard p.peek() == UInt8(ascii: "{") else { throw Self.refused }
        var scope = try p.beginObject()
        var members: [JSONObject.Member] = []
        var keys: [String] = []
        var trips: [Trip] = []
        var sawTrips = false
        while let (key, at) = try p.nextKey(&scope) {
            keys.append(key)
            guard key == "trips" else {
                members.append(.init(key: key, value: try p.parseValue(), position: at))
                continue
            }
            sawTrips = true
            guard p.peek() == UInt8(ascii: "[") else { throw Self.refused }
            var elements = try p.beginArray()
            while try p.nextElement(&elements) { trips.append(try trip()) }
        }
        try p.finish()
        guard Distinct.all(&ids) else { throw Self.refused }
        let doc = JSONObject(members)
        guard sawTrips, case .string(let format)? = doc["format"], format == Library.format else { throw Self.refused }
        let unknown = doc.excluding(["format", "trips"])
        do { _ = try FilePlaces.read(unknown, zones: .system) } catch { throw Self.refused }
        return Library(trips: trips, unknown: unknown, keyOrder: orders.order(keys))
    }

    private mutating func trip() throws(FormatError) -> Trip {
        defer { stopReadingAhead() }
        guard p.peek() == UInt8(ascii: "{") else { throw Self.refused }
        var scope = try p.beginObject()
        var members: [JSONObject.Member] = []
        var keys: [String] = []
        var days: Int?
        var games = Gathered<Game>()
        var items = Gathered<Item>()
        var sawGames = false
        var sawItems = false
        var latestUnchecked = 0  // the latest day of a game or item read before `days`
        var sawNames = false  // a cost or a `who`: checked against the travellers once they are known
        while let (key, at) = try p.nextKey(&scope) {
            keys.append(key)
            guard key == "games" || key == "items" else {
                let value = try p.parseValue()
                members.append(.init(key: key, value: value, position: at))
                if key == "days" {
                    days = try Self.wholeNumber(value, in: 1...LibraryDecoder.maxDays)
                } else if key == "id" {
                    guard case .string(let id) = value, !id.isEmpty else { throw Self.refused }
                    claim(id)
                }
                continue
            }
            // A reader ahead of the items starts with the trip's first array, games or items.
            let readingItems = key == "items"
            let spawning = !sawItems
            if key == "games" { sawGames = true } else { sawItems = true }
            guard p.peek() == UInt8(ascii: "[") else { throw Self.refused }
            var elements = try p.beginArray()
            let first = p.offset
            var read = 0
            while try p.nextElement(&elements) {
                if readingItems, let reader = ahead, p.offset >= reader.start {
                    ahead = nil
                    if p.offset == reader.start, let rest = reader.join() {
                        ids.append(contentsOf: rest.ids)
                        sawNames = sawNames || rest.sawNames
                        // Read ahead against `days` as it stood then: checked again at the end.
                        latestUnchecked = max(latestUnchecked, rest.latest)
                        p = rest.parser
                        items.append(moving: rest.items)
                        aheadsTaken += 1
                        break
                    }
                    reader.cancel()
                }
                if read == 0, spawning, ahead == nil { ahead = readAhead(days: days ?? LibraryDecoder.maxDays) }
                read += 1
                if read == Self.sample {
                    // As many more as the rest of the file could hold, were they 3/4 the size of these.
                    let more = Self.sample + p.remaining / max((p.offset - first) * 3 / (4 * Self.sample), 1)
                    if key == "games" { games.expect(more) } else { items.expect(more) }
                }
                let bound = days ?? LibraryDecoder.maxDays
                let day: Int
                if key == "games" {
                    let g = try game(days: bound)
                    day = g.day
                    sawNames = sawNames || g.cost != nil || g.who != nil
                    games.append(g)
                } else {
                    let i = try item(days: bound)
                    day = i.day
                    sawNames = sawNames || i.cost != nil || i.who != nil
                    items.append(i)
                }
                if days == nil { latestUnchecked = max(latestUnchecked, day) }
                releaseBehind()
            }
            if readingItems { stopReadingAhead() }
        }
        let trip = JSONObject(members)
        guard sawGames, sawItems,
            case .string(let id)? = trip["id"], !id.isEmpty,
            case .string(let startText)? = trip["start"], let start = CalendarDate(iso: startText),
            let dayCount = try? Self.wholeNumber(trip["days"], in: 1...LibraryDecoder.maxDays),
            start.adding(days: dayCount - 1).year <= 9999, latestUnchecked <= dayCount,
            case .string(let name)? = trip["name"],
            let order = try? Self.number(trip["order"])
        else { throw Self.refused }
        var travellers: [String] = []
        if let value = trip["travellers"] {
            do { travellers = try CostFields.travellers(value, path: "", at: nil) } catch { throw Self.refused }
        }
        let gameArray = games.array()
        let itemArray = items.array()
        if sawNames {
            let known = WhoField.Travellers(travellers)
            func check(_ cost: Cost?, _ who: [String]?) throws(FormatError) {
                do {
                    if let cost { try CostFields.check(cost, travellers: travellers, path: "", object: nil, at: nil) }
                    if let who { try WhoField.check(who, travellers: known, path: "", at: nil) }
                } catch {
                    throw Self.refused
                }
            }
            // By index, so that no entry is copied for its cost.
            for g in gameArray.indices { try check(gameArray[g].cost, gameArray[g].who) }
            for i in itemArray.indices { try check(itemArray[i].cost, itemArray[i].who) }
        }
        return Trip(
            id: id, name: name, order: order, start: start, days: dayCount,
            games: gameArray, items: itemArray, travellers: travellers,
            unknown: trip.excluding(FileKeys.trip), keyOrder: orders.order(keys))
    }

    // MARK: - Reading ahead

    /// Throws away what a reader ahead read, if one is reading: on every way out of a trip,
    /// a refusal included, since the bytes it reads go with the decoder.
    private mutating func stopReadingAhead() {
        ahead?.cancel()
        ahead = nil
    }

    /// What a reader ahead read: items from its start to the end of their array, with their ids'
    /// hashes, the latest day among them and whether any has a cost or a `who`; and its parser, past the
    /// array's `]`.
    struct Ahead: ~Copyable {
        var items: Gathered<Item>
        var ids: [Int]
        var latest: Int
        var sawNames: Bool
        var parser: JSONParser
    }

    /// A reader of the items from an element a little past the middle of what is left of the
    /// file (it first counts the lines before it, a fifteenth of the work of reading them), if
    /// enough is left. The parser stands at the first element of the trip's first array, games
    /// or items: started before the games, the reader is under way by the time the items are.
    private mutating func readAhead(days: Int) -> ReadAhead? {
        guard aheadTries > 0, p.remaining >= aheadFrom,
            let start = ReadAhead.guess(in: p.buffer, from: Self.aheadPoint(p.offset, remaining: p.remaining))
        else { return nil }
        aheadTries -= 1
        let reader = FastDecoder(p: p, release: nil, pages: pages, aheadFrom: .max)
        return ReadAhead(start: start) { [beforeJump] ahead in
            beforeJump?()
            var reader = reader
            reader.p.jump(to: start)
            ahead.jumped.store(true, ordering: .releasing)
            return try? reader.itemsAhead(days: days, stopped: ahead)
        }
    }

    /// Where a reader ahead looks for its first item, from where the decoder stands.
    static func aheadPoint(_ offset: Int, remaining: Int) -> Int { offset + remaining * 17 / 32 }

    /// The items from here to the end of their array, read as `trip` reads them.
    private mutating func itemsAhead(days: Int, stopped: ReadAhead) throws(FormatError) -> Ahead {
        var items = Gathered<Item>()
        var latest = 0
        var sawNames = false
        var scope = JSONParser.Scope()
        var dropped = p.offset
        while try p.nextElement(&scope) {
            guard !stopped.stopped.load(ordering: .relaxed) else { throw Self.refused }
            let item = try item(days: days)
            latest = max(latest, item.day)
            sawNames = sawNames || item.cost != nil || item.who != nil
            items.append(item)
            if let pages, case let boundary = Self.pieceBoundary(p.offset), boundary > dropped {
                pages.drop(dropped..<boundary)
                dropped = boundary
            }
        }
        return Ahead(items: items, ids: ids, latest: latest, sawNames: sawNames, parser: p)
    }

    /// How many of a trip's games or items are read before guessing how many may follow.
    private static let sample = 256

    /// Lets go of the bytes read so far, a piece of the fingerprint at a time, as a reader
    /// ahead drops them (`itemsAhead`): not while a reader ahead is still counting the lines up
    /// to where it starts, which it reads from here.
    private mutating func releaseBehind() {
        let boundary = Self.pieceBoundary(p.offset)
        guard let release, boundary > released, ahead?.jumped.load(ordering: .acquiring) ?? true else { return }
        released = boundary
        release(released)
    }

    /// Where the fingerprint's last piece wholly before `offset` ends: the bytes are let go of
    /// a piece at a time, each hashed as it goes (`FileBuffer`).
    private static func pieceBoundary(_ offset: Int) -> Int { offset / Fingerprint.piece * Fingerprint.piece }

    /// Notes an id, to be checked against all the others once the file is read: a set that
    /// took each one as it came would miss the cache on nearly every id of a large file.
    private mutating func claim(_ id: String) {
        // `hashValue`: equal ids (as strings compare, canonically) hash alike.
        ids.append(id.hashValue)
    }

    // MARK: - Games and items

    private static let gameKeys = KeyMatcher(FileKeys.game)
    private static let gameKnown = gameKeys.bits(FileKeys.game)
    /// Where `cost` is among the keys, looked up: last of an item's, it moves as the list grows.
    private static let gameCost = FileKeys.game.firstIndex(of: "cost")!
    private static let itemCost = FileKeys.item.firstIndex(of: "cost")!
    private static let gameWho = FileKeys.game.firstIndex(of: "who")!
    private static let itemWho = FileKeys.item.firstIndex(of: "who")!

    private mutating func game(days: Int) throws(FormatError) -> Game {
        try readObject(Self.gameKeys, costCode: Self.gameCost)
        let id = try string(0)
        guard !id.isEmpty else { throw Self.refused }
        claim(id)
        // `time`, or `"tbd": true` and no `time` (nil): as `LibraryDecoder.gameTime` reads it.
        var time: TimeOfDay?
        if has(3) {
            guard !has(2), slots[3].kind == .other, case .bool(true) = others[3] else { throw Self.refused }
        } else {
            guard let set = TimeOfDay(text: try string(2)) else { throw Self.refused }
            time = set
        }
        let place = try optionalString(8)
        guard place?.isEmpty != true else { throw Self.refused }
        return Game(
            id: id, day: try wholeNumber(1, in: 1...days), time: time,
            away: try string(4), home: try string(5), venue: try string(6), city: try string(7),
            tz: try optionalString(9), uid: try optionalString(10), place: place, cost: cost.take(),
            who: try who(Self.gameWho),
            unknown: unknownMembers(Self.gameKeys, known: Self.gameKnown),
            keyOrder: keyOrder(Self.gameKeys, games: true))
    }

    private static let itemKeys = KeyMatcher(FileKeys.item)
    /// The codes of `itemKeys` each kind knows, as bits.
    private static let travelKeys = itemKeys.bits(FileKeys.travel)
    private static let customKeys = itemKeys.bits(FileKeys.custom)
    private static let stayKeys = itemKeys.bits(FileKeys.stay)
    private static let stayCode = StayCodes(itemKeys)

    /// Where a stay's keys sit in `itemKeys`, by name: other kinds' keys may come before them.
    private struct StayCodes {
        let name, city, nights, address, confirmation, checkIn, checkOut: Int
        init(_ keys: KeyMatcher) {
            func code(_ key: String) -> Int { keys.names.firstIndex(of: key)! }
            (name, city, nights, address, confirmation) = (
                code("name"), code("city"), code("nights"), code("address"),
                code("confirmation")
            )
            (checkIn, checkOut) = (code("checkIn"), code("checkOut"))
        }
    }

    private mutating func item(days: Int) throws(FormatError) -> Item {
        try readObject(Self.itemKeys, costCode: Self.itemCost)
        let id = try string(0)
        guard !id.isEmpty else { throw Self.refused }
        claim(id)
        let day = try wholeNumber(2, in: 1...days)
        let sortOrder = try number(3)
        let kind: Item.Kind
        let known: UInt32
        switch try word(1, among: ["travel", "custom", "stay"]) {
        case 0:
            var mode: Travel.Mode?
            if has(7) {
                switch try word(7, among: ["drive", "fly", "train"]) {
                case 0: mode = .drive
                case 1: mode = .fly
                case 2: mode = .train
                default: throw Self.refused
                }
            }
            var miles: Double?
            if has(6) {
                let m = try number(6)
                guard !(m < 0) else { throw Self.refused }
                miles = m
            }
            kind = .travel(Travel(from: try string(4), to: try string(5), miles: miles, mode: mode))
            known = Self.travelKeys
        case 1:
            kind = .custom(Custom(title: try string(8), note: try optionalString(9)))
            known = Self.customKeys
        case 2:
            kind = .stay(try stay())
            known = Self.stayKeys
        default:
            throw Self.refused
        }
        // Each part made before the item, which then takes them: made within the call, the
        // item was copied once more on its way out.
        let itemCost = cost.take()
        let itemWho = try who(Self.itemWho)
        let unknown = unknownMembers(Self.itemKeys, known: known)
        let order = keyOrder(Self.itemKeys, games: false)
        let extras = orders.extras(
            cost: consume itemCost, who: consume itemWho, unknown: consume unknown, keyOrder: consume order)
        return Item(id: consume id, day: day, sortOrder: sortOrder, kind: consume kind, extras: consume extras)
    }

    /// A stay's own keys, checked as `LibraryDecoder.stay` checks them.
    private func stay() throws(FormatError) -> Stay {
        let c = Self.stayCode
        func named(_ code: Int) throws(FormatError) -> String {
            let text = try string(code)
            guard !Stay.isBlank(text) else { throw Self.refused }
            return text
        }
        func time(_ code: Int) throws(FormatError) -> TimeOfDay? {
            guard let text = try optionalString(code) else { return nil }
            guard let time = TimeOfDay(text: text) else { throw Self.refused }
            return time
        }
        return Stay(
            name: try named(c.name), city: try named(c.city),
            nights: has(c.nights) ? try wholeNumber(c.nights, in: 1...Stay.mostNights) : nil,
            address: try optionalString(c.address), confirmation: try optionalString(c.confirmation),
            checkIn: try time(c.checkIn), checkOut: try time(c.checkOut))
    }

    /// Reads one object into `present`, `slots`, `texts`, `others`, `cost`, `codes` and
    /// `unknown`. The member with `costCode` is read as a cost.
    private mutating func readObject(_ table: KeyMatcher, costCode: Int) throws(FormatError) {
        guard p.peek() == UInt8(ascii: "{") else { throw Self.refused }
        present = 0
        cost = nil
        codes.removeAll(keepingCapacity: true)
        unknown.removeAll()
        _ = try p.beginObject()
        var first = true
        while let key = try p.nextRawKey(first: &first) {
            if let code = table.code(of: key, in: p) {
                // A duplicate key is a syntax error; the explaining decoder reports it.
                guard present & (1 << code) == 0 else { throw Self.refused }
                present |= 1 << code
                codes.append(UInt8(code))
                var slot = Slot(kind: .other, range: 0..<0, position: key.position)
                switch p.peek() ?? 0 {
                case _ where code == costCode:
                    slot.kind = .cost
                    cost = try costs.cost(&p, orders: &orders)
                case UInt8(ascii: "\""):
                    if let range = p.scanPlainString() {
                        slot.kind = .plain
                        slot.range = range
                    } else {
                        slot.kind = .text
                        texts[code] = try p.parseString()
                    }
                case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                    slot.kind = .number
                    slot.range = try p.scanNumber()
                default:
                    others[code] = try p.parseValue()
                }
                slots[code] = slot
            } else {
                codes.append(Self.unknownCode)
                let name = p.text(of: key)
                try unknown.read(name, at: key.position, from: &p)
            }
        }
    }

    private func has(_ code: Int) -> Bool { present & (1 << code) != 0 }

    // The readers of a member are inlined: a call of their own, from the mutating readers of
    // games and items, copied the whole decoder (312 bytes) each time, five times an item.
    @inline(__always)
    private func string(_ code: Int) throws(FormatError) -> String {
        guard has(code) else { throw Self.refused }
        switch slots[code].kind {
        case .plain: return p.ascii(slots[code].range)
        case .text: return texts[code]
        default: throw Self.refused
        }
    }

    @inline(__always)
    private func optionalString(_ code: Int) throws(FormatError) -> String? {
        guard has(code) else { return nil }
        return try string(code)
    }

    /// Which of `words` the text is, compared as strings are; `words.count` if none.
    @inline(__always)
    private func word(_ code: Int, among words: [StaticString]) throws(FormatError) -> Int {
        guard has(code) else { throw Self.refused }
        let slot = slots[code]
        switch slot.kind {
        case .plain: return words.firstIndex { p.bytes(slot.range, are: $0) } ?? words.count
        case .text: return words.firstIndex { texts[code] == $0.description } ?? words.count
        default: throw Self.refused
        }
    }

    /// A `who`, as `WhoField` reads it: any value but an array (kept in `others`) is refused.
    @inline(__always)
    private mutating func who(_ code: Int) throws(FormatError) -> [String]? {
        guard has(code) else { return nil }
        guard slots[code].kind == .other else { throw Self.refused }
        do { return try whos.names(others[code]) } catch { throw Self.refused }
    }

    @inline(__always)
    private func number(_ code: Int) throws(FormatError) -> Double {
        guard has(code), slots[code].kind == .number, let d = p.number(in: slots[code].range) else {
            throw Self.refused
        }
        return d
    }

    @inline(__always)
    private func wholeNumber(_ code: Int, in range: ClosedRange<Int>) throws(FormatError) -> Int {
        try Self.whole(try number(code), in: range)
    }

    /// The members of the object its kind does not know, in the file's order: unknown keys,
    /// and known keys of the other kind (`title` on a leg).
    @inline(__always)
    private func unknownMembers(_ table: KeyMatcher, known: UInt32) -> JSONObject {
        // Inline: called on its own, the whole decoder was copied to ask, at every object.
        guard codes.contains(where: { $0 == Self.unknownCode || known & (1 << $0) == 0 }) else { return JSONObject() }
        return otherMembers(table, known: known)
    }

    private func otherMembers(_ table: KeyMatcher, known: UInt32) -> JSONObject {
        var members: [JSONObject.Member] = []
        var nextUnknown = 0
        for code in codes {
            if code == Self.unknownCode {
                members.append(unknown.members[nextUnknown])
                nextUnknown += 1
            } else if known & (1 << code) == 0 {
                let slot = slots[Int(code)]
                let value: JSONValue
                switch slot.kind {
                case .plain: value = .string(p.ascii(slot.range))
                case .text: value = .string(texts[Int(code)])
                case .number: value = .number(p.numberText(slot.range))
                case .cost: value = cost.map(LibraryEncoder.value) ?? .null  // every kind knows `cost`: never met
                case .other: value = others[Int(code)]
                }
                members.append(.init(key: table.names[Int(code)], value: value, position: slot.position))
            }
        }
        return JSONObject(members)
    }

    /// The object's keys in the file's order, shared with every object written alike.
    private mutating func keyOrder(_ table: KeyMatcher, games: Bool) -> KeyOrder {
        if unknown.isEmpty, codes.count <= PackedOrders.most {
            var packed: UInt64 = 0
            for code in codes { packed = packed << PackedOrders.bits | UInt64(code + 1) }
            if let hit = games ? gameOrders.order(packed) : itemOrders.order(packed) { return hit }
            let order = orders.order(codes.map { table.names[Int($0)] })
            if games { gameOrders.remember(order, as: packed) } else { itemOrders.remember(order, as: packed) }
            return order
        }
        var nextUnknown = 0
        var keys: [String] = []
        for code in codes {
            if code == Self.unknownCode {
                keys.append(unknown.members[nextUnknown].key)
                nextUnknown += 1
            } else {
                keys.append(table.names[Int(code)])
            }
        }
        return orders.order(keys)
    }

    // MARK: - Numbers as `JSONReader` reads them

    private static func number(_ value: JSONValue?) throws(FormatError) -> Double {
        guard case .number(let text)? = value else { throw refused }
        if let whole = Int(text), abs(whole) < 1 << 53 { return Double(whole) }
        guard let d = Double(text), d.isFinite else { throw refused }
        return d
    }

    private static func wholeNumber(_ value: JSONValue?, in range: ClosedRange<Int>) throws(FormatError) -> Int {
        try whole(try number(value), in: range)
    }

    private static func whole(_ d: Double, in range: ClosedRange<Int>) throws(FormatError) -> Int {
        guard d == d.rounded(), d >= Double(range.lowerBound), d <= Double(range.upperBound) else { throw refused }
        return Int(d)
    }
}

/// The keys one kind of object knows (at most `most`, so that a code plus one packs into
/// `PackedOrders.bits` and a set of codes into a `UInt32`), told apart by their bytes: a key is
/// matched without being made into a string.
struct KeyMatcher {
    static let most = 31
    let names: [String]
    private let packed: [(UInt64, UInt64, Int)]

    /// The codes of some of the names, as bits.
    func bits(_ some: [String]) -> UInt32 {
        some.reduce(0) { bits, name in bits | 1 << UInt32(names.firstIndex(of: name)!) }
    }
    /// A perfect hash of the names' first eight bytes: `slots[hash]` is the only name a key
    /// with that hash can be. Twice as many slots as names at most, so that one is found in a
    /// few dozen tries.
    private let multiplier: UInt64
    private let slots: [Int8]

    init(_ names: [String]) {
        precondition(
            names.count <= Self.most
                && names.allSatisfy { $0.utf8.count <= 16 && $0.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x80 } })
        self.names = names
        let packed = names.map { name in
            var words: (UInt64, UInt64) = (0, 0)
            for (i, b) in name.utf8.enumerated() {
                if i < 8 { words.0 |= UInt64(b) << (8 * i) } else { words.1 |= UInt64(b) << (8 * (i - 8)) }
            }
            return (words.0, words.1, name.utf8.count)
        }
        self.packed = packed
        // The hash reads the first eight bytes: names alike in them would never part.
        precondition(Set(packed.map(\.0)).count == names.count)
        var k: UInt64 = 1
        while true {
            let m = 0x9E37_79B9_7F4A_7C15 &* k
            var slots = [Int8](repeating: -1, count: 1 << Self.hashBits)
            var clash = false
            for (i, p) in packed.enumerated() {
                let h = Int((p.0 &* m) >> (64 - Self.hashBits))
                if slots[h] >= 0 {
                    clash = true
                    break
                }
                slots[h] = Int8(i)
            }
            if !clash {
                multiplier = m
                self.slots = slots
                break
            }
            k += 2
        }
    }

    var count: Int { names.count }

    private static let hashBits: UInt64 = 7

    /// The key's index in `names`, if it is one of them.
    func code(of key: JSONParser.RawKey, in p: JSONParser) -> Int? {
        if key.isEscaped { return names.firstIndex(of: p.escapedKey) }  // compared as text
        guard let (a, b) = p.packed(key) else { return nil }
        let i = Int(slots[Int((a &* multiplier) >> (64 - Self.hashBits))])
        guard i >= 0, packed[i].0 == a, packed[i].1 == b, packed[i].2 == key.end - key.start else { return nil }
        return i
    }
}

/// Key orders by the codes of their keys, packed five bits a key (so up to twelve keys): most
/// objects are written alike, so the last one is tried first.
struct PackedOrders {
    static let bits: UInt64 = 5
    static let most = 64 / 5

    private var last: (packed: UInt64, order: KeyOrder)?
    private var all: [UInt64: KeyOrder] = [:]

    mutating func order(_ packed: UInt64) -> KeyOrder? {
        if let last, last.packed == packed { return last.order }
        guard let order = all[packed] else { return nil }
        last = (packed, order)
        return order
    }

    mutating func remember(_ order: KeyOrder, as packed: UInt64) {
        all[packed] = order
        last = (packed, order)
    }
}

/// Elements gathered in blocks, then moved into one array of exactly their count, each block
/// let go of once moved: a trip's 100,000 items never stand in an array and in one twice its
/// size, as they would while an array grows or while blocks are copied into one. The blocks
/// double from 16 elements to 4,096; those of 4,096 are pages of their own, so that letting
/// go of one gives its memory back at once (freed to the heap, it would stay counted).
/// Told that many may come (`expect`), it puts them straight into one array that large
/// instead: each is then written once, not into a block and again into the array, and the
/// array's pages past the last element are address space, never touched. An array left more
/// than half empty is copied into one of its count when taken; one told too few grows as
/// any array does. The room made is at most `mostExpected` elements, however many are told.
struct Gathered<Element>: ~Copyable {
    private struct Block {
        let start: UnsafeMutablePointer<Element>
        let capacity: Int
        let mapped: Bool
    }

    private static var largest: Int { 4096 }
    /// A million: ten times the largest library measured, and address space of 100 MB for
    /// items, whatever a guess from the first few of a file says.
    private static var mostExpected: Int { 1 << 20 }
    private var blocks: [Block] = []
    /// How many elements the last block holds.
    private var inLast = 0
    private var count = 0
    /// The elements, once `expect` made room for them in one array (and `blocks` is empty).
    private var direct: [Element]?

    init() {}

    /// About `total` elements may come in all: if that is more than a block holds, the
    /// elements so far, and all that follow, go into one array of that capacity.
    mutating func expect(_ total: Int) {
        guard direct == nil, total > Self.largest else { return }
        var all: [Element] = []
        all.reserveCapacity(min(total, Self.mostExpected))
        for (i, block) in blocks.enumerated() {
            for k in 0..<filled(i) { all.append((block.start + k).move()) }
            Self.deallocate(block)
        }
        blocks = []
        inLast = 0
        direct = all
    }

    mutating func append(_ element: consuming Element) {
        count += 1
        if direct != nil {
            direct!.append(element)
            return
        }
        if blocks.isEmpty || inLast == blocks[blocks.count - 1].capacity {
            blocks.append(Self.allocate(blocks.isEmpty ? 16 : min(blocks[blocks.count - 1].capacity * 2, Self.largest)))
            inLast = 0
        }
        (blocks[blocks.count - 1].start + inLast).initialize(to: element)
        inLast += 1
    }

    /// Moves in another gathering's elements after these, a block at a time, letting go of each
    /// block once moved: the two never stand whole in memory at once.
    mutating func append(moving other: consuming Gathered<Element>) {
        if let all = other.direct.take() {
            for element in all { append(element) }
            return
        }
        for (i, block) in other.blocks.enumerated() {
            for k in 0..<other.filled(i) { append((block.start + k).move()) }
            Self.deallocate(block)
        }
        other.blocks = []
        other.inLast = 0
        other.count = 0
    }

    /// The elements in order; the gathering is left empty.
    mutating func array() -> [Element] {
        if let all = direct.take() {
            count = 0
            guard all.capacity > 2 * all.count else { return all }
            return [Element](unsafeUninitializedCapacity: all.count) { $1 = $0.initialize(fromContentsOf: all) }
        }
        let blocks = self.blocks
        let inLast = self.inLast
        self.blocks = []
        self.inLast = 0
        return [Element](unsafeUninitializedCapacity: count) { buffer, initialized in
            initialized = 0
            for (i, block) in blocks.enumerated() {
                let n = i == blocks.count - 1 ? inLast : block.capacity
                (buffer.baseAddress! + initialized).moveInitialize(from: block.start, count: n)
                initialized += n
                Self.deallocate(block)
            }
            count = 0
        }
    }

    deinit {
        for (i, block) in blocks.enumerated() {
            block.start.deinitialize(count: filled(i))
            Self.deallocate(block)
        }
    }

    /// How many elements block `i` holds: all it can, but the last.
    private func filled(_ i: Int) -> Int { i == blocks.count - 1 ? inLast : blocks[i].capacity }

    private static func allocate(_ capacity: Int) -> Block {
        if capacity >= largest,
            let mapped = mmap(
                nil, capacity * MemoryLayout<Element>.stride, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0
            ),
            mapped != UnsafeMutableRawPointer(bitPattern: -1)
        {
            return Block(
                start: mapped.bindMemory(to: Element.self, capacity: capacity), capacity: capacity, mapped: true)
        }
        return Block(start: .allocate(capacity: capacity), capacity: capacity, mapped: false)
    }

    private static func deallocate(_ block: Block) {
        if block.mapped {
            munmap(UnsafeMutableRawPointer(block.start), block.capacity * MemoryLayout<Element>.stride)
        } else {
            block.start.deallocate()
        }
    }
}
