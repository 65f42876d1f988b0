import ItineraryCore

/// One trip's rows: headers, games and items, the cursor, and while an item is held the
/// lifted item, the forbidden marks and the barrier games.
struct TripScreen {
    let geometry: Geometry
    let styles: Styles
    /// What a cost without a currency is in.
    let currency: Currency

    /// The view is lent, not kept: a copy of it would retain everything it holds, twice a key.
    func draw(_ view: TripView, into frame: inout Frame) {
        view.rowMemo.begin(RowMemo.Context(width: frame.width, colors: styles.colors, widths: frame.widths))
        view.rowMemo.row(-1, RowMemo.Look(), y: geometry.titleRow, into: &frame) { drawTitle(view, into: &$0) }

        let rows = view.scroll..<min(view.scroll + geometry.listHeight, view.shownRowCount)
        var walk = view.layout.rows.walk()
        let marks = MotionMarks(view)
        if let shown = view.motion.shown {
            for displayRow in rows {
                drawHolding(
                    view, shown, displayRow: displayRow, y: geometry.listTop + displayRow - view.scroll, &walk,
                    marks, into: &frame)
            }
            return
        }
        let selected = view.selectedRows
        let cursorRow = view.cursorRow
        for displayRow in rows {
            let row = walk.glance(at: displayRow)
            drawRow(
                view, row, listRow: displayRow, y: geometry.listTop + displayRow - view.scroll,
                isCursor: displayRow == cursorRow,
                isSelected: row == .item && selected?.contains(displayRow) == true, marks, into: &frame)
        }
    }

    /// What the rows ask of the view's motion, read once a frame: each look into the motion
    /// (even `isHolding`, through `ListView`) copies the session it holds.
    private struct MotionMarks {
        let holding: Bool
        let settling: Set<String>

        init(_ view: TripView) {
            holding = view.isHolding
            settling = view.motion.settlingIDs
        }
    }

    /// The trip's name, dates and length, and how many ⚠ it has.
    private func drawTitle(_ view: TripView, into frame: inout Frame) {
        let trip = view.layout.trip
        let whose = view.whose.title.map { "\($0) · " } ?? ""
        var title = " \(whose)\(trip.name) · \(RowText.dateRange(trip)) · \(RowText.count(trip.days, "day"))"
        if let nights = view.travel.nights.summary { title += " · \(nights)" }
        let end = frame.put(title, x: 0, y: geometry.titleRow, style: styles.title)
        if view.warningCount > 0 {
            frame.put(" · ⚠ \(view.warningCount)", x: end, y: geometry.titleRow, style: styles.title)
        }
        frame.fill(y: geometry.titleRow, style: styles.title)
    }

    private func drawHolding(
        _ view: TripView, _ session: DragSession, displayRow: Int, y: Int,
        _ walk: inout TripLayout.Rows.Walk, _ marks: MotionMarks, into frame: inout Frame
    ) {
        let held = marks.holding
        switch session.slots.displayRow(displayRow) {
        case .lifted(let line):
            drawLifted(view, session, line: line, y: y, snappingBack: !held, into: &frame)
        case .row(let r):
            let row = walk.glance(at: r)
            let forbidden = held && session.slots.verdict(atDisplayRow: displayRow)?.isAllowed == false
            let barrier =
                row == .game && !session.barriers.isEmpty && session.barriers.contains(view.layout.rows.entryID(at: r)!)
            drawRow(
                view, row, listRow: r, y: y, isCursor: false, forbidden: forbidden, barrier: barrier, marks,
                into: &frame)
        }
    }

    /// One line of what is lifted: an item, or for a block too long to show whole, its last
    /// line says how many more there are. Kept while the drag lasts: it reads the same on
    /// every step.
    private func drawLifted(
        _ view: TripView, _ session: DragSession, line: Int, y: Int, snappingBack: Bool,
        into frame: inout Frame
    ) {
        let forbidden = !snappingBack && !session.currentVerdict.isAllowed
        let more = line == session.slots.liftedHeight - 1 && session.items.count > session.slots.liftedHeight
        let tag = more ? "+\(session.items.count)" : session.items[line].id
        view.rowMemo.row(-2 - line, RowMemo.Look(forbidden: forbidden), tag: tag, y: y, into: &frame) { frame in
            let style = forbidden ? styles.liftedForbidden : styles.lifted
            frame.put("▶", x: Geometry.cursorColumn, y: y, style: style.withoutReverse)
            if forbidden { frame.put("✗", x: Geometry.flagColumn, y: y, style: styles.forbiddenMark) }
            // One padding column before the marker, which lands `liftShift` columns right of home.
            let x = Geometry.markerColumn + Geometry.liftShift - 1
            let text: String
            if more {
                text = " … and \(RowText.count(session.items.count - line, "more item")) "
            } else {
                let entry = Entry.item(session.items[line])
                text = " \(RowText.marker(entry)) \(RowText.entry(entry)) "
            }
            let end = frame.put(text, x: x, y: y, style: style, limit: frame.width - x - 1)
            frame.put("▒", x: end, y: y, style: styles.shadow)
        }
    }

