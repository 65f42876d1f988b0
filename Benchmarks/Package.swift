// swift-tools-version: 6.1
// The benchmarks live in their own package so that their dependency (the malloc
// interposer, for allocation counts) never slows the main build or its tests.
import PackageDescription

let package = Package(
    name: "itin-benchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "itin", path: ".."),
        // Counts malloc calls per measured operation (LD_PRELOADed by `make bench`).
        .package(url: "https://github.com/ordo-one/malloc-interposer", from: "1.6.0"),
    ],
    targets: [
        .executableTarget(
            name: "itin-bench",
            dependencies: [
                .product(name: "ItineraryCore", package: "itin"),
                .product(name: "ItineraryEditor", package: "itin"),
                .product(name: "ItinTestSupport", package: "itin"),
                .product(name: "MallocInterposerSwift", package: "malloc-interposer"),
                "HeapUsage",
            ]
        ),
        // glibc's mallinfo2, which Swift's Glibc module does not bring in.
        .target(name: "HeapUsage"),
    ]
)
