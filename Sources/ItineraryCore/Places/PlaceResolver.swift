/// What the names of one file mean: the file's own `places` first, then the gazetteer
/// (docs/travel.md). The same name means the same place in every trip.
public struct PlaceResolver: Sendable {
    /// The file's own places, by folded name.
    let own: [String: Place]

    public init(own: [String: Place] = [:]) {
        self.own = own
    }

    /// The file's `places` (checked when it was read) and the shipped gazetteer.
    public init(_ library: Library) {
        self.init(own: (try? FilePlaces.read(library.unknown)) ?? [:])
    }

    /// Every place `name` may mean, the one it means first.
    public func candidates(_ name: String) -> [Place] {
        (ownPlace(name).map { [$0] } ?? []) + Gazetteer.shared.candidates(name)
    }

    /// The place `name` means, or nil when it is unknown.
    public func resolve(_ name: String) -> Place? {
        ownPlace(name) ?? Gazetteer.shared.candidates(name).first
    }

    /// The file's own place of this name; the name is folded only when the file has some.
    private func ownPlace(_ name: String) -> Place? {
        guard !own.isEmpty, let key = PlaceKey.fold(name) else { return nil }
        return own[key]
    }
}
