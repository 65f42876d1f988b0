// libFuzzer entry point for the iCalendar reader, built by `make fuzz FUZZ_TARGET=icalendar`
// together with the sources of ItineraryCore (one module, so no import). Any input must give
// a calendar or an ICalendarError, never a crash or a hang; so must reading each property's
// value as TEXT and as a date-time, and every error must name a line of the input.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzICalendar(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let lineCount = bytes.count(where: { $0 == UInt8(ascii: "\n") }) + 1
    func check(_ error: ICalendarError) {
        guard (1...lineCount).contains(error.line), !error.reason.isEmpty else {
            fatalError("an error outside the input: \(error)")
        }
    }
    let calendar: ICalendarComponent
    do {
        calendar = try ICalendarReader.read(bytes)
    } catch {
        check(error)
        return 0
    }
    var pending = [calendar]
    while let component = pending.popLast() {
        pending += component.components
        for property in component.properties {
            do { _ = try property.text() } catch { check(error) }
            do { _ = try property.dateTime() } catch { check(error) }
        }
    }
    return 0
}
