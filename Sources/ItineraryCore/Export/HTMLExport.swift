/// A trip as one self-contained HTML5 page to open in any browser or print (docs/map.md): its
/// title and dates, the route map as inline SVG with the terminal map's numbers, then each
/// day with its games, legs (miles, mode, time) and notes, the travel warnings where they
/// sit, each entry that is not everyone's naming its travellers (`for Alice, Bob`); or one
/// traveller's own trip, said under its title, with their walk's warnings. Nothing is fetched from elsewhere: no script, font, image or style sheet. Costs are on
/// it only when asked for (`costsIn`: the currency of a cost without one): a page is shared.
public enum HTMLExport {
    public static func page(
        _ whole: Trip, places: PlaceResolver, model: TravelModel = .standard,
        shapes: MapShapes = .naturalEarth, costsIn currency: Currency? = nil, for whom: ForWhom = .everyone
    ) -> String {
        let trip = whom.trip(whole)
        let route = MapRoute(trip, places: places)
        let travel = TravelCheck(trip, for: whom, places: places, model: model)
        var page = HTMLWriter()
        page.element(.html, [.lang: "en"]) { html in
            html.element(.head) { head in
                head.element(.meta, [.charset: "utf-8"])
                head.element(.meta, [.name: "viewport", .content: "width=device-width, initial-scale=1"])
                head.element(.title, text: ([trip.name] + (whom.title.map { [$0] } ?? [])).joined(separator: " · "))
                head.styleSheet(css)
            }
            html.newline()
            html.element(.body) { body in
                body.element(.main) { main in
                    main.element(.header) { header in
                        header.element(.h1, text: trip.name)
                        header.element(.p, [.class: "dates"], text: whom.dates(of: trip))
                    }
                    main.newline()
                    main.element(.figure, [.class: "map"]) { figure in
                        MapSVG.write(route, shapes: shapes, into: &figure)
                        figure.newline()
                        figure.element(.figcaption) { legend(route, into: &$0) }
                    }
                    for day in TripLayout(trip).days {
                        main.newline()
                        write(day, of: trip, travel, costsIn: currency, into: &main)
                    }
                }
            }
        }
        return page.html + "\n"
    }

    /// The stops by number, how each mode is drawn, the places left off.
    private static func legend(_ route: MapRoute, into page: inout HTMLWriter) {
        let words = MapLegend(glyphs: .braille)
        page.element(.ul, [.class: "stops"]) { list in
            for stop in route.stops {
                list.element(.li) { item in
                    item.element(.span, [.class: "number"], text: String(stop.number))
                    let dates = stop.days.count > 1 ? " (\(words.dates(stop.days, trip: route.trip)))" : ""
                    item.text(" " + stop.name + dates)
                }
            }
        }
        let modes = route.modes(in: .trip)
        if !modes.isEmpty {
            page.element(.p, [.class: "modes"]) { p in
                for (i, mode) in modes.enumerated() {
                    if i > 0 { p.text(" · ") }
                    p.element(.span, [.class: "sample \(mode.rawValue)"])
                    p.text(" " + TravelText.by(mode))
                }
            }
        }
        if !route.unknown.isEmpty {
            let names = route.unknown.joined(separator: ", ")
            page.element(.p, [.class: "unknown"], text: "Not on the map (unknown place): " + names)
        }
    }

    private static func write(
        _ day: TripLayout.DayLayout, of trip: Trip, _ travel: TravelCheck, costsIn currency: Currency?,
        into page: inout HTMLWriter
    ) {
        page.element(.section, [.class: "day", .id: "day-\(day.day)"]) { section in
            section.element(.h2, text: RowText.header(day, nights: travel.nights))
            guard !day.entries.isEmpty else {
                section.element(.p, [.class: "empty"], text: "Nothing planned")
                return
            }
            section.element(.ul, [.class: "entries"]) { list in
                for entry in day.entries {
                    list.newline()
                    write(entry, of: trip, travel, costsIn: currency, into: &list)
                }
            }
        }
    }

