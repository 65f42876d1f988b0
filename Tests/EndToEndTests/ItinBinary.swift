import Foundation

/// Where the built `itin` is: `$ITIN_BINARY` (the Makefile sets it), else
/// `.build/debug/itin` in the package that holds this file.
enum ItinBinary {
    static func path() throws -> String {
        if let path = ProcessInfo.processInfo.environment["ITIN_BINARY"], !path.isEmpty {
            guard FileManager.default.isExecutableFile(atPath: path) else {
                throw EndToEndFailure(
                    description: "ITIN_BINARY=\(path) is not an executable file; build it with `swift build`")
            }
            return path
        }
        guard let root = packageRoot() else {
            throw EndToEndFailure(description: "No Package.swift above \(#filePath); set ITIN_BINARY to the built itin")
        }
        let path = root.appendingPathComponent(".build/debug/itin").path
        guard FileManager.default.isExecutableFile(atPath: path) else {
            throw EndToEndFailure(
                description: "\(path) is missing: run `swift build` first (or `make test`), or set ITIN_BINARY")
        }
        return path
    }

    private static func packageRoot() -> URL? {
        var dir = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while dir.path != "/" {
            if FileManager.default.fileExists(atPath: dir.appendingPathComponent("Package.swift").path) { return dir }
            dir.deleteLastPathComponent()
        }
        return nil
    }
}
