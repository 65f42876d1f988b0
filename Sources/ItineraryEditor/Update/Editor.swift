import ItineraryCore

/// The editor as a state machine: `update` takes an event, `render` draws the state.
/// Neither touches a terminal or a file; the run loop does, through `Effect`s.
public enum Editor {
    /// The animation clock: four ticks make the 200 ms snap-back (docs/keys.md).
    public static let tickMilliseconds = 50
    static let snapBackTicks = 4
    static let settleTicks = 4

    public static func update(_ state: inout EditorState, _ event: Event) -> [Effect] {
        let effects = state.handle(event)
        state.takeWaitingDiskChange()
        state.keepFocusVisible()
        return effects
    }
}

extension EditorState {
    mutating func handle(_ event: Event) -> [Effect] {
        // The trips list's travel warnings, left out of the first frame: counted once nothing
        // is waiting, so that a key typed meanwhile is answered first, unless it asks for them.
        if wantsTravelCounted(before: event) {
            let library = self.library
            screen.withTrips { $0.countTravel(library) }
        }
        switch event {
        case .resize(let w, let h):
            size = Size(width: w, height: h)
        case .terminalWidths(let profile):
            widths = profile
        case .idle: break
        case .tick:
            switch screen {
            case .trips: screen.withTrips { $0.tick() }
            case .trip: screen.withTrip { $0.tick() }
            }
        case .saveFinished(let result):
            return finishSave(result)
        case .stop(let signal):
            return stop(signal)
        case .scheduleRead(let request, let read):
            importSchedule(request, read)
        case .diskChanged(let change):
            diskChanged(change)
        case .noteEdited(let draft, let editing):
            noteEdited(draft, editing)
        case .notSuspended:
            message = .info("Ctrl-Z: nothing here to suspend to (no shell with job control started itin)")
        case .paste(let text):
            guard !isTooSmall else { return [] }
            return paste(text)
        case .mouse(let m):
            guard !isTooSmall, modal == nil else { return [] }
            finishAnimation()
            let geometry = geometry
            let outcomes: [Outcome]
            do {
                // Let go of before the outcomes run: an edit then changes the items in place.
                let library = library
                switch screen {
                case .trips: outcomes = screen.withTrips { $0.mouseOnTrips(m, in: geometry, library) }!
                case .trip: outcomes = screen.withTrip { $0.mouse(m, in: geometry, library) }!
                }
            }
            return run(outcomes)
        case .key(let key):
            // The terminal's keys, before anything open can take them: they change nothing.
            if let binding = keys.anytime(key) { return perform(binding.action) }
            if isTooSmall { return keyWhileTooSmall(key) }
            finishAnimation()
            switch modal {
            case .help(let scroll):
                modal = scrolled(scroll, lines: HelpOverlay.lines(keys).count, key).map { .help(scroll: $0) }
            case .report(var report):
                let lines = ReportOverlay.lines(report, geometry, widths).count
                modal = scrolled(report.scroll, lines: lines, key).map {
                    report.scroll = $0
                    return .report(report)
                }
            case .prompt(let prompt): return promptKey(prompt, key)
            case .choice(let choice): return answer(choice, key)
            case .form(let form): return formKey(form, key)
            case .map(let view): modal = view.after(key, keys)
            case nil: return press(key)
            }
        }
        return []
    }

    /// A key on the screen itself: looked up in the key table, checked, then done.
    private mutating func press(_ key: Key) -> [Effect] {
        message = nil
        let scope = scope
        guard let binding = keys.binding(for: key, in: scope) else {
            message = .info(keys.unbound(key, in: scope))
            return []
        }
        if let reason = binding.requires.unmet(in: self) {
            message = .info(reason)
            return []
        }
        return perform(binding.action)
    }

    /// Which part of the key table applies now.
    var scope: Scope { screen.scope }

