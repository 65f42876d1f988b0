/// The mouse on either list (SPEC §5.2): a click selects; press, drag and release is the
/// same session as the keys, with the same marks; a release outside the rows or on the
/// origin puts it back; resting at the top or bottom edge scrolls.
extension ListView {
    mutating func mouse(_ m: MouseEvent, in geometry: Geometry) -> [Outcome] {
        let row = geometry.listRow(atScreenRow: m.y, scroll: scroll)
        switch m.kind {
        case .press:
            guard let r = row, r < shownRowCount else { return [] }
            if case .holding(var lifted, let grip) = motion {
                lifted.slots.move(toSlot: lifted.slots.slot(atRow: r))
                motion = .holding(lifted, by: grip)
            } else {
                if pointerPressed(row: r) { moveCursor(toRow: r) }
                motion = .pressed(row: r)
            }
        case .drag:
            if case .pressed(let pressed) = motion {
                switch lift(row: pressed) {
                case .success(let lifted): motion = .holding(lifted, by: .mouse(edge: nil))
                case .failure(let refusal):
                    motion = .still
                    return [.say(.info(refusal.reason))]
                }
            }
            guard case .holding(var lifted, let grip) = motion else { return [] }
            lifted.slots.move(toSlot: lifted.slots.slot(atRow: row ?? geometry.listRowBeyond(screenRow: m.y, scroll: scroll)))
            motion = .holding(lifted, by: grip == .keys ? .keys : .mouse(edge: geometry.edge(atScreenRow: m.y)))
        case .release:
            if case .pressed = motion { motion = .still }
            guard case .holding(var lifted, .mouse) = motion else { return [] }
            guard let r = row, r < shownRowCount else { return snapBack(lifted, reason: nil) }
            lifted.slots.move(toSlot: lifted.slots.slot(atRow: r))
            return lifted.current == lifted.origin ? snapBack(lifted, reason: nil) : drop(lifted)
        case .scrollUp, .scrollDown:
            scroll(by: m.kind == .scrollUp ? -3 : 3, listHeight: geometry.listHeight)
        }
        return []
    }
}
