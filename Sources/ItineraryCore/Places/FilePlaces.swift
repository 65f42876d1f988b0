/// The file's own places (docs/travel.md): the top-level `places` object, from a name as the
/// trips write it to `{"lat": …, "lon": …}` with an optional `"tz"`. It stays among the
/// library's top-level members, so it is kept, merged and written as any other key is; this
/// reads it, and refuses a file whose `places` is wrong (exit 65).
public enum FilePlaces {
    public static let key = "places"

    /// The places by folded name; a name that folds to nothing can never be looked up and
    /// is refused.
    public static func read(_ members: JSONObject, zones: ZoneDatabase? = nil) throws(FormatError) -> [String: Place] {
        guard let member = members.member(key) else { return [:] }
        guard case .object(let object) = member.value else {
            throw FormatError("must be an object of places", path: key, at: member.position)
        }
        var places: [String: Place] = [:]
        for entry in object.members {
            let path = "\(key).\(entry.key)"
            let fail = { (message: String) in FormatError(message, path: path, at: entry.position) }
            guard case .object(let fields) = entry.value else { throw fail("must be an object with lat and lon") }
            guard let folded = PlaceKey.fold(entry.key) else { throw fail("a place needs a name of letters or digits") }
            let latitude = try number(fields, "lat", in: -90...90, path: path, at: entry.position)
            let longitude = try number(fields, "lon", in: -180...180, path: path, at: entry.position)
            var zone: String?
            if let tz = fields["tz"] {
                guard case .string(let name) = tz else { throw fail("tz must be a zone name such as America/New_York") }
                if let zones {
                    do { _ = try zones.zone(named: name) } catch {
                        throw FormatError("tz: \(error)", path: path, at: entry.position)
                    }
                }
                zone = name
            }
            places[folded] = Place(
                kind: .own, name: entry.key,
                coordinates: Coordinates(latitude: latitude, longitude: longitude), zone: zone)
        }
        return places
    }

    private static func number(
        _ fields: JSONObject, _ name: String, in range: ClosedRange<Double>,
        path: String, at position: SourcePosition?
    ) throws(FormatError) -> Double {
        guard case .number(let text)? = fields[name], let value = Double(text), value.isFinite else {
            throw FormatError(
                "\(name) must be a number from \(formatNumber(range.lowerBound)) to \(formatNumber(range.upperBound))",
                path: path, at: position)
        }
        guard range.contains(value) else {
            throw FormatError(
                "\(name) must be from \(formatNumber(range.lowerBound)) to \(formatNumber(range.upperBound)) (got \(text))",
                path: path, at: position)
        }
        return value
    }
}
