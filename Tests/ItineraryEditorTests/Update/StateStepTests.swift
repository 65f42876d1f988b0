import ItineraryCore
import Testing

@testable import ItineraryEditor

/// Update steps asserted on the WHOLE state after each step, as TCA's `TestStore` does: the
/// test says everything a step changes, so a change nobody asked for fails the test.
@Suite struct StateStepTests {
    let northeast = "ne-2026"

    @Test func openMoveGrabSlotUpAndDropAsOneSession() throws {
        var s = editor()
        let trip = try #require(s.library.trip(northeast))

        try step(&s, .key(.enter)) {
            $0.screen = .trip(TripView(trip: trip, places: PlaceResolver(), model: .standard))
        }

        try step(&s, .key(.down)) {
            $0.trip?.cursor = .entry("ne-n1")
            $0.trip?.cursorRowHint = 2
        }

        let lifted = try #require(DragSession(grabbing: "ne-n1", in: TripLayout(trip)))
        try step(&s, .key(.char(" "))) { $0.trip?.motion = .holding(lifted, by: .keys) }

        var oneUp = lifted
        oneUp.slots.move(by: -1)
        try step(&s, .key(.up)) { $0.trip?.motion = .holding(oneUp, by: .keys) }

        // Up one slot is the top of day 1, before the Chicago → Boston leg (sortOrder −2).
        let edit = Edit.move(trip: northeast, item: "ne-n1", to: Landing(day: 1, sortOrder: -3))
        let change = Change("moved Freedom Trail walk", focus: .entry(trip: northeast, id: "ne-n1"))
        try step(&s, .key(.enter)) {
            try $0.document.apply(edit, change)
            let moved = try #require($0.library.trip(northeast))
            $0.trip?.reload(moved, places: PlaceResolver())
            $0.trip?.motion = .settling(ids: ["ne-n1"], ticksLeft: Editor.settleTicks)
            $0.message = .info("Moved to Day 1 · Fri Jun 12 · before Chicago → Boston")
        }
        #expect(s.isModified)
    }

    @Test func questionMarkOpensTheHelpAtItsTop() throws {
        var s = editor()
        try step(&s, .key(.char("?"))) { $0.modal = .help(scroll: 0) }
    }

    @Test func aResizeChangesOnlyTheGeometry() throws {
        var s = tripEditor(cursorOn: "ne-t1")
        s.press(.char(" "), .up)
        try step(&s, .resize(width: 120, height: 40)) { $0.size = .init(width: 120, height: 40) }
    }

    @Test func saveAsksForAGuardedWriteOfThePresentLibrary() throws {
        var s = tripEditor(cursorOn: "ne-n1")
        s.press(.char("d"))
        let save = Effect.save(
            text: LibraryEncoder.encode(s.library), path: "/tmp/trips.json",
            expected: .content(Fingerprint([])))
        try step(&s, .key(.char("s")), effects: [save]) {
            _ = $0.document.save(then: .stay)  // the save now pending
            $0.message = nil  // the delete's message goes with the next key
        }
    }
}

// MARK: - The step

/// Sends one event, with `change` turning a copy of the state before into the state expected
/// after; expects exactly that state and those effects. On a mismatch, the failure shows the
/// lines that differ.
func step(
    _ state: inout EditorState, _ event: Event, effects expected: [Effect] = [],
    sourceLocation: SourceLocation = #_sourceLocation,
    _ change: (inout EditorState) throws -> Void
) throws {
    var expectedState = state
    try change(&expectedState)
    let effects = Editor.update(&state, event)
    if effects != expected {
        let diff = LineDiff.of(expected: expected, actual: effects)
        Issue.record(
            "The effects of \(event) are not the ones expected (− expected, + actual):\n\(diff)",
            sourceLocation: sourceLocation)
    }
    if state != expectedState {
        let diff = LineDiff.of(expected: expectedState, actual: state)
        Issue.record(
            "The state after \(event) is not the one expected (− expected, + actual):\n\(diff)",
            sourceLocation: sourceLocation)
    }
}

