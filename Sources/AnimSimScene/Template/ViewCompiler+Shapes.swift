import Foundation
import AnimSimCore

/// Shapes drawn through SwiftUI's shape protocol: `polygon:` and `star:`, and the shape
/// modifiers `trim:` and a styled `stroke:`, which act on the shape itself, before any view
/// modifier, as SwiftUI's `Circle().trim(from:to:).stroke(_:style:)` does.
extension ViewCompiler {
    /// The keys that make a `stroke:` SwiftUI's `StrokeStyle` on the shape.
    static let strokeStyleKeys = ["dashPhase", "lineCap", "lineJoin", "miterLimit"]
    /// Polygon sides and star points: at least 2 (fractional counts draw as the articles'
    /// shapes do), at most 1,000 so a view's outline stays bounded.
    static let sideRange = NumberRange.between(2, 1_000)

    /// `polygon: { sides: 6 }` and `star: { points: 5, innerRatio: 0.5 }`.
    func outlineContent(_ key: String, _ value: YAMLValue) -> ViewTemplate.Content? {
        if key == "polygon" {
            guard let mapping = context.mapping(value, "polygon", keys: ["sides"]) else { return nil }
            guard let written = mapping["sides"] else {
                diagnostics.error(value, "polygon needs 'sides', a number from 2 to 1000 (fractional counts grow a vertex), like { sides: 6 }")
                return nil
            }
            return context.number(written, "'sides' in polygon", range: Self.sideRange)
                .map { .outline(OutlineTemplate(base: .polygon(sides: $0))) }
        }
        let mapping = value.isNull ? nil : context.mapping(value, "star", keys: ["points", "innerRatio"])
        if !value.isNull, mapping == nil { return nil }
        let points = mapping?["points"].map { context.number($0, "'points' in star", range: Self.sideRange) } ?? .constant(5)
        let ratio = mapping?["innerRatio"].map { context.number($0, "'innerRatio' in star", range: .unit) } ?? .constant(0.5)
        guard let points, let ratio else { return nil }
        return .outline(OutlineTemplate(base: .star(points: points, innerRatio: ratio)))
    }

    /// `trim: [from, to]`, each 0…1 (SwiftUI clamps; a scene says so at its line).
    func trim(_ value: YAMLValue) -> ModifierTemplate? {
        let value = context.pickList(value)
        guard let items = value.items, items.count == 2 else {
            diagnostics.error(value, "expected [from, to] for 'trim', two fractions of the outline from 0 to 1, like [0, 0.75]")
            return nil
        }
        guard let from = context.number(items[0], "'from' in trim", range: .unit),
              let to = context.number(items[1], "'to' in trim", range: .unit) else { return nil }
        return .trim(from: from, to: to)
    }

    /// The rest of a styled stroke: dash phase, caps, joins and the miter limit.
    func shapeStroke(_ mapping: KeyedMapping, color: StateColor, lineWidth: Quantity, dash: [Double]) -> ModifierTemplate? {
        let phase = mapping["dashPhase"].map { context.number($0, "'dashPhase' in stroke") } ?? .constant(0)
        let miter = mapping["miterLimit"].map { context.number($0, "'miterLimit' in stroke", range: .atLeast(1)) } ?? .constant(10)
        let capName = mapping["lineCap"].map { context.choice($0, "'lineCap' in stroke", among: ["butt", "round", "square"]) } ?? "butt"
        let joinName = mapping["lineJoin"].map { context.choice($0, "'lineJoin' in stroke", among: ["miter", "round", "bevel"]) } ?? "miter"
        guard let phase, let miter, let capName, let joinName else { return nil }
        let cap: CGLineCap = capName == "round" ? .round : capName == "square" ? .square : .butt
        let join: CGLineJoin = joinName == "round" ? .round : joinName == "bevel" ? .bevel : .miter
        return .shapeStroke(OutlineTemplate.Stroke(color: color, lineWidth: lineWidth, dash: dash, dashPhase: phase,
                                                   lineCap: cap, lineJoin: join, miterLimit: miter))
    }

    /// Folds `trim:` and a styled `stroke:` into the view's shape. A plain stroke beside a
    /// trim strokes the trimmed outline the same way (a trimmed shape is drawn through the
    /// shape protocol either way). A shape stroked with a style is drawn by its stroke alone,
    /// as SwiftUI's is, so `fill:` beside it is an error.
    func foldShapeModifiers(_ found: [(ModifierTemplate, YAMLPair)], into template: inout ViewTemplate, contentKey: String) {
        guard !found.isEmpty else { return }
        var outline: OutlineTemplate
        switch template.content {
        case .shape(let kind): outline = OutlineTemplate(base: .kind(kind))
        case .roundedRect(let radius): outline = OutlineTemplate(base: .roundedRect(radius))
        case .outline(let existing): outline = existing
        default:
            for (_, pair) in found {
                diagnostics.error(pair.key.location, "'\(pair.key.text)' \(pair.key.text == "trim" ? "" : "with a style (\(Self.strokeStyleKeys.joined(separator: ", ")) or a $ width) ")"
                    + "applies to a shape (rect, roundedRect, circle, capsule, polygon, star), not to '\(contentKey)'; "
                    + (pair.key.text == "trim" ? "trim a shape inside it (in background: or overlay:)" : "give the stroke only color, lineWidth and dash"))
            }
            return
        }
        for (modifier, pair) in found {
            switch modifier {
            case let .trim(from, to):
                if outline.trim != nil { diagnostics.error(pair.key.location, "'trim' is given twice on this view; trim once, [from, to]") }
                outline.trim = (from, to)
            case .shapeStroke(let stroke):
                outline.stroke = stroke
            default: break
            }
        }
        if outline.trim != nil, outline.stroke == nil,
           let index = template.modifiers.firstIndex(where: { if case .stroke = $0 { return true } else { return false } }),
           case let .stroke(color, width, dash) = template.modifiers[index] {
            template.modifiers.remove(at: index)
            outline.stroke = OutlineTemplate.Stroke(color: color, lineWidth: width, dash: dash, dashPhase: .constant(0),
                                                    lineCap: .butt, lineJoin: .miter, miterLimit: .constant(10))
        }
        if outline.stroke != nil, template.modifiers.contains(where: { if case .fill = $0 { return true } else { return false } }) {
            let location = found.first { $0.1.key.text == "stroke" }?.1.key.location ?? found[0].1.key.location
            diagnostics.error(location, "this shape is stroked with a style (\(Self.strokeStyleKeys.joined(separator: ", ")), a $ width or a trim), "
                + "which draws it by its stroke alone, as SwiftUI's .stroke(_:style:) does, so 'fill' has nothing to paint; "
                + "drop 'fill', or draw a filled copy in 'background:'")
        }
        template.content = .outline(outline)
    }
}
