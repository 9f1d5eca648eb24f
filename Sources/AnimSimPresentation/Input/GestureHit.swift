import AnimSimCore
import Foundation

/// Which view with a gesture a press in a pane lands on, as SwiftUI hit-tests: the topmost
/// drawn view under the pointer (items are in drawing order, so the last one that contains
/// it), through its whole drawn transform (offsets, rotations, scales, geometry effects),
/// inside its shape (a circle's or a capsule's corners are not it), and not fully
/// transparent, or inside its `.contentShape` (`ViewHitTest`); the touch is the view's if it or a view around it has a gesture, and goes
/// nowhere otherwise (a view drawn over another takes its touches). Pure, so what a press
/// hits is tested without a window.
public struct GestureHit: Equatable, Sendable {
    /// How a script names the view: the innermost view with a gesture around the drawn one,
    /// by its trace name when no other view has that name, else its node id.
    public var name: String
    /// The item the gesture is on, and the pane-to-local transform it had at the press.
    public var item: DisplayItem
    public var toLocal: ProjectionTransform
    /// Where the press landed, in the named view's own points (a script's `from:`).
    public var location: CGPoint

    /// The view the press at `point` (pane points) hits among `list`'s items; `gestures`:
    /// the node ids that carry a gesture; `names`: trace names by node id; `shapes`: the
    /// views' `.contentShape`s by node id (`ViewHitTest`).
    public static func find(_ point: CGPoint, in list: DisplayList, gestures: Set<String>, names: [String: String],
                            shapes: [String: ContentShape] = [:]) -> GestureHit? {
        guard let top = ViewHitTest.topmost(at: point, in: list, shapes: shapes) else { return nil }
        var current: Int? = top
        while let index = current {
            let item = list.items[index]
            if gestures.contains(item.id) {
                let toLocal = item.transform.inverted()
                let name = names[item.id].flatMap { name in names.values.filter { $0 == name }.count == 1 ? name : nil } ?? item.id
                return GestureHit(name: name, item: item, toLocal: toLocal, location: point.applying(toLocal))
            }
            current = item.parent
        }
        return nil
    }

    /// A pane point in the touched view's own points, as the view was at the press.
    public func local(_ point: CGPoint) -> CGPoint { point.applying(toLocal) }

    /// The view's centre in its own points: where a pinch's or a twist's other finger rests.
    public var centre: CGPoint { CGPoint(x: item.frame.width / 2, y: item.frame.height / 2) }

    /// Whether a drawn, visible item covers the pane point, inside its shape.
    static func contains(_ item: DisplayItem, _ point: CGPoint) -> Bool { ViewHitTest.takes(item, point) }
}
