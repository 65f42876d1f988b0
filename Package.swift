// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "itin",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "itin", targets: ["itin"]),
        .library(name: "ItineraryCore", targets: ["ItineraryCore"]),
        .library(name: "ItineraryEditor", targets: ["ItineraryEditor"]),
    ],
    dependencies: [
        // Subcommands, --help, and exit code 64 on usage errors for free.
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // Generators and shrinking on top of Swift Testing, for the property tests.
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.0"),
        // RFC 4180 CSV, read and written: its writer quotes fields with line breaks (SwiftCSV's
        // serializer does not, so a note with a newline would break an export), and it reads
        // CRLF, LF and CR alike. Both libraries are lenient about stray quotes; `ScheduleCSV`
        // checks every row's shape itself.
        .package(url: "https://github.com/yaslab/CSV.swift", from: "2.5.2"),
    ],
    targets: [
        .target(name: "ItineraryCore", dependencies: ["CPlaces", .product(name: "CSV", package: "CSV.swift")]),
        // The gazetteer (SPEC §9.1), linked in as read-only data by an assembler `.incbin`: no
        // file to find at run time, and the pages a lookup reads are all it costs. Made by
        // scripts/places.py (`make places`).
        .target(name: "CPlaces", exclude: ["data/places.txt"], cSettings: [.headerSearchPath("data")]),
        .target(name: "ItineraryEditor", dependencies: ["ItineraryCore"]),
        .systemLibrary(name: "CNcursesw", providers: [.apt(["libncurses-dev"])]),
        // `publish` speaks HTTP through Foundation's own URLSession (FoundationNetworking, with
        // FoundationXML for WebDAV's answers), which comes with the toolchain: no new package.
        // Measured against Radicale with Swift 6.3.1, it sends CalDAV's own methods (PROPFIND,
        // REPORT) and conditional headers, and builds in seconds; its four Linux traps (a 401
        // that hangs, basic auth, the ETag header, redirects) are met in CalDAVClient.swift.
        // Only the executable links it: the core and the editor stay free of networking. Its
        // cost, measured on a static (release) build: it links the system's libcurl, whose
        // thirty-odd shared libraries add about 5.6 ms to every start of the binary (XMLParser's
        // libxml2 another 0.5 ms), and `make release` needs libcurl's -dev package to link.
        // What the command-line executables share: exit codes (SPEC §2), `complain`,
        // `refusal`, loading a file and `--trip`'s look-up.
        .target(
            name: "ItinCommandLine",
            dependencies: ["ItineraryCore", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        .executableTarget(
            name: "itin",
            dependencies: [
                "ItineraryCore",
                "ItineraryEditor",
                "ItinCommandLine",
                "CNcursesw",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            plugins: ["BuildCommit"]
        ),
        // Writes the commit being built for `itin --version` (scripts/build-commit.sh).
        .plugin(name: "BuildCommit", capability: .buildTool()),
        .testTarget(
            name: "ItineraryCoreTests",
            dependencies: [
                "ItineraryCore",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(
            name: "ItineraryEditorTests",
            dependencies: ["ItineraryEditor", "ItineraryCore"]
        ),
        // ItineraryEditor: the man page test reads the key table itself.
        .testTarget(name: "CLITests", dependencies: ["ItineraryCore", "ItineraryEditor"]),
        .testTarget(name: "EndToEndTests", dependencies: ["ItineraryCore"]),
    ]
)