    /// A header, or an entry: taken from the rows drawn before when nothing about it changed.
    /// A forbidden slot's row is dimmed and flagged `✗`.
    private func drawRow(
        _ view: TripView, _ row: TripLayout.Rows.Glance, listRow: Int, y: Int, isCursor: Bool,
        isSelected: Bool = false, forbidden: Bool = false, barrier: Bool = false, _ marks: MotionMarks,
        into frame: inout Frame
    ) {
        switch row {
        case .header(let day):
            let look = RowMemo.Look(isCursor: isCursor, forbidden: forbidden)
            view.rowMemo.row(listRow, look, y: y, into: &frame) { frame in
                let text = RowText.header(view.layout.day(day), nights: view.travel.nights)
                frame.put(text, x: Geometry.headerColumn, y: y, style: forbidden ? styles.header.dimmed : styles.header)
                if forbidden {
                    frame.put("✗", x: Geometry.flagColumn, y: y, style: styles.forbiddenMark)
                } else if view.travel.unbookedNight(day) != nil {
                    frame.put("⚠", x: Geometry.flagColumn, y: y, style: styles.warning)
                }
                if isCursor { drawCursor(y: y, style: styles.cursor, into: &frame) }
            }
        case .game, .item:
            // The id only where it matters: finding it copies the entry.
            let id = { view.layout.rows.entryID(at: listRow)! }
            let warned = view.warningCount > 0 && !marks.holding && view.warning(for: id()) != nil
            let look = RowMemo.Look(
                isCursor: isCursor, isSelected: isSelected, forbidden: forbidden, barrier: barrier,
                settling: !marks.settling.isEmpty && marks.settling.contains(id()), warned: warned)
            view.rowMemo.row(listRow, look, y: y, into: &frame) { frame in
                guard case .entry(let entry) = view.layout.rows[listRow] else { return }
                // Whose a row is, in everyone's view only: in a traveller's own, every row is theirs.
                let who =
                    entry.who == nil || view.whose != .everyone
                    ? nil : WhoLabel(entry.who, in: view.layout.trip.travellers)
                drawEntry(entry, look, who: who, y: y, into: &frame)
            }
        }
    }

    private func drawEntry(_ entry: Entry, _ look: RowMemo.Look, who: WhoLabel?, y: Int, into frame: inout Frame) {
        var markerStyle: Style
        var textStyle = styles.text
        switch entry {
        case .game: markerStyle = styles.gameMarker
        case .item(let i):
            switch i.kind {
            case .travel: markerStyle = styles.travelMarker
            case .custom: markerStyle = styles.noteMarker
            case .stay: markerStyle = styles.stayMarker
            }
        }
        if look.barrier {
            markerStyle = styles.barrier
            textStyle = styles.barrier
        }
        if look.forbidden {
            markerStyle = markerStyle.dimmed
            textStyle = textStyle.dimmed
        }
        if look.isSelected {
            textStyle = styles.selected
            frame.put("┃", x: Geometry.headerColumn, y: y, style: styles.selected)
        }
        if look.settling { textStyle = styles.settle }
        let x = Geometry.entryColumn
        frame.put(RowText.marker(entry), x: Geometry.markerColumn, y: y, style: markerStyle)
        // A cost at the right, where it leaves the text room; the text stops short of it.
        var limit: Int?
        // A barrier's mark at the right, where the text and whose it is stop short of it.
        if look.barrier { limit = max(frame.width - Self.barrierMark.count - 1 - x, 0) }
        if !look.barrier, let cost = entry.cost {
            let amount = CostText.amount(cost, or: currency)
            let costX = frame.width - 1 - frame.columns(of: amount)
            if costX - x >= Self.roomBesideACost {
                frame.put(amount, x: costX, y: y, style: textStyle)
                limit = costX - 1 - x
            }
        }
        var text = RowText.oneRow(RowText.entry(entry))
        let room = limit ?? frame.width - x
        // Whose it is: the names when the text keeps its room beside them, else the initials.
        let suffix = who.map { frame.columns(of: text) + frame.columns(of: $0.names) <= room ? $0.names : $0.initials }
        let textRoom = max(room - (suffix.map { frame.columns(of: $0) } ?? 0), 0)
        // A stay's confirmation only where it fits whole.
        if case .item(let i) = entry, let stay = i.stay, frame.columns(of: text) > textRoom {
            text = RowText.oneRow(RowText.stay(stay, confirmation: false))
        }
        let end = frame.put(text, x: x, y: y, style: textStyle, limit: textRoom)
        if let suffix { frame.put(suffix, x: end, y: y, style: textStyle, limit: room - (end - x)) }
        if look.barrier {
            frame.put(
                Self.barrierMark, x: max(frame.width - 1 - Self.barrierMark.count, x), y: y, style: styles.barrier)
        }
        if look.warned { frame.put("⚠", x: Geometry.flagColumn, y: y, style: styles.warning) }
        if look.forbidden { frame.put("✗", x: Geometry.flagColumn, y: y, style: styles.forbiddenMark) }
        // A just-dropped row keeps its settle highlight over the cursor's, or it would never show.
        if look.isCursor { drawCursor(y: y, style: look.settling ? styles.settle : styles.cursor, into: &frame) }
    }

    static let barrierMark = "◀ barrier"

    /// The columns an entry's text keeps when its cost is shown beside it.
    static let roomBesideACost = 24

    private func drawCursor(y: Int, style: Style, into frame: inout Frame) {
        frame.put("›", x: Geometry.cursorColumn, y: y, style: style)
        frame.fill(y: y, from: 0, style: style)
    }
}

extension Style {
    var dimmed: Style {
        var s = self
        s.dim = true
        s.bold = false
        return s
    }

    var withoutReverse: Style {
        var s = self
        s.reverse = false
        return s
    }
}
