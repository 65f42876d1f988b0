import ArgumentParser
import Foundation
import ItinCommandLine
import ItineraryCore

/// `itin publish` (docs/calendars.md): a trip into a CalDAV calendar, sending only what
/// changed and touching only its own events. The plan and its carrying out are Core's
/// (`PublishPlan`, `PublishRun`); this is their edge: the password, HTTP (`CalDAVClient`),
/// WebDAV's XML (`CalendarServer`), and what is said.
///
/// An executable of its own, `itin-publish`, which `itin publish` runs (`execv`) with the
/// same arguments; why: docs/decisions/0001-publish-helper.md.
@main
struct Publish: ParsableCommand {
    static let configuration = PublishOptions.configuration(commandName: "itin publish")

    @OptionGroup var options: PublishOptions

    /// Says a failure once, with its exit status, as `itin`'s own `main` does.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            exit(failing: error)
        }
        exit(failing: nil)
    }

    func run() throws {
        let (to, dryRun) = (options.to, options.dryRun)
        let trip = try options.whose.own(options.tripInFile.load().trip, in: options.tripInFile.file)
        let target: CalendarTarget
        do { target = try CalendarTarget.url(to, user: options.user, passwordCommand: options.passwordCommand) } catch {
            throw CommandFailure(ExitStatus.usage, error.description)
        }
        let environment = ProcessInfo.processInfo.environment
        let timeout: Double
        switch CalendarTimeout.from(environment: environment) {
        case .success(let seconds): timeout = seconds
        case .failure(let problem): throw CommandFailure(ExitStatus.usage, problem.description)
        }
        let stamp: Int64
        let resources: [CalendarResource]
        do { stamp = try ExportStamp.from(environment: environment) } catch {
            throw CommandFailure(ExitStatus.usage, error.description)
        }
        do { resources = try CalendarResource.of([trip], stamp: stamp) } catch {
            throw CommandFailure(ExitStatus.invalidFile, error.description)
        }
        let credentials = try PasswordSources.credentials(for: target, environment: environment)

        let server = CalendarServer(client: CalDAVClient(target, credentials: credentials, timeout: timeout))
        do {
            try server.checkIsCalendar()
            let plan = PublishPlan(trip: trip.id, resources: resources, server: try server.events())
            let tally = dryRun ? say(plan) : try PublishRun.carryOut(plan, over: server.client)
            print(tally.line(trip: trip.name, to: target.url, dryRun: dryRun))
            if !tally.conflicts.isEmpty { throw CommandFailure(ExitCode(tally.exitStatus), lines: tally.conflicts) }
        } catch let failure as CalendarFailure {
            throw CommandFailure(ExitCode(failure.exitStatus), failure.description)
        }
    }

    /// `--dry-run`: a line for each change, and the tally the plan would give.
    private func say(_ plan: PublishPlan) -> PublishTally {
        for step in plan.steps {
            switch step {
            case .create: print("would add \(step.uid): \(step.summary)")
            case .replace: print("would update \(step.uid): \(step.summary)")
            case .delete: print("would remove \(step.uid): \(step.summary)")
            case .leave, .foreign: break
            }
        }
        return plan.tally
    }
}

/// The password, from the places docs/calendars.md names and no other.
enum PasswordSources {
    static func credentials(for target: CalendarTarget, environment: [String: String]) throws -> CalendarCredentials? {
        let command = try target.passwordCommand.map(run)
        let home = Environment(environment).home
        let netrc = home.flatMap { FileManager.default.contents(atPath: $0 + "/.netrc") }.map {
            Netrc(String(decoding: $0, as: UTF8.self))
        }
        switch CalendarCredentials.choose(
            user: target.user, host: target.host, command: command, environment: environment, netrc: netrc)
        {
        case .success(let credentials): return credentials
        case .failure(let missing): throw CommandFailure(ExitStatus.credentials, missing.description)
        }
    }

    /// The first line `/bin/sh -c CMD` prints. Its standard error and input stay the
    /// terminal's, so it may ask for a passphrase.
    static func run(_ command: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command]
        let output = Pipe()
        process.standardOutput = output
        do { try process.run() } catch {
            throw CommandFailure(
                ExitStatus.credentials, "cannot run the password command: \(error.localizedDescription)")
        }
        let bytes = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw CommandFailure(
                ExitStatus.credentials,
                "the password command failed (status \(process.terminationStatus)); nothing was sent")
        }
        let line =
            String(decoding: bytes, as: UTF8.self).split(
                separator: "\n", maxSplits: 1, omittingEmptySubsequences: false
            ).first ?? ""
        let password = line.hasSuffix("\r") ? String(line.dropLast()) : String(line)
        guard !password.isEmpty else {
            throw CommandFailure(ExitStatus.credentials, "the password command printed no password")
        }
        return password
    }
}
