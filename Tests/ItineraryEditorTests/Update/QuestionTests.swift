import ItineraryCore
import Testing

@testable import ItineraryEditor

/// The questions a quit and a save ask, and what each answer does.
@Suite struct QuestionTests {
    /// The demo with one note deleted: one unsaved change.
    func withAChange() -> EditorState {
        var s = tripEditor(cursorOn: "ne-n1")
        s.press(.char("d"))
        return s
    }

    func savedText(_ s: EditorState) -> String { LibraryEncoder.encode(s.library) }

    @Test func theQuitQuestionReadsExactly() throws {
        var s = withAChange()
        s.press(.ctrl("c"))
        guard case .choice(let choice) = s.modal else {
            Issue.record("no question")
            return
        }
        #expect(choice.label == "Unsaved changes. (s)ave and quit, (d)iscard and quit, (c)ancel")
        #expect(s.statusLine.hasPrefix(choice.label))
    }

    @Test func afterChangedOnDiskTheOverwriteQuestionOffersYesOrNo() {
        var s = withAChange()
        #expect(
            s.press(.char("s")) == [
                .save(text: savedText(s), path: "/tmp/trips.json", expected: .content(Fingerprint([])))
            ])
        #expect(Editor.update(&s, .saveFinished(.changedOnDisk)).isEmpty)
        guard case .choice(let choice) = s.modal else {
            Issue.record("no question")
            return
        }
        #expect(choice.label == "trips.json changed on disk since it was loaded. Overwrite it? (y)es, (n)o")
        #expect(s.press(.char("y")) == [.save(text: savedText(s), path: "/tmp/trips.json", expected: .anything)])
        #expect(s.modal == nil)
    }

    @Test func whileTooSmallAQuestionASaveAskedIsDrawnAndAnswered() {
        var s = withAChange()
        s.press(.ctrl("c"), .char("s"))
        #expect(Editor.update(&s, .saveFinished(.changedOnDisk)).isEmpty)
        _ = Editor.update(&s, .resize(width: 30, height: 8))
        #expect(s.lines.suffix(3).joined().contains("trips.json changed on disk"))
        #expect(s.press(.char("y")) == [.save(text: savedText(s), path: "/tmp/trips.json", expected: .anything)])
        #expect(Editor.update(&s, .saveFinished(.saved(bytes: Array(savedText(s).utf8)))) == [.quit])
    }

    @Test func saveAndQuitStillQuitsAfterTheOverwriteQuestion() {
        var s = withAChange()
        s.press(.ctrl("c"))
        #expect(
            s.press(.char("s")) == [
                .save(text: savedText(s), path: "/tmp/trips.json", expected: .content(Fingerprint([])))
            ])
        #expect(Editor.update(&s, .saveFinished(.changedOnDisk)).isEmpty)
        #expect(s.press(.char("y")) == [.save(text: savedText(s), path: "/tmp/trips.json", expected: .anything)])
        #expect(Editor.update(&s, .saveFinished(.saved(bytes: Array(savedText(s).utf8)))) == [.quit])
        #expect(!s.isModified)
    }
}
