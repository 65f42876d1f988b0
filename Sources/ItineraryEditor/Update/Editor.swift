import ItineraryCore

/// The editor as a state machine: `update` takes an event, `render` draws the state.
/// Neither touches a terminal or a file; the run loop does, through `Effect`s.
public enum Editor {
    /// The animation clock: four ticks make the 200 ms snap-back of SPEC §5.2.
    public static let tickMilliseconds = 50
    static let snapBackTicks = 4
    static let settleTicks = 4

    public static func update(_ state: inout EditorState, _ event: Event) -> [Effect] {
        let effects = state.handle(event)
        state.keepFocusVisible()
        return effects
    }
}

extension EditorState {
    /// Rows between the title bar and the status line.
    var listHeight: Int { max(height - 2, 0) }

    mutating func handle(_ event: Event) -> [Effect] {
        switch event {
        case .resize(let w, let h):
            width = max(w, 1)
            height = max(h, 1)
            return []
        case .tick:
            tick()
            return []
        case .saveFinished(let result):
            return finishSave(result)
        case .mouse(let m):
            return handleMouse(m)
        case .key(let key):
            finishAnimation()
            if showingHelp {
                scrollHelp(key)
                return []
            }
            if prompt != nil { return handlePromptKey(key) }
            message = nil
            let scope: Scope = switch screen {
            case .trips: trips.lifted == nil ? .trips : .holding
            case .trip: trip?.drag == nil ? .trip : .holding
            }
            guard let action = KeyTable.action(for: key, in: scope) else {
                if scope == .holding { message = .info("Holding an item: Enter drops it, Esc puts it back") }
                return []
            }
            return perform(action)
        }
    }

    mutating func perform(_ action: Action) -> [Effect] {
        switch action {
        case .undo: undo()
        case .redo: redo()
        case .save: return save()
        case .quit: return quit()
        case .help: showingHelp = true
        default:
            switch screen {
            case .trips: return performOnTrips(action)
            case .trip: return performOnTrip(action)
            }
        }
        return []
    }

    mutating func keepFocusVisible() {
        switch screen {
        case .trips:
            let row = trips.lifted.map(\.current) ?? library.sortedTrips.firstIndex { $0.id == trips.cursor } ?? 0
            if row < trips.scroll { trips.scroll = row }
            if row >= trips.scroll + listHeight { trips.scroll = row - listHeight + 1 }
            trips.scroll = max(0, trips.scroll)
        case .trip:
            let height = listHeight
            trip?.keepFocusVisible(listHeight: height)
        }
    }

    /// Arrows and pages scroll the help; any other key closes it.
    mutating func scrollHelp(_ key: Key) {
        let page = max(height - 6, 1)
        let last = max(HelpOverlay.lines().count - page, 0)
        switch key {
        case .up, .char("k"): helpScroll = max(helpScroll - 1, 0)
        case .down, .char("j"): helpScroll = min(helpScroll + 1, last)
        case .pageUp: helpScroll = max(helpScroll - page, 0)
        case .pageDown, .char(" "): helpScroll = min(helpScroll + page, last)
        default:
            showingHelp = false
            helpScroll = 0
        }
    }

    // MARK: - Animation

    mutating func tick() {
        guard var view = trip else { return }
        if let edge = view.edgeScroll, var session = view.drag {
            session.move(by: edge)
            view.drag = session
        }
        switch view.animation {
        case .settle(let id, let left):
            view.animation = left > 1 ? .settle(itemID: id, ticksLeft: left - 1) : nil
        case .snapBack(var session, let left):
            let distance = session.current - session.origin
            let step = (abs(distance) + left - 1) / max(left, 1)
            session.move(by: distance > 0 ? -step : step)
            view.animation = left > 1 && session.current != session.origin ? .snapBack(session, ticksLeft: left - 1) : nil
        case nil: break
        }
        trip = view
    }

    /// A key during an animation first lets it end, so keys act on what will be.
    mutating func finishAnimation() {
        trip?.animation = nil
    }
}
