import Foundation
import AnimSimCore

/// `gradient: { linear: { colors: [red, $tint], start: leading, end: trailing } }` and its
/// radial, elliptical and angular forms, read as SwiftUI's initialisers take them.
extension ViewCompiler {
    static let gradientKinds = GradientPaint.Kind.allCases.map(\.rawValue)
    /// Each kind's geometry keys, in `GradientPaint.geometry`'s order, with their defaults.
    static let gradientGeometry: [GradientPaint.Kind: [(key: String, defaults: [Double])]] = [
        .linear: [("start", [0.5, 0]), ("end", [0.5, 1])],
        .radial: [("center", [0.5, 0.5]), ("startRadius", [0]), ("endRadius", [50])],
        .elliptical: [("center", [0.5, 0.5]), ("startRadiusFraction", [0]), ("endRadiusFraction", [0.5])],
        .angular: [("center", [0.5, 0.5]), ("startAngle", [0]), ("endAngle", [0])],
    ]

    func gradient(_ value: YAMLValue) -> ModifierTemplate? {
        let subject = "'gradient' (one of \(Self.gradientKinds.joined(separator: ", ")), e.g. { linear: { colors: [red, blue] } })"
        guard let outer = context.mapping(value, subject, keys: Self.gradientKinds) else { return nil }
        guard outer.pairs.count == 1, let pair = outer.pairs.first, let kind = GradientPaint.Kind(rawValue: pair.key.text) else {
            diagnostics.error(value, "expected exactly one of \(Self.gradientKinds.joined(separator: ", ")) in \(subject)")
            return nil
        }
        let geometryKeys = Self.gradientGeometry[kind]!
        let what = "'\(kind.rawValue)' gradient"
        guard let mapping = context.mapping(pair.value, what, keys: ["colors", "stops", "colorSpace"] + geometryKeys.map(\.key)) else { return nil }
        var stops: [(StateColor, Quantity)] = []
        if let colors = mapping["colors"] {
            guard let items = colors.items, !items.isEmpty else {
                diagnostics.error(colors, "expected a list of colours for 'colors' in \(what), like [red, blue]")
                return nil
            }
            stops = items.enumerated().compactMap { i, item in
                context.stateColor(item, "a colour in \(what)").map { ($0, .constant(items.count > 1 ? Double(i) / Double(items.count - 1) : 0)) }
            }
        } else if let list = mapping["stops"], let items = list.items, !items.isEmpty {
            for item in items {
                guard let pair = item.items, pair.count == 2, let color = context.stateColor(pair[0], "a stop's colour in \(what)"),
                      let location = context.number(pair[1], "a stop's location in \(what)") else {
                    diagnostics.error(item, "expected a stop as [colour, location] in \(what), like [red, 0.25]")
                    return nil
                }
                stops.append((color, location))
            }
        } else {
            diagnostics.error(pair.value, "\(what) needs 'colors' (a list of colours) or 'stops' (a list of [colour, location])")
            return nil
        }
        var geometry: [Quantity] = []
        for (key, defaults) in geometryKeys {
            guard let written = mapping[key] else { geometry += defaults.map { .constant($0) }; continue }
            if defaults.count == 2 {
                guard let point = gradientUnitPoint(written, "'\(key)' in \(what)") else { return nil }
                geometry += point
            } else if key.hasSuffix("Angle") {
                guard let angle = context.angle(written, "'\(key)' in \(what)") else { return nil }
                geometry.append(angle)
            } else {
                guard let number = context.number(written, "'\(key)' in \(what)", range: .nonNegative) else { return nil }
                geometry.append(number)
            }
        }
        var space = GradientPaint.ColorSpace.perceptual
        if let written = mapping["colorSpace"] {
            guard let name = written.scalar.map({ context.text($0) }), let parsed = GradientPaint.ColorSpace(rawValue: name) else {
                diagnostics.error(written, "expected device or perceptual for 'colorSpace' in \(what)")
                return nil
            }
            space = parsed
        }
        return .gradient(GradientTemplate(kind: kind, stops: stops, geometry: geometry, colorSpace: space))
    }

    /// A unit point: one of SwiftUI's names (`leading`, `topTrailing`, …) or `[x, y]`.
    private func gradientUnitPoint(_ value: YAMLValue, _ subject: String) -> [Quantity]? {
        let names: [String: UnitPoint] = ["zero": .zero, "center": .center, "leading": .leading, "trailing": .trailing,
                                          "top": .top, "bottom": .bottom, "topLeading": .topLeading, "topTrailing": .topTrailing,
                                          "bottomLeading": .bottomLeading, "bottomTrailing": .bottomTrailing]
        if let scalar = value.scalar {
            guard let point = names[context.text(scalar)] else {
                diagnostics.error(value, "expected a unit point for \(subject): [x, y] or one of \(names.keys.sorted().joined(separator: ", "))")
                return nil
            }
            return [.constant(Double(point.x)), .constant(Double(point.y))]
        }
        guard let items = value.items, items.count == 2 else {
            diagnostics.error(value, "expected a unit point for \(subject): [x, y] or a name such as leading")
            return nil
        }
        let numbers = items.compactMap { context.number($0, subject) }
        return numbers.count == 2 ? numbers : nil
    }
}
