// libFuzzer entry point for pasted text, built by `make fuzz FUZZ_TARGET=paste` together with
// the sources of ItineraryCore (one module, so no import). Any text must give items or a
// refusal, never a crash or a hang; what is accepted holds no control character, no item is
// empty, and copying the items as rows and pasting those gives the same items back.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPaste(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    guard case .success(let kinds) = PastedRows.parse(text) else { return 0 }
    func clean(_ s: String) -> Bool { !s.isEmpty && !s.unicodeScalars.contains(where: SafeText.isUnsafe) }
    for kind in kinds {
        switch kind {
        case .travel(let t): precondition(clean(t.from) && clean(t.to), "a leg with a bad city: \(t)")
        case .custom(let c): precondition(clean(c.title) && (c.note.map(clean) ?? true), "a bad note: \(c)")
        }
    }
    let items = kinds.enumerated().map { Item(id: "i\($0.offset)", day: 1, sortOrder: Double($0.offset), kind: $0.element) }
    let again = PastedRows.parse(ClipboardText.rows(items))
    precondition(again.map { $0.count } == .success(kinds.count), "a copy of \(kinds.count) items pastes back as \(again)")
    return 0
}
