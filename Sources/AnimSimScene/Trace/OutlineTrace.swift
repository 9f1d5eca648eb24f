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
}
