import ItineraryCore

/// What Enter on a valid form does: a change, or a schedule to read before its import.
enum FormAction {
    case change(FormResult)
    case read(ScheduleRequest)
}

/// One edit through the one door, one undo step.
struct FormResult {
    var edit: Edit
    var change: Change
    var said: String
    /// The trip to open (a new one), and the entry to put the cursor on.
    var open: String?
    var cursor: String?
    /// The trip whose ⚠ legs may change with the edit (not for a note or a new trip).
    var rejudge: String?
}

extension Form {
    /// `shown`: the trip as a traveller's own view shows it, where a new item's slot was asked
    /// for; nil in everyone's view.
    func result(in library: Library, _ keys: KeyTable, shown: Trip? = nil) throws(EditError) -> FormAction {
        switch purpose {
        case .importSchedule(let into):
            // The form refuses an empty name when there is no trip to import into.
            let name = text(.newTrip)
            let zone = text(.zone)
            let destination: ScheduleImport.Destination =
                into.map { name.isEmpty ? .trip($0.id) : .newTrip(name: name) } ?? .newTrip(name: name)
            return .read(ScheduleRequest(path: text(.file), destination: destination, zone: zone.isEmpty ? nil : zone))
        case .newTrip:
            let name = text(.name)
            let id = library.newTripID(name: name)
            let travellers = CostFormText.travellers(text(.travellers)).value ?? []
            let trip = Trip(
                id: id, name: name, order: library.orderAfterLastTrip, start: CalendarDate(iso: text(.start))!,
                days: Int(text(.days))!, travellers: travellers)
            return .change(
                FormResult(
                    edit: .schedule(.addTrip(trip)), change: Change("new trip “\(name)”", focus: .trip(id)),
                    said:
                        "New trip “\(name)”: \(keys.label(of: .addGame, in: .trip)) adds a game, \(keys.label(of: .addLeg, in: .trip)) a travel leg, \(keys.label(of: .add, in: .trip)) a note",
                    open: id))
        case .editTrip(let id):
            let travellers = CostFormText.travellers(text(.travellers)).value ?? []
            let details = TripDetails(
                id: id, name: text(.name), start: CalendarDate(iso: text(.start))!,
                days: Int(text(.days))!, travellers: travellers)
            return .change(
                FormResult(
                    edit: .schedule(.updateTrip(details)),
                    change: Change("changed trip “\(details.name)”", focus: .trip(id)),
                    said: "Changed trip “\(details.name)”", rejudge: id))
        case .addGame(let tripID):
            let trip = try library.requireTrip(tripID)
            let day = Int(text(.day))!
            let id = library.newGameID(on: trip.date(ofDay: day), away: text(.away), home: text(.home))
            let game = Game(
                id: id, day: day, time: try! FieldText.gameTime(text(.time)).get(), away: text(.away),
                home: text(.home),
                venue: text(.venue), city: text(.city))
            return .change(
                FormResult(
                    edit: .schedule(.addGame(trip: tripID, game: game)),
                    change: Change("added game \(game.matchup)", focus: .entry(trip: tripID, id: id)),
                    said: "Added \(game.matchup) on day \(day)", cursor: id, rejudge: tripID))
        case .editGame(let tripID, let id):
            // The game as it was, changed: so keys the file had keep their place.
            guard var game = try library.requireTrip(tripID).game(id) else { throw EditError("no game \(id)") }
            game.day = Int(text(.day))!
            game.time = try! FieldText.gameTime(text(.time)).get()
            // The place an import resolved was the old venue's and city's: it goes with them.
            if (game.venue, game.city) != (text(.venue), text(.city)) { game.place = nil }
            (game.away, game.home, game.venue, game.city) = (text(.away), text(.home), text(.venue), text(.city))
            return .change(
                FormResult(
                    edit: .schedule(.updateGame(trip: tripID, game: game)),
                    change: Change("changed game \(game.matchup)", focus: .entry(trip: tripID, id: id)),
                    said: "Changed \(game.matchup)", cursor: id, rejudge: tripID))
        case .addLeg(let tripID, let day, let index):
            let travel = travel
            let item = withWho(
                Item(id: library.newItemID(.travel(travel)), day: day, sortOrder: 0, kind: .travel(travel)))
            let id = item.id
            // In a traveller's own view every game of the trip still judges the leg.
            let everyone = shown == nil ? nil : try library.requireTrip(tripID)
            switch NewItemLanding.place(
                item, in: try placing(in: tripID, library, shown), day: day, index: index, everyone: everyone)
            {
            case .failure(let reason): throw EditError("no slot of this trip allows it: \(reason.description)")
            case .success(let place):
                var placed = item
                placed.day = place.placement.day
                placed.sortOrder = place.placement.sortOrder
                let said = place.refused.map { _ in "Added at the nearest allowed slot: \(place.description)" }
                return .change(
                    FormResult(
                        edit: .add(trip: tripID, item: placed, renumbered: place.placement.renumbered),
                        change: Change("added \(travel.route)", focus: .entry(trip: tripID, id: id)),
                        said: said ?? "Added \(travel.route)", cursor: id, rejudge: tripID))
            }
        case .editLeg(let tripID, let id):
            guard var item = try library.requireTrip(tripID).item(id) else { throw EditError("no item \(id)") }
            item.kind = .travel(travel)
            item = withWho(item)
            return .change(
                FormResult(
                    edit: .update(trip: tripID, item: item),
                    change: Change("changed \(travel.route)", focus: .entry(trip: tripID, id: id)),
                    said: "Changed \(travel.route)", cursor: id, rejudge: tripID))
        case .editCost(let tripID, let id):
            return .change(try costResult(trip: tripID, id: id, in: library))
        case .editNote(let tripID, let id):
            let note = text(.note)
            var result = try FormResult.changingNote(
                id, in: tripID, to: Custom(title: text(.title), note: note.isEmpty ? nil : note), library)
            if case .update(let trip, let item) = result.edit { result.edit = .update(trip: trip, item: withWho(item)) }
            return .change(result)
        case .addStay(let tripID, let day, let index):
            let stay = stay(changing: nil)
            let item = withWho(Item(id: library.newItemID(.stay(stay)), day: day, sortOrder: 0, kind: .stay(stay)))
            // A stay is never forbidden: the slot at the cursor is its place.
            let trip = try placing(in: tripID, library, shown)
            guard case .success(let place) = NewItemLanding.place(item, in: trip, day: day, index: index) else {
                throw EditError("no slot of this trip takes it")
            }
            var placed = item
            placed.day = place.placement.day
            placed.sortOrder = place.placement.sortOrder
            return .change(
                FormResult(
                    edit: .add(trip: tripID, item: placed, renumbered: place.placement.renumbered),
                    change: Change(
                        "added stay “\(stay.name)”",
                        focus: .entry(trip: tripID, id: item.id)),
                    said: "Added stay “\(stay.name)”, \(RowText.count(stay.nightCount, "night"))",
                    cursor: item.id, rejudge: tripID))
        case .editStay(let tripID, let id):
            guard var item = try library.requireTrip(tripID).item(id), let old = item.stay else {
                throw EditError("no stay \(id)")
            }
            let stay = stay(changing: old)
            item.kind = .stay(stay)
            item = withWho(item)
            return .change(
                FormResult(
                    edit: .update(trip: tripID, item: item),
                    change: Change(
                        "changed stay “\(stay.name)”",
                        focus: .entry(trip: tripID, id: id)),
                    said: "Changed stay “\(stay.name)”", cursor: id, rejudge: tripID))
        }
    }

