import ItineraryCore

/// A leg form's Miles, while empty, suggests the model's estimate between From and To by its
/// Mode (shown dim, taken by Enter); what the user types replaces the suggestion, never extends
/// it, and an emptied field suggests again. The field holds only what the user typed.
extension Form {
    var isLegForm: Bool {
        switch purpose {
        case .addLeg, .editLeg: return true
        default: return false
        }
    }

    /// After every key: the suggestion for an empty Miles, worked out again from From, To and
    /// Mode; none while the user's own miles are in the field.
    mutating func suggestMiles(places: PlaceResolver, model: TravelModel) {
        guard isLegForm else { return }
        self.model = model
        guard text(.miles).isEmpty else {
            milesSuggestion = nil
            return
        }
        switch LegMiles.estimate(from: text(.from), to: text(.to), mode: mode, places: places, model: model) {
        case .success(let estimate): milesSuggestion = formatNumber(estimate.miles)
        case .failure: milesSuggestion = nil
        }
    }

    /// The miles the leg is saved with: the user's, else the suggestion.
    var miles: String { milesSuggestion ?? text(.miles) }

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
