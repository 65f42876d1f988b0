import Foundation
import Testing

@testable import ItineraryCore

/// RFC 4180 CSV read and written by `CSVText`, held to Python's `csv` module.
@Suite struct CSVTextTests {
    func fields(_ text: String) throws -> [[String]] { try CSVText.rows(text).map(\.fields) }

    @Test func rowsEndAtCRLFLFOrALoneCRAndKnowTheirLines() throws {
        let rows = try CSVText.rows("a,b\r\nc,d\ne,f\rg,h")
        #expect(rows.map(\.fields) == [["a", "b"], ["c", "d"], ["e", "f"], ["g", "h"]])
        #expect(rows.map(\.line) == [1, 2, 3, 4])
    }

    @Test func aQuotedFieldKeepsCommasDoubledQuotesAndLineBreaksAsWritten() throws {
        let rows = try CSVText.rows("\"a, \"\"b\"\"\",\"line\r\nbreak\nand\rmore\",c\nnext\n")
        #expect(rows.map(\.fields) == [["a, \"b\"", "line\r\nbreak\nand\rmore", "c"], ["next"]])
        #expect(rows.map(\.line) == [1, 5])
    }

    @Test func aBlankLineIsOneEmptyFieldAndAFinalLineBreakMakesNoRow() throws {
        #expect(try fields("a\n\nb\n") == [["a"], [""], ["b"]])
        #expect(try fields("") == [])
        #expect(try fields(",\n") == [["", ""]])
        #expect(try fields("\"\"") == [[""]])
    }

    @Test func strayQuotesAreKeptAsText() throws {
        #expect(try fields("ab\"c,d\n") == [["ab\"c", "d"]])
        #expect(try fields("\"ab\"c,d\n") == [["abc", "d"]])
    }

    @Test func aQuoteThatNeverClosesIsRefusedWithTheLineItOpensOn() {
        #expect(throws: CSVText.Unclosed(line: 2)) { try CSVText.rows("a,b\nc,\"d\ne,f\n") }
    }

    @Test func whatIsWrittenReadsBackAsTheSameFields() throws {
        let pieces = ["", "a", " b ", ",", "\"", "\n", "\r\n", "\r", "é", "x\"y,z"]
        var rows: [[String]] = []
        for a in pieces {
            for b in pieces { rows.append([a + b, b, a]) }
        }
        let text = CSVText.written(rows)
        #expect(text.hasSuffix("\r\n"))
        #expect(try fields(text) == rows)
    }

    /// Python's reader and writer are the reference: what one writes the other reads the same.
    @Test func pythonsCSVModuleAgreesBothWays() throws {
        let rows = [
            ["plain", "with, comma", "with \"quote\"", "line\nbreak", "crlf\r\nbreak", ""],
            ["", "", "é — ü", " spaced ", "\"", ","],
        ]
        let script = """
            import csv, io, json, sys
            rows = json.loads(sys.argv[1])
            out = io.StringIO(newline="")
            csv.writer(out).writerows(rows)
            mine = list(csv.reader(io.StringIO(sys.argv[2], newline="")))
            print(json.dumps({"written": out.getvalue(), "read": mine}))
            """
        let written = CSVText.written(rows)
        let json = String(decoding: try JSONEncoder().encode(rows), as: UTF8.self)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script, json, written]
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "python3 is needed (make test installs it)")
        struct Answer: Decodable {
            let written: String
            let read: [[String]]
        }
        let answer = try JSONDecoder().decode(Answer.self, from: stdout)
        #expect(answer.read == rows, "Python reads what CSVText writes")
        #expect(try fields(answer.written) == rows, "CSVText reads what Python writes")
    }
}
