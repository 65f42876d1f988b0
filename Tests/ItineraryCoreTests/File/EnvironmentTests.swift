import ItineraryCore
import Testing

@Suite struct EnvironmentTests {
    @Test func anEmptyVariableCountsAsUnset() {
        let environment = Environment(["TERM": "xterm", "NO_COLOR": "", "HOME": ""])
        #expect(environment["TERM"] == "xterm")
        #expect(environment["NO_COLOR"] == nil)
        #expect(environment["COLORTERM"] == nil)
        #expect(environment.home == nil)
    }

    @Test(arguments: [
        ("~", "/home/ann", "/home/ann"),
        ("~/trips.json", "/home/ann", "/home/ann/trips.json"),
        ("~/", "/home/ann", "/home/ann/"),
        ("/srv/trips.json", "/home/ann", "/srv/trips.json"),
        ("trips.json", "/home/ann", "trips.json"),
        ("~ann/trips.json", "/home/ann", "~ann/trips.json"),  // another user's home: not ours to guess
        ("a/~/b", "/home/ann", "a/~/b"),
    ])
    func aTildeIsTheHomeFolderAsAShellReadsIt(_ path: String, _ home: String, _ expanded: String) {
        #expect(Environment.expandingTilde(in: path, home: home) == expanded)
    }

    @Test func aTildeWithoutAHomeIsNothingAndAnyOtherPathStays() {
        #expect(Environment.expandingTilde(in: "~/trips.json", home: nil) == nil)
        #expect(Environment.expandingTilde(in: "~", home: "") == nil)
        #expect(Environment.expandingTilde(in: "/srv/trips.json", home: nil) == "/srv/trips.json")
    }
}
