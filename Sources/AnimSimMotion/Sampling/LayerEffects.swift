import AnimSimCore
import Foundation

/// What a drawn item is composited through besides its own paint: the compositing effects
/// (`Compositing`) of the views around it. The painter draws such a view's subtree as one
/// layer; the exports give each drawn item its own layer, so a shadow becomes a shadow of
/// each item inside (the same picture wherever the items do not overlap, docs/motion-export.md).
/// A mask and a clip shape are named, with which part of it the item is in: the masked
/// content, drawn under the animated SVG's `<mask>` (SVGWriter+Masks), or the mask itself,
/// drawn into it; Lottie leaves them out and says so. A blend mode is kept with its view,
/// for the SVG's `mix-blend-mode` (SVGWriter.blendStyle).
struct LayerEffects: Equatable {
    /// The nearest enclosing shadow, its offset and radius in pane coordinates as the painter
    /// places it (through the view's transform it is applied to).
    var shadow: Compositing.Shadow?
    /// Ids of enclosing views that mask or clip the item (it is in their content), innermost first.
    var masks: [String] = []
    /// Ids of enclosing views whose mask (or clip shape) the item is part of, innermost first.
    var maskParts: [String] = []
    /// Enclosing views that blend, innermost first.
    var blends: [Blend] = []

    struct Blend: Equatable {
        var id: String
        var mode: BlendMode
    }

    /// The effects of the item at `position` and of its ancestors.
    static func of(_ items: DisplayItems, at position: Int) -> LayerEffects {
        var effects = LayerEffects()
        var current: Int? = position
        while let p = current {
            let item = items[p]
            switch item.compositing?.kind {
            case .shadow(let shadow)? where effects.shadow == nil: effects.shadow = shadow.placed(through: item.transform)
            case .mask?:
                // The mask is the last child of the view's one child (`Compositing.Kind.mask`).
                let holder = items.children(of: p).first, last = holder.flatMap { items.children(of: $0).last }
                if let last, position >= last, position < items.subtreeEnd(of: last) {
                    effects.maskParts.append(item.id)
                } else if position != p {
                    effects.masks.append(item.id)
                }
            case .blend(let mode)? where mode != .normal: effects.blends.append(Blend(id: item.id, mode: mode))
            default: break
            }
            current = item.parent
        }
        return effects
    }
}
