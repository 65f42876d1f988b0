// libFuzzer entry point for the itin/1 decoder, built by `make fuzz` together with the
// sources of ItineraryCore (one module, so no import). Any input must give a library or a
// FormatError, never a crash or a hang; a library must survive encode → decode unchanged;
// the fast decoder and the explaining one must accept the same files and read them alike.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDecoder(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    // The fast decoder must accept exactly what the explaining one accepts, alike.
    let fast = bytes.withUnsafeBufferPointer { try? FastDecoder.decode($0) }
    let explained = try? LibraryDecoder.explaining(bytes)
    guard (fast == nil) == (explained == nil), fast == explained,
          fast.map({ keyOrders($0) == keyOrders(explained!) }) ?? true else {
        fatalError("the fast decoder \(fast == nil ? "refused" : "accepted") what the explaining one \(explained == nil ? "refused" : "accepted")")
    }
    guard let library = try? LibraryDecoder.decode(bytes) else { return 0 }
    let text = LibraryEncoder.encode(library)
    guard let again = try? LibraryDecoder.decode(Array(text.utf8)), again == library,
          LibraryEncoder.encode(again) == text else {
        fatalError("round trip changed the library")
    }
    for trip in library.trips {
        let layout = TripLayout(trip)
        _ = TripCheck(layout)
        for row in layout.rows { _ = SafeText.clean(RowText.entry(row.entry ?? .item(Item(id: "", day: 1, sortOrder: 0, kind: .custom(Custom(title: "")))))) }
    }
    return 0
}

private func keyOrders(_ library: Library) -> [[String]] {
    [library.keyOrder.keys] + library.trips.flatMap { t in
        [t.keyOrder.keys] + t.games.map(\.keyOrder.keys) + t.items.map(\.keyOrder.keys)
    }
}
