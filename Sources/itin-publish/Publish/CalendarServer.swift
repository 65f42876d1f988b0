import Foundation
import ItineraryCore

/// The calendar collection as `publish` reads it before a plan is made: is it a calendar,
/// and what events does it hold (docs/calendars.md). Its WebDAV answers are XML, read
/// here; the plan's writes are Core's (`PublishRun`).
struct CalendarServer {
    let client: CalDAVClient
    var target: CalendarTarget { client.target }

    /// `PROPFIND` (depth 0) of the collection: a calendar, or `.notCalendar`.
    func checkIsCalendar() throws(CalendarFailure) {
        let body = """
            <?xml version="1.0" encoding="utf-8"?>
            <d:propfind xmlns:d="DAV:"><d:prop><d:resourcetype/></d:prop></d:propfind>
            """
        let response = try client.exchange(
            CalendarRequest("PROPFIND", target.url, headers: xml(depth: "0"), body: body))
        guard response.status == 207 else { throw notCalendar(response, "PROPFIND") }
        guard let answer = Multistatus(Data(response.body)), let first = answer.responses.first else {
            throw .notCalendar("\(target.url) gave no WebDAV answer to PROPFIND: it is not a CalDAV calendar")
        }
        guard first.resourceTypes.contains("{\(Multistatus.caldav)}calendar") else {
            throw .notCalendar(
                "\(target.url) is not a calendar (a CalDAV calendar collection, such as …/calendars/alice/trips/)")
        }
    }

    /// Every event the calendar holds (`REPORT calendar-query` for VEVENTs), anyone's.
    func events() throws(CalendarFailure) -> [ServerEvent] {
        let body = """
            <?xml version="1.0" encoding="utf-8"?>
            <c:calendar-query xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav">\
            <d:prop><d:getetag/><c:calendar-data/></d:prop>\
            <c:filter><c:comp-filter name="VCALENDAR"><c:comp-filter name="VEVENT"/></c:comp-filter></c:filter>\
            </c:calendar-query>
            """
        let response = try client.exchange(CalendarRequest("REPORT", target.url, headers: xml(depth: "1"), body: body))
        guard response.status == 207, let answer = Multistatus(Data(response.body)) else {
            throw notCalendar(response, "REPORT")
        }
        return answer.responses.compactMap { r in
            guard let etag = r.etag, let data = r.calendarData else { return nil }
            return ServerEvent(href: resolve(r.href), etag: etag, text: data)
        }
    }

    private func xml(depth: String) -> [String: String] {
        ["Depth": depth, "Content-Type": "application/xml; charset=utf-8"]
    }

    private func notCalendar(_ response: CalendarResponse, _ method: String) -> CalendarFailure {
        switch response.status {
        case 404: return .notCalendar("\(target.url) does not exist on \(target.host) (404)")
        case 405, 501:
            return .notCalendar(
                "\(target.url) is not a calendar: \(target.host) does not take \(method) there (\(response.status))")
        default:
            return .notCalendar(
                "\(target.url) is not a calendar: \(target.host) answered \(response.status) to \(method)")
        }
    }

    /// An href of the answer (usually a path) as a whole URL.
    private func resolve(_ href: String) -> String {
        URL(string: href, relativeTo: URL(string: target.url))?.absoluteString ?? href
    }
}