/// A line diff of two values printed field by field (Myers' algorithm), showing only the
/// lines that differ with two lines of context around them, at most `limit` lines.
enum LineDiff {
    static func of<T>(expected: T, actual: T, context: Int = 2, limit: Int = 80) -> String {
        let edits = script(lines(of: expected), lines(of: actual))
        let changed = edits.indices.filter { edits[$0].mark != " " }
        guard !changed.isEmpty else { return "(they print the same: the difference is in what == compares)" }
        var shown = Set<Int>()
        for i in changed { shown.formUnion(max(i - context, 0)...min(i + context, edits.count - 1)) }
        var out: [String] = []
        var previous = -1
        for i in shown.sorted() {
            if i != previous + 1 { out.append("  …") }
            out.append("\(edits[i].mark) \(edits[i].line)")
            previous = i
        }
        if out.count > limit { out = out.prefix(limit) + ["  … and \(out.count - limit) more lines"] }
        return out.joined(separator: "\n")
    }

    /// One line per field, nested by indentation, like `dump`; but dictionaries and sets are
    /// printed in sorted order, so equal values always print the same lines.
    static func lines(of value: Any, label: String = "", depth: Int = 0) -> [String] {
        let mirror = Mirror(reflecting: value)
        let children = Array(mirror.children)
        let indent = String(repeating: "  ", count: depth)
        let head = indent + (label.isEmpty ? "" : "\(label): ")
        switch mirror.displayStyle {
        case .optional:
            return children.first.map { lines(of: $0.value, label: label, depth: depth) } ?? [head + "nil"]
        case .tuple:
            return children.enumerated().flatMap { i, c in lines(of: c.value, label: c.label ?? ".\(i)", depth: depth) }
        case .enum where !children.isEmpty:
            return [head + "." + (children[0].label ?? "?")] + lines(of: children[0].value, depth: depth + 1)
        case .enum:
            return [head + ".\(value)"]
        case _ where children.isEmpty:
            guard let text = value as? String, text.contains("\n") else { return [head + String(reflecting: value)] }
            return [head + "\"\"\""]
                + text.split(separator: "\n", omittingEmptySubsequences: false).map { indent + "  " + $0 }
        case .dictionary, .set:
            let entries = children.map { child -> [String] in
                let pair = Array(Mirror(reflecting: child.value).children)
                guard mirror.displayStyle == .dictionary, pair.count == 2 else {
                    return lines(of: child.value, depth: depth + 1)
                }
                return lines(of: pair[1].value, label: String(reflecting: pair[0].value), depth: depth + 1)
            }
            return [head + "\(children.count) entries"] + entries.sorted { $0.joined() < $1.joined() }.flatMap { $0 }
        case .collection:
            return [head + "\(children.count) elements"]
                + children.enumerated().flatMap { i, c in lines(of: c.value, label: "[\(i)]", depth: depth + 1) }
        default:
            return [head + "\(type(of: value))"]
                + children.flatMap { lines(of: $0.value, label: $0.label ?? "", depth: depth + 1) }
        }
    }

    /// The shortest edit script from `a` to `b`: each line kept (" "), removed ("−") or added ("+").
    static func script(_ a: [String], _ b: [String]) -> [(mark: Character, line: String)] {
        let n = a.count
        let m = b.count
        let offset = n + m + 1
        var v = [Int](repeating: 0, count: 2 * offset + 1)
        var trace: [[Int]] = []
        func fromAbove(_ v: [Int], _ k: Int, _ d: Int) -> Bool {
            k == -d || (k != d && v[k - 1 + offset] < v[k + 1 + offset])
        }
        search: for d in 0...(n + m) {
            trace.append(v)
            for k in stride(from: -d, through: d, by: 2) {
                var x = fromAbove(v, k, d) ? v[k + 1 + offset] : v[k - 1 + offset] + 1
                var y = x - k
                while x < n, y < m, a[x] == b[y] {
                    x += 1
                    y += 1
                }
                v[k + offset] = x
                if x >= n, y >= m { break search }
            }
        }
        var edits: [(mark: Character, line: String)] = []
        var x = n
        var y = m
        for d in stride(from: trace.count - 1, through: 0, by: -1) {
            let k = x - y
            let previousK = fromAbove(trace[d], k, d) ? k + 1 : k - 1
            let previousX = trace[d][previousK + offset]
            let previousY = previousX - previousK
            while x > previousX, y > previousY {
                edits.append((" ", a[x - 1]))
                x -= 1
                y -= 1
            }
            guard d > 0 else { break }
            if x == previousX { edits.append(("+", b[y - 1])) } else { edits.append(("−", a[x - 1])) }
            (x, y) = (previousX, previousY)
        }
        return edits.reversed()
    }
}
