#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads a whole file, if it is a regular file of a sane size, and only as much as it held
/// when opened: a FIFO, a device or a file another program keeps appending to cannot make
/// `itin` wait or read forever.
enum RegularFileReader {
    /// The largest file `itin` reads (docs/file-format.md): hundreds of times any real
    /// itinerary, and a bound on the memory a load can take.
    static let limit = 256 << 20

    static func read(_ path: String, limit: Int = limit) throws(FileError) -> [UInt8] {
        try readWithMode(path, limit: limit).bytes
    }

    /// The bytes, and the file's mode bits as the open file had them (not a second look at
    /// the path, which may by then be another file).
    static func readWithMode(_ path: String, limit: Int = limit) throws(FileError) -> (bytes: [UInt8], mode: UInt32) {
        let (fd, size, mode) = try open(path, limit: limit)
        defer { close(fd) }
        // Straight into an uninitialized buffer (zero-filling 20 MB first would cost as much
        // as reading it), and never past the size fstat gave, however the file grows.
        var failure: Int32 = 0
        let bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
            (count, failure) = readAll(fd, into: buffer.baseAddress, size: size)
        }
        if failure != 0 { throw .io(path: path, reason: FileIO.errnoText(failure)) }
        return (bytes, mode)
    }

    /// The same bytes, checked the same way, in memory of their own that can be let go of
    /// from the front as a decoder moves on (`FileBuffer.release`).
    ///
    /// The file is mapped rather than read where it can be: its pages are the kernel's own
    /// copy, with no memory of ours to fault in and zero, then fill (at 20 MB, 2 ms rather
    /// than 15). Check `FileBuffer.wasCutShort` once done with the bytes.
    static func readReleasable(_ path: String) throws(FileError) -> FileBuffer {
        let (fd, size, _) = try open(path)
        defer { close(fd) }
        if let mapped = FileBuffer(mapping: fd, size: size) { return mapped }
        let buffer = try FileBuffer(capacity: size, path: path)
        let (count, failure) = readAll(fd, into: buffer.start, size: size)
        if failure != 0 { throw .io(path: path, reason: FileIO.errnoText(failure)) }
        buffer.count = count
        return buffer
    }

    /// The open file, its size and its mode, if it is a regular file `itin` reads.
    private static func open(_ path: String, limit: Int = limit) throws(FileError) -> (
        fd: Int32, size: Int, mode: UInt32
    ) {
        // O_NONBLOCK: opening a FIFO no one writes to would wait forever.
        let fd = Glibc.open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else {
            if errno == ENOENT { throw .missing(path: path) }
            throw .io(path: path, reason: FileIO.errnoText())
        }
        var st = stat()
        guard fstat(fd, &st) == 0 else {
            let failure = errno
            close(fd)
            throw .io(path: path, reason: FileIO.errnoText(failure))
        }
        let type = st.st_mode & S_IFMT
        let size = Int(st.st_size)
        guard type == S_IFREG, size <= limit else {
            close(fd)
            throw type != S_IFREG
                ? .io(path: path, reason: "not a regular file (\(kind(type)))") : .tooLarge(path: path, size: size)
        }
        return (fd, size, UInt32(st.st_mode))
    }

    /// Reads until `size` bytes or the end of the file; the count read, and errno if it failed.
    private static func readAll(_ fd: Int32, into start: UnsafeMutablePointer<UInt8>?, size: Int) -> (Int, Int32) {
        var count = 0
        while count < size {
            let n = Glibc.read(fd, start! + count, size - count)
            if n < 0 && errno == EINTR { continue }
            if n < 0 { return (count, errno) }
            if n == 0 { break }  // it shrank: what is left is what it holds
            count += n
        }
        return (count, 0)
    }

    private static func kind(_ type: mode_t) -> String {
        switch type {
        case S_IFDIR: return "a directory"
        case S_IFIFO: return "a FIFO"
        case S_IFCHR: return "a character device"
        case S_IFBLK: return "a block device"
        case S_IFSOCK: return "a socket"
        default: return "of type \(String(type >> 12, radix: 8))"
        }
    }
}

/// A file's bytes in pages of their own, which a decoder lets go of from the front as it
/// reads (the parser never reads behind itself): a large file and the library decoded from
/// it are never both whole in memory.
final class FileBuffer {
    private let base: UnsafeMutableRawPointer?
    private let capacity: Int
    /// How many bytes from the start have been let go of (whole pieces of the fingerprint).
    private var released = 0
    /// The fingerprint's pieces, each hashed by whichever reader lets go of it first, or at the
    /// end (`fingerprint`): never all read at once before the decoding, which kept the whole
    /// file in memory at the start.
    private let pieces: PieceHashes
    fileprivate(set) var count = 0
    private var source = Source.read

    /// Where the bytes are.
    private enum Source {
        /// A copy read into memory of ours.
        case read
        /// The file's own pages, guarded (`TruncationGuard`) until asked `wasCutShort` or let go of.
        case guarded
        /// The file's own pages, no longer guarded; whether the file was shortened meanwhile.
        case mapped(cutShort: Bool)
    }

    /// Whether these are the file's own pages rather than a copy read into memory of ours.
    var isMapped: Bool {
        if case .read = source { return false }
        return true
    }

    fileprivate static let pageSize = Int(sysconf(Int32(_SC_PAGESIZE)))

