import Testing

@testable import ItineraryCore

/// Places (docs/travel.md): what a name means, from the gazetteer that ships inside itin.
@Suite struct PlacesTests {
    let gazetteer = Gazetteer.shared

    private func first(_ name: String) -> Place? { gazetteer.candidates(name).first }
    private func region(_ name: String) -> String? { first(name).map { "\($0.region),\($0.country)" } }

    @Test func foldingIgnoresCaseAccentsPunctuationAndSpacing() {
        #expect(PlaceKey.fold("st. louis") == "saintlouis")
        #expect(PlaceKey.fold("Saint Louis") == "saintlouis")
        #expect(PlaceKey.fold("ST LOUIS") == "saintlouis")
        #expect(PlaceKey.fold("MONTRÉAL") == "montreal")
        #expect(PlaceKey.fold("  New   York ") == "newyork")
        #expect(PlaceKey.fold("Ft. Worth") == "fortworth")
        #expect(PlaceKey.fold("Mt. Vernon") == "mountvernon")
        #expect(PlaceKey.fold("Ste. Foy") == "saintefoy")
        #expect(PlaceKey.fold("Düsseldorf") == "dusseldorf")
        #expect(PlaceKey.fold("Łódź") == "lodz")
        #expect(PlaceKey.fold("Coeur d’Alene") == PlaceKey.fold("Coeur d'Alene"))
        // Words are whole: "st" inside a word is left alone.
        #expect(PlaceKey.fold("Stockton") == "stockton")
        #expect(PlaceKey.fold("東京") == nil)
        #expect(PlaceKey.fold(" ,.- ") == nil)
    }

    @Test func asciiFoldsAsTheUnicodeFoldDoes() {
        // ASCII is folded byte by byte; with a dash that folds to nothing after it, the same
        // text takes the way of any other text: both must give the same keys.
        #expect(PlaceKey.spaced("St. Louis") == "saint louis")
        #expect(PlaceKey.spaced("  New   York ") == "new york")
        #expect(PlaceKey.spaced("Cooper's Town") == "cooper s town")
        var rng = SplitMix(seed: 3)
        let pieces = ["st", "St.", "ste", "FT", "mt", "Mount", "a", "Z9", " ", "  ", ".", "-", "'", ",", "x\ty", "0"]
        for _ in 0..<2000 {
            let text = (0..<Int.random(in: 0...6, using: &rng)).map { _ in pieces.randomElement(using: &rng)! }.joined()
            #expect(PlaceKey.fold(text) == PlaceKey.fold(text + " —"), "\(text)")
            #expect(PlaceKey.spaced(text) == PlaceKey.spaced(text + " —"), "\(text)")
        }
    }

    @Test func qualifiersAreMadeOnlyForANameWithOne() {
        let fresh = Gazetteer(gazetteer.data)
        #expect(fresh.candidates("Portland").count > 1)
        #expect(!fresh.qualifiersMade)
        #expect(fresh.candidates("Portland, ME").first.map { "\($0.region),\($0.country)" } == "ME,US")
        #expect(fresh.qualifiersMade)
    }

    /// The search halves over the places by the fold of their names, which the script sorted
    /// by Python's fold: the two folds must order every name alike, or a name goes unfound.
    @Test func theDataIsOrderedAsThisFoldReadsIt() {
        let data = gazetteer.data
        var previous: String?
        var unordered: [String] = []
        var noKey = false
        var count = 0
        var offset = data.places.lines.lowerBound
        while offset < data.places.lines.upperBound {
            let name = data.name(data.line(at: offset))
            offset = data.nextLine(after: offset)
            count += 1
            guard let key = PlaceKey.fold(name) else {
                noKey = true
                continue
            }
            if noKey { unordered.append("\(name) after a name with no key") }
            if let previous, key < previous { unordered.append("\(name) (\(key)) after \(previous)") }
            previous = key
        }
        #expect(unordered.isEmpty, "\(unordered.prefix(5))")
        #expect(count > 60_000, "every city of 5,000 or more")
        let airports = UnsafeRawBufferPointer(rebasing: data.bytes[data.airports.lines]).filter { $0 == 0x0A }.count
        #expect(airports > 5_000, "the airports with an IATA code")
        #expect(data.zones.count > 300 && data.countries.count > 200 && data.regionNames.count == 64)
    }

