import Foundation
import Testing

/// `itin export --format html` (docs/map.md): one self-contained page, every text escaped,
/// the map's numbers the terminal's; and, in a real browser, a phone's width and print.
@Suite struct PageCLITests {
    /// `days` days from Boston westward, each a game, a leg to the next city and notes, the
    /// last titled `END OF DAY N` (so a printed page's text shows where a day ends). Day 2
    /// holds a note that is a script tag and a word longer than a phone is wide; the last
    /// day ends with a game in Toronto, with no way there.
    static func file(days: Int) -> String {
        let cities = [
            "Boston", "New York", "Philadelphia", "Baltimore", "Washington", "Pittsburgh", "Cleveland",
            "Detroit", "Toronto", "Chicago", "Milwaukee", "Minneapolis",
        ]
        var games: [String] = []
        var items: [String] = []
        for day in 1...days {
            let city = cities[(day - 1) % cities.count]
            let next = cities[day % cities.count]
            games.append(
                #"{"id": "g\#(day)", "day": \#(day), "time": "13:05", "away": "Visitors", "home": "\#(city) Nine", "venue": "\#(city) Park", "city": "\#(city)"}"#
            )
            guard day < days else {
                games.append(
                    #"{"id": "away", "day": \#(day), "time": "20:00", "away": "Visitors", "home": "Blue Jays", "venue": "Rogers Centre", "city": "Toronto"}"#
                )
                break
            }
            items.append(
                #"{"id": "l\#(day)", "kind": "travel", "day": \#(day), "sortOrder": 1, "from": "\#(city)", "to": "\#(next)", "mode": "\#(day % 3 == 0 ? "train" : "drive")"}"#
            )
            for n in 2...5 {
                let note =
                    day == 2 && n == 2
                    ? #"<script>alert(1)</script>"#
                    : day == 2 && n == 3
                        ? String(repeating: "Ballpark", count: 12)
                        : "Something to do in \(city), number \(n), with enough words to take a line or two of a narrow page"
                items.append(
                    #"{"id": "n\#(day)-\#(n)", "kind": "custom", "day": \#(day), "sortOrder": \#(n), "title": "Note \#(n)", "note": "\#(note)"}"#
                )
            }
            items.append(
                #"{"id": "end\#(day)", "kind": "custom", "day": \#(day), "sortOrder": 9, "title": "END OF DAY \#(day)"}"#
            )
        }
        return """
            {"format": "itin/1", "trips": [{"id": "tour", "name": "Tour & <Friends>", "order": 1, "start": "2026-06-12", \
            "days": \(days), "games": [\(games.joined(separator: ", "))], "items": [\(items.joined(separator: ", "))]}]}

            """
    }

    func exported(days: Int) throws -> (Scratch, String, String) {
        let scratch = try Scratch()
        let path = try scratch.write("trip.itin", Self.file(days: days))
        let run = try itin("export", path, "--trip", "tour", "--format", "html", "--output", scratch.path("tour.html"))
        #expect(run.status == 0, "\(run)")
        return (scratch, path, try scratch.text("tour.html"))
    }

    @Test func thePageIsSelfContainedAndEscapesEveryText() throws {
        let (_, _, page) = try exported(days: 4)
        #expect(page.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"))
        #expect(page.contains("<title>Tour &amp; &lt;Friends&gt;</title>"))
        // Nothing fetched: the only URL is SVG's namespace, which names and loads nothing.
        for outside in ["src=", "href=", "@import", "url(", "<link", "<script", "<img", "<iframe"] {
            #expect(!page.contains(outside), "the page holds \(outside)")
        }
        #expect(
            page.components(separatedBy: "http").count == 2 && page.contains("xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(page.contains("<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>"))
    }

    @Test func daysHoldTheirGamesLegsNotesAndWarningsAndTheMapsNumbersAreTheTerminals() throws {
        let (scratch, path, page) = try exported(days: 4)
        defer { withExtendedLifetime(scratch) {} }
        // Boston → New York: 190.04 mi great circle (TravelTests), × 1.2 by car = 228 mi, ÷ 55 mph = 4 h 9 min.
        #expect(page.contains("<li class=\"leg\">Boston → New York · 228 mi · about 4 h 9 min by car</li>"))
        #expect(page.contains("<li class=\"game\"><strong>13:05</strong> Visitors @ Boston Nine · Boston Park, Boston"))
        #expect(page.contains("<section class=\"day\" id=\"day-1\"><h2>Day 1 · Fri Jun 12 · Boston → New York</h2>"))
        // Day 4's second game, in Toronto: the legs stopped in Baltimore, so there is no way there.
        #expect(page.contains("Rogers Centre, Toronto<p class=\"warning\">⚠ no travel from Baltimore to Toronto"))
        let numbers = page.components(separatedBy: "dominant-baseline=\"central\">").dropFirst().map {
            $0.prefix { $0 != "<" }
        }
        #expect(numbers == ["1", "2", "3", "4", "5"])
        let map = try itin("map", path, "--trip", "tour", "--width", "120", "--height", "30")
        #expect(
            map.lines.contains(
                "1 Boston · 2 New York (Jun 12–13) · 3 Philadelphia (Jun 13–14) · 4 Baltimore (Jun 14–15) · 5 Toronto"))
        #expect(page.contains("<li><span class=\"number\">4</span> Baltimore (Jun 14–15)</li>"))
        #expect(try itin("export", path, "--format", "html").status == 64, "one trip's page: --trip is needed")
    }

    /// In Debian's chromium, headless, driven by chromedriver (scripts/page_check.py).
    @Suite(
        .enabled(
            if: ProcessInfo.processInfo.environment["ITIN_BROWSER_TESTS"] == "1",
            "ITIN_BROWSER_TESTS=1 (make test): chromium, chromium-driver, poppler-utils and selenium are needed"))
    struct InABrowser {
        @Test func readsOnAPhoneAndPrintsWithoutSplittingADay() throws {
            let (scratch, _, _) = try PageCLITests().exported(days: 12)
            let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().appendingPathComponent("scripts/page_check.py").path
            let run = try Tool.run(["python3", script, scratch.path("tour.html"), "--pdf"])
            let result = try JSONDecoder().decode(PageCheck.self, from: Data(run.stdout.utf8))
            for (width, sizes) in result.widths {
                #expect(sizes[0] <= sizes[1], "at \(width) px the page scrolls sideways: \(sizes)")
            }
            #expect(result.stops == (1...12).map(String.init))
            #expect(result.scripts == 0)
            #expect(result.noteTexts.contains { $0.contains("<script>alert(1)</script>") })
            #expect(result.darkInPrint.isEmpty, "\(result.darkInPrint)")
            // Printed on several pages, no day split: each ends on the page it starts on.
            #expect(result.pages.count > 2)
            #expect(result.pages.days.count == 12)
            for (day, where_) in result.pages.days where day != "12" {
                #expect(where_["header"] != nil && where_["header"] == where_["last"], "day \(day): \(where_)")
            }
        }
    }
}

struct PageCheck: Decodable {
    let widths: [String: [Int]]
    let stops: [String]
    let scripts: Int
    let noteTexts: [String]
    let darkInPrint: [String]
    let pages: Pages

    struct Pages: Decodable {
        let count: Int
        let days: [String: [String: Int]]
    }
}
