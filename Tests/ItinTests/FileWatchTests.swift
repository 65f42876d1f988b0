import Foundation
import Testing

@testable import itin

/// The watch on the library file starts after the first frame: a change made after the file
/// was read and before the watch began must still be told, and nothing else.
@Suite struct FileWatchTests {
    /// A fresh folder holding `trips.json` with `text`.
    static func file(_ text: String) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("itin-watch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent("trips.json").path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    static func remove(_ path: String) {
        try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent)
    }

    @Test func aChangeBeforeTheWatchStartsIsToldOnce() throws {
        let path = try Self.file("{}")
        defer { Self.remove(path) }
        let watch = FileWatch(path: path)
        try Data("{\"trips\": []}".utf8).write(to: URL(fileURLWithPath: path))
        watch.start()
        #expect(watch.descriptor != nil, "inotify watches the folder")
        #expect(watch.takeChange(now: 0, readable: false), "the change before the watch began")
        #expect(!watch.takeChange(now: 0, readable: false), "told once")
    }

    @Test func noChangeBeforeTheWatchStartsTellsNothing() throws {
        let path = try Self.file("{}")
        defer { Self.remove(path) }
        let watch = FileWatch(path: path)
        watch.start()
        #expect(!watch.takeChange(now: 0, readable: false))
    }

    @Test func aChangeAfterTheWatchStartsIsTheWatchs() throws {
        let path = try Self.file("{}")
        defer { Self.remove(path) }
        let watch = FileWatch(path: path)
        watch.start()
        try Data("{\"trips\": []}".utf8).write(to: URL(fileURLWithPath: path))
        #expect(watch.takeChange(now: 0, readable: true), "the folder's event names the file")
    }

    @Test func aFileMadeBeforeTheWatchStartsIsAChange() throws {
        let path = try Self.file("{}")
        defer { Self.remove(path) }
        let missing = (path as NSString).deletingLastPathComponent + "/new.json"
        let watch = FileWatch(path: missing)
        try Data("{}".utf8).write(to: URL(fileURLWithPath: missing))
        watch.start()
        #expect(watch.takeChange(now: 0, readable: false))
    }
}