    /// Whether the trips list's travel warnings are counted before `event`: when nothing else
    /// is waiting (`idle`, `tick`), and before the key that goes to the next ⚠.
    private func wantsTravelCounted(before event: Event) -> Bool {
        switch event {
        case .idle, .tick: true
        case .key(let key): modal == nil && keys.action(for: key, in: scope) == .nextWarning
        default: false
        }
    }

    private mutating func perform(_ action: Action) -> [Effect] {
        switch action {
        case .undo: undo()
        case .redo: redo()
        case .save: return [document.save(then: .stay)]
        case .quit: return quit()
        case .help: modal = .help(scroll: 0)
        case .suspend: return [.suspend]
        case .redraw: return [.redraw]
        default:
            return run(
                screenOutcomes { context, screen in
                    screen.withTrip { $0.perform(action, context) } ?? screen.withTrips { $0.perform(action, context) }!
                })
        }
        return []
    }

    /// What the screen's update asks for, given the context to read: the context, which holds
    /// the library, is gone before the outcomes run, so an edit finds the library held by the
    /// history alone and changes it in place.
    mutating func screenOutcomes<T>(_ update: (Context, inout Screen) -> T) -> T {
        let context = context
        return update(context, &screen)
    }

    /// Pasted text goes into the line being typed, else into the open trip as items; it is
    /// never read as keys (docs/keys.md).
    private mutating func paste(_ text: String) -> [Effect] {
        finishAnimation()
        switch modal {
        case .prompt(var prompt):
            prompt.field.insert(PastedRows.oneLine(text))
            modal = .prompt(prompt)
        case .form(var form):
            form.insert(PastedRows.oneLine(text))
            modal = .form(form)
        case .some:
            message = .info("Close this first to paste")
        case nil:
            if isHolding {
                message = .info("Holding: drop or put back first, then paste")
                return []
            }
            guard
                let outcomes = screenOutcomes({ context, screen in screen.withTrip { $0.paste(text: text, context) } })
            else {
                message = .info("Open a trip to paste into it")
                return []
            }
            return run(outcomes)
        }
        return []
    }

    /// Too small to show anything but `Terminal too small`: only quitting acts, by `q` or
    /// Ctrl-C on any screen, and a question, which is drawn even then (the quit question, or
    /// one a save asked) when it fits, and otherwise waits for the terminal to grow (docs/keys.md).
    private mutating func keyWhileTooSmall(_ key: Key) -> [Effect] {
        if case .choice(let choice) = modal {
            return TooSmallScreen.questionLines(in: self) == nil ? [] : answer(choice, key)
        }
        guard key == TooSmallScreen.quitKey || keys.action(for: key, in: scope) == .quit else { return [] }
        modal = nil
        return quit()
    }

    mutating func finishAnimation() {
        // Asked first: taking the view out to change it costs more than the question.
        guard screen.isAnimating else { return }
        switch screen {
        case .trips: screen.withTrips { $0.finishAnimation() }
        case .trip: screen.withTrip { $0.finishAnimation() }
        }
    }

    mutating func keepFocusVisible() {
        let height = geometry.listHeight
        switch screen {
        case .trips: screen.withTrips { $0.keepFocusVisible(listHeight: height) }
        case .trip: screen.withTrip { $0.keepFocusVisible(listHeight: height) }
        }
    }

    /// Arrows and pages scroll a box of `lines` lines (the help, a report); any other key
    /// closes it (nil).
    private func scrolled(_ stored: Int, lines: Int, _ key: Key) -> Int? {
        let limit = geometry.helpScrollLimit(lines: lines)
        let scroll = min(stored, limit)  // as drawn: a taller terminal since shows more
        let page = max(geometry.helpBox(lines: lines).inner, 1)
        let next: Int
        switch key {
        case .up, .char("k"): next = scroll - 1
        case .down, .char("j"): next = scroll + 1
        case .pageUp: next = scroll - page
        case .pageDown, .char(" "): next = scroll + page
        case .home, .char("g"): next = 0
        case .end, .char("G"): next = limit
        default: return nil
        }
        return min(max(next, 0), limit)
    }
}
