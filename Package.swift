// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "itin",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "itin", targets: ["itin"]),
        .executable(name: "itin-publish", targets: ["itin-publish"]),
        .library(name: "ItineraryCore", targets: ["ItineraryCore"]),
        .library(name: "ItineraryEditor", targets: ["ItineraryEditor"]),
        // The seeded sample season the tests and the benchmarks share; not part of itin.
        .library(name: "ItinTestSupport", targets: ["ItinTestSupport"]),
    ],
    dependencies: [
        // Subcommands, --help, and exit code 64 on usage errors for free.
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // Generators and shrinking on top of Swift Testing, for the property tests.
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.0"),
        // No CSV package: both on hand (CSV.swift, SwiftCSV) are built on Foundation proper,
        // which linked all of Foundation, CoreFoundation and ICU into itin, a millisecond at every
        // start; `CSVText` reads and writes RFC 4180 in 100 lines, held to Python's csv module.
        // The settings file (docs/settings.md) is TOML: LebJe's TOMLKit wraps toml++, a well-kept,
        // complete TOML 1.0 parser that gives the line and column of a syntax error and of a
        // duplicate key, and builds with no special settings (+0.6 MB stripped). It gives no
        // position for a parsed key and its Codable path misreports a wrong type as a missing
        // key, so `SettingsReader` reads the values, checks their types and finds each key's
        // line itself. Only ItinSettings (so only the `itin` executable) links it.
        .package(url: "https://github.com/LebJe/TOMLKit", from: "0.6.0"),
    ],
    targets: [
        .target(
            name: "ItineraryCore",
            dependencies: ["CPlaces", "CMapData", "CThreads"]),
        // Where a decoder's second thread starts and how its heap grows: glibc's GNU
        // extensions, which Swift's Glibc module leaves out.
        .target(name: "CThreads"),
        // The gazetteer (docs/travel.md), linked in as read-only data by an assembler `.incbin`: no
        // file to find at run time, and the pages a lookup reads are all it costs. Made by
        // scripts/places.py (`make places`). With it, fold.c: the NFKD table names are folded
        // with, as the gazetteer's keys were (scripts/fold_table.py), instead of Foundation's.
        .target(
            name: "CPlaces", exclude: ["data/places.txt", "data/venues.txt"], cSettings: [.headerSearchPath("data")]),
        // Natural Earth's coasts, borders, states and provinces (docs/map.md), linked in the same
        // way and read only when a map is drawn. Made by scripts/mapdata.py (`make map-data`).
        .target(name: "CMapData", exclude: ["data/map.bin"], cSettings: [.headerSearchPath("data")]),
        .target(name: "ItineraryEditor", dependencies: ["ItineraryCore"]),
        .systemLibrary(name: "CNcursesw", providers: [.apt(["libncurses-dev"])]),
        // `CommandLine.arguments` from what glibc gives the executable's initialisers, not from a
        // walk of /proc/self/maps at every start (include/arguments.h).
        .target(name: "CArguments"),
        // What the command-line executables (itin, itin-publish) share: exit codes (docs/commands.md) and
        // `CommandFailure`, the option groups (the file, `--trip`, a target) and option values,
        // opening and saving a file, `--trip`'s look-up and publish's options.
        .target(
            name: "ItinCommandLine",
            dependencies: ["ItineraryCore", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        // The settings file (docs/settings.md): found, read and checked once at start, then handed in
        // as values (the travel model, the library, the mouse, the key table, the theme and colours).
        .target(
            name: "ItinSettings",
            dependencies: ["ItineraryCore", "ItineraryEditor", .product(name: "TOMLKit", package: "TOMLKit")],
            // As for itin: TOMLKit's Foundation stays out of sight.
            swiftSettings: [.enableUpcomingFeature("MemberImportVisibility")]
        ),
        .executableTarget(
            name: "itin",
            dependencies: [
                "ItineraryCore",
                "ItineraryEditor",
                "ItinCommandLine",
                "ItinSettings",
                "CNcursesw",
                "CArguments",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            // Members only of the modules a file imports: TOMLKit imports Foundation, and without
            // this `"…".contains("…")` here took Foundation's overload (decision 9).
            swiftSettings: [.enableUpcomingFeature("MemberImportVisibility")],
            plugins: ["BuildCommit"]
        ),
        // `itin publish`'s work, which `itin publish` runs (docs/decisions/0001-publish-helper.md).
        // `make release` needs libcurl's and libxml2's -dev packages to link it.
        .executableTarget(
            name: "itin-publish",
            dependencies: [
                "ItineraryCore",
                "ItinCommandLine",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .target(name: "ItinTestSupport", dependencies: ["ItineraryCore"]),
        // Writes the commit being built for `itin --version` (scripts/build-commit.sh).
        .plugin(name: "BuildCommit", capability: .buildTool()),
        .testTarget(
            name: "ItineraryCoreTests",
            dependencies: [
                "ItineraryCore",
                "ItinTestSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(
            name: "ItineraryEditorTests",
            dependencies: ["ItineraryEditor", "ItineraryCore"]
        ),
        // ItineraryEditor: the man page test reads the key table itself.
        .testTarget(name: "CLITests", dependencies: ["ItineraryCore", "ItineraryEditor", "ItinTestSupport"]),
        .testTarget(name: "EndToEndTests", dependencies: ["ItineraryCore"]),
        // The executable's own code, such as its command line read without ArgumentParser.
        .testTarget(
            name: "ItinTests",
            dependencies: ["itin", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        .testTarget(name: "ItinSettingsTests", dependencies: ["ItinSettings", "ItineraryCore", "ItineraryEditor"]),
    ]
)
