import Testing

@testable import ItineraryCore

#if canImport(Glibc)
    import Glibc

    /// A library file is mapped rather than read (`RegularFileReader.readReleasable`); another
    /// program shortening it meanwhile must not crash the reader (SIGBUS), only make it read again.
    @Suite struct MappedFileTests {
        /// Three pages and a bit of `x`, in a folder of its own.
        static func file() throws -> (folder: String, path: String, bytes: [UInt8]) {
            var template = Array("/tmp/itin-mapped-XXXXXX".utf8CString)
            let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
            let folder = String(cString: try #require(made))
            let path = folder + "/trips.json"
            let bytes = [UInt8](repeating: UInt8(ascii: "x"), count: 3 * 4096 + 100)
            let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
            try #require(fd >= 0)
            defer { close(fd) }
            try #require(bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) } == bytes.count)
            return (folder, path, bytes)
        }

        static func remove(_ folder: String, _ path: String) {
            unlink(path)
            rmdir(folder)
        }

        /// The file mapped; other tests' loads may hold the one guard a while (a large file's,
        /// in a debug build, for seconds).
        static func mapped(_ path: String) throws -> FileBuffer {
            for _ in 0..<10_000 {
                let buffer = try RegularFileReader.readReleasable(path)
                if buffer.isMapped { return buffer }
                usleep(2000)
            }
            Issue.record("never mapped")
            return try RegularFileReader.readReleasable(path)
        }

        @Test func aMappedFileReadsAsItsBytes() throws {
            let (folder, path, bytes) = try Self.file()
            defer { Self.remove(folder, path) }
            let buffer = try Self.mapped(path)
            #expect(Array(buffer.bytes) == bytes)
            #expect(!buffer.wasCutShort)
        }

        @Test func aFileShortenedWhileMappedReadsAsZerosAndSaysSo() throws {
            let (folder, path, _) = try Self.file()
            defer { Self.remove(folder, path) }
            let buffer = try Self.mapped(path)
            #expect(buffer.bytes[0] == UInt8(ascii: "x"))
            #expect(truncate(path, 4096) == 0)
            // Past the new end the pages are gone: without the guard, SIGBUS.
            #expect(buffer.bytes[4096...].allSatisfy { $0 == 0 })
            #expect(buffer.bytes[..<4096].allSatisfy { $0 == UInt8(ascii: "x") })
            #expect(buffer.wasCutShort)
        }
    }
#endif
