import HeapUsage
import ItineraryCore
import ItineraryEditor

#if canImport(Glibc)
    import Glibc
#endif

/// What the editor holds as it starts on a file and opens its first trip: heap bytes in use
/// (glibc's `mallinfo2`) and the process's RSS and peak RSS after each step. The editor's own
/// steps (`EditCommand.open`, the first frame, Enter), without the terminal.
enum StartMemory {
    static func table(file: String) -> String {
        var out = "| step | heap in use | RSS | peak RSS |\n|---|--:|--:|--:|\n"
        func row(_ step: String) {
            out +=
                "| \(step) | \(mb(Int(itin_heap_bytes_in_use()))) | \(mb(status("VmRSS:"))) | \(mb(status("VmHWM:"))) |\n"
        }
        row("before")
        let (library, content) = try! LibraryFile.loadFingerprinted(file)
        row("loaded (library, fingerprint)")
        var file = FileState(path: file, bytes: nil)
        file.content = content
        var state = EditorState(
            library: library, file: file, today: CalendarDate(iso: "2026-06-12")!, width: 120, height: 40)
        _ = Editor.render(state)
        row("first frame (trips list)")
        _ = Editor.update(&state, .key(.enter))
        _ = Editor.render(state)
        row("trip open (its layout)")
        return out
    }

    private static func mb(_ bytes: Int) -> String {
        let tenths = (bytes * 10 + (1 << 19)) >> 20
        return "\(tenths / 10).\(tenths % 10) MB"
    }

    /// A line of /proc/self/status, in bytes.
    private static func status(_ key: String) -> Int {
        guard let f = fopen("/proc/self/status", "r") else { return 0 }
        defer { fclose(f) }
        var line = [CChar](repeating: 0, count: 256)
        while fgets(&line, Int32(line.count), f) != nil {
            let text = String(cString: line)
            if text.hasPrefix(key) {
                return (Int(text.dropFirst(key.count).filter(\.isNumber)) ?? 0) * 1024
            }
        }
        return 0
    }
}
