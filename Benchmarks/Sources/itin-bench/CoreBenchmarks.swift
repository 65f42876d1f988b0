import ItineraryCore
import ItineraryEditor

/// The core's costs on generated trips: the per-edit work (flatten, grab, drop) and the
/// per-key work of a drag (one step through `Editor.update`, one frame of `Editor.render`).
enum CoreBenchmarks {
    static let sizes = [100, 1_000, 10_000, 100_000]

    static func run() -> [Measurement] {
        var results: [Measurement] = []
        for size in sizes {
            let library = GeneratedTrip.library(items: size)
            let trip = library.trips[0]
            let leg = GeneratedTrip.middleLeg(of: library)
            let layout = TripLayout(trip)
            let session = DragSession(grabbing: leg.id, in: layout)!

            let text = LibraryEncoder.encode(library)
            let file = Array(text.utf8)
            let oneLine = GeneratedTrip.oneLine(text)
            results.append(
                .run("load (decode the file)", size: size, setup: {}) { _ in
                    _ = try? LibraryDecoder.decode(file)
                })
            results.append(
                .run("load one-line file (as jq -c writes it)", size: size, setup: {}) { _ in
                    _ = try? LibraryDecoder.decode(oneLine)
                })
            results.append(
                .run("flatten (trip → rows)", size: size, setup: {}) { _ in
                    _ = TripLayout(trip)
                })
            results.append(
                .run("grab (every slot's verdict)", size: size, setup: {}) { _ in
                    _ = DragSession(grabbing: leg.id, in: layout)
                })
            results.append(
                .run("drop with placement", size: size, setup: { session }) { s in
                    s.move(by: -1)
                    _ = s.drop()
                })
            results.append(
                .run("drop applied (edit + relayout)", size: size, setup: { session }) { s in
                    s.move(by: -1)
                    if case .moved(let edit) = s.drop(), let changed = try? library.applying(edit) {
                        _ = TripLayout(changed.trips[0])
                    }
                })
            // The two parts of a drop the editor pays besides TripCheck, each on values that
            // nothing else shares (as the editor's are): the edit applied in place to the
            // history, and the layout laid out again where the edit touched it.
            var upOne = session
            upOne.move(by: -1)
            guard case .moved(let dropEdit) = upOne.drop() else {
                preconditionFailure("the drop must move the leg")
            }
            results.append(
                .run(
                    "drop applied in place (History.apply)", size: size,
                    setup: { History(GeneratedTrip.library(items: size)) }
                ) { h in
                    try! h.apply(dropEdit, change: Change("moved", focus: .library))
                })
            results.append(
                .run(
                    "drop laid out again (days touched)", size: size,
                    setup: { () -> (TripLayout, Trip, Library) in
                        // The trip after the drop shares its games with the layout's, as the history's
                        // does; `own` holds the items the layout lets go of, as the history does.
                        let own = GeneratedTrip.library(items: size)
                        return (TripLayout(own.trips[0]), try! own.applying(dropEdit).trips[0], own)
                    }
                ) { s in
                    let changed = s.1
                    _ = s.0.update { .edited(changed, by: dropEdit) }
                })
            // The speed of travel checks (docs/speed.md): the travel warnings of the trip after a
            // change (as the editor works them out after every edit), the gazetteer already read.
            let moved = try! library.applying(dropEdit).trips[0]
            let places = PlaceResolver(library)
            _ = TravelCheck(moved, places: places)
            results.append(
                .run("travel warnings after a change", size: size, setup: {}) { _ in
                    _ = TravelCheck(moved, places: places)
                })
            // The same with a stay every night: the nights' pass on top of the walk.
            let booked = try! GeneratedTrip.withStays(library).applying(dropEdit).trips[0]
            _ = TravelCheck(booked, places: places)
            results.append(
                .run("travel warnings with stays after a change", size: size, setup: {}) { _ in
                    _ = TravelCheck(booked, places: places)
                })
            // The same with a third of the games and items a traveller's own: a walk per traveller.
            let shared = try! GeneratedTrip.withWho(GeneratedTrip.withStays(library)).applying(dropEdit).trips[0]
            _ = TravelCheck(shared, places: places)
            results.append(
                .run("travel warnings with stays and who after a change", size: size, setup: {}) { _ in
                    _ = TravelCheck(shared, places: places)
                })
            // What the editor does on a drop, from the key to the state ready for the next
            // one: the edit applied to the history, the trip laid out and checked again. Each
            // run gets a library of its own, as the editor has, so nothing else shares it.
            results.append(
                .run("editor drop (Enter while holding)", size: size, setup: { EditorDrop.holding(size) }) { s in
                    EditorDrop.drop(&s)
                })
            results.append(
                .run("editor drop, a stay every night", size: size, setup: { EditorDrop.holding(size, stays: true) }) {
                    s in
                    EditorDrop.drop(&s)
                })
            results.append(
                .run(
                    "editor drop, a stay every night, who on a third", size: size,
                    setup: { EditorDrop.holding(size, stays: true, who: true) }
                ) { s in
                    EditorDrop.drop(&s)
                })
            results.append(
                .run("editor drop of a block of 10", size: size, setup: { EditorDrop.holdingBlock(size) }) { s in
                    EditorDrop.drop(&s)
                })
            results.append(
                .run("editor undo of a drop (u)", size: size, setup: { EditorDrop.dropped(size) }) { s in
                    EditorDrop.undo(&s)
                })
            results.append(
                .run("editor redo of a drop (ctrl-r)", size: size, setup: { EditorDrop.undone(size) }) { s in
                    EditorDrop.redo(&s)
                })
            var holding = editorHolding(library, leg: leg)
            var step = 0
            results.append(
                .run("drag step (update, one key)", size: size, setup: {}) { _ in
                    step += 1
                    _ = Editor.update(&holding, .key(step % 2 == 0 ? .down : .up))
                })
            results.append(
                .run("render one frame (120×40)", size: size, setup: {}) { _ in
                    _ = Editor.render(holding)
                })
            // The bytes of a step for the terminal: the pen changes look their inks up in the palette.
            let scheme = ColorScheme(theme: .light, colors: [.held: .rgb(215, 95, 95), .barrier: .rgb(175, 95, 0)])!
            for (name, colors, palette) in [
                ("dark, 256 colours", ColorScheme.dark, Palette(.dark, depth: .colors256)),
                ("light, #rrggbb roles, 24-bit", scheme, Palette(scheme, depth: .truecolor)),
            ] {
                var state = editorHolding(library, leg: leg, colors: colors)
                let before = Editor.render(state)
                _ = Editor.update(&state, .key(.down))
                let after = Editor.render(state)
                let update = TerminalUpdate(palette: palette)
                results.append(
                    .run("terminal bytes of a drag step (\(name))", size: size, setup: {}) { _ in
                        _ = update.bytes(from: before, to: after)
                    })
            }

            let block = blockOfTen(after: leg, in: layout)
            results.append(
                .run("grab a block of 10 (its verdicts)", size: size, setup: {}) { _ in
                    _ = DragSession(grabbing: block, in: layout)
                })
            var holdingBlock = editorHoldingBlock(library, leg: leg)
            results.append(
                .run("block drag step (update, one key)", size: size, setup: {}) { _ in
                    step += 1
                    _ = Editor.update(&holdingBlock, .key(step % 2 == 0 ? .down : .up))
                })
            results.append(
                .run("render one frame holding a block", size: size, setup: {}) { _ in
                    _ = Editor.render(holdingBlock)
                })
        }
        return results
    }

