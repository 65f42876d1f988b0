#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where things go on one map: the box around the stops shown (with a margin, and never
/// smaller than a city's surroundings), its projection onto the canvas's dots, and the
/// drawing of shapes and legs through it.
struct MapCanvas {
    let projection: MapProjection
    /// The shapes worth looking at: the box grown to what the canvas can show around it.
    let reach: GeoBox
    /// Half a dot in degrees of arc: a point nearer than this to the last one drawn adds nothing.
    let halfDot: Double
    private let points: [Int: Coordinates]

    /// Around the contiguous US and southern Canada, for a trip with no known place.
    static let fallback = GeoBox(south: 24, west: -125, north: 50, east: -66)
    /// The least a box spans, in degrees of latitude: a stop alone shows its region.
    static let leastSpan = 1.5
    /// Each side's margin, as a share of the box's span.
    static let margin = 0.2

    /// A canvas of `width` × `height` dots, each `dotAspect` times as tall as wide.
    init(route: MapRoute, stops: [MapRoute.Stop], width: Double, height: Double, dotAspect: Double) {
        points = Dictionary(uniqueKeysWithValues: route.stops.map { ($0.number, $0.coordinates) })
        let box = Self.box(around: stops.map(\.coordinates))
        projection = MapProjection(fitting: box, width: width, height: height, dotAspect: dotAspect)
        // The canvas may be wider or taller than the box: what it shows, by its size at the
        // box's scale, a quarter more for the cone's bend, and no less than the box.
        let perDegree = projection.dotsPerDegree
        halfDot = 0.5 / max(perDegree.across, perDegree.down * dotAspect)
        let middleLat = (box.south + box.north) / 2
        let middleLon = (box.west + box.east) / 2
        let latHalf = max(height / perDegree.down, box.north - box.south) * 0.625
        let poleward = min(abs(middleLat) + latHalf, 80) * .pi / 180
        let lonHalf = max(width / perDegree.across / cos(poleward), box.east - box.west) * 0.625
        reach = GeoBox(
            south: max(-90, middleLat - latHalf), west: max(-180, middleLon - lonHalf),
            north: min(90, middleLat + latHalf), east: min(180, middleLon + lonHalf))
    }

    static func box(around points: [Coordinates]) -> GeoBox {
        guard var box = GeoBox(around: points) else { return fallback }
        let middleLat = (box.south + box.north) / 2
        let middleLon = (box.west + box.east) / 2
        let latSpan = max(box.north - box.south, leastSpan)
        // A degree of longitude is shorter away from the equator: the least span in it is wider.
        let shrink = max(cos(middleLat * .pi / 180), 0.2)
        let lonSpan = max(box.east - box.west, leastSpan / shrink)
        box = GeoBox(
            south: middleLat - latSpan * (0.5 + margin), west: middleLon - lonSpan * (0.5 + margin),
            north: middleLat + latSpan * (0.5 + margin), east: middleLon + lonSpan * (0.5 + margin))
        return GeoBox(
            south: max(box.south, -85), west: max(box.west, -180),
            north: min(box.north, 85), east: min(box.east, 180))
    }

    /// Each line of the shapes near enough to show, as points on the canvas, leaving out the
    /// points within half a dot of the last one kept (a continent's coast at 0.01° has far
    /// more points than a terminal has dots); a line's ends always stay.
    func projectedLines(_ shapes: MapShapes) -> [(kind: MapLine.Kind, points: [(x: Double, y: Double)])] {
        shapes.lines(meeting: reach).map { line in
            var kept = [projection.point(line.points[0])]
            var last = line.points[0]
            // One cosine a line, at its middle: near enough to judge half a dot by.
            let shrink = cos((line.box.south + line.box.north) / 2 * .pi / 180)
            for (i, point) in line.points.enumerated().dropFirst() {
                let far =
                    abs(point.latitude - last.latitude) > halfDot
                    || abs(point.longitude - last.longitude) * shrink > halfDot
                guard far || i == line.points.count - 1 else { continue }
                kept.append(projection.point(point))
                last = point
            }
            return (line.kind, kept)
        }
    }

    /// A leg's ends on the canvas.
    func ends(of leg: MapRoute.Leg) -> (from: (x: Double, y: Double), to: (x: Double, y: Double))? {
        guard let from = points[leg.from], let to = points[leg.to] else { return nil }
        return (projection.point(from), projection.point(to))
    }
}
