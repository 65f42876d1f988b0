#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why reading or writing a file failed, in words a person can act on.
public enum FileError: Error, Equatable, Sendable, CustomStringConvertible {
    case missing(path: String)
    case io(path: String, reason: String)

    public var description: String {
        switch self {
        case .missing(let path): return "\(path): no such file"
        case .io(let path, let reason): return "\(path): \(reason)"
        }
    }
}

enum FileIO {
    static func errnoText(_ code: Int32 = errno) -> String { String(cString: strerror(code)) }

    static func readAll(_ path: String) throws(FileError) -> [UInt8] {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else {
            if errno == ENOENT { throw .missing(path: path) }
            throw .io(path: path, reason: errnoText())
        }
        defer { close(fd) }
        var st = stat()
        guard fstat(fd, &st) == 0 else { throw .io(path: path, reason: errnoText()) }
        if (st.st_mode & S_IFMT) == S_IFDIR { throw .io(path: path, reason: "is a directory") }
        // Read straight into an uninitialized buffer of the file's size (zero-filling 20 MB
        // first would cost as much as reading it), then whatever it grew by meanwhile.
        let size = max(Int(st.st_size), 0)
        var failure: Int32 = 0
        var bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
            count = 0
            while count < size {
                let n = read(fd, buffer.baseAddress! + count, size - count)
                if n < 0 && errno == EINTR { continue }
                if n < 0 { failure = errno; return }
                if n == 0 { return }
                count += n
            }
        }
        if failure != 0 { throw .io(path: path, reason: errnoText(failure)) }
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                throw .io(path: path, reason: errnoText())
            }
            if n == 0 { break }
            bytes.append(contentsOf: chunk[0..<n])
        }
        return bytes
    }

    /// The names in a folder, without `.` and `..` (none if it cannot be read).
    static func entries(in folder: String) -> [String] {
        guard let dir = opendir(folder) else { return [] }
        defer { closedir(dir) }
        var names: [String] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }

    static func exists(_ path: String) -> Bool {
        var st = stat()
        return lstat(path, &st) == 0
    }

    /// Where writing `path` should really go: a symbolic link is followed (to any depth), so
    /// the file it points to is replaced and the link stays a link.
    static func resolvingLinks(_ path: String) -> String {
        var current = path
        for _ in 0..<40 {
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let n = readlink(current, &buffer, buffer.count - 1)
            guard n > 0 else { return current }
            let target = String(decoding: buffer[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            current = target.hasPrefix("/") ? target : directory(of: current) + "/" + target
        }
        return current
    }

    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    static func fileName(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }
}
