import Foundation
import AnimSimCore

/// A scene file's geometry effect or visual filter, as the core's effect models take it
/// (`_Rotation3DEffect`, `_SkewEffect`, `_ProjectionEffect`, `FilterEffect`): the view is
/// wrapped in an `EffectLayout`, so the effect's `animatableData` animates through the same
/// per-node animators as a Swift file's `rotation3DEffect` or `blur(radius:)`, and the
/// position pane interpolates the drawn matrices element by element.
enum EffectTemplate: Sendable {
    /// `rotation3D: { angle, axis: [x, y, z], anchor, anchorZ, perspective }`; angle in degrees.
    case rotation3D(angle: Quantity, axis: [Quantity], anchor: UnitPoint, anchorZ: Quantity, perspective: Quantity)
    /// `skew: { x, y, anchor, progress }`.
    case skew(x: Quantity, y: Quantity, progress: Quantity?, anchor: UnitPoint)
    /// `projection: [m11, m12, m13, m21, m22, m23, m31, m32, m33]`; it never animates (G8).
    case projection([Double])
    /// `blur`, `saturation`, `brightness`, `contrast`, `grayscale` (numbers) and
    /// `hueRotation` (an angle in degrees, handed over in radians).
    case filter(VisualFilter.Kind, Quantity)
    /// `colorMultiply: color`: SwiftUI's `.colorMultiply(_:)`, its four numbers animating.
    case colorMultiply(StateColor)
    /// `shadow: { color, radius, x, y }`: SwiftUI's `.shadow(color:radius:x:y:)`, a layer.
    case shadow(color: StateColor, radius: Quantity, x: Quantity, y: Quantity)

    var quantities: [Quantity] {
        switch self {
        case let .rotation3D(angle, axis, _, anchorZ, perspective): [angle, anchorZ, perspective] + axis
        case let .skew(x, y, progress, _): [x, y] + (progress.map { [$0] } ?? [])
        case .projection: []
        case .filter(_, let value): [value]
        case .colorMultiply: []
        case let .shadow(_, radius, x, y): [radius, x, y]
        }
    }

    var colors: [StateColor] {
        switch self {
        case .colorMultiply(let color), .shadow(let color, _, _, _): [color]
        default: []
        }
    }

    func apply(to node: ViewNode, state: SceneState) -> ViewNode {
        func number(_ q: Quantity) -> CGFloat { CGFloat(q.value(in: state)) }
        switch self {
        case let .rotation3D(angle, axis, anchor, anchorZ, perspective):
            return node.geometryEffect(_Rotation3DEffect(angle: .degrees(angle.value(in: state)),
                                                         axis: (number(axis[0]), number(axis[1]), number(axis[2])),
                                                         anchor: anchor, anchorZ: number(anchorZ), perspective: number(perspective)))
        case let .skew(x, y, progress, anchor):
            return node.geometryEffect(_SkewEffect(x: number(x), y: number(y), progress: progress.map(number), anchor: anchor))
        case .projection(let entries):
            return node.geometryEffect(_ProjectionEffect(transform: ProjectionTransform(rows: entries.map { CGFloat($0) })))
        case let .filter(kind, value):
            var v = value.value(in: state)
            switch kind {
            // An overshooting spring must not ask for a negative radius or saturation.
            case .blur, .saturation: v = max(0, v)
            case .hueRotation: v = v * Double.pi / 180
            default: break
            }
            return node.visualFilter(VisualFilter(kind, [v]))
        case .colorMultiply(let color):
            let c = color.value(in: state)
            return node.visualFilter(VisualFilter(.colorMultiply, [c.red, c.green, c.blue, c.opacity]))
        case let .shadow(color, radius, x, y):
            let shadow = Compositing.Shadow(color: color.value(in: state), radius: max(0, radius.value(in: state)),
                                            offset: CGSize(width: number(x), height: number(y)))
            return node.compositing(Compositing(.shadow(shadow)))
        }
    }
}
