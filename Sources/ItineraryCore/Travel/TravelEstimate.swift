/// One leg's distance and time by the model (docs/travel.md): its own miles when the file
/// has them, else the great-circle distance made longer by its mode.
public struct LegEstimate: Hashable, Sendable {
    public let mode: Travel.Mode
    public let miles: Double
    public let seconds: Double
    /// Whether `miles` came from the model rather than the file.
    public let estimated: Bool

    /// Nil when the leg has no miles and either end is unknown.
    public init?(_ travel: Travel, from: Coordinates?, to: Coordinates?, model: TravelModel) {
        let mode = travel.mode ?? .drive
        if let miles = travel.miles {
            self.init(mode: mode, miles: miles, model: model, estimated: false)
        } else if let from, let to {
            self.init(mode: mode, miles: model.miles(mode, from: from, to: to), model: model, estimated: true)
        } else {
            return nil
        }
    }

    public init(mode: Travel.Mode, miles: Double, model: TravelModel, estimated: Bool) {
        self.mode = mode
        self.miles = miles
        self.seconds = model.seconds(mode, miles: miles)
        self.estimated = estimated
    }

    /// `228 mi · about 4 h 9 min by car`
    public var text: String {
        "\(TravelText.miles(miles)) · about \(TravelText.duration(seconds: seconds)) \(TravelText.by(mode))"
    }
}

/// The miles a new leg gets from the model (`add leg --miles auto`, the leg form): whole
/// miles between two places (docs/travel.md), or the name that fits no place.
public enum LegMiles {
    public struct Unknown: Error, Hashable, Sendable { public let name: String }

    public static func estimate(
        from: String, to: String, mode: Travel.Mode?, places: PlaceResolver,
        model: TravelModel = .standard
    ) -> Result<LegEstimate, Unknown> {
        guard let a = places.resolve(from) else { return .failure(Unknown(name: from)) }
        guard let b = places.resolve(to) else { return .failure(Unknown(name: to)) }
        let mode = mode ?? .drive
        let miles = model.miles(mode, from: a.coordinates, to: b.coordinates).rounded()
        return .success(LegEstimate(mode: mode, miles: miles, model: model, estimated: true))
    }
}
