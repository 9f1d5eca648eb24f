import Foundation
import AnimSimCore

/// Effect keys: SwiftUI's `rotation3DEffect`, a skew and `projectionEffect` (geometry
/// effects), and `blur`, `hueRotation`, `saturation`, `brightness`, `contrast`, `grayscale`
/// (visual filters). Each value may be `$name`, so it animates and keyframes like any other.
extension ViewCompiler {
    static let unitPoints: [String: UnitPoint] = [
        "center": .center, "leading": .leading, "trailing": .trailing, "top": .top, "bottom": .bottom,
        "topLeading": .topLeading, "topTrailing": .topTrailing, "bottomLeading": .bottomLeading, "bottomTrailing": .bottomTrailing,
    ]

    func effect(_ key: String, _ value: YAMLValue) -> EffectTemplate? {
        let what = "'\(key)'"
        switch key {
        case "rotation3D": return rotation3D(value)
        case "skew": return skew(value)
        case "projection": return projection(value)
        case "blur": return context.number(value, "\(what) (a radius in points)", range: .nonNegative).map { .filter(.blur, $0) }
        case "hueRotation": return context.angle(value, what).map { .filter(.hueRotation, $0) }
        case "saturation": return context.number(value, "\(what) (0 grey, 1 unchanged)", range: .nonNegative).map { .filter(.saturation, $0) }
        case "brightness": return context.number(value, "\(what) (added to each channel, -1 to 1)", range: .between(-1, 1)).map { .filter(.brightness, $0) }
        case "contrast": return context.number(value, "\(what) (1 unchanged)").map { .filter(.contrast, $0) }
        case "colorMultiply": return context.stateColor(value, what).map { .colorMultiply($0) }
        case "shadow": return shadow(value)
        default: return context.number(value, "'grayscale' (0 unchanged, 1 grey)", range: .unit).map { .filter(.grayscale, $0) }
        }
    }

    /// `shadow: { color, radius, x, y }`, SwiftUI's defaults: black at 0.33, x and y 0.
    private func shadow(_ value: YAMLValue) -> EffectTemplate? {
        guard let mapping = context.mapping(value, "shadow", keys: ["color", "radius", "x", "y"]) else { return nil }
        guard let radiusValue = mapping["radius"] else {
            diagnostics.error(value, "shadow needs 'radius', like { radius: 8, y: 4 } (SwiftUI's .shadow(radius: 8, y: 4))")
            return nil
        }
        let color = mapping["color"].map { context.stateColor($0, "'color' in shadow") } ?? .constant(Color(red: 0, green: 0, blue: 0, opacity: 0.33))
        let radius = context.number(radiusValue, "'radius' in shadow (in points)", range: .nonNegative)
        let x = mapping["x"].map { context.number($0, "'x' in shadow") } ?? .constant(0)
        let y = mapping["y"].map { context.number($0, "'y' in shadow") } ?? .constant(0)
        guard let color, let radius, let x, let y else { return nil }
        return .shadow(color: color, radius: radius, x: x, y: y)
    }