    /// The file's own pages, for a reader ahead of the decoder to drop; nil for a copy.
    var mappedPages: MappedPages? {
        guard isMapped else { return nil }
        return MappedPages(bytes: bytes, pieces: pieces)
    }

    fileprivate init(capacity: Int, path: String) throws(FileError) {
        self.capacity = capacity
        pieces = PieceHashes(bytes: capacity)
        guard capacity > 0 else {
            base = nil
            return
        }
        let mapped = mmap(nil, capacity, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
        guard let mapped, mapped != UnsafeMutableRawPointer(bitPattern: -1) else {
            throw .io(path: path, reason: FileIO.errnoText())
        }
        base = mapped
    }

    /// The first `size` bytes of an open file, mapped read-only; nil where it cannot be.
    fileprivate init?(mapping fd: Int32, size: Int) {
        #if canImport(Glibc)
            guard size > 0 else { return nil }
            // Not populated up front: its pages come in as the readers reach them and go as
            // they pass, so a large file is never whole in memory.
            let mapped = mmap(nil, size, PROT_READ, MAP_PRIVATE, fd, 0)
            guard let mapped, mapped != UnsafeMutableRawPointer(bitPattern: -1) else { return nil }
            guard TruncationGuard.begin(mapped, count: size) else {
                munmap(mapped, size)
                return nil
            }
            base = mapped
            capacity = size
            pieces = PieceHashes(bytes: size)
            count = size
            source = .guarded
        #else
            return nil
        #endif
    }

    /// Whether the file was shortened while mapped: the bytes then read as zeros past its new
    /// end, and what was made of them must be thrown away. Ends the guard.
    var wasCutShort: Bool {
        switch source {
        case .read: return false
        case .mapped(let cutShort): return cutShort
        case .guarded:
            #if canImport(Glibc)
                let cutShort = TruncationGuard.finish()
            #else
                let cutShort = false
            #endif
            source = .mapped(cutShort: cutShort)
            return cutShort
        }
    }

    fileprivate var start: UnsafeMutablePointer<UInt8>? { base?.assumingMemoryBound(to: UInt8.self) }

    /// The bytes read. Those before an offset given to `release` are gone.
    var bytes: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: start, count: count) }

    /// Lets go of the whole pieces before `offset`, hashed first.
    func release(before offset: Int) {
        guard let base else { return }
        let end = min(offset, count) / Fingerprint.piece * Fingerprint.piece
        guard end > released else { return }
        pieces.hash(bytes, within: released..<end)
        munmap(base + released, end - released)
        released = end
    }

    /// What the bytes hold, their pieces not yet hashed hashed now (those let go of were
    /// hashed as they went).
    var fingerprint: Fingerprint {
        pieces.hash(bytes, within: 0..<count)
        return pieces.fingerprint(count: count)
    }

    deinit {
        _ = wasCutShort
        if let base, capacity > released { munmap(base + released, capacity - released) }
        pieces.deallocate()
    }
}

/// A mapped file's pages, which a reader ahead of the decoder drops once read, from its own
/// thread (`ReadAhead`): they are the file's, so reading one again only maps it in again.
/// Unlike `FileBuffer.release`, which unmaps for good the front the decoder has passed. The
/// fingerprint's pieces within are hashed first.
struct MappedPages: @unchecked Sendable {
    let bytes: UnsafeBufferPointer<UInt8>
    fileprivate let pieces: PieceHashes

    /// Drops the whole pages within `range`.
    func drop(_ range: Range<Int>) {
        pieces.hash(bytes, within: range)
        let page = FileBuffer.pageSize
        let low = (range.lowerBound + page - 1) / page * page
        let high = range.upperBound / page * page
        guard high > low, let base = bytes.baseAddress else { return }
        madvise(UnsafeMutableRawPointer(mutating: base + low), high - low, MADV_DONTNEED)
    }
}

/// The hashes of a buffer's pieces (`Fingerprint.piece`), each made once. Two readers share
/// them, each hashing only pieces wholly within what it reads: the decoder those behind it,
/// a reader ahead those behind it past its start, so never the same piece at once; the
/// decoder reads the reader's after joining it.
private struct PieceHashes: @unchecked Sendable {
    private let hashes: UnsafeMutableBufferPointer<UInt64>
    private let made: UnsafeMutableBufferPointer<Bool>

    init(bytes: Int) {
        let count = Fingerprint.pieces(bytes)
        hashes = .allocate(capacity: count)
        made = .allocate(capacity: count)
        made.initialize(repeating: false)
        hashes.initialize(repeating: 0)
    }

    /// Hashes the pieces wholly within `range` (or ending at the bytes' end) not hashed yet.
    func hash(_ bytes: UnsafeBufferPointer<UInt8>, within range: Range<Int>) {
        let piece = Fingerprint.piece
        var index = (range.lowerBound + piece - 1) / piece
        while index < made.count, index * piece < bytes.count,
            min((index + 1) * piece, bytes.count) <= range.upperBound
        {
            if !made[index] {
                hashes[index] = Fingerprint.hash(bytes, piece: index)
                made[index] = true
            }
            index += 1
        }
    }

    func fingerprint(count: Int) -> Fingerprint {
        Fingerprint(count: count, pieces: Array(hashes[..<Fingerprint.pieces(count)]))
    }

    func deallocate() {
        hashes.deallocate()
        made.deallocate()
    }
}
