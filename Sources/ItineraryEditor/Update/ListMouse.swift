import ItineraryCore

/// The mouse on either list (docs/keys.md): a click selects; press, drag and release is
/// the same session as the keys, with the same marks; a release outside the rows or on
/// the origin puts it back; resting at the top or bottom edge scrolls.
extension ListView {
    mutating func mouse(_ m: MouseEvent, in geometry: Geometry, _ library: Library) -> [Outcome] {
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
                switch lift(row: pressed, in: library) {
                case .success(let lifted):
                    // Held where it was pressed: back on that row is back at the origin, even
                    // for a block that gathered as it lifted.
                    let offset = max(pressed - lifted.slots.liftedDisplayRow, 0)
                    motion = .holding(lifted, by: .mouse(edge: nil, offset: offset))
                case .failure(let refusal):
                    motion = .still
                    return [.say(.info(refusal.reason))]
                }
            }
            guard case .holding(var lifted, let grip) = motion else { return [] }
            let pointer = row ?? geometry.listRowBeyond(screenRow: m.y, scroll: scroll)
            switch grip {
            case .keys:
                lifted.slots.move(toSlot: lifted.slots.slot(atRow: pointer))
                motion = .holding(lifted, by: .keys)
            case .mouse(_, let offset):
                lifted.slots.move(toSlot: lifted.slots.slot(atRow: pointer - offset))
                motion = .holding(lifted, by: .mouse(edge: geometry.edge(atScreenRow: m.y), offset: offset))
            }
        case .release:
            if case .pressed = motion { motion = .still }
            guard case .holding(var lifted, .mouse(_, let offset)) = motion else { return [] }
            guard let r = row, r < shownRowCount else { return snapBack(lifted, reason: nil) }
            lifted.slots.move(toSlot: lifted.slots.slot(atRow: r - offset))
            return lifted.current == lifted.origin ? snapBack(lifted, reason: nil) : drop(lifted)
        case .scrollUp, .scrollDown:
            scroll(by: m.kind == .scrollUp ? -3 : 3, listHeight: geometry.listHeight)
        }
        return []
    }
}
