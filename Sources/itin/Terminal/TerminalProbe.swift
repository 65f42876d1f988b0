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

    mutating func measure(term: String, width: Int, height: Int, input: inout TerminalInput) -> WidthProfile {
        if term == "linux" || term.hasPrefix("linux-") { return .linuxConsole }
        let known: WidthProfile?
        switch findings[term] {
        case .silent?: return .fallback
        case .measured(let profile)?: known = profile
        case nil: known = nil
        }
        guard let row = WidthProbe.row(width: width, height: height) else { return known ?? .fallback }
        Terminal.writeAll(WidthProbe.request(row: row))
        guard let reports = input.cursorReports(WidthProbe.answers, row: row, within: Self.deadlineMilliseconds),
            let profile = WidthProbe.profile(advances: reports.map { $0.column - 1 })
        else {
            if known == nil { findings[term] = .silent }
            return known ?? .fallback
        }
        findings[term] = .measured(profile)
        return profile
    }
}
