import ItineraryCore
import Testing

@testable import ItineraryEditor

/// Ctrl-Z and Ctrl-L are the terminal's: whatever is open, they ask the run loop to suspend or
/// to draw everything again, and change nothing of the state (docs/keys.md).
@Suite struct TerminalKeysTests {
    /// The states a key can meet: each list, a drag, a selection, each kind of modal, too small.
    static let states: [(String, EditorState)] = {
        var holding = tripEditor(cursorOn: "ne-n2")
        holding.press(.char(" "), .down, .down)
        var selecting = tripEditor(cursorOn: "ne-n2")
        selecting.press(.char("v"), .down)
        var form = tripEditor(cursorOn: "ne-n2")
        form.press(.char("e"))
        var prompt = tripEditor(cursorOn: "ne-n2")
        prompt.press(.char("/"))
        prompt.type("lob")
        var help = editor()
        help.press(.char("?"))
        var question = tripEditor(cursorOn: "ne-n2")
        question.press(.char("d"), .ctrl("c"))
        var holdingTrip = editor()
        holdingTrip.press(.char(" "))
        return [
            ("the trips list", editor()), ("a trip", tripEditor(cursorOn: "ne-g1")), ("holding an item", holding),
            ("holding a trip", holdingTrip), ("a selection", selecting), ("a form", form), ("a prompt", prompt),
            ("the help", help), ("the quit question", question), ("too small", editor(width: 30, height: 8)),
        ]
    }()

    @Test(arguments: [(Key.ctrl("z"), Effect.suspend), (.ctrl("l"), .redraw)])
    func theKeyActsWhateverIsOpenAndChangesNothing(key: Key, effect: Effect) {
        for (name, before) in Self.states {
            var state = before
            #expect(state.press(key) == [effect], "\(key.label) in \(name)")
            #expect(state == before, "\(key.label) changed the state in \(name)")
        }
        #expect(Self.states[2].1.isHolding && Self.states[3].1.isHolding && Self.states[9].1.geometry.isTooSmall)
    }

    @Test func theKeyTableBindsThemInEveryScope() {
        for scope in Scope.allCases {
            #expect(KeyTable.standard.action(for: .ctrl("z"), in: scope) == .suspend, "\(scope)")
            #expect(KeyTable.standard.action(for: .ctrl("l"), in: scope) == .redraw, "\(scope)")
        }
        let anytimeKeys = KeyTable.standard.bindings.filter { $0.scope == .anytime }.flatMap(\.keys)
        for b in KeyTable.standard.bindings where b.scope != .anytime {
            #expect(Set(b.keys).isDisjoint(with: anytimeKeys), "\(b.keyLabel) in \(b.scope) is never reached")
        }
    }
}
