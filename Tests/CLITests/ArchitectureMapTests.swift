import Foundation
import Testing

/// ARCHITECTURE.md is the map of the code, so it must stay true: every type, member, file and
/// folder it names in backquotes exists, and its targets are Package.swift's, each with the
/// same dependencies. Rename a type it names and this fails until the map says the new name.
@Suite struct ArchitectureMapTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func read(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// Every Swift file of the package, by path from the root.
    static let swiftFiles: [String] = {
        var found: [String] = []
        for top in ["Sources", "Tests"] {
            let enumerator = FileManager.default.enumerator(atPath: root.appendingPathComponent(top).path)
            while let path = enumerator?.nextObject() as? String {
                if path.hasSuffix(".swift") { found.append("\(top)/\(path)") }
            }
        }
        return found
    }()

    static let source: String = swiftFiles.compactMap { try? read($0) }.joined(separator: "\n")

    /// The map's text outside its code blocks.
    static func prose() throws -> String {
        try read("ARCHITECTURE.md").components(separatedBy: "```").enumerated().filter { $0.offset % 2 == 0 }
            .map(\.element).joined()
    }

    static func spans(_ text: String) -> [String] {
        text.components(separatedBy: "`").enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
    }

    static func declares(type name: String) -> Bool {
        source.range(
            of: #"\b(struct|enum|class|protocol|actor|typealias)\s+"# + name + #"\b"#, options: .regularExpression)
            != nil
    }

    static func declares(member name: String) -> Bool {
        source.range(
            of: #"\b(func|var|let|case|struct|enum|class|init)\s+"# + name + #"\b"#, options: .regularExpression) != nil
    }

    /// The names of the package's targets, and the library types the map names.
    static func otherNames() throws -> Set<String> {
        let package = try read("Package.swift")
        return Set(package.matches(of: /name: "([^"]+)"/).map { String($0.1) }).union(["ParsableCommand"])
    }

    @Test func everyTypeAndMemberItNamesExists() throws {
        let names = Self.spans(try Self.prose()).filter {
            $0.range(of: #"^[A-Z][A-Za-z0-9]*(\.[a-zA-Z][A-Za-z0-9]*)*$"#, options: .regularExpression) != nil
                && !$0.hasSuffix(".swift")
                && $0.count > 1  // a key, such as `M`
        }
        #expect(names.count > 60, "the map names the code: \(names.count)")
        let others = try Self.otherNames()
        for name in Set(names) where !others.contains(name) {
            let parts = name.split(separator: ".").map(String.init)
            #expect(Self.declares(type: parts[0]), "ARCHITECTURE.md names a type that does not exist: \(name)")
            for member in parts.dropFirst() {
                #expect(Self.declares(member: member), "ARCHITECTURE.md: no \(member) (in \(name))")
            }
        }
    }

    @Test func everyFileAndFolderItNamesExists() throws {
        let paths =
            Self.spans(try Self.prose()).filter { !$0.contains(" ") && ($0.contains("/") || $0.hasSuffix(".swift")) }
            + ["docs/decisions/"]
        for path in Set(paths) {
            if path.hasSuffix("/"), path.dropLast().allSatisfy({ $0 != "/" }) {
                // A folder of a target: `Render/`.
                #expect(Self.swiftFiles.contains { $0.contains("/\(path)") }, "no folder \(path)")
            } else if path.contains("/") {
                #expect(
                    FileManager.default.fileExists(atPath: Self.root.appendingPathComponent(path).path), "no \(path)")
            } else {
                #expect(Self.swiftFiles.contains { $0.hasSuffix("/\(path)") }, "no file \(path)")
            }
        }
        let linked = try Self.read("ARCHITECTURE.md").matches(of: /\]\((docs\/decisions\/[^)]+)\)/).map { String($0.1) }
        #expect(!linked.isEmpty)
        for link in linked {
            #expect(FileManager.default.fileExists(atPath: Self.root.appendingPathComponent(link).path), "no \(link)")
        }
    }

    @Test func theTargetsAreThePackagesWithTheirDependencies() throws {
        let package = try Self.read("Package.swift")
        var declared: [String: Set<String>] = [:]
        let starts = package.matches(
            of: /\.(target|executableTarget|systemLibrary|testTarget|plugin)\(\s*name: "([^"]+)"/)
        for (i, start) in starts.enumerated()
        where ["target", "executableTarget", "systemLibrary"].contains(String(start.1)) {
            let end = i + 1 < starts.count ? starts[i + 1].range.lowerBound : package.endIndex
            let body = package[start.range.upperBound..<end]
            let list = body.firstMatch(of: /dependencies: \[(.*?)\]/.dotMatchesNewlines()).map { String($0.1) } ?? ""
            let deps = list.matches(of: /\.product\(name: "([^"]+)", package: "[^"]+"\)|"([^"]+)"/).map {
                String($0.1 ?? $0.2!)
            }
            declared[String(start.2)] = Set(deps)
        }
        #expect(declared.count >= 8, "\(declared.keys.sorted())")
        let block = try Self.read("ARCHITECTURE.md").components(separatedBy: "```")[1]
        var drawn: [String: Set<String>] = [:]
        for line in block.split(separator: "\n") {
            let words = line.split(separator: " ", omittingEmptySubsequences: true)
            guard let name = words.first else { continue }
            var deps: Set<String> = []
            if let arrow = line.range(of: "← ") {
                let rest = line[arrow.upperBound...]
                let list = rest.range(of: "   ").map { rest[..<$0.lowerBound] } ?? rest
                deps = Set(list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) })
            }
            drawn[String(name)] = deps
        }
        #expect(drawn == declared)
    }

    /// The map says itin links no Foundation but FoundationEssentials: no file of the targets
    /// itin is made of imports Foundation proper (`make release` would then fail to link).
    @Test func itinsTargetsImportNoFoundationButFoundationEssentials() throws {
        let targets = ["ItineraryCore", "ItineraryEditor", "ItinCommandLine", "ItinSettings", "itin"]
        let files = Self.swiftFiles.filter { path in targets.contains { path.hasPrefix("Sources/\($0)/") } }
        #expect(files.count > 100)
        let foundation = /^[ \t]*(@\w+ +)*(\w+ +)?import +(\w+ +)?(Core)?Foundation(Internationalization)?\b/
        for path in files {
            #expect(try Self.read(path).firstMatch(of: foundation.anchorsMatchLineEndings()) == nil, "\(path)")
        }
    }
}