    /// Where a new item's slot was asked for: the trip as its view shows it.
    private func placing(in tripID: String, _ library: Library, _ shown: Trip?) throws(EditError) -> Trip {
        if let shown { return shown }
        return try library.requireTrip(tripID)
    }

    /// The stay the fields say, keeping what the form does not show (its address). One night
    /// stays unwritten where the file did not say it.
    private func stay(changing old: Stay?) -> Stay {
        var stay = old ?? Stay(name: "", city: "")
        stay.name = text(.name)
        stay.city = text(.city)
        let nights = try? FieldText.nights(text(.nights)).get()
        stay.nights = nights == 1 && old?.nights == nil ? nil : nights
        let confirmation = text(.confirmation)
        stay.confirmation = confirmation.isEmpty ? nil : confirmation
        stay.checkIn = TimeOfDay(text: text(.checkIn))
        stay.checkOut = TimeOfDay(text: text(.checkOut))
        return stay
    }

    private var travel: Travel {
        Travel(
            from: text(.from), to: text(.to), miles: FieldName.miles(miles),
            mode: text(.mode).isEmpty ? nil : FieldName.mode(text(.mode)))
    }
}

extension FormResult {
    /// A note's new title and note: one edit of the item, which keeps its id, day and place
    /// (the form's `e`, and `E` in the user's editor).
    static func changingNote(_ id: String, in tripID: String, to custom: Custom, _ library: Library) throws(EditError)
        -> FormResult
    {
        guard var item = try library.requireTrip(tripID).item(id) else { throw EditError("no item \(id)") }
        item.kind = .custom(custom)
        return FormResult(
            edit: .update(trip: tripID, item: item),
            change: Change("changed “\(custom.title)”", focus: .entry(trip: tripID, id: id)),
            said: "Changed “\(custom.title)”", cursor: id)
    }
}

extension Library {
    func requireTrip(_ id: String) throws(EditError) -> Trip {
        guard let trip = trip(id) else { throw EditError("no trip \(id)") }
        return trip
    }
}

extension EditorState {
    /// Makes the form's change, or keeps the form open with the reason it was refused.
    mutating func submit(_ form: Form) -> [Effect] {
        let result: FormResult
        do {
            let shown = screen.tripView.flatMap { $0.whose == .everyone ? nil : $0.trip }
            switch try form.result(in: library, keys, shown: shown) {
            case .change(let change): result = change
            case .read(let request):
                message = .info("Reading \(SafeText.clean(request.path))…")
                return [.readSchedule(request)]
            }
        } catch {
            return refuse(form, error.description)
        }
        // Applied once, as the undo step itself; a refused edit leaves the form open.
        let before = result.rejudge.flatMap { library.trip($0) }
        let edit = inEveryonesTrip(result.edit)
        do {
            try changeLibrary(by: edit) { (document: inout Document) throws(EditError) in
                try document.apply(edit, result.change)
            }
        } catch {
            return refuse(form, error.description)
        }
        var said = SafeText.clean(result.said)
        if let before, let after = library.trip(before.id) {
            let newly = TripCheck.newlyMisplaced(before: before, after: after).count
            if newly > 0 {
                said +=
                    " · \(newly) \(newly == 1 ? "leg" : "legs") now \(newly == 1 ? "shows" : "show") ⚠ (\(keys.label(of: .nextWarning, in: .trip)) goes there)"
            }
        }
        var outcomes: [Outcome] = []
        if let id = result.open { outcomes.append(.openTrip(id)) }
        outcomes.append(.say(.info(said)))
        let effects = run(outcomes)
        if let id = result.cursor { screen.withTrip { $0.cursor = .entry(id) } }
        return effects
    }

    /// Keeps the form open, with why its edit cannot be made.
    private mutating func refuse(_ form: Form, _ reason: String) -> [Effect] {
        modal = .form(form)
        message = .error("✗ \(SafeText.clean(reason))")
        return []
    }
}
