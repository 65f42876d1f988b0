import Foundation
import Testing

/// The commands and the file format (docs/commands.md, docs/file-format.md): a file that is not a valid
/// itinerary exits 65, names the file and the place, and is left exactly as it was, whichever command reads it.
@Suite struct MalformedFileCLITests {
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let old: String
        let new: String
        /// A piece the message must contain to say where (a JSON path or line:column).
        let where_: String
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "not JSON", old: #""days": 3,"#, new: #""days": 3,,"#, where_: ":5:"),
        Case(name: "wrong format string", old: #""format": "itin/1""#, new: #""format": "itin/0""#, where_: "format"),
        Case(name: "missing field", old: #""name": "Swing", "#, new: "", where_: "trips[0]"),
        Case(
            name: "wrong type", old: #""day": 2, "sortOrder": 1"#, new: #""day": "2", "sortOrder": 1"#,
            where_: "trips[0].items[0].day"),
        Case(
            name: "day out of range", old: #""day": 3, "time""#, new: #""day": 4, "time""#,
            where_: "trips[0].games[1].day"),
        Case(name: "bad time", old: #""19:05""#, new: #""7:05pm""#, where_: "trips[0].games[1].time"),
        Case(
            name: "a time and tbd", old: #""time": "19:05""#, new: #""time": "19:05", "tbd": true"#,
            where_: "trips[0].games[1].tbd"),
        Case(name: "tbd not true", old: #""time": "19:05""#, new: #""tbd": false"#, where_: "trips[0].games[1].tbd"),
        Case(name: "neither time nor tbd", old: #""time": "19:05", "#, new: "", where_: "trips[0].games[1]"),
        Case(
            name: "an empty place", old: #""time": "19:05""#, new: #""time": "19:05", "place": """#,
            where_: "trips[0].games[1].place"),
        Case(name: "bad date", old: #""2026-06-12""#, new: #""2026-06-31""#, where_: "trips[0].start"),
        Case(name: "days below 1", old: #""days": 3"#, new: #""days": 0"#, where_: "trips[0].days"),
        Case(
            name: "unknown kind", old: #""kind": "custom", "day": 1"#, new: #""kind": "hotel", "day": 1"#,
            where_: "trips[0].items[1].kind"),
        Case(name: "duplicate id", old: #""id": "n2""#, new: #""id": "g1""#, where_: "trips[0].items[2].id"),
        Case(
            name: "infinite number", old: #""sortOrder": 2"#, new: #""sortOrder": 1e999"#,
            where_: "trips[0].items[2].sortOrder"),
        Case(
            name: "duplicate key", old: #""title": "Lunch""#, new: #""title": "Lunch", "title": "Dinner""#,
            where_: ":13:"),
        Case(name: "bad mode", old: #""drive""#, new: #""car""#, where_: "trips[0].items[0].mode"),
        Case(name: "negative miles", old: #""miles": 215"#, new: #""miles": -215"#, where_: "trips[0].items[0].miles"),
        Case(name: "truncated", old: "\n  ]\n}", new: "\n  ]", where_: ":16:4:"),
    ]

    static let commands: [[String]] = [["print"], ["check"], ["move", "@", "n1", "--day", "2"]]

    /// `args` with the file path in place of `@` (or after the command when there is none).
    static func arguments(_ command: [String], file: String) -> [String] {
        command.contains("@") ? command.map { $0 == "@" ? file : $0 } : command + [file]
    }

    @Test(arguments: cases, commands)
    func aMalformedFileExits65NamingTheFileAndWhereAndIsLeftUntouched(_ c: Case, _ command: [String]) throws {
        let scratch = try Scratch()
        #expect(baseJSON.contains(c.old), "the base file has no \(c.old)")
        let file = try scratch.write("trips.json", baseJSON.replacing(c.old, with: c.new))
        let before = try scratch.bytes("trips.json")
        let run = try itin(Self.arguments(command, file: file))
        #expect(run.status == 65, "\(run)")
        #expect(run.stderr.contains(file), "\(run)")
        #expect(run.stderr.contains(c.where_), "\(run)")
        #expect(run.stdout.isEmpty, "\(run)")
        #expect(try scratch.bytes("trips.json") == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.folder.path) == ["trips.json"])
    }

    @Test(arguments: commands)
    func invalidUTF8AndAnEmptyFileExit65(_ command: [String]) throws {
        let scratch = try Scratch()
        var bytes = Array(baseJSON.utf8)
        let lunch = Array("Lunch".utf8)
        let at = try #require((0...(bytes.count - lunch.count)).first { Array(bytes[$0..<$0 + lunch.count]) == lunch })
        bytes.insert(contentsOf: [0xC3, 0x28], at: at)
        for (name, content) in [("utf8.json", bytes), ("empty.json", [])] {
            let file = try scratch.write(name, bytes: content)
            let run = try itin(Self.arguments(command, file: file))
            #expect(run.status == 65, "\(run)")
            #expect(run.stderr.contains(file), "\(run)")
            #expect(try scratch.bytes(name) == content)
        }
    }

    @Test(arguments: commands)
    func errorMessagesNeverCarryEscapeBytesFromTheFile(_ command: [String]) throws {
        let scratch = try Scratch()
        let file = try scratch.write(
            "trips.json", base(replacing: #""format": "itin/1""#, with: #""format": "\u001b[2J\u001b[31m""#))
        let run = try itin(Self.arguments(command, file: file))
        #expect(run.status == 65, "\(run)")
        #expect(!run.stderr.utf8.contains(0x1B), "\(run)")
    }

    @Test(arguments: commands)
    func aMissingFileExits66(_ command: [String]) throws {
        let scratch = try Scratch()
        let file = scratch.path("nope.json")
        let run = try itin(Self.arguments(command, file: file))
        #expect(run.status == 66, "\(run)")
        #expect(run.stderr.contains(file), "\(run)")
        #expect(!FileManager.default.fileExists(atPath: file))
    }

    @Test(arguments: commands)
    func aFileThatCannotBeReadExits74(_ command: [String]) throws {
        let scratch = try Scratch()
        let run = try itin(Self.arguments(command, file: scratch.folder.path))
        #expect(run.status == 74, "\(run)")
    }
}