    /// An editor at 120×40 on the trip, holding the leg: found by search, grabbed with Space.
    static func editorHolding(_ library: Library, leg: Item, colors: ColorScheme? = .dark) -> EditorState {
        var state = EditorState(
            library: library, file: FileState(path: "/dev/null", bytes: []), today: CalendarDate(iso: "2026-06-12")!,
            width: 120, height: 40, colors: colors)
        for key: Key in [.enter, .char("/")] { _ = Editor.update(&state, .key(key)) }
        for c in RowText.item(leg) { _ = Editor.update(&state, .key(.char(c))) }
        for key: Key in [.enter, .char(" ")] { _ = Editor.update(&state, .key(key)) }
        precondition(state.isHolding, "the benchmark must hold the leg")
        return state
    }

    /// The leg and the nine items after it in display order: what `v`, nine Downs and Space lift.
    static func blockOfTen(after leg: Item, in layout: TripLayout) -> [String] {
        let row = layout.row(of: leg.id)!
        return layout.rows[row...].compactMap { $0.entry?.item?.id }.prefix(10).map { $0 }
    }

    /// An editor at 120×40 holding a block of ten: the leg found by search, `v`, nine Downs, Space.
    static func editorHoldingBlock(_ library: Library, leg: Item) -> EditorState {
        var state = editorHolding(library, leg: leg)
        _ = Editor.update(&state, .key(.escape))
        _ = Editor.update(&state, .key(.char("v")))
        for _ in 0..<9 { _ = Editor.update(&state, .key(.down)) }
        _ = Editor.update(&state, .key(.char(" ")))
        precondition(state.isHolding, "the benchmark must hold the block")
        return state
    }

    static func table(_ results: [Measurement]) -> String {
        var out = "| operation | items | median | p99 | mallocs | runs |\n|---|--:|--:|--:|--:|--:|\n"
        for r in results.sorted(by: { ($0.name, $0.size) < ($1.name, $1.size) }) where r.runs > 0 {
            out +=
                "| \(r.name) | \(r.size) | \(formatDuration(r.median)) | \(formatDuration(r.p99)) | \(Int(r.mallocs.rounded())) | \(r.runs) |\n"
        }
        return out
    }
}
