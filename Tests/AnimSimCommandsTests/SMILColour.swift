import Foundation
import Testing

/// A view's shape fill in an exported SVG, read as a SMIL player reads it: the static `fill`
/// and `fill-opacity`, or their `<animate>`s' key times and values, interpolated linearly
/// (each component of `#rrggbb`, as SVG animates colours) between the keys and held before
/// the first and after the last.
struct SMILColour {
    /// Key times as frames, and the values there: red, green, blue and opacity, 0…1.
    var rgb: [(frame: Double, value: [Double])]
    var opacity: [(frame: Double, value: [Double])]

    init(_ svg: String, view id: String, lastFrame: Int) throws {
        let groups = svg.components(separatedBy: "<g id=\"").filter { $0.hasPrefix("\(id)\" data-view=\"\(id)\"") }
        try #require(groups.count == 1, "\(id): \(groups.count) groups")
        let group = groups[0]
        let shape = try #require(group.range(of: "<rect ") ?? group.range(of: "<circle "), "\(id) draws no shape")
        let tag = String(group[shape.lowerBound...].prefix { $0 != ">" })
        let animations = group[shape.lowerBound...].components(separatedBy: "<animate ").dropFirst()
        func keys(_ attribute: String, _ parse: (String) -> [Double]) throws -> [(frame: Double, value: [Double])] {
            guard let animation = animations.first(where: { $0.hasPrefix("attributeName=\"\(attribute)\"") }) else {
                let value = Self.attribute(attribute, in: tag)
                return [(0, value.map(parse) ?? parse(attribute == "fill" ? "#000000" : "1"))]
            }
            try #require(Self.attribute("calcMode", in: animation) == "spline")
            let splines = try #require(Self.attribute("keySplines", in: animation)).split(separator: ";")
            #expect(splines.allSatisfy { $0 == "0 0 1 1" }, "\(id) \(attribute): colour keys are straight in time")
            let times = try #require(Self.attribute("keyTimes", in: animation)).split(separator: ";").map { Double($0)! * Double(lastFrame) }
            let values = try #require(Self.attribute("values", in: animation)).split(separator: ";").map { parse(String($0)) }
            try #require(times.count == values.count)
            return Array(zip(times, values))
        }
        rgb = try keys("fill") { hex in
            let v = Int(hex.dropFirst(), radix: 16)!
            return [Double((v >> 16) & 0xFF) / 255, Double((v >> 8) & 0xFF) / 255, Double(v & 0xFF) / 255]
        }
        opacity = try keys("fill-opacity") { [Double($0)!] }
    }

    var isAnimated: Bool { rgb.count > 1 }
    /// Frames that are key times of the fill colour.
    var keyFrames: Set<Int> { Set(rgb.map { Int($0.frame.rounded()) }) }

    func colour(atFrame frame: Int) -> [Double] {
        Self.interpolate(rgb, Double(frame)) + Self.interpolate(opacity, Double(frame))
    }

    static func interpolate(_ keys: [(frame: Double, value: [Double])], _ frame: Double) -> [Double] {
        guard let next = keys.firstIndex(where: { $0.frame >= frame - 1e-6 }) else { return keys.last!.value }
        guard next > 0 else { return keys[0].value }
        let (a, b) = (keys[next - 1], keys[next])
        let t = (frame - a.frame) / (b.frame - a.frame)
        return zip(a.value, b.value).map { $0 + ($1 - $0) * t }
    }

    /// Percent: the largest difference of premultiplied red, green, blue and of opacity, the
    /// measure the exporter keys colours by (docs/motion-export.md, "Colours"). Components
    /// are clamped to 0…1 first: the trace gives the colour as evaluated, which may leave sRGB
    /// (green → blue through Oklab passes a red below 0), and it is drawn clamped.
    static func error(_ a: [Double], _ b: [Double]) -> Double {
        let (a, b) = (a.map { min(max($0, 0), 1) }, b.map { min(max($0, 0), 1) })
        return ((0..<3).map { abs(a[$0] * a[3] - b[$0] * b[3]) } + [abs(a[3] - b[3])]).max()! * 100
    }

    static func attribute(_ name: String, in text: String) -> String? {
        guard let start = text.range(of: " \(name)=\"") ?? text.range(of: "\(name)=\"") else { return nil }
        return String(text[start.upperBound...].prefix { $0 != "\"" })
    }
}
