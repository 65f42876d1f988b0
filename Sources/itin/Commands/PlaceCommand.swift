import ArgumentParser
import ItinCommandLine
import ItineraryCore

struct PlaceCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "place",
        abstract: "Show what city names mean: one line per place each name may be, the one it means first.",
        discussion: """
            Names match whatever their case, accents, punctuation and spacing, and by alternate \
            names; a qualifier after a comma narrows them (Portland, ME; London, GB). Of several \
            places, one whose own name it is beats one that lists it as an alternate, then the \
            most populous. Exits 1 when a name fits no place.
            """)

    @Argument(help: "City names, airport codes.") var names: [String]
    @Option(help: ArgumentHelp("Choose, of each name's places, the nearest to this city.", valueName: "CITY"))
    var near: String?

    func run() throws {
        let gazetteer = Gazetteer.shared
        var centre: Place?
        if let near {
            guard let found = gazetteer.candidates(near).first else {
                throw CommandFailure(ExitStatus.usage, "no place is called \(near)")
            }
            centre = found
        }
        var unknown = false
        for (i, name) in names.enumerated() {
            var candidates = gazetteer.candidates(name)
            if let centre {
                let distance = { (p: Place) in
                    GreatCircle.miles(p.coordinates, centre.coordinates, radius: TravelModel.standard.earthRadiusMiles)
                }
                candidates = candidates.enumerated().sorted {
                    (distance($0.element), $0.offset) < (distance($1.element), $1.offset)
                }.map(\.element)
            }
            if names.count > 1 { print("\(i > 0 ? "\n" : "")\(SafeText.clean(name)):") }
            if candidates.isEmpty {
                complain("no place is called \(name)")
                unknown = true
            }
            for place in candidates { print(SafeText.clean(gazetteer.line(place))) }
        }
        if unknown { throw CommandFailure(ExitStatus.ruleViolation) }
    }
}
