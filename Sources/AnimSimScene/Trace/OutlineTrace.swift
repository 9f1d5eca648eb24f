import AnimSimCore
import Foundation

/// A shape's outline in a trace: SVG path data (`M x y L x y C x1 y1 x2 y2 x y Z`), in the
/// view's local coordinates (origin at its frame's top-left), every number written as the
/// trace writes numbers (`TraceNumber`), so two processes give the same text and a golden
/// compares it as text.
enum OutlineTrace {
    static func svg(_ path: Path) -> String {
        func n(_ value: CGFloat) -> String { TraceNumber.format(Double(value)) }
        func p(_ point: CGPoint) -> String { "\(n(point.x)) \(n(point.y))" }
        return path.elements.map { element in
            switch element {
            case .move(let a): "M \(p(a))"
            case .line(let a): "L \(p(a))"
            case .curve(let a, let c1, let c2): "C \(p(c1)) \(p(c2)) \(p(a))"
            case .closeSubpath: "Z"
            }
        }.joined(separator: " ")
    }

    /// How far `current` is from `golden`: the largest difference between their numbers,
    /// infinite when their commands differ or the view has no outline now.
    static func difference(_ golden: String, _ current: String?) -> Double {
        guard let current else { return .infinity }
        let a = golden.split(separator: " "), b = current.split(separator: " ")
        guard a.count == b.count else { return .infinity }
        var largest = 0.0
        for (x, y) in zip(a, b) {
            switch (Double(x), Double(y)) {
            case let (u?, v?): largest = max(largest, abs(u - v))
            case (nil, nil): if x != y { return .infinity }
            default: return .infinity
            }
        }
        return largest
    }
}
