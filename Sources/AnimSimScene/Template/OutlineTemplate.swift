import Foundation
import AnimSimCore

/// A shape drawn through SwiftUI's shape protocol (`ShapeLayout`): a polygon or star, or a
/// built-in kind wrapped in `trim(from:to:)` and `stroke(_:style:)`. Its node is a typed
/// shape (`_StrokedShape<_TrimmedShape<RegularPolygon>>`, …), the same type at every state,
/// so the evaluator animates its `animatableData` (sides, trim ends, line width, dash
/// phase) as it animates a shape a Swift file declares, and `path(in:)` runs again for the
/// presented data at every instant; the position pane morphs the drawn outlines.
struct OutlineTemplate: Sendable {
    enum Base: Sendable {
        case kind(ShapeKind)
        /// A rounded rectangle whose radius may be a state parameter.
        case roundedRect(Quantity)
        case polygon(sides: Quantity)
        case star(points: Quantity, innerRatio: Quantity)
    }

    /// `stroke: { color, lineWidth, dash, dashPhase, lineCap, lineJoin, miterLimit }` as
    /// SwiftUI's `StrokeStyle`; its colour paints the stroke, as `.stroke(color, style:)` does.
    struct Stroke: Sendable {
        var color: StateColor
        var lineWidth: Quantity
        var dash: [Double]
        var dashPhase: Quantity
        var lineCap: CGLineCap
        var lineJoin: CGLineJoin
        var miterLimit: Quantity

        func style(in state: SceneState) -> LineStyle {
            LineStyle(lineWidth: CGFloat(max(0, lineWidth.value(in: state))), lineCap: lineCap, lineJoin: lineJoin,
                      miterLimit: CGFloat(max(1, miterLimit.value(in: state))), dash: dash.map { CGFloat($0) },
                      dashPhase: CGFloat(dashPhase.value(in: state)))
        }

        var quantities: [Quantity] { [lineWidth, dashPhase, miterLimit] }
    }

    var base: Base
    var trim: (from: Quantity, to: Quantity)?
    var stroke: Stroke?

    var readsState: Bool {
        var quantities = stroke?.quantities ?? []
        if let trim { quantities += [trim.from, trim.to] }
        switch base {
        case .kind: break
        case .roundedRect(let radius): quantities.append(radius)
        case .polygon(let sides): quantities.append(sides)
        case .star(let points, let ratio): quantities += [points, ratio]
        }
        return quantities.contains(where: \.isState) || stroke?.color.isState == true
    }

    /// The shape's layout node at `state`, and the colour it is painted with (the stroke's),
    /// if stroked.
    func make(_ state: SceneState) -> (layout: AnyLayout, color: Color?) {
        let color = stroke?.color.value(in: state)
        switch base {
        case .kind(let kind): return (wrap(KindShape(kind), state), color)
        case .roundedRect(let radius):
            return (wrap(KindShape(.roundedRectangle(cornerRadius: CGFloat(max(0, radius.value(in: state))))), state), color)
        case .polygon(let sides): return (wrap(RegularPolygon(sides: sides.value(in: state)), state), color)
        case .star(let points, let ratio):
            return (wrap(StarShape(points: points.value(in: state), innerRatio: ratio.value(in: state)), state), color)
        }
    }

    /// The shape with SwiftUI's modifiers in SwiftUI's order: trimmed, then stroked.
    private func wrap<S: Shape>(_ shape: S, _ state: SceneState) -> AnyLayout {
        let style = stroke?.style(in: state)
        guard let trim else { return style.map { AnyLayout(shape: _StrokedShape(shape: shape, style: $0)) } ?? AnyLayout(shape: shape) }
        let trimmed = _TrimmedShape(shape: shape, startFraction: CGFloat(trim.from.value(in: state)),
                                    endFraction: CGFloat(trim.to.value(in: state)))
        return style.map { AnyLayout(shape: _StrokedShape(shape: trimmed, style: $0)) } ?? AnyLayout(shape: trimmed)
    }
}
