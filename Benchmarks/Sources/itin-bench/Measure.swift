import MallocInterposerSwift

#if canImport(Glibc)
    import Glibc
#endif

/// Times an operation many times over: median and 99th percentile, and mallocs per run.
struct Measurement {
    let name: String
    let size: Int
    let runs: Int
    let median: Double  // seconds
    let p99: Double
    let mallocs: Double

    /// Runs `body` until `budget` seconds have passed (at least 5 and at most 2,000 runs).
    /// `setup` runs before each measured run and is not counted.
    static func run<State>(
        _ name: String, size: Int, budget: Double = 0.6,
        setup: () -> State, _ body: (inout State) -> Void
    ) -> Measurement {
        if let only, !name.contains(only) {
            return Measurement(name: name, size: size, runs: 0, median: 0, p99: 0, mallocs: 0)
        }
        var times: [Double] = []
        var mallocs = 0
        let start = now()
        while times.count < 5 || (now() - start < budget && times.count < 2_000) {
            var state = setup()
            MallocInterposerSwift.reset()
            MallocInterposerSwift.hook()
            let t0 = now()
            body(&state)
            let t1 = now()
            MallocInterposerSwift.unhook()
            mallocs += MallocInterposerSwift.getStatistics().mallocCount
            times.append(t1 - t0)
            withExtendedLifetime(state) {}
        }
        times.sort()
        return Measurement(
            name: name, size: size, runs: times.count, median: times[times.count / 2],
            p99: times[min(times.count - 1, Int(Double(times.count) * 0.99))],
            mallocs: Double(mallocs) / Double(times.count))
    }

    /// When set (`itin-bench core NAME`), only the operations whose name holds it are run.
    nonisolated(unsafe) static var only: String?

    static func now() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }
}

func formatDuration(_ s: Double) -> String {
    switch s {
    case ..<1e-6: return String(format1: s * 1e9, unit: "ns")
    case ..<1e-3: return String(format1: s * 1e6, unit: "µs")
    case ..<1: return String(format1: s * 1e3, unit: "ms")
    default: return String(format1: s, unit: "s")
    }
}

extension String {
    init(format1 value: Double, unit: String) {
        let tenths = (value * 10).rounded() / 10
        self = (tenths == tenths.rounded() ? String(Int(tenths)) : String(tenths)) + " " + unit
    }

    func padded(_ width: Int, right: Bool = false) -> String {
        let n = count
        guard n < width else { return self }
        let pad = String(repeating: " ", count: width - n)
        return right ? pad + self : self + pad
    }
}