    /// `rotation3D: { angle: 180deg, axis: [0, 1, 0], anchor: center, anchorZ: 0, perspective: 1 }`.
    private func rotation3D(_ value: YAMLValue) -> EffectTemplate? {
        guard let mapping = context.mapping(value, "rotation3D", keys: ["angle", "axis", "anchor", "anchorZ", "perspective"]) else { return nil }
        guard let angleValue = mapping["angle"], let axisValue = mapping["axis"] else {
            diagnostics.error(value, "rotation3D needs 'angle' and 'axis', like { angle: 180deg, axis: [0, 1, 0] } (a flip about the vertical axis)")
            return nil
        }
        let angle = context.angle(angleValue, "'angle' in rotation3D")
        var axis: [Quantity]?
        if let items = context.pickList(axisValue).items, items.count == 3 {
            let parts = zip(["x", "y", "z"], items).map { context.number($1, "'\($0)' of the axis in rotation3D") }
            if parts.allSatisfy({ $0 != nil }) { axis = parts.compactMap { $0 } }
            if let constants = axis?.compactMap(\.constantValue), constants.count == 3, constants.allSatisfy({ $0 == 0 }) {
                diagnostics.error(axisValue, "the axis of rotation3D is [0, 0, 0], which has no direction; give a direction, like [0, 1, 0]")
                axis = nil
            }
        } else {
            diagnostics.error(axisValue, "expected [x, y, z] for 'axis' in rotation3D, like [0, 1, 0] for the vertical axis")
        }
        let anchor = mapping["anchor"].map { unitPoint($0, "'anchor' in rotation3D") } ?? .center
        let anchorZ = mapping["anchorZ"].map { context.number($0, "'anchorZ' in rotation3D") } ?? .constant(0)
        let perspective = mapping["perspective"].map { context.number($0, "'perspective' in rotation3D") } ?? .constant(1)
        guard let angle, let axis, let anchor, let anchorZ, let perspective else { return nil }
        return .rotation3D(angle: angle, axis: axis, anchor: anchor, anchorZ: anchorZ, perspective: perspective)
    }

    /// `skew: { x: 0.5, y: 0, anchor: center, progress: $p }`: shear factors, and with
    /// `progress` the articles' skew that is zero at both ends (`_SkewEffect`).
    private func skew(_ value: YAMLValue) -> EffectTemplate? {
        guard let mapping = context.mapping(value, "skew", keys: ["x", "y", "anchor", "progress"]) else { return nil }
        guard mapping["x"] != nil || mapping["y"] != nil else {
            diagnostics.error(value, "skew needs a shear factor 'x' or 'y', like { x: 0.5 } (x′ = x + 0.5·y about the anchor)")
            return nil
        }
        let x = mapping["x"].map { context.number($0, "'x' in skew") } ?? .constant(0)
        let y = mapping["y"].map { context.number($0, "'y' in skew") } ?? .constant(0)
        let anchor = mapping["anchor"].map { unitPoint($0, "'anchor' in skew") } ?? .center
        let progress = mapping["progress"].map { context.number($0, "'progress' in skew") }
        guard let x, let y, let anchor else { return nil }
        if let progress {
            guard let progress else { return nil }
            return .skew(x: x, y: y, progress: progress, anchor: anchor)
        }
        return .skew(x: x, y: y, progress: nil, anchor: anchor)
    }

    /// `projection: [m11, m12, m13, m21, m22, m23, m31, m32, m33]`, row by row, as
    /// `ProjectionTransform` holds them (a point is the row vector [x, y, 1] times it).
    private func projection(_ value: YAMLValue) -> EffectTemplate? {
        let value = context.pickList(value)
        guard let items = value.items, items.count == 9 else {
            diagnostics.error(value, "expected the 9 entries of a 3×3 matrix for 'projection', row by row, like [1, 0, 0, 0, 1, 0, 0, 0, 1]")
            return nil
        }
        let entries = items.compactMap { context.constant($0, "an entry of 'projection'") }
        guard entries.count == 9 else { return nil }
        return .projection(entries)
    }

    /// A unit point: one of SwiftUI's names (`center`, `topLeading`, …) or `[x, y]`.
    func unitPoint(_ value: YAMLValue, _ subject: String) -> UnitPoint? {
        let value = context.pickList(value)
        if let items = value.items {
            guard items.count == 2 else {
                diagnostics.error(value, "expected [x, y] for \(subject), fractions of the view's size like [0.5, 0], or a name such as top")
                return nil
            }
            guard let x = context.constant(items[0], "x of \(subject)"), let y = context.constant(items[1], "y of \(subject)") else { return nil }
            return UnitPoint(x: CGFloat(x), y: CGFloat(y))
        }
        let names = Self.unitPoints.keys.sorted()
        return context.choice(value, subject, among: names).flatMap { Self.unitPoints[$0] }
    }
}
