/// What the names of one file mean: the file's own `places` first, then the gazetteer
/// (SPEC §9.1). The same name means the same place in every trip.
public struct PlaceResolver: Sendable {
    /// The file's own places, by folded name.
    let own: [String: Place]
    let gazetteer: @Sendable () -> Gazetteer

    public init(own: [String: Place] = [:], gazetteer: @escaping @Sendable () -> Gazetteer = { Gazetteer.shared }) {
        self.own = own
        self.gazetteer = gazetteer
    }

    /// The file's `places` (checked when it was read) and the shipped gazetteer.
    public init(_ library: Library) {
        self.init(own: (try? FilePlaces.read(library.unknown)) ?? [:])
    }

    /// Every place `name` may mean, the one it means first.
    public func candidates(_ name: String) -> [Place] {
        let ownPlace = PlaceKey.fold(name).flatMap { own[$0] }
        return (ownPlace.map { [$0] } ?? []) + gazetteer().candidates(name)
    }

    /// The place `name` means, or nil when it is unknown.
    public func resolve(_ name: String) -> Place? {
        if !own.isEmpty, let key = PlaceKey.fold(name), let place = own[key] { return place }
        return gazetteer().candidates(name).first
    }
}
