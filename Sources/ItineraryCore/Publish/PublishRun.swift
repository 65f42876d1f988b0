/// Carries out a `PublishPlan` over a connection (docs/calendars.md): the plan's writes in
/// order, each conditional on what was read. A write refused with 412 (the event changed
/// since it was read) is read again once and judged by `afterConflict`: sent once more,
/// settled, or left as a conflict; refused a second time, it is a conflict.
public enum PublishRun {
    public static func carryOut(_ plan: PublishPlan, over server: some CalendarConnection) throws(CalendarFailure)
        -> PublishTally
    {
        var tally = PublishTally()
        for step in plan.steps {
            guard let href = step.href(in: server.target) else {
                tally.count(step.outcome)
                continue
            }
            switch try write(step, over: server) {
            case .done: tally.count(step.outcome)
            case .gone: tally.count(.removed)
            case .preconditionFailed:
                switch step.afterConflict(now: try event(at: href, over: server)) {
                case .settled(let outcome): tally.count(outcome)
                case .retry(let again):
                    switch try write(again, over: server) {
                    case .done: tally.count(again.outcome)
                    case .gone: tally.count(.removed)
                    case .preconditionFailed:
                        tally.count(
                            .conflict("\(step.uid): changed on the server again while it was sent; left as it is"))
                    }
                }
            }
        }
        return tally
    }

    enum Written { case done, gone, preconditionFailed }

    /// Sends a write step: `PUT` with `If-None-Match: *` or `If-Match:`, or `DELETE` with
    /// `If-Match:`. A step that writes nothing is done.
    static func write(_ step: PublishPlan.Step, over server: some CalendarConnection) throws(CalendarFailure) -> Written
    {
        guard let request = step.request(in: server.target) else { return .done }
        let response = try server.exchange(request)
        switch response.status {
        case 200, 201, 204: return .done
        case 404 where request.method == "DELETE", 410 where request.method == "DELETE": return .gone
        case 412: return .preconditionFailed
        default:
            let said = String(response.text.prefix(300)).trimmingWhitespace()
            let host = server.target.host
            throw .refused(
                "\(host) refused \(request.method) \(request.url) (\(response.status))"
                    + (said.isEmpty ? "" : ": \(said)"))
        }
    }

    /// One event read again (after a 412): nil if it is gone.
    static func event(at href: String, over server: some CalendarConnection) throws(CalendarFailure) -> ServerEvent? {
        let response = try server.exchange(CalendarRequest("GET", href))
        let host = server.target.host
        switch response.status {
        case 200:
            guard let etag = response.etag else { throw .refused("\(host) gave no ETag for \(href)") }
            return ServerEvent(href: href, etag: etag, text: response.text)
        case 404, 410: return nil
        default: throw .refused("\(host) answered \(response.status) to GET \(href)")
        }
    }
}

extension PublishPlan.Step {
    /// The URL a write goes to: a new event at its own name in the collection, a replaced or
    /// deleted one where the server has it; nil for a step that writes nothing.
    public func href(in target: CalendarTarget) -> String? {
        switch self {
        case .create(let r): return target.member(r.name)
        case .replace(_, let e), .delete(let e): return e.href
        case .leave, .foreign: return nil
        }
    }

    /// The request that makes this step's write, conditional on what was read.
    public func request(in target: CalendarTarget) -> CalendarRequest? {
        guard let href = href(in: target) else { return nil }
        let calendar = "text/calendar; charset=utf-8"
        switch self {
        case .create(let r):
            return CalendarRequest(
                "PUT", href, headers: ["If-None-Match": "*", "Content-Type": calendar], body: r.text)
        case .replace(let r, let e):
            return CalendarRequest("PUT", href, headers: ["If-Match": e.etag, "Content-Type": calendar], body: r.text)
        case .delete(let e): return CalendarRequest("DELETE", href, headers: ["If-Match": e.etag])
        case .leave, .foreign: return nil
        }
    }
}

extension PublishTally {
    /// 75 (EX_TEMPFAIL) when an event was left in conflict, else 0 (docs/commands.md).
    public var exitStatus: Int32 { conflicts.isEmpty ? 0 : 75 }
}
