import ItineraryCore
import MallocInterposerSwift

#if canImport(Glibc)
import Glibc
#endif

// itin-bench core            the core benchmarks, as a Markdown table
// itin-bench generate N FILE  a library of one generated trip of N items (for the pty harness)
let arguments = CommandLine.arguments.dropFirst()
switch arguments.first {
case "core":
    MallocInterposerSwift.initialize()
    print(CoreBenchmarks.table(CoreBenchmarks.run()), terminator: "")
case "generate":
    let rest = Array(arguments.dropFirst())
    guard rest.count == 2, let n = Int(rest[0]) else {
        print("usage: itin-bench generate N FILE")
        exit(64)
    }
    try LibraryFile.save(GeneratedTrip.library(items: n), to: rest[1])
    // The title of the leg the pty harness drags, so it can search for it.
    print(RowText.item(GeneratedTrip.middleLeg(of: GeneratedTrip.library(items: n))))
default:
    print("usage: itin-bench core | itin-bench generate N FILE")
    exit(64)
}
