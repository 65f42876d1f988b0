import Foundation
import ItineraryCore
import Testing

/// Saving and the commands (docs/data.md, docs/commands.md): atomic saves, permissions, symbolic
/// links, and load errors that name the file.
@Suite final class FileTests {
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("itin-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    func path(_ name: String) -> String { folder.appendingPathComponent(name).path }
    func contents() throws -> [String] { try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() }
    func text(_ name: String) throws -> String { try String(contentsOfFile: path(name), encoding: .utf8) }
    func mode(_ name: String) throws -> Int {
        try #require(FileManager.default.attributesOfItem(atPath: path(name))[.posixPermissions] as? Int)
    }

    @Test func saveThenLoadGivesTheSameLibraryAndTheBytesItCameFrom() throws {
        let file = path("trips.json")
        try LibraryFile.save(DemoLibrary.library, to: file)
        let (library, bytes) = try LibraryFile.load(file)
        #expect(library == DemoLibrary.library)
        #expect(bytes == Array(LibraryEncoder.encode(DemoLibrary.library).utf8))
    }

    @Test func anAtomicSaveKeepsTheOriginalsPermissions() throws {
        let file = path("trips.json")
        try "old".write(toFile: file, atomically: false, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: file)
        try LibraryFile.save(DemoLibrary.library, to: file)
        #expect(try mode("trips.json") == 0o640)
        #expect(try text("trips.json") == LibraryEncoder.encode(DemoLibrary.library))
    }

    @Test func savingThroughASymbolicLinkWritesTheTargetAndLeavesTheLinkALink() throws {
        try FileManager.default.createDirectory(atPath: path("real"), withIntermediateDirectories: true)
        try "old".write(toFile: path("real/trips.json"), atomically: false, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: path("link.json"), withDestinationPath: "real/trips.json")
        try LibraryFile.save(DemoLibrary.library, to: path("link.json"))
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: path("link.json")) == "real/trips.json")
        let type = try FileManager.default.attributesOfItem(atPath: path("link.json"))[.type] as? FileAttributeType
        #expect(type == .typeSymbolicLink)
        #expect(try text("real/trips.json") == LibraryEncoder.encode(DemoLibrary.library))
        #expect(try FileManager.default.contentsOfDirectory(atPath: path("real")) == ["trips.json"])
    }

    @Test func aSaveLeavesNoTemporaryFileBehind() throws {
        var library = DemoLibrary.library
        for n in 1...5 {
            library.trips[0].name = "Version \(n)"
            try LibraryFile.save(library, to: path("trips.json"))
        }
        #expect(try contents() == ["trips.json"])
        #expect(try LibraryFile.load(path("trips.json")).library.trips[0].name == "Version 5")
    }

    @Test func aSaveToANewFileCreatesIt() throws {
        try AtomicFile.write("hello\n", to: path("new.json"))
        #expect(try text("new.json") == "hello\n")
        #expect(try contents() == ["new.json"])
    }

    @Test func aSaveThatCannotWriteFailsAndLeavesNothing() throws {
        try "not a folder".write(toFile: path("file"), atomically: false, encoding: .utf8)
        #expect(throws: FileError.self) { try LibraryFile.save(DemoLibrary.library, to: path("file/trips.json")) }
        #expect(try contents() == ["file"])
    }

    /// Saving (docs/data.md): like `mkdir -p`, with the permissions the umask leaves of 0777.
    @Test func aSaveMakesTheFoldersThatAreMissing() throws {
        // The umask as /proc shows it: setting it to read it would race the other tests.
        let status = try String(contentsOfFile: "/proc/self/status", encoding: .utf8)
        let mask = try #require(
            status.split(separator: "\n").first { $0.hasPrefix("Umask:") }
                .flatMap { Int($0.dropFirst(6).trimmingCharacters(in: .whitespaces), radix: 8) })
        try AtomicFile.write("hello\n", to: path("a/b/new.json"))
        #expect(try text("a/b/new.json") == "hello\n")
        #expect(try mode("a") == 0o777 & ~mask)
        #expect(try mode("a/b") == 0o777 & ~mask)
        #expect(try FileManager.default.contentsOfDirectory(atPath: path("a/b")) == ["new.json"])
    }

    @Test func loadingAMissingFileSaysItIsMissing() throws {
        let file = path("nope.json")
        #expect(throws: LibraryFile.LoadError.file(.missing(path: file))) { try LibraryFile.load(file) }
    }

    @Test func loadingAnInvalidFileNamesTheFileAndTheLineAndColumn() throws {
        let file = path("bad.json")
        try "{\n  \"format\": \"itin/1\",\n  \"trips\": [,]\n}\n".write(
            toFile: file, atomically: false, encoding: .utf8)
        let error = try #require(throws: LibraryFile.LoadError.self) { try LibraryFile.load(file) }
        guard case .invalid(let where_, let format) = error else {
            Issue.record("expected an invalid-file error, got \(error)")
            return
        }
        #expect(where_ == file)
        #expect(format.position == SourcePosition(line: 3, column: 13))
        #expect(error.description.hasPrefix("\(file):3:13:"))
    }

    @Test func anErrorMessageNeverCarriesControlCharactersFromTheFile() throws {
        let file = path("evil.json")
        try #"{"format": "itin/\u001b[31m\u0007", "trips": []}"#.write(toFile: file, atomically: false, encoding: .utf8)
        let error = try #require(throws: LibraryFile.LoadError.self) { try LibraryFile.load(file) }
        #expect(!error.description.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
    }

    @Test func aDirectoryIsAnIOErrorNotAMissingFile() throws {
        let error = try #require(throws: LibraryFile.LoadError.self) { try LibraryFile.load(folder.path) }
        guard case .file(.io) = error else {
            Issue.record("expected an I/O error, got \(error)")
            return
        }
    }
}
