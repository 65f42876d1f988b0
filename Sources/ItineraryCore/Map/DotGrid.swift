/// A canvas of dots, each holding the strongest mark drawn on it (0: none). Lines are
/// clipped to the canvas, then stepped by Bresenham's algorithm, so a line far outside
/// costs nothing and one across it costs its length in dots.
struct DotGrid: Sendable {
    let width: Int, height: Int
    private(set) var dots: [UInt8]

    init(width: Int, height: Int) {
        self.width = max(width, 0)
        self.height = max(height, 0)
        dots = Array(repeating: 0, count: self.width * self.height)
    }

    subscript(x: Int, y: Int) -> UInt8 { dots[y * width + x] }

    mutating func mark(_ x: Int, _ y: Int, _ value: UInt8) {
        guard x >= 0, y >= 0, x < width, y < height else { return }
        let i = y * width + x
        if dots[i] < value { dots[i] = value }
    }

    /// A line between two points in dots; `pattern`'s bit n (of 8) says whether the n-th dot
    /// of every eight along it is drawn: 0xFF solid, fewer bits dashed or dotted.
    mutating func line(
        from a: (x: Double, y: Double), to b: (x: Double, y: Double), _ value: UInt8,
        pattern: UInt8 = 0xFF
    ) {
        guard let (p, q) = Self.clip(a, b, width: Double(width), height: Double(height)) else { return }
        var x = Int(p.x.rounded(.down))
        var y = Int(p.y.rounded(.down))
        let x1 = Int(q.x.rounded(.down))
        let y1 = Int(q.y.rounded(.down))
        let dx = abs(x1 - x)
        let dy = -abs(y1 - y)
        let sx = x < x1 ? 1 : -1
        let sy = y < y1 ? 1 : -1
        var error = dx + dy
        var step = 0
        while true {
            if pattern & (1 << (step % 8)) != 0 { mark(x, y, value) }
            if x == x1 && y == y1 { break }
            let twice = 2 * error
            if twice >= dy {
                error += dy
                x += sx
            }
            if twice <= dx {
                error += dx
                y += sy
            }
            step += 1
        }
    }

    /// The part of a segment inside [0, width) × [0, height) (Liang–Barsky), or nil when none is.
    static func clip(
        _ a: (x: Double, y: Double), _ b: (x: Double, y: Double), width: Double,
        height: Double
    ) -> ((x: Double, y: Double), (x: Double, y: Double))? {
        guard a.x.isFinite, a.y.isFinite, b.x.isFinite, b.y.isFinite, width > 0, height > 0 else { return nil }
        let maxX = width - 1e-6
        let maxY = height - 1e-6
        let dx = b.x - a.x
        let dy = b.y - a.y
        var t0 = 0.0
        var t1 = 1.0
        for (p, q) in [(-dx, a.x), (dx, maxX - a.x), (-dy, a.y), (dy, maxY - a.y)] {
            if p == 0 {
                if q < 0 { return nil }
            } else {
                let r = q / p
                if p < 0 { t0 = max(t0, r) } else { t1 = min(t1, r) }
                if t0 > t1 { return nil }
            }
        }
        return ((a.x + t0 * dx, a.y + t0 * dy), (a.x + t1 * dx, a.y + t1 * dy))
    }
}
