import ItineraryCore
import Testing

@testable import ItineraryEditor

/// Press, drag and release perform the same session as the keys (docs/keys.md).
@Suite struct MouseTests {
    func mouse(_ s: inout EditorState, _ kind: MouseEvent.Kind, y: Int, x: Int = 10) {
        _ = Editor.update(&s, .mouse(MouseEvent(kind, x: x, y: y)))
    }

    @Test func aClickSelects() throws {
        var s = tripEditor(cursorOn: "ne-t0")
        let y = try #require(s.line(containing: "Late slice"))
        mouse(&s, .press, y: y)
        mouse(&s, .release, y: y)
        #expect(s.trip?.cursor == .entry("ne-n3"))
        #expect(s.trip?.drag == nil)
    }

    @Test func pressDragReleaseMovesTheItem() throws {
        var s = tripEditor(cursorOn: "ne-t0")
        let from = try #require(s.line(containing: "» Boston → New York"))
        let to = try #require(s.line(containing: "13:35 Yankees @ Red Sox")) + 1
        mouse(&s, .press, y: from)
        mouse(&s, .drag, y: from - 1)
        #expect(s.trip?.drag != nil)
        #expect(s.lines[from - 1].hasPrefix("▶"), "the item follows the pointer")
        mouse(&s, .drag, y: to)
        mouse(&s, .release, y: to)
        #expect(s.item("ne-t1")?.day == 2)
        #expect(s.trip?.drag == nil)
    }

    @Test func releasingOnAForbiddenRowSnapsBack() throws {
        var s = tripEditor(cursorOn: "ne-t0")
        let from = try #require(s.line(containing: "» Boston → New York"))
        mouse(&s, .press, y: from)
        mouse(&s, .drag, y: 3)
        #expect(Array(s.lines[3]).contains("✗") || s.statusLine.hasPrefix("✗"))
        mouse(&s, .release, y: 3)
        #expect(s.library == DemoLibrary.library)
        #expect(s.statusLine.contains("can't leave before"))
    }

    @Test func releasingOutsideTheRowsCancels() throws {
        var s = tripEditor(cursorOn: "ne-t0")
        let from = try #require(s.line(containing: "» Boston → New York"))
        mouse(&s, .press, y: from)
        mouse(&s, .drag, y: from - 1)
        mouse(&s, .release, y: 0)
        #expect(s.library == DemoLibrary.library)
        #expect(s.trip?.drag == nil)
    }

    @Test func draggingAGameDoesNothing() throws {
        var s = tripEditor(cursorOn: "ne-t0")
        let game = try #require(s.line(containing: "19:05 Blue Jays"))
        mouse(&s, .press, y: game)
        mouse(&s, .drag, y: game + 1)
        #expect(s.trip?.drag == nil)
        #expect(s.statusLine.contains("Games are fixed"))
    }

    @Test func holdingAtTheBottomEdgeScrollsWithTicks() throws {
        var s = tripEditor(cursorOn: "ne-t0", width: 80, height: 12)
        let from = try #require(s.line(containing: "Freedom Trail"))
        mouse(&s, .press, y: from)
        mouse(&s, .drag, y: 10)
        #expect(s.wantsTicks)
        let slot = try #require(s.trip?.drag?.current)
        s.ticks(5)
        #expect(try #require(s.trip?.drag?.current) == slot + 5)
        #expect(s.trip!.scroll > 0)
        mouse(&s, .release, y: 0)
        #expect(s.library == DemoLibrary.library)
    }
}
