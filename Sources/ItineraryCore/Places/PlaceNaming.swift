/// The names a place is written by when itin writes it for a reader: one that resolves back to
/// it first, and a title for messages.
public enum PlaceNaming {
    /// The shortest of `Name`, `Name, ST`, `Name, ST, CC`, `Name, CC` that resolves back to
    /// `place` first (a venue by its own name); nil when none does.
    public static func name(of place: Place, places: PlaceResolver = PlaceResolver()) -> String? {
        var tries = [place.name]
        if !place.region.isEmpty { tries.append("\(place.name), \(place.region)") }
        if !place.country.isEmpty {
            if !place.region.isEmpty { tries.append("\(place.name), \(place.region), \(place.country)") }
            tries.append("\(place.name), \(place.country)")
        }
        return tries.first { resolved($0, places: places) == place }
    }

    /// What a name written by `name(of:)` means: a venue of the table, else the first place.
    public static func resolved(_ name: String, places: PlaceResolver = PlaceResolver()) -> Place? {
        Venues.named(name)?.place ?? places.resolve(name)
    }

    /// `Queens, New York, US`: the name, its state or province in full, its country.
    public static func title(_ place: Place) -> String {
        var parts = [place.name]
        if let region = Gazetteer.shared.regionName(country: place.country, region: place.region) {
            parts.append(region)
        }
        if !place.country.isEmpty { parts.append(place.country) }
        return parts.joined(separator: ", ")
    }
}

extension Gazetteer {
    /// `New York` for `US`, `NY`.
    func regionName(country: String, region: String) -> String? {
        region.isEmpty ? nil : data.regionNames["\(country)/\(region)"]
    }
}
