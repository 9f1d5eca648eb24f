import Foundation

/// SwiftUI's visual effects that animate (design doc V2–V5): a Gaussian blur and the colour
/// filters, each with its own animatable number (`colorMultiply` four). They draw; they
/// never change layout.
public struct VisualFilter: Equatable, Sendable {
    public enum Kind: String, Equatable, Sendable {
        /// V2: σ = radius (AnimSim's choice, documented).
        case blur
        /// V4/V5: radians.
        case hueRotation
        case saturation, brightness, contrast, grayscale
        /// V5: sRGB red, green, blue, opacity.
        case colorMultiply
    }

    public var kind: Kind
    public var values: [Double]

    public init(_ kind: Kind, _ values: [Double]) { (self.kind, self.values) = (kind, values) }

    /// SwiftUI's name for it in traces.
    public var name: String {
        switch kind {
        case .blur: "_BlurEffect"
        case .hueRotation: "_HueRotationEffect"
        case .saturation: "_SaturationEffect"
        case .brightness: "_BrightnessEffect"
        case .contrast: "_ContrastEffect"
        case .grayscale: "_GrayscaleEffect"
        case .colorMultiply: "_ColorMultiplyEffect"
        }
    }

    /// The 4×5 matrix acting on unpremultiplied (r, g, b, a, 1), row i giving channel i (V5),
    /// or nil for the blur.
    public var colorMatrix: [[Double]]? {
        let (wr, wg, wb) = (0.2126, 0.7152, 0.0722)
        func rgb(_ rows: [[Double]]) -> [[Double]] { rows + [[0, 0, 0, 1, 0]] }
        let v = values.first ?? 0
        switch kind {
        case .blur: return nil
        case .brightness:
            return rgb([[1, 0, 0, 0, v], [0, 1, 0, 0, v], [0, 0, 1, 0, v]])
        case .contrast:
            let o = (1 - v) / 2
            return rgb([[v, 0, 0, 0, o], [0, v, 0, 0, o], [0, 0, v, 0, o]])
        case .saturation, .grayscale:
            // saturation s: s·rgb + (1 − s)·Y; grayscale g: (1 − g)·rgb + g·Y.
            let s = kind == .saturation ? max(v, 0) : 1 - v
            let t = 1 - s
            return rgb([[s + t * wr, t * wg, t * wb, 0, 0], [t * wr, s + t * wg, t * wb, 0, 0], [t * wr, t * wg, s + t * wb, 0, 0]])
        case .hueRotation:
            // M = A + cos θ·(I − A) + sin θ·K.
            let (c, s) = (cos(v), sin(v))
            let a = [wr, wg, wb]
            let k = [[-0.2126, -0.7152, 0.9278], [0.1430, 0.1400, -0.2830], [-0.7873, 0.7152, 0.0722]]
            return rgb((0..<3).map { i in (0..<3).map { j in a[j] + c * ((i == j ? 1 : 0) - a[j]) + s * k[i][j] } + [0, 0] })
        case .colorMultiply:
            let m = values + [Double](repeating: 1, count: max(0, 4 - values.count))
            return [[m[0], 0, 0, 0, 0], [0, m[1], 0, 0, 0], [0, 0, m[2], 0, 0], [0, 0, 0, m[3], 0]]
        }
    }
}

/// A visual effect placed in the tree as a geometry effect is (an `EffectLayout` whose
/// matrix is the identity), so its numbers animate through the per-node animators. Both
/// panes animate it (a filter's parameter is what a renderer draws with, so the naive pane
/// has nothing else to interpolate).
public struct FilterEffect: GeometryEffectModel {
    public var filter: VisualFilter

    public init(_ filter: VisualFilter) { self.filter = filter }

    public var animatableData: AnimatableVector {
        get { AnimatableVector(filter.values) }
        set { filter.values = newValue.components + [Double](repeating: 0, count: max(0, filter.values.count - newValue.components.count)) }
    }

    public func effectValue(size: CGSize) -> ProjectionTransform { .identity }
    public var effectName: String { filter.name }
    public var filters: [VisualFilter] { [filter] }
}

/// The position pane animates a filter's data too (`AnimationPlan.animator`).
extension FilterEffect: DrawnDataEffect {}

extension ViewNode {
    /// This view drawn through `filter` (blur, hue rotation, …).
    public func visualFilter(_ filter: VisualFilter) -> ViewNode { geometryEffect(FilterEffect(filter)) }
}
