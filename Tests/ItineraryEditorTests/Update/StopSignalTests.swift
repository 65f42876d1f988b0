import ItineraryCore
import Testing

@testable import ItineraryEditor

/// A stop signal keeps unsaved changes beside the file.
@Suite struct StopSignalTests {
    @Test func aStopWithUnsavedChangesWritesTheRecoveryFileThenExits() {
        var s = tripEditor(cursorOn: "ne-n1")
        s.press(.char("d"))
        let text = LibraryEncoder.encode(s.library)
        #expect(
            Editor.update(&s, .stop(signal: 15)) == [
                .writeRecovery(text: text, path: "/tmp/trips.json.recover"), .exit(143),
            ])
    }

    @Test func aStopWithoutChangesJustExits() {
        var s = tripEditor(cursorOn: "ne-n1")
        #expect(Editor.update(&s, .stop(signal: 15)) == [.exit(143)])
    }
}
