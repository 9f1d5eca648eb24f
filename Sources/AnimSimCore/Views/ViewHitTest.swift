import Foundation

/// SwiftUI's hit test on drawn views, shared by the window's mouse (`GestureHit`) and a
/// script's touches (`ViewHost.perform`): the topmost item under a point (items are in
/// drawing order, so the last that takes it), through its whole drawn transform, where
///
/// - a view with a content shape takes the points inside that shape in its frame, drawn or
///   not (a stack's gaps, a clear background);
/// - any other view takes them only where it draws: inside its shape (a circle's or a
///   capsule's corners are outside it), and not fully transparent;
/// - and a point outside a content shape around the item is not the item's either: the
///   modifier replaces the hit-testing region of everything inside it.
public enum ViewHitTest {
    /// The index of the item hit at `point` (the list's coordinates), nil when none is.
    public static func topmost(at point: CGPoint, in list: DisplayList, shapes: [String: ContentShape] = [:]) -> Int? {
        let items = list.items
        var index = items.count - 1
        while index >= 0 {
            if takes(items[index], point, shape: shapes[items[index].id]), insideEnclosingShapes(index, point, in: list, shapes: shapes) {
                return index
            }
            index -= 1
        }
        return nil
    }

    /// Whether the item takes the point by itself: its content shape, else what it draws.
    public static func takes(_ item: DisplayItem, _ point: CGPoint, shape: ContentShape? = nil) -> Bool {
        guard item.opacity > 0 else { return false }
        let p = point.applying(item.transform.inverted())
        if let shape { return shape.contains(p, size: item.frame.size) }
        guard item.isDrawn else { return false }
        let w = item.frame.width, h = item.frame.height
        guard p.x >= 0, p.y >= 0, p.x <= w, p.y <= h else { return false }
        switch item.shape {
        case .circle?:
            let r = min(w, h) / 2, dx = p.x - w / 2, dy = p.y - h / 2
            return dx * dx + dy * dy <= r * r
        case .capsule?:
            let r = min(w, h) / 2
            let cx = min(max(p.x, r), w - r), cy = min(max(p.y, r), h - r)
            return (p.x - cx) * (p.x - cx) + (p.y - cy) * (p.y - cy) <= r * r
        default:
            return true
        }
    }

    /// Whether every view around the item that has a content shape takes the point.
    static func insideEnclosingShapes(_ index: Int, _ point: CGPoint, in list: DisplayList, shapes: [String: ContentShape]) -> Bool {
        guard !shapes.isEmpty else { return true }
        var current = list.items[index].parent
        while let at = current {
            let item = list.items[at]
            if let shape = shapes[item.id], !shape.contains(point.applying(item.transform.inverted()), size: item.frame.size) { return false }
            current = item.parent
        }
        return true
    }
}
