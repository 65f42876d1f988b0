import Foundation
import Testing
@testable import ItineraryEditor

/// One key table drives dispatch, the help and the README.
@Suite struct KeyTableTests {
    @Test func noKeyIsBoundTwiceInOneScope() {
        for scope in Scope.allCases {
            let keys = KeyTable.bindings.filter { $0.scope == scope }.flatMap(\.keys)
            #expect(Set(keys).count == keys.count, "a key is bound twice in \(scope)")
        }
    }

    @Test func everyKeyOfTheSpecIsBound() {
        let trip: [Key] = [.up, .down, .char("k"), .char("j"), .pageUp, .pageDown, .char("g"), .char("G"), .home, .end,
                           .char("["), .char("]"), .char("/"), .char("n"), .char(" "), .char("m"), .char("K"), .char("J"),
                           .char("a"), .char("e"), .char("d"), .delete, .char("u"), .ctrl("r"), .char("s"), .ctrl("s"),
                           .char("q"), .ctrl("c"), .char("?"), .escape, .char("!"), .char("E"), .ctrl("z"), .ctrl("l")]
        for key in trip { #expect(KeyTable.action(for: key, in: .trip) != nil, "\(key.label) does nothing on a trip") }
        for key in [Key.enter, .escape, .char(" "), .up, .down, .char("K"), .char("J"), .char("["), .char("]"), .char("g"), .char("G")] {
            #expect(KeyTable.action(for: key, in: .holding) != nil, "\(key.label) does nothing while holding")
        }
        #expect(KeyTable.action(for: .enter, in: .trips) == .open)
    }

    @Test func theReadmeListsTheKeyTable() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(readme.contains(KeyTable.markdown), "README's key list differs from the key table: run `itin keys` and paste it")
    }
}
