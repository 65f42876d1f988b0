/// The route map as inline SVG: the same route, shapes and projection as the terminal's
/// map, so the page's numbers are the terminal's.
enum MapSVG {
    static let width = 800.0, height = 500.0

    static func write(_ route: MapRoute, shapes: MapShapes, into page: inout HTMLWriter) {
        let canvas = MapCanvas(route: route, stops: route.stops, width: width, height: height, dotAspect: 1)
        let label = "Route map: " + route.stops.map { "\($0.number) \($0.name)" }.joined(separator: ", ")
        page.element(
            .svg,
            [
                .xmlns: "http://www.w3.org/2000/svg", .viewBox: "0 0 \(Int(width)) \(Int(height))",
                .role: "img", .ariaLabel: label,
            ]
        ) { svg in
            svg.element(.rect, [.class: "water", .width: "\(Int(width))", .height: "\(Int(height))"])
            let lines = canvas.projectedLines(shapes)
            for kind in MapLine.Kind.allCases {
                let d = lines.filter { $0.kind == kind && shows($0.points) }.map { path($0.points) }
                    .joined(separator: " ")
                if !d.isEmpty { svg.element(.path, [.class: "\(kind)", .d: d]) }
            }
            for leg in route.legs {
                guard let ends = canvas.ends(of: leg) else { continue }
                svg.element(
                    .line,
                    [
                        .class: "route \(leg.mode.rawValue)",
                        .x1: number(ends.from.x), .y1: number(ends.from.y),
                        .x2: number(ends.to.x), .y2: number(ends.to.y),
                    ])
            }
            for stop in route.stops {
                let p = canvas.projection.point(stop.coordinates)
                svg.element(.g, [.class: "stop"]) { g in
                    g.element(.circle, [.cx: number(p.x), .cy: number(p.y), .r: "11"])
                    g.element(
                        .text,
                        [
                            .x: number(p.x), .y: number(p.y), .textAnchor: "middle",
                            .dominantBaseline: "central",
                        ], text: String(stop.number))
                }
            }
        }
    }

    /// Whether any part of a line is in view.
    private static func shows(_ points: [(x: Double, y: Double)]) -> Bool {
        zip(points, points.dropFirst()).contains { DotGrid.clip($0, $1, width: width, height: height) != nil }
    }

    private static func path(_ points: [(x: Double, y: Double)]) -> String {
        points.enumerated().map { i, p in (i == 0 ? "M" : "L") + number(p.x) + " " + number(p.y) }.joined()
    }

    /// One decimal: a tenth of a unit of an 800-wide picture is finer than any screen shows.
    private static func number(_ value: Double) -> String {
        let tenths = (value * 10).rounded()
        guard tenths.isFinite, abs(tenths) < 1e9 else { return "0" }
        let whole = Int(tenths)
        return whole % 10 == 0 ? String(whole / 10) : FixedText.text(tenths / 10, places: 1)
    }
}