    private static func write(
        _ entry: Entry, of trip: Trip, _ travel: TravelCheck, costsIn currency: Currency?,
        into page: inout HTMLWriter
    ) {
        let cost = currency.flatMap { currency in entry.cost.map { " · " + CostText.words($0, or: currency) } } ?? ""
        // Whose it is, then what it cost: as a Markdown page and `print` say them.
        let after = { (li: inout HTMLWriter) in
            if let travellers = ForWhom.label(entry.who, in: trip) {
                li.text(" · ")
                li.element(.span, [.class: "who"], text: travellers)
            }
            li.text(cost)
        }
        switch entry {
        case .game(let game, _):
            page.element(.li, [.class: "game"]) { li in
                li.element(.strong, text: game.timeText)
                li.text(" \(game.matchup) · \(game.venue), \(game.city)")
                after(&li)
                warning(for: game.id, travel, into: &li)
            }
        case .item(let item):
            switch item.kind {
            case .travel(let leg):
                page.element(.li, [.class: "leg"]) { li in
                    li.text(travel.describe(leg))
                    after(&li)
                    warning(for: item.id, travel, into: &li)
                }
            case .stay(let stay):
                // A confirmation number is private, as a cost is.
                page.element(.li, [.class: "stay"]) { li in
                    li.text("⌂ " + RowText.stay(stay, confirmation: currency != nil))
                    after(&li)
                    warning(for: item.id, travel, into: &li)
                }
            case .custom(let note):
                page.element(.li, [.class: "note"]) { li in
                    li.element(.strong, text: note.title)
                    after(&li)
                    if let text = note.note, !text.isEmpty { li.element(.p, text: text) }
                    warning(for: item.id, travel, into: &li)
                }
            }
        }
    }

    private static func warning(for id: String, _ travel: TravelCheck, into page: inout HTMLWriter) {
        guard let warning = travel.warning(for: id) else { return }
        page.element(.p, [.class: "warning"], text: "⚠ " + warning.description)
    }

    /// Light on screen and in print; narrow screens get one column and long words broken,
    /// so nothing scrolls sideways; a day is kept on one printed page where it fits.
    static let css: StaticString = """
        *{box-sizing:border-box}
        html{-webkit-text-size-adjust:100%}
        body{margin:0;background:#fff;color:#1b1b1b;font:16px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
        main{max-width:48rem;margin:0 auto;padding:1rem}
        h1{font-size:1.6rem;margin:0 0 .2rem}
        h2{font-size:1.1rem;margin:0 0 .4rem}
        h1,h2,li,p,figcaption{overflow-wrap:anywhere}
        .dates{margin:0 0 1rem;color:#555}
        figure{margin:0 0 1rem}
        svg{display:block;width:100%;height:auto;border:1px solid #ccd}
        .water{fill:#f3f7fb}
        path{fill:none;stroke-linejoin:round;stroke-linecap:round}
        .shore{stroke:#5b7c99;stroke-width:1.2}
        .border{stroke:#777;stroke-width:1}
        .region{stroke:#bbb;stroke-width:.7}
        .route{stroke:#b3261e;stroke-width:3;stroke-linecap:round}
        .route.train{stroke-dasharray:9 5}
        .route.fly{stroke-dasharray:2 6}
        .stop circle{fill:#1d3f72;stroke:#fff;stroke-width:2}
        .stop text{fill:#fff;font:bold 12px system-ui,sans-serif}
        figcaption ul{list-style:none;padding:0;margin:.5rem 0 0;display:flex;flex-wrap:wrap;gap:.2rem 1rem}
        .number{display:inline-block;min-width:1.4em;padding:0 .3em;border-radius:1em;background:#1d3f72;color:#fff;
        text-align:center;font-weight:bold}
        .modes,.unknown{margin:.4rem 0 0;color:#444}
        .sample{display:inline-block;width:2em;vertical-align:middle;border-top:3px solid #b3261e}
        .sample.train{border-top-style:dashed}
        .sample.fly{border-top-style:dotted}
        .day{break-inside:avoid;page-break-inside:avoid;border-top:1px solid #ccd;padding:.6rem 0}
        .entries{margin:0;padding-left:1.2rem}
        .entries li{margin:.15rem 0}
        .game{list-style:square}
        .leg{list-style:"» "}
        .note p{margin:.1rem 0;white-space:pre-wrap;color:#333}
        .who{color:#555;font-style:italic}
        .warning{margin:.1rem 0;color:#a30000;font-weight:bold}
        .empty{margin:0;color:#777}
        @media print{body{background:#fff;color:#000;font-size:11pt}main{max-width:none;padding:0}svg{max-height:60vh}
        .number{background:#fff;color:#000;border:1px solid #000}}
        """
}
