import ItineraryCore
import ItineraryEditor

#if canImport(Glibc)
import Glibc
#endif

/// A drag step as the run loop makes it (update, render, the bytes for the terminal), timed
/// after the caches were filled with something else, as they are when a key arrives after
/// the editor slept: what a step costs a user, which the instruction count alone misses.
enum ColdStep {
    static func run(items: Int, steps: Int, thrashBytes: Int) -> (median: Double, warm: Double) {
        let library = GeneratedTrip.library(items: items)
        var state = CoreBenchmarks.editorHolding(library, leg: GeneratedTrip.middleLeg(of: library))
        let update = TerminalUpdate(colors: true)
        var shown = Editor.render(state)
        var junk = [UInt8](repeating: 1, count: max(thrashBytes, 1))
        var cold: [Double] = [], warm: [Double] = []
        var sink = 0
        for i in 0..<steps {
            let key: Key = (i / 30) % 2 == 0 ? .down : .up
            let thrash = i % 2 == 0
            if thrash {
                junk.withUnsafeMutableBufferPointer { b in
                    var j = 0
                    while j < b.count { b[j] &+= 1; j += 64 }
                }
            }
            let t0 = Measurement.now()
            _ = Editor.update(&state, .key(key))
            let frame = Editor.render(state)
            sink &+= update.bytes(from: shown, to: frame).count
            shown = frame
            let t1 = Measurement.now()
            if thrash { cold.append(t1 - t0) } else { warm.append(t1 - t0) }
        }
        precondition(sink > 0)
        cold.sort()
        warm.sort()
        return (cold[cold.count / 2], warm[warm.count / 2])
    }
}
