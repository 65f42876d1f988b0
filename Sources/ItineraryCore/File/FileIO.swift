#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Why reading or writing a file failed, in words a person can act on.
public enum FileError: Error, Equatable, Sendable, CustomStringConvertible {
    case missing(path: String)
    case io(path: String, reason: String)
    /// Past `RegularFileReader.limit`: refused before reading a byte.
    case tooLarge(path: String, size: Int)

    public var description: String {
        switch self {
        case .missing(let path): return "\(path): no such file"
        case .io(let path, let reason): return "\(path): \(reason)"
        case .tooLarge(let path, let size):
            let mib = { (bytes: Int) in (bytes + (1 << 20) - 1) >> 20 }  // rounded up: never shown as within the limit
            return "\(path): too large (\(mib(size)) MiB); itin reads files up to \(mib(RegularFileReader.limit)) MiB"
        }
    }
}

package enum FileIO {
    package static func errnoText(_ code: Int32 = errno) -> String { String(cString: strerror(code)) }

    /// Writes all of the bytes, however many writes the file or terminal takes them in (once,
    /// nearly always); the error number of a write that failed.
    package static func writeAll(_ bytes: [UInt8], to fd: Int32) -> Int32? {
        bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let n = write(fd, raw.baseAddress! + offset, raw.count - offset)
                if n < 0 && errno == EINTR { continue }
                guard n > 0 else { return n < 0 ? errno : EIO }
                offset += n
            }
            return nil
        }
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
    /// the file it points to is replaced and the link stays a link. A link that cannot be
    /// read fails the save rather than being replaced by a file.
    static func resolvingLinks(_ path: String) throws(FileError) -> String {
        var current = path
        for _ in 0..<40 {
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let n = readlink(current, &buffer, buffer.count - 1)
            if n < 0 {
                // Not a link, or nothing there yet (the save creates it or says why not).
                if errno == EINVAL || errno == ENOENT || errno == ENOTDIR { return current }
                throw .io(path: path, reason: "cannot follow the symbolic link: \(errnoText())")
            }
            let target = String(decoding: buffer[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            current = target.hasPrefix("/") ? target : directory(of: current) + "/" + target
        }
        throw .io(path: path, reason: "cannot follow the symbolic link: \(errnoText(ELOOP))")
    }

    /// `mkdir -p`: each missing folder of `folder`, with the permissions the umask leaves of 0777.
    static func makeFolders(_ folder: String) throws(FileError) {
        var path = folder.hasPrefix("/") ? "" : "."
        for part in folder.split(separator: "/") {
            path += "/" + part
            if mkdir(path, 0o777) != 0 && errno != EEXIST {
                throw .io(path: path, reason: errnoText())
            }
        }
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
