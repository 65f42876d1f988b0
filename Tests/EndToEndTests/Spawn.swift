import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Starts `argv` with `posix_spawn` and returns its pid: an empty signal mask, default signal
/// handlers, stdio on /dev/null and no inherited descriptors. `Foundation.Process` would pass
/// on the test runner's blocked signals: a program started so never sees SIGTERM, SIGCHLD or
/// SIGWINCH.
func spawnCleanly(_ executable: String, _ argv: [String], environment: [String: String]) throws -> pid_t {
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var noSignals = sigset_t()
    sigemptyset(&noSignals)
    posix_spawnattr_setsigmask(&attributes, &noSignals)
    var allSignals = sigset_t()
    sigfillset(&allSignals)
    posix_spawnattr_setsigdefault(&attributes, &allSignals)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    closeInheritedDescriptors(&actions)

    let cArguments = argv.map { strdup($0) } + [nil]
    let cEnvironment = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
        cArguments.forEach { free($0) }
        cEnvironment.forEach { free($0) }
    }
    var pid = pid_t()
    let result = posix_spawn(&pid, executable, &actions, &attributes, cArguments, cEnvironment)
    guard result == 0 else {
        throw EndToEndFailure(description: "posix_spawn \(executable) failed: \(String(cString: strerror(result)))")
    }
    return pid
}

/// Where `tool` is on the PATH, if it is.
func executablePath(_ tool: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return path.split(separator: ":").map { "\($0)/\(tool)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
}

/// Adds "close every descriptor from 3 on" to `actions`. Glibc's `addclosefrom_np` is not
/// visible through Swift's Glibc module, so it is looked up at run time; without it, each
/// descriptor open now is closed (glibc ignores a close of one that is no longer open).
private func closeInheritedDescriptors(_ actions: inout posix_spawn_file_actions_t) {
    typealias CloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
    if let symbol = dlsym(dlopen(nil, RTLD_NOW), "posix_spawn_file_actions_addclosefrom_np") {
        _ = unsafeBitCast(symbol, to: CloseFrom.self)(&actions, 3)
        return
    }
    let open = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
    for fd in open.compactMap({ Int32($0) }) where fd > 2 {
        posix_spawn_file_actions_addclose(&actions, fd)
    }
}
