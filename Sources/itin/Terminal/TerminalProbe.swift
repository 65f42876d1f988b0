import ItineraryEditor

/// Learns how wide this terminal draws the clusters terminals disagree on: writes
/// `WidthProbe`'s samples and reads the cursor position reports back through the keyboard's
/// own path, so keys typed meanwhile stay queued. The Linux console has no emoji and is not
/// asked; a terminal that does not answer in time keeps what its `TERM` was last found to
/// do this session, else the fallback, and is not asked again.
struct TerminalProbe {
    /// Long enough for a terminal over a slow link, short enough not to be noticed at start.
    static let deadlineMilliseconds = 150

    private enum Finding {
        case measured(WidthProfile)
        case silent
    }

    /// What each `TERM` was found to do, this session.
    private var findings: [String: Finding] = [:]

    /// How a probe starts: with the widths known without asking, or with questions to write,
    /// the row their answers carry and the best guess until they come.
    enum Start {
        case known(WidthProfile)
        case asked(row: Int, meanwhile: WidthProfile)
    }

    /// Whether to ask, and on which row: the caller writes the questions
    /// (`WidthProbe.request`), at start with the first frame.
    mutating func ask(term: String, width: Int, height: Int) -> Start {
        if term == "linux" || term.hasPrefix("linux-") { return .known(.linuxConsole) }
        let known: WidthProfile?
        switch findings[term] {
        case .silent?: return .known(.fallback)
        case .measured(let profile)?: known = profile
        case nil: known = nil
        }
        guard let row = WidthProbe.row(width: width, height: height) else { return .known(known ?? .fallback) }
        return .asked(row: row, meanwhile: known ?? .fallback)
    }

    /// What the answers show; without all of them (nil) or sensible ones, the guess, and a
    /// `TERM` that never answered is not asked again.
    mutating func conclude(term: String, reports: [CursorReport]?, meanwhile: WidthProfile) -> WidthProfile {
        guard let reports, let profile = WidthProbe.profile(advances: reports.map { $0.column - 1 }) else {
            if findings[term] == nil { findings[term] = .silent }
            return meanwhile
        }
        findings[term] = .measured(profile)
        return profile
    }

    /// Asks and waits for the answers (after a resize, when the screen is drawn whole anyway).
    mutating func measure(term: String, width: Int, height: Int, input: inout TerminalInput) -> WidthProfile {
        switch ask(term: term, width: width, height: height) {
        case .known(let profile): return profile
        case .asked(let row, let meanwhile):
            Terminal.writeAll(WidthProbe.request(row: row))
            let reports = input.cursorReports(WidthProbe.answers, row: row, within: Self.deadlineMilliseconds)
            return conclude(term: term, reports: reports, meanwhile: meanwhile)
        }
    }
}