    @Test func everyPlaceIsFoundByItsOwnName() {
        let data = gazetteer.data
        var missing: [String] = []
        var offset = data.places.lines.lowerBound
        var index = 0
        while offset < data.places.lines.upperBound {
            defer {
                offset = data.nextLine(after: offset)
                index += 1
            }
            guard index % 37 == 0 else { continue }
            let place = data.place(at: offset)
            guard PlaceKey.fold(place.name) != nil else { continue }
            if !gazetteer.candidates(place.name).contains(place) { missing.append(place.name) }
        }
        #expect(missing.isEmpty, "\(missing.prefix(5))")
    }

    @Test func aNameMeansItsMostPopulousPlaceOfThatOwnName() {
        #expect(region("Portland") == "OR,US")
        #expect(region("Kansas City") == "MO,US")
        #expect(region("Springfield") == "MO,US")
        #expect(region("Arlington") == "TX,US")
        #expect(region("London") == ",GB")
        #expect(region("Saint Louis") == "MO,US")
        #expect(region("St. Louis") == "MO,US")
        // Own names before alternate names: Chicago is Chicago, whatever else once bore the name.
        #expect(region("Chicago") == "IL,US")
    }

    @Test func aQualifierNarrowsByStateProvinceOrCountry() {
        #expect(region("Portland, OR") == "OR,US")
        #expect(region("Portland, ME") == "ME,US")
        #expect(region("Portland, Maine") == "ME,US")
        #expect(region("portland,maine") == "ME,US")
        #expect(region("Kansas City, KS") == "KS,US")
        #expect(region("Springfield, IL") == "IL,US")
        #expect(region("Springfield, Massachusetts") == "MA,US")
        #expect(region("Arlington, VA") == "VA,US")
        #expect(region("London, Ontario") == "ON,CA")
        #expect(region("London, ON") == "ON,CA")
        #expect(region("London, GB") == ",GB")
        #expect(region("London, United Kingdom") == ",GB")
        #expect(region("London, UK") == ",GB")
        #expect(region("London, Canada") == "ON,CA")
        #expect(region("London, Ontario, CA") == "ON,CA")
        #expect(first("Saint-Louis, SN")?.country == "SN")
        #expect(first("Portland, Narnia") == nil)
        #expect(first("Portland, Ontario") == nil)
    }

    @Test func alternateNamesAndAirportCodesFindTheirPlaces() {
        #expect(first("New York")?.name == "New York City")
        #expect(first("new york city")?.name == "New York City")
        #expect(first("MONTRÉAL")?.name == "Montréal")
        #expect(first("montreal")?.name == "Montréal")
        let bos = gazetteer.candidates("BOS")
        #expect(bos.contains { $0.kind == .airport(code: "BOS") })
        #expect(gazetteer.candidates(" JFK ").first?.kind == .airport(code: "JFK"))
        // Any spacing round a code, a tab or a no-break space too, as Foundation's whitespace.
        #expect(gazetteer.candidates("\u{00A0}LAX\t").contains { $0.kind == .airport(code: "LAX") })
        #expect(!gazetteer.candidates("L AX").contains { if case .airport = $0.kind { true } else { false } })
        #expect(gazetteer.airport(code: "ord")?.zone == "America/Chicago")
        #expect(gazetteer.airport(code: "ZZZ") == nil)
    }

    /// A word is not an airport: a code matches only as written, in capitals.
    @Test(arguments: ["New", "new", "jfk", "Bos", "yyz"])
    func aWordIsNeverReadAsAnAirportCode(_ name: String) {
        #expect(!gazetteer.candidates(name).contains { if case .airport = $0.kind { true } else { false } }, "\(name)")
    }

