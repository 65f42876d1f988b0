import Foundation
import ItineraryCore

/// The calendar collection as `publish` uses it: is it a calendar, what events does it hold,
/// and the writes of a `PublishPlan`, each conditional on what was read (SPEC §12).
struct CalendarServer {
    let client: CalDAVClient
    var target: CalendarTarget { client.target }

    /// `PROPFIND` (depth 0) of the collection: a calendar, or `.notCalendar`.
    func checkIsCalendar() throws(CalDAVClient.Failure) {
        let body = """
            <?xml version="1.0" encoding="utf-8"?>
            <d:propfind xmlns:d="DAV:"><d:prop><d:resourcetype/></d:prop></d:propfind>
            """
        let response = try client.send("PROPFIND", target.url, body: body, headers: xml(depth: "0"))
        guard response.status == 207 else { throw notCalendar(response, "PROPFIND") }
        guard let answer = Multistatus(response.body), let first = answer.responses.first else {
            throw .notCalendar("\(target.url) gave no WebDAV answer to PROPFIND: it is not a CalDAV calendar")
        }
        guard first.resourceTypes.contains("{\(Multistatus.caldav)}calendar") else {
            throw .notCalendar("\(target.url) is not a calendar (a CalDAV calendar collection, such as …/calendars/alice/trips/)")
        }
    }

    /// Every event the calendar holds (`REPORT calendar-query` for VEVENTs), anyone's.
    func events() throws(CalDAVClient.Failure) -> [ServerEvent] {
        let body = """
            <?xml version="1.0" encoding="utf-8"?>
            <c:calendar-query xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav">\
            <d:prop><d:getetag/><c:calendar-data/></d:prop>\
            <c:filter><c:comp-filter name="VCALENDAR"><c:comp-filter name="VEVENT"/></c:comp-filter></c:filter>\
            </c:calendar-query>
            """
        let response = try client.send("REPORT", target.url, body: body, headers: xml(depth: "1"))
        guard response.status == 207, let answer = Multistatus(response.body) else { throw notCalendar(response, "REPORT") }
        return answer.responses.compactMap { r in
            guard let etag = r.etag, let data = r.calendarData else { return nil }
            return ServerEvent(href: resolve(r.href), etag: etag, text: data)
        }
    }

    /// One event read again (after a 412): nil if it is gone.
    func event(at href: String) throws(CalDAVClient.Failure) -> ServerEvent? {
        let response = try client.send("GET", href)
        switch response.status {
        case 200:
            // The ETag from the header: on Linux only `value(forHTTPHeaderField:)` finds it.
            guard let etag = response.etag else { throw .refused("\(target.host) gave no ETag for \(href)") }
            return ServerEvent(href: href, etag: etag, text: String(decoding: response.body, as: UTF8.self))
        case 404, 410: return nil
        default: throw .refused("\(target.host) answered \(response.status) to GET \(href)")
        }
    }

    enum Sent { case done, gone, preconditionFailed }

    /// Sends a write step: `PUT` with `If-None-Match: *` or `If-Match:`, or `DELETE` with
    /// `If-Match:`.
    func send(_ step: PublishPlan.Step) throws(CalDAVClient.Failure) -> Sent {
        let method: String, url: String, body: String?, condition: (String, String)
        switch step {
        case .create(let r): (method, url, body, condition) = ("PUT", target.member(r.name), r.text, ("If-None-Match", "*"))
        case .replace(let r, let e): (method, url, body, condition) = ("PUT", e.href, r.text, ("If-Match", e.etag))
        case .delete(let e): (method, url, body, condition) = ("DELETE", e.href, nil, ("If-Match", e.etag))
        case .leave, .foreign: return .done
        }
        var headers = [condition.0: condition.1]
        if body != nil { headers["Content-Type"] = "text/calendar; charset=utf-8" }
        let response = try client.send(method, url, body: body, headers: headers)
        switch response.status {
        case 200, 201, 204: return .done
        case 404 where method == "DELETE", 410 where method == "DELETE": return .gone
        case 412: return .preconditionFailed
        default:
            let said = String(decoding: response.body.prefix(300), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            throw .refused("\(target.host) refused \(method) \(url) (\(response.status))" + (said.isEmpty ? "" : ": \(said)"))
        }
    }

    private func xml(depth: String) -> [String: String] {
        ["Depth": depth, "Content-Type": "application/xml; charset=utf-8"]
    }

    private func notCalendar(_ response: CalDAVClient.Response, _ method: String) -> CalDAVClient.Failure {
        switch response.status {
        case 404: return .notCalendar("\(target.url) does not exist on \(target.host) (404)")
        case 405, 501: return .notCalendar("\(target.url) is not a calendar: \(target.host) does not take \(method) there (\(response.status))")
        default: return .notCalendar("\(target.url) is not a calendar: \(target.host) answered \(response.status) to \(method)")
        }
    }

    /// An href of the answer (usually a path) as a whole URL.
    private func resolve(_ href: String) -> String {
        URL(string: href, relativeTo: URL(string: target.url))?.absoluteString ?? href
    }
}
