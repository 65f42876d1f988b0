import ItineraryCore
import ItineraryEditor

/// A drop as the editor makes it, on an editor that alone holds its library (as the run
/// loop's does): the leg held one slot up from where it was, then Enter; and its undo and
/// redo. The measured steps are functions of their own, so a profiler can collect just them;
/// the optimiser merges their bodies into one, so collect on that body, which counts the drop,
/// its undo and its redo (`valgrind --tool=callgrind --collect-atstart=no
/// --toggle-collect='*EditorDrop*measured*Tm'`): a pattern that matches the thunks as well
/// switches collection off again inside them.
enum EditorDrop {
    /// Holding the middle leg, moved one slot up: the next key is the drop. With `stays`, the
    /// trip has a stay every night, so each drop judges the nights again too.
    static func holding(_ items: Int, stays: Bool = false, who: Bool = false) -> EditorState {
        let generated = GeneratedTrip.library(items: items)
        let booked = stays ? GeneratedTrip.withStays(generated) : generated  // this editor's own
        let library = who ? GeneratedTrip.withWho(booked) : booked
        var state = CoreBenchmarks.editorHolding(library, leg: GeneratedTrip.middleLeg(of: library))
        _ = Editor.update(&state, .key(.up))
        return state
    }

    /// Holding the block of ten after the middle leg, moved one slot up.
    static func holdingBlock(_ items: Int) -> EditorState {
        let library = GeneratedTrip.library(items: items)
        var state = CoreBenchmarks.editorHoldingBlock(library, leg: GeneratedTrip.middleLeg(of: library))
        _ = Editor.update(&state, .key(.up))
        return state
    }

    static func dropped(_ items: Int) -> EditorState {
        var state = holding(items)
        drop(&state)
        return state
    }

    static func undone(_ items: Int) -> EditorState {
        var state = dropped(items)
        undo(&state)
        return state
    }

    static func drop(_ state: inout EditorState) {
        measuredDrop(&state)
        precondition(!state.isHolding && state.document.history.undoDepth == 1, "the drop must move the leg")
    }

    static func undo(_ state: inout EditorState) {
        measuredUndo(&state)
        precondition(state.document.history.canRedo, "the undo must take the drop back")
    }

    static func redo(_ state: inout EditorState) {
        measuredRedo(&state)
        precondition(state.document.history.canUndo, "the redo must drop again")
    }

    @inline(never) static func measuredDrop(_ state: inout EditorState) { _ = Editor.update(&state, .key(.enter)) }
    @inline(never) static func measuredUndo(_ state: inout EditorState) { _ = Editor.update(&state, .key(.char("u"))) }
    @inline(never) static func measuredRedo(_ state: inout EditorState) { _ = Editor.update(&state, .key(.ctrl("r"))) }

    /// For profilers: one drop, its undo and its redo at `items`, with nothing else measured.
    static func profile(items: Int, block: Bool, stays: Bool) {
        var state = block ? holdingBlock(items) : holding(items, stays: stays)
        drop(&state)
        undo(&state)
        redo(&state)
    }
}
