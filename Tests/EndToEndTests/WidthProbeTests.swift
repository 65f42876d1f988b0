import Foundation
import Testing

extension EndToEnd {
    /// The width probe against terminals tmux cannot play: one that never answers, and one
    /// whose answers come cut in two with keys typed between them.
    @Suite struct WidthProbe {
        static let down = "\u{1B}[B", up = "\u{1B}[A"

        /// The keys that put the cursor on “Walk the High Line” once the trip is open.
        static let toTheNote: [PtyTerminal.Step] = [
            .waitFor("Day 4 · Mon Jun 15"), .settle, .keys(Array(repeating: "j", count: 7)), .settle,
        ]

        @Test func aTerminalThatNeverAnswersGetsTheEditorAtOnceWithTheFallbackAndKeepsTheKeys() throws {
            let fixture = try Fixture()
            try fixture.write("trips.json", GlyphNotes.fixture())
            // Enter, typed while the probe waits for answers that never come, opens the trip.
            let run = try PtyTerminal.run(
                ["trips.json"], in: fixture.directory, columns: 80, rows: 30,
                answers: .silent(typing: "\r"), steps: [.waitFor("Day 4 · Mon Jun 15"), .settle, .screen])
            let probe = try #require(run.probe, "the probe asked nothing")
            #expect(
                run.firstFrame - probe < 1000, "the first frame came \(run.firstFrame - probe) ms after the probe asked"
            )
            let screen = try #require(run.screens.first)
            // The fallback takes a keycap as two columns; this terminal (pyte) draws it in one
            // (and keeps only its digit), so a blank follows it rather than “entry” over it.
            #expect(screen.contains { $0.contains("• Gate 1  entry") }, "\(screen.joined(separator: "\n"))")
        }

        /// The first frame does not wait for the probe's answers (a round trip through the
        /// terminal, which vim's first screen does not wait for either): on a terminal that
        /// never answers, the trips list is on the screen long before the probe gives up.
        @Test func theFirstFrameDoesNotWaitForTheAnswers() throws {
            let fixture = try Fixture()
            try fixture.write("trips.json", GlyphNotes.fixture())
            let run = try PtyTerminal.run(
                ["trips.json"], in: fixture.directory, columns: 100, rows: 30,
                answers: .silent(), steps: [.waitFor("Enter open")])
            let probe = try #require(run.probe, "the probe asked nothing")
            let shown = try #require(run.shown["Enter open"])
            // The probe gives up after 150 ms; a first frame that waited for it came after those.
            #expect(shown - probe < 100, "the first frame came \(shown - probe) ms after the probe asked")
        }

