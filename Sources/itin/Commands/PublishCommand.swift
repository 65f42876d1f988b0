import ArgumentParser
import ItinCommandLine
import ItinSettings
import ItineraryCore

#if canImport(Glibc)
    import Glibc
#endif

/// `itin publish` (docs/calendars.md): its options, help, man page and completions are
/// itin's, but the work is done by the helper `itin-publish`, run in this process's place
/// (`execv`) with the same options, so its output, exit code and signals are the command's.
/// Why a helper: docs/decisions/0001-publish-helper.md.
///
/// `--to NAME` is a calendar of the settings, which only itin reads: it hands the helper the
/// calendar's URL, user and password command as options, as if given on the command line.
/// A password command is not a password: no password is ever on a command line, so none is
/// in the helper's arguments either.
struct PublishCommand: SettingsCommand {
    static let configuration = PublishOptions.configuration(commandName: "publish")

    // Parsed here too: a bad command line is refused at once, with itin's own usage.
    @OptionGroup var options: PublishOptions

    func run(settings: Settings) throws {
        let options = try Self.resolve(self.options, calendars: settings.calendars)
        let looked = Self.helperPlaces()
        guard let helper = looked.first(where: { access($0, X_OK) == 0 }) else {
            let places = looked.isEmpty ? "(the path of this program is unknown)" : looked.joined(separator: " nor ")
            throw CommandFailure(
                ExitStatus.software,
                "publish needs the helper itin-publish, which is in neither \(places); reinstall itin")
        }
        let argv = ([helper] + options.arguments).map { strdup($0) } + [nil]
        execv(helper, argv)
        let reason = String(cString: strerror(errno))
        throw CommandFailure(ExitStatus.software, "cannot run \(helper): \(reason)")
    }

    /// `--to NAME` as the calendar's URL, and its user and password command where the command
    /// line gives none; a URL as given (the helper checks it). A name the settings do not hold
    /// is a usage error that says which they hold.
    static func resolve(_ options: PublishOptions, calendars: [String: CalendarTarget]) throws -> PublishOptions {
        let name = options.to
        if let calendar = calendars[name] {
            var resolved = options
            resolved.to = calendar.url
            resolved.user = options.user ?? calendar.user
            resolved.passwordCommand = options.passwordCommand ?? calendar.passwordCommand
            return resolved
        }
        if CalendarTarget.looksLikeURL(name) { return options }
        let file = Itin.settingsPath
        guard !calendars.isEmpty else {
            throw CommandFailure(
                ExitStatus.usage,
                "\(name) is not a calendar's URL (https://…), and the settings name no calendars: "
                    + "add a [calendars.NAME] table with its url to \(file) (see itin config)")
        }
        throw CommandFailure(
            ExitStatus.usage,
            "no calendar named \(name) in \(file) (known: \(calendars.keys.sorted().joined(separator: ", "))), "
                + "nor is it a calendar's URL (https://…)")
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
