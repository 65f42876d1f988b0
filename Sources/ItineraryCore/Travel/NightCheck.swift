/// The second, small pass of `TravelCheck` (docs/stays.md): each night a stay covers against
/// where that day ends, two stays on one night, and, once the trip has a stay, the nights none
/// covers. Only the nights `TripNights.judged` names are: the trip's own (days 1…N−1: the last
/// day goes home), or a traveller's.
struct NightCheck {
    let trip: Trip
    let nights: TripNights
    /// Where each day ends, from the walk (index 0 is day 1).
    let dayEnds: [String?]

    private(set) var warnings: [TravelCheck.Warning] = []
    private(set) var unbooked: [TravelCheck.UnbookedNight] = []

    init(trip: Trip, nights: TripNights, dayEnds: [String?]) {
        self.trip = trip
        self.nights = nights
        self.dayEnds = dayEnds
    }

    mutating func run(places: inout TripPlaces, model: TravelModel) {
        guard nights.any else { return }
        let judged = nights.judged
        for i in nights.stays.indices {
            // By index, so that only the stay is copied, not each item.
            guard case .stay(let stay) = nights.stays[i].kind else { continue }
            for day in stay.nightDays(from: nights.stays[i].day) where judged.contains(day) {
                guard let end = dayEnds[day - 1], !places.same(end, stay.city, model: model) else { continue }
                let text = "sleeping in \(stay.city) on \(night(day)), but the day ends in \(end)"
                warnings.append(.init(entryID: nights.stays[i].id, kind: .elsewhereAtNight, description: text))
            }
        }
        for day in judged {
            let count = nights.bedCount(onNightOf: day)
            if count > 1 {
                let beds = nights.stays(onNightOf: day)
                let names = beds.map { $0.stay!.name }.joined(separator: ", ")
                warnings.append(
                    .init(
                        entryID: beds.last!.id, kind: .twoBeds,
                        description: "\(Self.beds(beds.count)) on night \(day): \(names)"))
            } else if count == 0 {
                let city = dayEnds[day - 1]
                let end = city.map { ", the day ends in \($0)" } ?? ""
                unbooked.append(.init(day: day, dayEndsIn: city, description: "\(night(day)): no stay\(end)"))
            }
        }
    }

    /// `night 2 (Sat Jun 13)`: a night is named by the day it follows.
    private func night(_ day: Int) -> String { "night \(day) (\(trip.date(ofDay: day).shortText))" }

    /// `two beds`, `three beds`, `4 beds`.
    private static func beds(_ n: Int) -> String {
        switch n {
        case 2: return "two beds"
        case 3: return "three beds"
        default: return "\(n) beds"
        }
    }
}
