import ItineraryCore

/// A leg form's Miles follows the model's estimate between From and To (SPEC §9.4) until the
/// user types their own; emptied, it follows again from the next change of From, To or Mode
/// (not at once: the user emptied it to type).
extension Form {
    var isLegForm: Bool {
        switch purpose {
        case .addLeg, .editLeg: return true
        default: return false
        }
    }

    /// After a key: a Miles the key changed stops following (or, emptied, follows again from
    /// the next key); otherwise the estimate, if it follows.
    mutating func catchUpEstimate(milesTyped: Bool, places: PlaceResolver, model: TravelModel) {
        guard isLegForm else { return }
        self.model = model
        if milesTyped {
            milesFollowEstimate = text(.miles).isEmpty
            return
        }
        guard milesFollowEstimate else { return }
        let miles: String
        switch LegMiles.estimate(from: text(.from), to: text(.to), mode: mode, places: places, model: model) {
        case .success(let estimate): miles = formatNumber(estimate.miles)
        case .failure: miles = ""
        }
        set(.miles, to: miles)
    }

    /// `≈ 4 h 9 min by car`, beside a valid Miles.
    func timeHint(miles text: String) -> String? {
        guard let miles = FieldName.miles(text) else { return nil }
        let mode = self.mode ?? .drive
        let estimate = LegEstimate(mode: mode, miles: miles, model: model, estimated: true)
        return "≈ \(TravelText.duration(seconds: estimate.seconds)) \(TravelText.by(mode))"
    }

    /// The Mode field's mode; nil when empty or not a mode (a leg then drives).
    private var mode: Travel.Mode? { FieldName.mode(text(.mode)) }
}
