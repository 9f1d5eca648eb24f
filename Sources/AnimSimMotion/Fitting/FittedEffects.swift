import AnimSimCore
import Foundation

/// The numbers of a view's compositing channels as `VectorTrack`s key them, in error units
/// (points, and percent for colours), and what the writers read back from them.
enum FittedEffects {
    /// A blur's σ in points; a colour filter's 4×5 matrix (V5), each entry in percent, since
    /// players interpolate the matrix (SVG's `values`), not the filter's own parameter.
    static func filterVector(_ filter: VisualFilter) -> [Double] {
        filter.colorMatrix.map { $0.flatMap { $0 }.map { $0 * 100 } } ?? [filter.values.first ?? 0]
    }

    /// A shadow's straight colour and opacity in percent, then its radius (σ) and offset in points.
    static func shadowVector(_ shadow: Compositing.Shadow) -> [Double] {
        let c = shadow.color
        return [c.red, c.green, c.blue, c.opacity].map { min(max($0, 0), 1) * 100 }
            + [shadow.radius, Double(shadow.offset.width), Double(shadow.offset.height)]
    }

    static func shadowColour(_ v: [Double]) -> Color { Color(red: v[0] / 100, green: v[1] / 100, blue: v[2] / 100, opacity: v[3] / 100) }

    /// The text a text view draws (its string and size), or a label of a view without a shape.
    static func text(_ item: DisplayItem) -> (text: String, fontSize: CGFloat)? {
        if case .text(let text, let size)? = item.shape { return (text, size) }
        if item.shape == nil, item.outline == nil, let label = item.label { return (label.text, label.fontSize) }
        return nil
    }

    /// One line per view and thing the format leaves out, naming the view: masks, clip
    /// shapes and blend modes around it (neither writer draws a layer per subtree; the SVG
    /// carries a view's innermost blend mode where CSS has it, as `mix-blend-mode`), a shape's
    /// label when the shape is exported as its transformed outline, and in Lottie the colour filters and an angular gradient, which
    /// it has no form for.
    static func omissions(_ views: [FittedView], lottie: Bool) -> [String] {
        var lines: [String] = []
        var seen: Set<String> = []
        func note(_ line: String) { if seen.insert(line).inserted { lines.append(line) } }
        for view in views {
            let id = view.item.id
            // The animated SVG draws masks (SVGWriter+Masks) but for a mask inside another's mask.
            if lottie {
                for mask in view.effects.masks + view.effects.maskParts {
                    note("'\(id)': the mask or clip shape of '\(mask)' is not exported; the view is drawn unmasked")
                }
            } else if view.effects.maskParts.count > 1 {
                note("'\(id)': part of nested masks (\(view.effects.maskParts.joined(separator: ", "))); drawn into the innermost only")
            }
            // The SVG draws the innermost blend mode with a CSS counterpart (SVGWriter.blendStyle).
            for (k, blend) in view.effects.blends.enumerated() where lottie || k > 0 || blend.mode.cssName == nil {
                note("'\(id)': the blend mode \(blend.mode.rawValue) of '\(blend.id)' is not exported; the view is drawn normally")
            }
            if view.outline != nil, view.item.shape != nil, let label = view.item.label {
                note("'\(id)': its label \"\(label.text)\" under a transform beyond frame, rotation and scale is not exported")
            }
            if lottie {
                for (kind, _) in view.filters where kind != .blur {
                    note("'\(id)': Lottie has no colour matrix effect, so its \(kind.rawValue) is not exported")
                }
                if view.gradient?.kind == .angular, !LottieConicWedges.draws(view) {
                    note("'\(id)': Lottie has no angular gradient, and its wedges need a shape, size and centre that stay; the view keeps its flat colour")
                }
                if view.strokeGradient?.kind == .angular { note("'\(id)': Lottie has no angular gradient; its stroke keeps its flat colour") }
                if view.gradient?.kind == .mesh { note("'\(id)': Lottie has no mesh gradient; the view keeps its flat colour") }
            } else {
                if view.gradient?.kind == .mesh {
                    note("'\(id)': SVG has no mesh gradient; it is exported as a linear gradient through its colours along the diagonal, as of the first frame")
                }
                // SVG draws a conic gradient as 180 sectors keyed in colour (SVGWriter+Angular),
                // in the places of its first frame.
                for gradient in [view.gradient, view.strokeGradient].compactMap({ $0 }) where gradient.kind == .angular && gradient.movesCentre {
                    note("'\(id)': its angular gradient's centre or rect moves; SVG keeps its first frame's sectors' places")
                }
            }
        }
        return lines
    }
}
