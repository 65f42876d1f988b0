#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An equidistant conic projection fitted to a box of the globe and a canvas of dots: its
/// standard parallels a sixth of the way in from the box's edges, so distances along them
/// are true and the shapes between keep the proportions a person knows (a degree of
/// longitude shrinks with its own latitude, not the middle's). A box across the equator
/// gets the plain equirectangular, the cone's limit.
public struct MapProjection: Sendable {
    public let width: Double, height: Double
    private let centralLongitude: Double
    /// The cone's constant (0: equirectangular) and the radius at latitude 0 less its value.
    private let cone: Double, g: Double
    /// Projected units → dots: scaled, then shifted to the canvas's middle.
    private let scale: Double, dotAspect: Double, offsetX: Double, offsetY: Double

    /// `width` × `height` dots, each `dotAspect` times as tall as it is wide (braille: 1,
    /// a character cell: about 2). The box is shown whole, as large as fits, in the middle.
    public init(fitting box: GeoBox, width: Double, height: Double, dotAspect: Double) {
        self.width = width
        self.height = height
        self.dotAspect = dotAspect
        centralLongitude = (box.west + box.east) / 2
        let span = box.north - box.south
        let first = (box.south + span / 6) * .pi / 180
        let second = (box.north - span / 6) * .pi / 180
        var cone = abs(second - first) < 1e-9 ? sin(first) : (cos(first) - cos(second)) / (second - first)
        if abs(cone) < 0.02 { cone = 0 }
        self.cone = cone
        let g = cone == 0 ? 0 : cos(first) / cone + first
        self.g = g
        let centralLongitude = centralLongitude
        // The box's projected extent, from points along its edges (a conic bends them).
        var minX = Double.infinity
        var maxX = -Double.infinity
        var minY = Double.infinity
        var maxY = -Double.infinity
        for i in 0...16 {
            let t = Double(i) / 16
            let lat = box.south + t * span
            let lon = box.west + t * (box.east - box.west)
            for c in [(lat, box.west), (lat, box.east), (box.south, lon), (box.north, lon)] {
                let (x, y) = Self.raw(
                    Coordinates(latitude: c.0, longitude: c.1), cone: cone, g: g,
                    centralLongitude: centralLongitude)
                minX = min(minX, x)
                maxX = max(maxX, x)
                minY = min(minY, y)
                maxY = max(maxY, y)
            }
        }
        let across = max(maxX - minX, 1e-9)
        let down = max(maxY - minY, 1e-9)
        scale = min(width / across, height * dotAspect / down)
        offsetX = (width - across * scale) / 2 - minX * scale
        offsetY = (height - down * scale / dotAspect) / 2 - minY * scale / dotAspect
    }

    /// Dots a degree of arc (of latitude, or of longitude times the cosine of a standard
    /// parallel's latitude) takes across and down.
    public var dotsPerDegree: (across: Double, down: Double) {
        (scale * .pi / 180, scale * .pi / 180 / dotAspect)
    }

    /// The point in dots from the canvas's top left (y grows down).
    public func point(_ c: Coordinates) -> (x: Double, y: Double) {
        let (x, y) = Self.raw(c, cone: cone, g: g, centralLongitude: centralLongitude)
        return (x * scale + offsetX, y * scale / dotAspect + offsetY)
    }

    /// Radians on a unit globe, y down (north is smaller).
    private static func raw(_ c: Coordinates, cone: Double, g: Double, centralLongitude: Double) -> (Double, Double) {
        let lambda = (c.longitude - centralLongitude) * .pi / 180
        let phi = c.latitude * .pi / 180
        guard cone != 0 else { return (lambda, -phi) }
        let rho = g - phi
        let theta = cone * lambda
        return (rho * sin(theta), rho * cos(theta))  // y = ρ0 − ρ·cos θ, turned down and shifted
    }
}
