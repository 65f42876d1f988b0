import ArgumentParser

/// `itin publish`'s words and options (docs/calendars.md), read twice: by `itin` itself,
/// for its `--help`, man page and completions, to refuse a bad command line at once and
/// to put a calendar's name from the settings in URL terms, and by the helper
/// `itin-publish` that `itin publish` runs with them (`arguments`), which does the work.
package struct PublishOptions: ParsableArguments {
    package static func configuration(commandName: String) -> CommandConfiguration {
        CommandConfiguration(
            commandName: commandName,
            abstract: "Put a trip into a CalDAV calendar, sending only what changed.",
            discussion: """
                The events of export --format ics, one resource ID.ics each, marked X-ITIN-TRIP. \
                New events are created, changed ones replaced and the trip's removed ones deleted, \
                each only if the server still holds what was read; events the trip did not make are \
                never touched. The password comes from --password-command, else ITIN_CALDAV_PASSWORD, \
                else ~/.netrc; never from the command line. Plain http:// is only for this machine \
                (localhost, 127.0.0.1, ::1). --to NAME is the calendar of a [calendars.NAME] table of \
                the settings file, with its url, user and password-command; --user and \
                --password-command win over the table's. --traveller NAME publishes that traveller's \
                own trip: give it a calendar of its own, as the events of the trip that are not theirs \
                are removed from it.
                """)
    }

    @OptionGroup package var tripInFile: TripInFile
    @OptionGroup package var whose: TravellerOption
    @Option(
        help: ArgumentHelp(
            "The calendar collection's URL (https://…/calendars/alice/trips/), or a calendar's name in the settings.",
            valueName: "URL-OR-NAME"))
    package var to: String
    @Option(help: "The user to log in as (else the named calendar's or the URL's, else ~/.netrc's).") package var user:
        String?
    @Option(
        help: ArgumentHelp("A command (run by /bin/sh) whose first line of output is the password.", valueName: "CMD"))
    package var passwordCommand: String?
    @Flag(help: "Say what would change, and send nothing but reads.") package var dryRun = false

    package init() {}

    /// The options as a command line that parses back to them: each value joined to its
    /// option by `=` and the file after `--`, so a value that starts with `-` stays a value.
    package var arguments: [String] {
        ["--trip=\(tripInFile.trip)", "--to=\(to)"] + (whose.traveller.map { ["--traveller=\($0)"] } ?? [])
            + (user.map { ["--user=\($0)"] } ?? [])
            + (passwordCommand.map { ["--password-command=\($0)"] } ?? []) + (dryRun ? ["--dry-run"] : []) + [
                "--", tripInFile.file,
            ]
    }
}
