#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a whole file, if it is a regular file of a sane size, and only as much as it held
/// when opened: a FIFO, a device or a file another program keeps appending to cannot make
/// `itin` wait or read forever.
enum RegularFileReader {
    /// The largest file `itin` reads (README, "The file"): hundreds of times any real
    /// itinerary, and a bound on the memory a load can take.
    static let limit = 256 << 20

    static func read(_ path: String) throws(FileError) -> [UInt8] {
        // O_NONBLOCK: opening a FIFO no one writes to would wait forever.
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else {
            if errno == ENOENT { throw .missing(path: path) }
            throw .io(path: path, reason: FileIO.errnoText())
        }
        defer { close(fd) }
        var st = stat()
        guard fstat(fd, &st) == 0 else { throw .io(path: path, reason: FileIO.errnoText()) }
        let type = st.st_mode & S_IFMT
        guard type == S_IFREG else { throw .io(path: path, reason: "not a regular file (\(kind(type)))") }
        let size = Int(st.st_size)
        guard size <= limit else { throw .tooLarge(path: path, size: size) }

        // Straight into an uninitialized buffer (zero-filling 20 MB first would cost as much
        // as reading it), and never past the size fstat gave, however the file grows.
        var failure: Int32 = 0
        let bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
            count = 0
            while count < size {
                let n = Glibc.read(fd, buffer.baseAddress! + count, size - count)
                if n < 0 && errno == EINTR { continue }
                if n < 0 { failure = errno; return }
                if n == 0 { return }  // it shrank: what is left is what it holds
                count += n
            }
        }
        if failure != 0 { throw .io(path: path, reason: FileIO.errnoText(failure)) }
        return bytes
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
