import ItineraryCore

extension EditorState {
    /// A schedule the run loop read (`i` on the trips list): its games go into the trip as one
    /// undo step, no item moves, and what changed is shown as `itin import` prints it (docs/calendars.md).
    mutating func importSchedule(_ request: ScheduleRequest, _ read: ScheduleRead) {
        modal = nil
        let events: Schedule
        switch read {
        case .failed(let reason):
            message = .error("✗ \(SafeText.clean(reason))")
            return
        case .events(let read): events = read
        }
        let plan: ScheduleImport.Plan
        do {
            plan = try ScheduleImport.plan(events, into: request.destination, prune: false, in: library)
        } catch {
            message = .error("✗ \(SafeText.clean("\(request.path): \(error)"))")
            return
        }
        let report = plan.report
        let name = SafeText.clean(report.tripName)
        var outcomes: [Outcome] = [
            .apply(plan.edit, Change("imported \(request.path) into “\(name)”", focus: .trip(report.tripID)))
        ]
        if report.isNewTrip { outcomes.append(.openTrip(report.tripID)) }
        let warned =
            report.misplaced.isEmpty
            ? ""
            : " · \(RowText.count(report.misplaced.count, "item")) now ⚠ (\(keys.label(of: .nextWarning, in: .trip)) goes there)"
        outcomes.append(
            .say(.info("Imported into “\(name)”: \(report.addedCount) added, \(report.updatedCount) updated\(warned)")))
        _ = run(outcomes)
        modal = .report(
            Report(
                title: "Imported \(request.path)",
                lines: report.lines(keepHint: "\(keys.label(of: .delete, in: .trip)) on a game removes it")))
    }
}
