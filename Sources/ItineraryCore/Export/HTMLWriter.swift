/// Writes an HTML page whose only way to put text in is escaped: elements and attributes
/// are named by cases, never by strings, and every text and attribute value passes through
/// `escape`. The one thing written as it is, the page's style sheet, must be a literal.
struct HTMLWriter {
    enum Tag: String {
        case html, head, meta, title, style, body, main, header, h1, h2, p, section, ul, ol, li, figure, figcaption
        case span, strong, svg, g, path, line, circle, text, rect
    }

    enum Attribute: String {
        case lang, charset, name, content, id, role, value, xmlns, viewBox, d, x, y, x1, y1, x2, y2, cx, cy, r
        case width, height
        case `class`
        case ariaLabel = "aria-label"
        case textAnchor = "text-anchor"
        case dominantBaseline = "dominant-baseline"
    }

    /// Elements with no content and no end tag.
    private static let void: Set<Tag> = [.meta]

    private(set) var html = "<!DOCTYPE html>\n"

    mutating func element(
        _ tag: Tag, _ attributes: KeyValuePairs<Attribute, String> = [:],
        _ content: (inout HTMLWriter) -> Void = { _ in }
    ) {
        html += "<" + tag.rawValue
        for (attribute, value) in attributes { html += " \(attribute.rawValue)=\"\(Self.escape(value))\"" }
        html += ">"
        guard !Self.void.contains(tag) else { return }
        content(&self)
        html += "</\(tag.rawValue)>"
    }

    /// An element holding only text.
    mutating func element(_ tag: Tag, _ attributes: KeyValuePairs<Attribute, String> = [:], text: String) {
        element(tag, attributes) { $0.text(text) }
    }

    mutating func text(_ text: String) {
        html += Self.escape(text)
    }

    /// A line break in the source, to keep the page readable; it changes nothing shown.
    mutating func newline() {
        html += "\n"
    }

    /// The page's own style sheet: a literal of this program, never text from a file.
    mutating func styleSheet(_ css: StaticString) {
        html += "<style>" + css.description + "</style>"
    }

    /// `&`, `<`, `>`, `"` and `'` as references; control characters other than tab and
    /// line breaks, which HTML does not allow, left out.
    static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            case "\t", "\n", "\r": out.unicodeScalars.append(scalar)
            default:
                if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) { continue }
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