    /// The towns a ballpark trip stops in, and a name matched as written before one matched
    /// only once its spaces and punctuation are dropped.
    @Test func smallTownsOfTheUSAndCanadaAreKnownAndMatchAsWritten() {
        #expect(region("Cooperstown") == "NY,US", "the Hall of Fame's town, not Cooper's Town in the Bahamas")
        #expect(first("Cooperstown")?.population == 1792)
        #expect(gazetteer.candidates("Cooperstown").contains { $0.country == "BS" }, "still a candidate")
        #expect(region("Williamsport") == "PA,US")
        #expect(region("Cooperstown, ND") == "ND,US", "a town of under 1,000 that GeoNames lists among them")
        #expect(region("Cooper's Town") == ",BS", "written as its own name is")
    }

    @Test func theFilesOwnPlacesWinOverTheGazetteer() throws {
        let json: JSONObject = [
            "places": .object([
                "Cooperstown": .object([
                    "lat": .number("42.70"), "lon": .number("-74.92"), "tz": .string("America/New_York"),
                ]),
                "Portland": .object(["lat": .number("43.66"), "lon": .number("-70.26")]),
            ])
        ]
        let resolver = PlaceResolver(own: try FilePlaces.read(json))
        #expect(resolver.resolve("Cooperstown")?.coordinates == Coordinates(latitude: 42.70, longitude: -74.92))
        #expect(resolver.resolve("cooperstown")?.zone == "America/New_York")
        #expect(resolver.resolve("Portland")?.kind == .own)
        #expect(resolver.candidates("Portland").count > 2, "the gazetteer's Portlands follow the file's own")
        #expect(resolver.resolve("Portland, OR")?.region == "OR", "a qualified name is another name")
    }

    @Test func aFilesPlacesThatAreWrongAreRefusedWithWhere() {
        func refusal(_ value: JSONValue) -> String? {
            do {
                _ = try FilePlaces.read(["places": value], zones: .system)
                return nil
            } catch { return error.description }
        }
        let ok: JSONValue = .object(["X": .object(["lat": .number("1"), "lon": .number("2")])])
        #expect(refusal(ok) == nil)
        #expect(refusal(.array([])) == "places: must be an object of places")
        #expect(refusal(.object(["X": .number("1")])) == "places.X: must be an object with lat and lon")
        #expect(
            refusal(.object(["X": .object(["lat": .number("91"), "lon": .number("0")])]))
                == "places.X: lat must be from -90 to 90 (got 91)")
        #expect(
            refusal(.object(["X": .object(["lat": .number("0"), "lon": .number("-180.5")])]))
                == "places.X: lon must be from -180 to 180 (got -180.5)")
        #expect(
            refusal(.object(["X": .object(["lat": .string("0"), "lon": .number("0")])]))
                == "places.X: lat must be a number from -90 to 90")
        #expect(
            refusal(
                .object(["X": .object(["lat": .number("0"), "lon": .number("0"), "tz": .string("Mars/Olympus")])]))?
                .hasPrefix("places.X: tz: ") == true)
        #expect(
            refusal(.object(["X": .object(["lat": .number("0"), "lon": .number("0"), "tz": .number("5")])]))
                == "places.X: tz must be a zone name such as America/New_York")
    }

    @Test func hostileNamesAreLookedUpSafely() {
        let long = String(repeating: "Portland ", count: 1_200)  // over 10,000 characters
        #expect(first(long) == nil)
        #expect(first(String(repeating: "a", count: 10_000)) == nil)
        #expect(first("Port\u{1}land\u{7}")?.region == "OR", "control characters separate words and are dropped")
        #expect(first("\u{1B}[31mBoston") == nil, "an escape sequence's letters stay part of the name")
        #expect(first("") == nil)
        #expect(first(",,,") == nil)
    }
}
