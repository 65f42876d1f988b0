import Foundation

/// A temporary folder with library files in it, removed when the test is done.
final class Fixture {
    let directory: URL

    init() throws {
        directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("itin-e2e-\(getpid())-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: directory) }

    func url(_ name: String) -> URL { directory.appendingPathComponent(name) }

    @discardableResult
    func write(_ name: String, _ text: String) throws -> URL {
        let url = url(name)
        try Data(text.utf8).write(to: url)
        return url
    }

    func bytes(_ name: String) throws -> Data { try Data(contentsOf: url(name)) }

    func files() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    }

    func files(in folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: url(folder).path).sorted()
    }

    /// The file read back with Foundation's JSON parser, independent of itin's own codec.
    func json(_ name: String) throws -> [String: Any] {
        guard let object = try JSONSerialization.jsonObject(with: bytes(name)) as? [String: Any] else {
            throw EndToEndFailure(description: "\(name) is not a JSON object")
        }
        return object
    }

    /// `(day, sortOrder)` of the item `id` as saved in `name`.
    func position(of id: String, in name: String) throws -> (day: Int, sortOrder: Double) {
        let trips = try json(name)["trips"] as? [[String: Any]] ?? []
        for trip in trips {
            for item in trip["items"] as? [[String: Any]] ?? [] where item["id"] as? String == id {
                guard let day = item["day"] as? NSNumber, let sortOrder = item["sortOrder"] as? NSNumber else {
                    throw EndToEndFailure(description: "item \(id) in \(name) has no day or sortOrder: \(item)")
                }
                return (day.intValue, sortOrder.doubleValue)
            }
        }
        throw EndToEndFailure(description: "no item \(id) in \(name)")
    }
}

/// One trip of four days from Fri 2026-06-12:
///
///     Day 1  ◆ g1 19:10 Yankees @ Red Sox, Boston
///     Day 2  ◆ g2 13:35 Yankees @ Red Sox, Boston
///     Day 3  » leg Boston → New York (sortOrder -1)   ◆ g3 19:05 Red Sox @ Yankees, New York
///     Day 4  • n1 (a custom note)
///
/// The leg may sit anywhere from just after g2 to just before g3. The text is in the exact
/// form itin writes (docs/file-format.md: stable key order, two spaces, final newline), so saving
/// an unchanged library must give back the same bytes. `noteTitle` is JSON string content.
func tripFixture(noteTitle: String = "Walk the High Line") -> String {
    #"""
    {
      "format": "itin/1",
      "trips": [
        {
          "id": "t",
          "name": "Boston and New York",
          "order": 1,
          "start": "2026-06-12",
          "days": 4,
          "games": [
            {
              "id": "g1",
              "day": 1,
              "time": "19:10",
              "away": "Yankees",
              "home": "Red Sox",
              "venue": "Fenway Park",
              "city": "Boston"
            },
            {
              "id": "g2",
              "day": 2,
              "time": "13:35",
              "away": "Yankees",
              "home": "Red Sox",
              "venue": "Fenway Park",
              "city": "Boston"
            },
            {
              "id": "g3",
              "day": 3,
              "time": "19:05",
              "away": "Red Sox",
              "home": "Yankees",
              "venue": "Yankee Stadium",
              "city": "New York"
            }
          ],
          "items": [
            {
              "id": "leg",
              "kind": "travel",
              "day": 3,
              "sortOrder": -1,
              "from": "Boston",
              "to": "New York",
              "miles": 215,
              "mode": "drive"
            },
            {
              "id": "n1",
              "kind": "custom",
              "day": 4,
              "sortOrder": 1,
              "title": "\#(noteTitle)"
            }
          ]
        }
      ]
    }

    """#
}

/// Row texts of the fixture, as the Trip screen shows them.
enum Rows {
    static let day1 = "Day 1 · Fri Jun 12"
    static let day2 = "Day 2 · Sat Jun 13"
    static let day3 = "Day 3 · Sun Jun 14"
    static let day4 = "Day 4 · Mon Jun 15"
    static let g1 = "◆ 19:10 Yankees @ Red Sox · Fenway Park, Boston"
    static let g2 = "◆ 13:35 Yankees @ Red Sox · Fenway Park, Boston"
    static let g3 = "◆ 19:05 Red Sox @ Yankees · Yankee Stadium, New York"
    static let leg = "» Boston → New York · 215 mi · drive"
    static let note = "• Walk the High Line"
    static let afterG2 = "Day 2 · Sat Jun 13 · after Yankees @ Red Sox"
    static let reasonBeforeG2 = "Boston → New York can't leave before Yankees @ Red Sox (Day 2, 13:35)"
}
