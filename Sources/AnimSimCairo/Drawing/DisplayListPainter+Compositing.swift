import AnimSimCore
import CCairo
import Foundation

/// Views drawn as layers (`Compositing`): a view carrying a shadow, mask, compositing group
/// or blend mode has its whole subtree drawn into one layer first, then masked, shadowed and
/// painted at the view's opacity with its blend mode. Opacity and the filters of the view and
/// its ancestors apply to the flattened layer, not child by child, so overlapping children
/// of a translucent group show no seam (SwiftUI's `compositingGroup`).
extension DisplayListPainter {
    /// Every item, layers included; `alpha` fades the whole list.
    func drawLayered(_ items: DisplayItems, in canvas: CairoCanvas, alpha: Double) {
        drawRange(items, 0..<items.count, in: canvas, alpha: alpha, filtersAbove: 0)
    }

    /// The items of `range` at `alpha` relative to the layer they are in, each without the
    /// first `filtersAbove` filters, which that layer applies.
    private func drawRange(_ items: DisplayItems, _ range: Range<Int>, in canvas: CairoCanvas, alpha: Double, filtersAbove: Int) {
        var position = range.lowerBound
        while position < range.upperBound {
            var item = items[position]
            item.filters.removeFirst(min(filtersAbove, item.filters.count))
            if let compositing = item.compositing {
                let end = min(items.subtreeEnd(of: position), range.upperBound)
                drawLayer(items, position..<end, item, compositing, in: canvas, alpha: alpha)
                position = end
            } else {
                draw(item, in: canvas, alpha: alpha)
                position += 1
            }
        }
    }

    /// The layer of `item` (at `range.lowerBound`, its subtree the rest of `range`).
    private func drawLayer(_ items: DisplayItems, _ range: Range<Int>, _ item: DisplayItem, _ compositing: Compositing,
                           in canvas: CairoCanvas, alpha: Double) {
        let opacity = item.opacity * alpha
        guard item.opacity > 0, opacity > 0 else { return }
        // Inside the layer each item is drawn relative to this view's opacity, which the layer
        // carries, and without the filters the layer applies.
        let inner = 1 / item.opacity, below = items.filterCount(at: range.lowerBound)
        var content = (range.lowerBound + 1)..<range.upperBound, mask: Range<Int>? = nil
        if case .mask = compositing.kind, let holder = items.children(of: range.lowerBound).first,
           let last = items.children(of: holder).last, items.subtreeEnd(of: last) == range.upperBound {
            content = (range.lowerBound + 1)..<last
            mask = last..<range.upperBound
        }
        let shadow = compositing.shadow.map { placed($0, through: item.transform) }
        guard var bounds = inkBounds(items, content, in: canvas) else { return }
        if let shadow {
            let reach = 3 * shadow.radius + 1
            bounds = bounds.union(bounds.offsetBy(dx: shadow.offset.width, dy: shadow.offset.height).insetBy(dx: -reach, dy: -reach))
        }
        let reach = 3 * item.filters.filter { $0.kind == .blur }.reduce(0) { $0 + ($1.values.first ?? 0) } + 1
        bounds = bounds.insetBy(dx: -reach, dy: -reach)
        var blend = BlendMode.normal
        if case .blend(let mode) = compositing.kind { blend = mode }
        // With filters the layer is painted into the filters' group, which then meets the
        // backdrop with the blend mode: inside the group there is nothing to blend with.
        let inside = item.filters.isEmpty ? blend : .normal
        let paint = {
            canvas.withState {
                canvas.clip(to: bounds)
                guard var layer = canvas.layer({ drawRange(items, content, in: canvas, alpha: inner, filtersAbove: below) }) else { return }
                defer { cairo_pattern_destroy(layer) }
                if let mask, let alphas = canvas.layer({ drawRange(items, mask, in: canvas, alpha: inner, filtersAbove: below) }) {
                    defer { cairo_pattern_destroy(alphas) }
                    if let clipped = canvas.masked(layer, by: alphas) {
                        cairo_pattern_destroy(layer)
                        layer = clipped
                    }
                }
                if let shadow {
                    canvas.paintShadow(of: layer, color: shadow.color, offset: shadow.offset, sigma: shadow.radius, alpha: opacity)
                }
                canvas.paint(layer: layer, alpha: opacity, blend: inside)
            }
        }
        if item.filters.isEmpty { paint() } else { canvas.withFilters(item.filters, bounds: bounds, blend: blend, paint) }
    }

    /// The shadow in pane coordinates: its offset and radius through the view's transform
    /// (a shadow is in the coordinate space of the view it is applied to).
    private func placed(_ shadow: Compositing.Shadow, through transform: ProjectionTransform) -> Compositing.Shadow {
        shadow.placed(through: transform)
    }

    /// Where the items of `range` can leave ink, in pane coordinates; nil when none draws.
    private func inkBounds(_ items: DisplayItems, _ range: Range<Int>, in canvas: CairoCanvas) -> CGRect? {
        var bounds: CGRect?
        for position in range {
            let item = items[position]
            guard item.isDrawn || !item.paths.isEmpty else { continue }
            var ink = inkBounds(of: item, in: canvas).offsetBy(dx: -item.frame.minX, dy: -item.frame.minY)
            if let outline = item.outline { ink = ink.union(outline.boundingRect.insetBy(dx: -2, dy: -2)) }
            let corners = [CGPoint(x: ink.minX, y: ink.minY), CGPoint(x: ink.maxX, y: ink.minY),
                           CGPoint(x: ink.minX, y: ink.maxY), CGPoint(x: ink.maxX, y: ink.maxY)].map { $0.applying(item.transform) }
            guard corners.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { continue }
            let xs = corners.map(\.x), ys = corners.map(\.y)
            let reach = 3 * item.filters.filter { $0.kind == .blur }.reduce(0) { $0 + ($1.values.first ?? 0) }
            var box = CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
                .insetBy(dx: -reach, dy: -reach)
            for path in item.paths { box = box.union(path.boundingRect.insetBy(dx: -4, dy: -4)) }
            bounds = bounds.map { $0.union(box) } ?? box
        }
        return bounds
    }
}
