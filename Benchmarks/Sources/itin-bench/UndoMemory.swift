import HeapUsage
import ItineraryCore

/// The memory an undo step keeps: heap bytes in use (glibc's `mallinfo2`, through `HeapUsage`) after 200 drops
/// recorded in a history, less before, per drop. It must not grow with the library.
enum UndoMemory {
    static let steps = 200

    static func bytesPerStep(items: Int) -> Int {
        let library = GeneratedTrip.library(items: items)
        let trip = library.trips[0]
        let note = trip.items[trip.items.count / 2..<trip.items.count].first { $0.custom != nil }!
        let session = DragSession(grabbing: note.id, in: TripLayout(trip))!
        // Two drops that swap a note between the slots just above and below its own.
        var up = session
        var down = session
        up.moveToAllowed(-1)
        down.moveToAllowed(1)
        guard case .moved(let toUp) = up.drop(), case .moved(let toDown) = down.drop() else { return -1 }
        var history = History(library)
        let change = Change("moved", focus: .library)
        try! history.apply(toUp, change: change)  // the first copy of the trip is the present's, not a step's
        let before = itin_heap_bytes_in_use()
        for i in 0..<steps { try! history.apply(i % 2 == 0 ? toDown : toUp, change: change) }
        let after = itin_heap_bytes_in_use()
        return (Int(after) - Int(before)) / steps
    }

    static func table() -> String {
        var out = "| undo step | items | bytes kept per step |\n|---|--:|--:|\n"
        for size in CoreBenchmarks.sizes { out += "| a drop | \(size) | \(bytesPerStep(items: size)) |\n" }
        return out
    }
}