        /// Work that can wait (the trips list's travel counts) waits for the terminal to take
        /// in the first frame, which it has done once it answers the probe sent with it: on two
        /// processors that work took one from the terminal drawing the frame. A terminal that
        /// answers gets the counts at once; one that never does, once the probe gives up.
        @Test func theCountsWaitForTheTerminalToAnswer() throws {
            let fixture = try Fixture()
            try fixture.write("trips.json", TravelWarnings.trip)
            let steps: [PtyTerminal.Step] = [.waitFor("Enter open"), .waitFor("⚠ 2")]
            let silent = try PtyTerminal.run(
                ["trips.json"], in: fixture.directory, columns: 100, rows: 30, answers: .silent(), steps: steps)
            let answered = try PtyTerminal.run(
                ["trips.json"], in: fixture.directory, columns: 100, rows: 30,
                answers: PtyTerminal.Answers(advances: [1, 2, 1, 2, 1, 2, 2]), steps: steps)
            for run in [silent, answered] { #expect(run.error == nil, "\(run.error ?? "")") }
            let unanswered = try #require(silent.shown["⚠ 2"]) - #require(silent.probe)
            let answeredAfter = try #require(answered.shown["⚠ 2"]) - #require(answered.probe)
            // The probe gives up after 150 ms.
            #expect(unanswered >= 100, "the counts came \(unanswered) ms after the probe, with no answer")
            #expect(answeredAfter < 150, "the counts came \(answeredAfter) ms after the probe, answered")
        }

        /// The first frame, drawn with the fallback, holds clusters this terminal (pyte) draws
        /// at other widths; once its answers come, the screen is drawn again with the measured
        /// widths, and is what a redraw (Ctrl-L) draws.
        @Test func aFirstFrameDrawnWithAWrongGuessIsDrawnAgainWithTheMeasuredWidths() throws {
            let fixture = try Fixture()
            try fixture.write(
                "trips.json",
                """
                {"format": "itin/1", "trips": [{"id": "t", "name": "Gate 🏟️ 1️⃣ tour 🇺🇸 and back", "order": 1,
                  "start": "2026-06-12", "days": 2, "games": [], "items": []}]}

                """)
            // What pyte's own cursor does after each sample: the answers of a terminal that
            // draws as the screen the test reads does.
            let run = try PtyTerminal.run(
                ["trips.json"], in: fixture.directory, columns: 80, rows: 12,
                answers: PtyTerminal.Answers(advances: [2, 4, 1, 2, 1, 4, 2]),
                steps: [.waitFor("Enter open"), .settle, .screen, .keys(["\u{0C}"]), .settle, .screen])
            let (settled, redrawn) = (run.screens[0], run.screens[1])
            // Measured, each cluster takes the columns pyte gives it (pyte shows no selector or
            // keycap mark; the flag, two loose letters here, is shown by its letters); with the
            // fallback's widths, a blank followed the stadium and the keycap.
            #expect(
                settled.contains { $0.contains("Gate 🏟 1 tour US and back") }, "\(settled.joined(separator: "\n"))")
            #expect(
                settled == redrawn,
                "settled:\n\(settled.joined(separator: "\n"))\n\nredrawn:\n\(redrawn.joined(separator: "\n"))")
        }

        /// With the fallback wrong for this terminal (it draws 🏟️ and 1️⃣ narrower), carrying an
        /// item over the notes and cancelling still leaves what a fresh start draws.
        @Test func aWrongGuessLeavesNoStaleCells() throws {
            let fixture = try Fixture()
            try fixture.write("trips.json", GlyphNotes.fixture())
            let steps = GlyphNotes.notes.count
            let carried = try PtyTerminal.run(
                ["trips.json"], in: fixture.directory, columns: 80, rows: 30,
                answers: .silent(typing: "\r"),
                steps: Self.toTheNote + [
                    .keys([" "]), .settle,
                    .keys(Array(repeating: Self.down, count: steps)), .settle,
                    .keys(Array(repeating: Self.up, count: steps - 2)), .settle,
                    .keys(["\u{1B}"]), .settle, .screen,
                ])
            let fresh = try PtyTerminal.run(
                ["trips.json"], in: fixture.directory, columns: 80, rows: 30,
                answers: .silent(typing: "\r"), steps: Self.toTheNote + [.screen])
            let after = try #require(carried.screens.first)
            let again = try #require(fresh.screens.first)
            #expect(after.last?.hasPrefix("Put back") == true, "\(after.joined(separator: "\n"))")
            #expect(
                after.dropLast() == again.dropLast(),
                "after the carry:\n\(after.joined(separator: "\n"))\n\na fresh start:\n\(again.joined(separator: "\n"))"
            )
        }

        /// Answers as a terminal that joins every sequence would give them, one cut across two
        /// reads, with Enter typed between two of them: the flag is drawn whole, and Enter
        /// still opens the trip; nothing of the answers is read as a key.
        @Test func answersCutByAKeyAreReadAndTheKeyKept() throws {
            let fixture = try Fixture()
            try fixture.write("trips.json", GlyphNotes.fixture())
            let run = try PtyTerminal.run(
                ["trips.json"], in: fixture.directory, columns: 80, rows: 30,
                answers: PtyTerminal.Answers(advances: [2, 2, 2, 1, 2, 2, 2], keys: "\r"),
                steps: [.waitFor("Day 4 · Mon Jun 15"), .settle, .screen])
            let screen = try #require(run.screens.first)
            let text = screen.joined(separator: "\n")
            #expect(text.contains("• Flag 🇺🇸") && !text.contains("Flag US"), "\(text)")
            #expect(screen.last?.hasPrefix("Space grab") == true, "no answer was read as a key:\n\(text)")
        }

        /// A resize (SIGWINCH; tmux sends one on reattach) asks again, and the answers are
        /// read, not typed; a terminal that never answered is not asked again.
        @Test func aResizeAsksAgainUnlessTheTerminalNeverAnswered() throws {
            let fixture = try Fixture()
            try fixture.write("trips.json", GlyphNotes.fixture())
            let steps: [PtyTerminal.Step] = [
                .waitFor("Day 4 · Mon Jun 15"), .settle, .resize(columns: 90, rows: 32), .settle,
                .waitFor("Day 4 · Mon Jun 15"), .screen,
            ]
            let answering = try PtyTerminal.run(
                ["trips.json"], in: fixture.directory, columns: 80, rows: 30,
                answers: PtyTerminal.Answers(advances: [2, 2, 2, 1, 2, 2, 2], keys: "\r"), steps: steps)
            #expect(answering.questions == 2 * PtyTerminal.questions)
            let screen = try #require(answering.screens.first)
            #expect(
                screen.last?.hasPrefix("Space grab") == true && screen.last?.count == 90,
                "\(screen.joined(separator: "\n"))")
            let silent = try PtyTerminal.run(
                ["trips.json"], in: fixture.directory, columns: 80, rows: 30,
                answers: .silent(typing: "\r"), steps: steps)
            #expect(silent.questions == PtyTerminal.questions)
        }
    }
}
