import ArgumentParser
import ItinCommandLine

#if canImport(Glibc)
import Glibc
#endif

/// `itin publish` (SPEC §12): its options, help, man page and completions are itin's, but the
/// work is done by the helper `itin-publish`, run in this process's place (`execv`) with the
/// same arguments, so its output, exit code and signals are the command's. The helper links
/// libcurl and libxml2 (URLSession, XMLParser) and thirty-odd libraries with them; kept out
/// of `itin`, they cost nothing to the commands that do not publish (see Package.swift).
/// No password is ever on the command line, so none is in the helper's arguments either.
struct PublishCommand: ParsableCommand {
    static let configuration = PublishOptions.configuration(commandName: "publish")

    // Parsed here too: a bad command line is refused at once, with itin's own usage.
    @OptionGroup var options: PublishOptions

    func run() throws {
        let arguments = CommandLine.arguments
        // The arguments after `publish`: itin takes no option before its command, so it is
        // the first; the helper parses them again, as given.
        guard let at = arguments.dropFirst().firstIndex(of: "publish") else {
            throw refusal(ExitStatus.software, "cannot find the publish command in the arguments")
        }
        let looked = Self.helperPlaces()
        guard let helper = looked.first(where: { access($0, X_OK) == 0 }) else {
            let places = looked.isEmpty ? "(the path of this program is unknown)" : looked.joined(separator: " nor ")
            throw refusal(ExitStatus.software, "publish needs the helper itin-publish, which is in neither \(places); reinstall itin")
        }
        let argv = ([helper] + arguments[(at + 1)...]).map { strdup($0) } + [nil]
        execv(helper, argv)
        let reason = String(cString: strerror(errno))
        throw refusal(ExitStatus.software, "cannot run \(helper): \(reason)")
    }

    /// Where the helper may be, in order: beside this program (a build folder, or an install
    /// that keeps both in one folder), then `../lib/itin/` from it (`make install`, the
    /// package). This program is found by /proc/self/exe, links resolved.
    static func helperPlaces() -> [String] {
        guard let resolved = realpath("/proc/self/exe", nil) else { return [] }
        defer { free(resolved) }
        let here = parent(String(cString: resolved))
        return [here + "/itin-publish", parent(here) + "/lib/itin/itin-publish"]
    }

    private static func parent(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}
