/// Loading and saving a library file, with errors that say which file and where.
public enum LibraryFile {
    public enum LoadError: Error, Equatable, Sendable, CustomStringConvertible {
        case file(FileError)
        case invalid(path: String, FormatError)

        /// Safe to print: the message quotes text from the file (`got "…"`), whose control
        /// characters must not reach a terminal as they are (docs/data.md).
        public var description: String {
            switch self {
            case .file(let e): return SafeText.clean(e.description)
            case .invalid(let path, let e):
                return SafeText.clean("\(path):\(e.position.map { "\($0):" } ?? "") \(e.positionless)")
            }
        }
    }

    /// The library and the exact bytes it came from (to notice a change on disk before saving).
    public static func load(_ path: String) throws(LoadError) -> (library: Library, bytes: [UInt8]) {
        let bytes: [UInt8]
        do { bytes = try RegularFileReader.read(path) } catch { throw .file(error) }
        return (try decode(bytes, path: path), bytes)
    }

    /// The library in bytes read from `path`, or what is wrong with them and where.
    public static func decode(_ bytes: [UInt8], path: String) throws(LoadError) -> Library {
        do { return try LibraryDecoder.decode(bytes) } catch { throw .invalid(path: path, error) }
    }

    /// The library and a fingerprint of the bytes it came from, for a caller that keeps no
    /// bytes (the editor). The bytes are let go of as they are decoded, so a large file and
    /// its library are never both whole in memory. A file the decoder refuses is read again
    /// whole, to say what is wrong and where: as `load` would have, a moment later.
    public static func loadFingerprinted(_ path: String) throws(LoadError) -> (library: Library, content: Fingerprint) {
        let buffer: FileBuffer
        do { buffer = try RegularFileReader.readReleasable(path) } catch { throw .file(error) }
        let decoded: (library: Library, content: Fingerprint)? = withExtendedLifetime(buffer) {
            // The fingerprint's pieces are hashed as the readers let them go, the rest after.
            let library = try? FastDecoder.decode(
                buffer.bytes, release: buffer.release(before:), pages: buffer.mappedPages)
            return library.map { ($0, buffer.fingerprint) }
        }
        // Shortened while read: read again, and say what it holds now. (Asked first, whatever
        // was decoded: it ends the guard, which one mapping at a time may hold.)
        let cutShort = buffer.wasCutShort
        if let decoded, !cutShort { return decoded }
        let (library, bytes) = try load(path)
        return (library, Fingerprint(bytes))
    }

    public static func exists(_ path: String) -> Bool { FileIO.exists(path) }

    /// The names in a folder (for cleaning up a scratch folder).
    public static func entries(in folder: String) -> [String] { FileIO.entries(in: folder) }

    public static func readBytes(_ path: String) throws(FileError) -> [UInt8] { try RegularFileReader.read(path) }

    /// A small file (the settings), refused as a library file is (a FIFO, a device) and past
    /// `limit` bytes (`.tooLarge`, whose words are the caller's to give); with its mode bits
    /// as the file read had them (`st_mode`: who else may write it).
    public static func readBytes(_ path: String, limit: Int) throws(FileError) -> (bytes: [UInt8], mode: UInt32) {
        try RegularFileReader.readWithMode(path, limit: limit)
    }

    /// Nil, or why the save may not survive a power cut (see `AtomicFile.write`).
    @discardableResult
    public static func save(_ library: Library, to path: String) throws(FileError) -> String? {
        try AtomicFile.write(LibraryEncoder.encode(library), to: path)
    }
}

extension FormatError {
    /// The message without the position, for callers that print the position themselves.
    var positionless: String {
        path.isEmpty ? message : "\(path): \(message)"
    }
}
