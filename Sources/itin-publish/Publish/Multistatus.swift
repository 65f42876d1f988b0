import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// A WebDAV `207 Multi-Status` answer (RFC 4918 section 13), as far as `publish` reads it:
/// each response's href, and from its `200` propstats the ETag, the calendar data and the
/// resource types. Names are matched with their namespaces, whatever prefixes the server uses.
struct Multistatus {
    struct Response {
        var href = ""
        var etag: String?
        var calendarData: String?
        /// `{namespace}name` of each element inside `resourcetype`.
        var resourceTypes: Set<String> = []
    }

    static let dav = "DAV:"
    static let caldav = "urn:ietf:params:xml:ns:caldav"

    let responses: [Response]

    /// nil when the body is not such XML.
    init?(_ body: Data) {
        let reader = Reader()
        let parser = XMLParser(data: body)
        parser.shouldProcessNamespaces = true
        parser.delegate = reader
        guard parser.parse() else { return nil }
        responses = reader.responses
    }

    private final class Reader: NSObject, XMLParserDelegate {
        var responses: [Response] = []
        private var stack: [String] = []  // {namespace}name
        private var text = ""
        private var response = Response()
        private var found = Response()  // this propstat's values, kept if its status is 200
        private var propstatOK = true

        func parser(
            _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            let key = "{\(namespaceURI ?? "")}\(name)"
            if stack.last == "{DAV:}resourcetype" { found.resourceTypes.insert(key) }
            switch key {
            case "{DAV:}response": response = Response()
            case "{DAV:}propstat":
                found = Response()
                propstatOK = true
            default: break
            }
            stack.append(key)
            text = ""
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }

        func parser(_ parser: XMLParser, foundCDATA block: Data) { text += String(decoding: block, as: UTF8.self) }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            let key = stack.popLast() ?? ""
            let parent = stack.last ?? ""
            switch (key, parent) {
            case ("{DAV:}href", "{DAV:}response"): response.href = text.trimmingCharacters(in: .whitespacesAndNewlines)
            case ("{DAV:}status", "{DAV:}propstat"): propstatOK = text.split(separator: " ").dropFirst().first == "200"
            case ("{DAV:}getetag", _): found.etag = text.trimmingCharacters(in: .whitespacesAndNewlines)
            case ("{\(Multistatus.caldav)}calendar-data", _): found.calendarData = text
            case ("{DAV:}propstat", _):
                if propstatOK {
                    response.etag = found.etag ?? response.etag
                    response.calendarData = found.calendarData ?? response.calendarData
                    response.resourceTypes.formUnion(found.resourceTypes)
                }
            case ("{DAV:}response", _): responses.append(response)
            default: break
            }
            text = ""
        }
    }
}
