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
        // The settings file (SPEC §11) is TOML: LebJe's TOMLKit wraps toml++, a well-kept,
        // complete TOML 1.0 parser that gives the line and column of a syntax error and of a
        // duplicate key, and builds with no special settings (+0.6 MB stripped). It gives no
        // position for a parsed key and its Codable path misreports a wrong type as a missing
        // key, so `SettingsReader` reads the values, checks their types and finds each key's
        // line itself. Only ItinSettings (so only the `itin` executable) links it.
        .package(url: "https://github.com/LebJe/TOMLKit", from: "0.6.0"),
    ],
    targets: [
        .target(name: "ItineraryCore", dependencies: ["CPlaces", "CMapData", .product(name: "CSV", package: "CSV.swift")]),
        // The gazetteer (SPEC §9.1), linked in as read-only data by an assembler `.incbin`: no
        // file to find at run time, and the pages a lookup reads are all it costs. Made by
        // scripts/places.py (`make places`).
        .target(name: "CPlaces", exclude: ["data/places.txt"], cSettings: [.headerSearchPath("data")]),
        // Natural Earth's coasts, borders, states and provinces (SPEC §15), linked in the same
        // way and read only when a map is drawn. Made by scripts/mapdata.py (`make map-data`).
        .target(name: "CMapData", exclude: ["data/map.bin"], cSettings: [.headerSearchPath("data")]),
        .target(name: "ItineraryEditor", dependencies: ["ItineraryCore"]),
        .systemLibrary(name: "CNcursesw", providers: [.apt(["libncurses-dev"])]),
        // What the command-line executables (itin, itin-publish) share: exit codes (SPEC §2),
        // `complain`, `refusal`, loading a file, `--trip`'s look-up and publish's options.
        .target(
            name: "ItinCommandLine",
            dependencies: ["ItineraryCore", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        // The settings file (SPEC §11): found, read and checked once at start, then handed in
        // as values (the travel model, the library, the mouse, the key table, the theme and colours).
        .target(
            name: "ItinSettings",
            dependencies: ["ItineraryCore", "ItineraryEditor", .product(name: "TOMLKit", package: "TOMLKit")]
        ),
        .executableTarget(
            name: "itin",
            dependencies: [
                "ItineraryCore",
                "ItineraryEditor",
                "ItinCommandLine",
                "ItinSettings",
                "CNcursesw",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            plugins: ["BuildCommit"]
        ),
        // `itin publish`'s work, in an executable of its own that `itin publish` runs (execv,
        // same arguments; itin keeps the command's options, help and completions). It speaks
        // HTTP through Foundation's own URLSession (FoundationNetworking, with FoundationXML
        // for WebDAV's answers), which comes with the toolchain: no new package. Measured
        // against Radicale with Swift 6.3.1, it sends CalDAV's own methods (PROPFIND, REPORT)
        // and conditional headers, and builds in seconds; its four Linux traps (a 401 that
        // hangs, basic auth, the ETag header, redirects) are met in CalDAVClient.swift.
        // Why apart: on the static release build (--static-swift-stdlib, -z now) linking
        // FoundationNetworking and FoundationXML brings the system's libcurl and libxml2 and
        // 34 more shared libraries (openssl, gnutls, krb5, ldap, ICU, …), all loaded and bound
        // at every start: `itin print` of a small file went from 4.1 ms to 10.7 ms (hyperfine).
        // Only this helper pays that, and only when publishing; `itin` links neither, nor do
        // the core and the editor (`ldd`: 8 libraries again, not 42; `itin print`, measured
        // side by side: 4.5 ms before publish, 11.0 ms with it linked in, 4.8 ms apart). `make release` needs libcurl's and libxml2's -dev packages
        // to link it.
        .executableTarget(
            name: "itin-publish",
            dependencies: [
                "ItineraryCore",
                "ItinCommandLine",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
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
        .testTarget(name: "ItinSettingsTests", dependencies: ["ItinSettings", "ItineraryCore", "ItineraryEditor"]),
    ]
)
