import Foundation
import Testing

@testable import ItineraryCore

/// The route (docs/map.md): the route's stops and legs, the projection, the dot grid, whole small maps.
@Suite struct MapTests {
    /// Places of the file's own, at round coordinates, so the pictures can be worked out by hand.
    static func resolver(_ places: [String: (lat: Double, lon: Double)]) -> PlaceResolver {
        PlaceResolver(
            own: Dictionary(
                uniqueKeysWithValues: places.map { name, c in
                    (
                        PlaceKey.fold(name)!,
                        Place(
                            kind: .own, name: name, coordinates: Coordinates(latitude: c.lat, longitude: c.lon),
                            zone: nil)
                    )
                }))
    }

    // MARK: - The route

    @Test func stopsAreNumberedInVisitingOrderAndAPlaceVisitedAgainKeepsItsNumber() {
        let t = trip(
            days: 5,
            games: [
                game("g1", day: 1, in: "Boston"),
                game("g2", day: 2, in: "New York"),
                game("g3", day: 3, in: "New York"),
                game("g4", day: 5, in: "Boston"),
                game("g5", day: 5, at: "20:00", in: "Nowhereville"),
            ],
            items: [
                leg("l1", day: 1, 1, from: "Boston", to: "New York"),
                leg("l2", day: 4, 0, from: "New York", to: "Philadelphia", mode: .train),
                leg("l3", day: 4, 1, from: "Philadelphia", to: "Boston", mode: .fly),
                leg("l4", day: 4, 2, from: "Boston", to: "Qqxville"),
            ])
        let route = MapRoute(t, places: PlaceResolver())
        #expect(route.stops.map(\.name) == ["Boston", "New York", "Philadelphia"])
        #expect(route.stops.map(\.days) == [[1, 4, 5], [1, 2, 3, 4], [4]])
        #expect(
            route.legs == [
                .init(from: 1, to: 2, mode: .drive, day: 1), .init(from: 2, to: 3, mode: .train, day: 4),
                .init(from: 3, to: 1, mode: .fly, day: 4),
            ])
        #expect(route.unknown == ["Qqxville", "Nowhereville"])
        #expect(route.stops(in: .day(4)).map(\.number) == [1, 2, 3])
        #expect(route.stops(in: .day(2)).map(\.number) == [2])
        #expect(route.legs(in: .day(1)).count == 1 && route.modes(in: .day(4)) == [.train, .fly])
        #expect(route.modes(in: .trip) == [.drive, .train, .fly])
    }

    @Test func twoNamesOfOnePlaceAreOneStop() {
        let places = Self.resolver(["Home": (10, 10), "Ballpark Town": (11, 11)])
        let own = PlaceResolver(
            own: places.own.merging([PlaceKey.fold("Home Town")!: places.own[PlaceKey.fold("Home")!]!]) { a, _ in a })
        let t = trip(
            days: 2,
            items: [
                leg("l1", day: 1, 1, from: "Home", to: "Ballpark Town"),
                leg("l2", day: 2, 1, from: "Ballpark Town", to: "Home Town"),
            ])
        let route = MapRoute(t, places: own)
        #expect(route.stops.map(\.name) == ["Home", "Ballpark Town"])
        #expect(route.legs.map(\.to) == [2, 1])
    }

    // MARK: - The legend

    @Test func aStopOfSeveralDaysShowsItsDatesAsRuns() {
        let t = trip(days: 6, start: "2026-06-28")
        let stop = MapRoute.Stop(
            number: 2, name: "New York", coordinates: .init(latitude: 0, longitude: 0), days: [1, 3, 4, 5])
        #expect(MapLegend(glyphs: .braille).entry(stop, trip: t) == "2 New York (Jun 28, Jun 30–Jul 2)")
        #expect(MapLegend(glyphs: .ascii).entry(stop, trip: t) == "2 New York (Jun 28, Jun 30-Jul 2)")
        let once = MapRoute.Stop(number: 1, name: "Montréal", coordinates: .init(latitude: 0, longitude: 0), days: [2])
        #expect(MapLegend(glyphs: .braille).entry(once, trip: t) == "1 Montréal")
        #expect(MapLegend(glyphs: .ascii).entry(once, trip: t) == "1 Montreal")
        #expect(MapLegend(glyphs: .ascii).text("東京 Zürich\u{1B}") == "?? Zurich?")
    }

    @Test func theLegendWrapsBetweenEntriesAndNamesTheUnknownPlaces() {
        let t = trip(
            days: 3, start: "2026-06-14",
            games: [
                game("g1", day: 1, in: "Boston"), game("g2", day: 2, in: "New York"),
                game("g3", day: 3, in: "New York"), game("g4", day: 3, in: "Qqxville"),
            ],
            items: [leg("l1", day: 1, 1, from: "Boston", to: "New York", mode: .train)])
        let route = MapRoute(t, places: PlaceResolver())
        let lines = MapLegend(glyphs: .braille).lines(route, focus: .trip, width: 24, columns: { $0.count })
            .map { $0.map(\.text).joined() }
        #expect(
            lines == ["1 Boston", "2 New York (Jun 14–16)", "╍╍ train", "Not on the map (unknown", "place): Atlantis"]
                || lines == [
                    "1 Boston", "2 New York (Jun 14–16)", "╍╍ train", "Not on the map (unknown place):", "Qqxville",
                ])
        let wide = MapLegend(glyphs: .ascii).lines(route, focus: .trip, width: 80, columns: { $0.count })
            .map { $0.map(\.text).joined() }
        #expect(wide == ["1 Boston - 2 New York (Jun 14-16)", "= train", "Not on the map (unknown place): Qqxville"])
    }

    // MARK: - The projection

    /// On an equidistant conic, scale along the meridians is true everywhere and along
    /// the standard parallels too: there a degree of longitude is cos φ of a degree of
    /// latitude. The box 30–60° N puts them at 35° and 55°.
    @Test func shapesKeepTheirProportionsAtTheStandardParallels() {
        let box = GeoBox(south: 30, west: -100, north: 60, east: -60)
        let p = MapProjection(fitting: box, width: 400, height: 400, dotAspect: 1)
        for latitude in [35.0, 55.0] {
            let a = p.point(.init(latitude: latitude, longitude: -80))
            let b = p.point(.init(latitude: latitude, longitude: -79.9))
            let c = p.point(.init(latitude: latitude + 0.05, longitude: -80))
            let d = p.point(.init(latitude: latitude - 0.05, longitude: -80))
            let across = hypot(b.x - a.x, b.y - a.y)
            let down = hypot(c.x - d.x, c.y - d.y)
            #expect(abs(across / down - cos(latitude * .pi / 180)) < 0.005, "at \(latitude)°: \(across / down)")
        }
        // North is up along the middle meridian, and east is right.
        let south = p.point(.init(latitude: 31, longitude: -80))
        let north = p.point(.init(latitude: 59, longitude: -80))
        #expect(abs(south.x - north.x) < 1e-9 && north.y < south.y)
        #expect(p.point(.init(latitude: 45, longitude: -70)).x > p.point(.init(latitude: 45, longitude: -90)).x)
    }

    /// A character cell is about twice as tall as wide: with one dot a cell a degree of
    /// latitude takes half as many rows as a braille map's dots.
    @Test func theFitFillsTheCanvasInOneDirectionAndCentresTheOther() {
        let box = GeoBox(south: -1, west: -4, north: 1, east: 4)  // across the equator: plain degrees
        let cells = MapProjection(fitting: box, width: 80, height: 20, dotAspect: 2)
        let corner = cells.point(.init(latitude: 1, longitude: -4))
        let other = cells.point(.init(latitude: -1, longitude: 4))
        // 8° across 80 dots: 10 a degree; 2° down at 10 ÷ 2 = 5 rows a degree: 10 rows, 5 spare each side.
        #expect(abs(corner.x - 0) < 1e-9 && abs(other.x - 80) < 1e-9)
        #expect(abs(corner.y - 5) < 1e-9 && abs(other.y - 15) < 1e-9)
    }

    // MARK: - The dot grid

    /// Bresenham against the exhaustive answer: every dot of the line is the one nearest
    /// the true line on its step of the longer axis, one a step, each touching the last.
    @Test func linesAreTheNearestDotsOneAStep() {
        var generator = SplitMix(seed: 39)
        for _ in 0..<500 {
            let a = (x: Double(generator.next() % 30), y: Double(generator.next() % 20))
            let b = (x: Double(generator.next() % 30), y: Double(generator.next() % 20))
            var grid = DotGrid(width: 30, height: 20)
            grid.line(from: a, to: b, 1)
            var marked: [(x: Int, y: Int)] = []
            for y in 0..<20 { for x in 0..<30 where grid[x, y] != 0 { marked.append((x, y)) } }
            let dx = b.x - a.x
            let dy = b.y - a.y
            let steps = Int(max(abs(dx), abs(dy)))
            #expect(marked.count == steps + 1)
            for dot in marked {
                if abs(dx) >= abs(dy) {
                    let ideal = dx == 0 ? a.y : a.y + dy * (Double(dot.x) - a.x) / dx
                    #expect(abs(Double(dot.y) - ideal) <= 0.5 + 1e-9)
                } else {
                    let ideal = a.x + dx * (Double(dot.y) - a.y) / dy
                    #expect(abs(Double(dot.x) - ideal) <= 0.5 + 1e-9)
                }
            }
        }
    }

    @Test func linesAreClippedToTheCanvas() {
        var grid = DotGrid(width: 10, height: 4)
        grid.line(from: (-100, -50), to: (-10, -5), 1)  // all outside
        grid.line(from: (-1000, 1.5), to: (1000, 1.5), 2)  // across, far past both sides
        #expect(
            (0..<4).map { y in (0..<10).map { grid[$0, y] } } == [
                Array(repeating: 0, count: 10), Array(repeating: 2, count: 10),
                Array(repeating: 0, count: 10), Array(repeating: 0, count: 10),
            ])
        #expect(DotGrid.clip((5, 5), (5, 10), width: 10, height: 4) == nil)  // below the canvas
    }

    // MARK: - Whole maps

    /// Stops at 1° S 2° W and 1° N 2° E; the box with its margins is 2.8° S–N and 5.6° W–E,
    /// which on 28×7 ASCII cells (5 columns and 2.5 rows a degree) fills both ways. Stop 1
    /// falls in column (−2 + 2.8) × 5 = 4, row (1.4 + 1) × 2.5 = 6; stop 2 in column 24,
    /// row 1. The equator, a shore, is row 3.5 → 3. The drive between climbs a row every
    /// four columns (on a tie, at 6 and 10, the row nearer its end); it draws over the shore.
    @Test func aWholeASCIIMap() {
        let places = Self.resolver(["West": (-1, -2), "East": (1, 2), "Nowhere": (50, 50)])
        let t = trip(
            days: 2,
            games: [
                game("g1", day: 1, in: "West"), game("g2", day: 2, in: "East"), game("g3", day: 2, in: "Qqxville"),
            ],
            items: [leg("l1", day: 1, 1, from: "West", to: "East")])
        let route = MapRoute(t, places: places)
        let shapes = MapShapes([
            MapLine(.shore, [.init(latitude: 0, longitude: -10), .init(latitude: 0, longitude: 10)])
        ])
        let picture = MapPicture(route, shapes: shapes, width: 28, height: 7, glyphs: .ascii)
        #expect(
            picture.lines == [
                "                            ",
                "                      ##2   ",
                "                  ####      ",
                "..............####..........",
                "          ####              ",
                "      ####                  ",
                "    1#                      ",
            ])
        #expect(picture.rows[6][4].ink == .stop && picture.rows[5][8].ink == .drive && picture.rows[3][0].ink == .shore)
    }

    /// The same leg by train is dashed, by air dotted; the day looked at is highlighted.
    @Test func modesAreToldApartAndTheDayIsHighlighted() {
        let places = Self.resolver(["West": (-1, -2), "East": (1, 2)])
        func picture(_ mode: Travel.Mode, _ focus: MapFocus = .trip) -> MapPicture {
            let t = trip(days: 2, items: [leg("l1", day: 2, 1, from: "West", to: "East", mode: mode)])
            return MapPicture(
                MapRoute(t, places: places), shapes: MapShapes([]), width: 28, height: 7, glyphs: .ascii, focus: focus)
        }
        // Dashed: six dots of every eight, from the first (under the label) on.
        #expect(picture(.train).lines[5] == "      ====                  ")
        #expect(picture(.train).lines[4] == "            ==              ")
        // Dotted: one of every four, at columns 8, 12, 16 and 20.
        #expect(picture(.fly).lines[5] == "        ~                   ")
        #expect(picture(.fly).lines[3] == "                ~           ")
        #expect(picture(.drive, .highlighting(2)).rows[5][8].ink == .highlight)
        #expect(picture(.drive, .highlighting(2)).rows[6][4].ink == .highlightedStop)
        #expect(picture(.drive, .highlighting(1)).rows[5][8].ink == .drive)
        #expect(picture(.drive, .day(1)).lines.joined().trimmingCharacters(in: .whitespaces).isEmpty)
    }

    /// Braille: dots 1–8 of a cell are bits 0–7 of U+2800. Stops on the equator 4° apart:
    /// the box is 5.6° by 2.1° (the least span, 1.5°, with margins); 20×12 dots give 3.57
    /// dots a degree, 7.5 rows of dots used, 2.25 spare above. The equator is dot row
    /// 2.25 + 1.05 × 3.57 = 6: the second cell row's third dot row, dots 3 and 6, ⠤. The
    /// stops fall in columns (0.8 × 3.57) ÷ 2 = 1 and (4.8 × 3.57) ÷ 2 = 8.
    @Test func aWholeBrailleMap() {
        let places = Self.resolver(["West": (0, -2), "East": (0, 2)])
        let t = trip(days: 1, items: [leg("l1", day: 1, 1, from: "West", to: "East")])
        let picture = MapPicture(
            MapRoute(t, places: places), shapes: MapShapes([]), width: 10, height: 3, glyphs: .braille)
        #expect(picture.lines == ["          ", " 1⠤⠤⠤⠤⠤⠤2 ", "          "])
    }

    // MARK: - The shipped data

    /// Natural Earth's 1:50m lines where a person knows them: Chicago's lakefront is a
    /// shore (Lake Michigan), Illinois meets Indiana at 87.53° W, and the Detroit River is
    /// the border with Canada.
    @Test func theShippedShapesAreNaturalEarths() {
        let shapes = MapShapes.naturalEarth
        #expect(shapes.lines.count > 2000)
        // Read a line at a time by the packed boxes: the same lines as every line's own box picks
        // (29 of them, as a count over the file's records by their boxes makes it).
        let box = GeoBox(south: 40, west: -90, north: 45, east: -80)
        let near = shapes.lines(meeting: box)
        #expect(near.count == 29 && near == shapes.lines.filter { $0.box.intersects(box) })
        // In degrees of latitude, to the nearest segment of a line of that kind.
        func nearest(_ kind: MapLine.Kind, _ lat: Double, _ lon: Double) -> Double {
            let shrink = cos(lat * .pi / 180)
            var best = Double.infinity
            for line in shapes.lines where line.kind == kind {
                for (a, b) in zip(line.points, line.points.dropFirst()) {
                    let ax = (a.longitude - lon) * shrink
                    let ay = a.latitude - lat
                    let bx = (b.longitude - lon) * shrink
                    let by = b.latitude - lat
                    let dx = bx - ax
                    let dy = by - ay
                    let length = dx * dx + dy * dy
                    let t = length == 0 ? 0 : max(0, min(1, -(ax * dx + ay * dy) / length))
                    best = min(best, hypot(ax + t * dx, ay + t * dy))
                }
            }
            return best
        }
        #expect(nearest(.shore, 41.88, -87.62) < 0.05)  // Chicago's lakefront
        #expect(nearest(.region, 40.0, -87.53) < 0.05)  // Illinois | Indiana
        #expect(nearest(.border, 42.3, -83.1) < 0.1)  // Detroit | Windsor
        #expect(nearest(.region, 42.3, -83.1) > 0.3)  // no state line along the border
        #expect(nearest(.shore, 40.0, -87.53) > 0.5)  // nor a shore in Illinois' fields
    }
}
