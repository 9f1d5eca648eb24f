import AnimSimCore
import Foundation

/// A view as a layout sees it: the subview a layout places, and the layout that places it.
///
/// A drawn shape is usually wrapped in modifiers (`.frame`, `.padding`, `.background`), each
/// a one-child layout of its own. Measuring against the frame modifier's centre would say a
/// wheel's tiles never leave their "layout"; what a reader means by the layout is the wheel.
/// So the walk goes up from each drawn item past modifier layouts to the first real layout,
/// and the view reported is that layout's child on the way (which carries the scene's `id`).
public struct MovingView: Equatable, Sendable {
    /// The placed subview's id (`v0` for a wheel tile written `.frame(...).id("v0")`).
    public var id: String
    /// The id of the layout placing it; nil when the view is the root (measured from the
    /// canvas centre).
    public var containerID: String?

    public init(id: String, containerID: String?) {
        self.id = id
        self.containerID = containerID
    }

    /// The moving views of one display list, in paint order, each once (a tile's background
    /// and its label are one view). Modifiers are recognised by their role
    /// (`DisplayItem.isModifier`), so a modifier added to the engine needs nothing here.
    public static func resolve(_ list: DisplayList) -> [MovingView] {
        let items = list.items
        var seen: Set<String> = []
        var result: [MovingView] = []
        for index in items.indices where items.hasShape(at: index) {
            let subview = items.placedSubview(of: index)
            let id = items.id(at: subview)
            guard seen.insert(id).inserted else { continue }
            result.append(MovingView(id: id, containerID: items.parent(at: subview).map { items.id(at: $0) }))
        }
        return result
    }

    /// The views at the start and at the end of an animation, the start's order first:
    /// a view that only appears later is still measured.
    public static func resolve(_ evaluator: SceneEvaluator) throws(LayoutErrors) -> [MovingView] {
        let scene = evaluator.scene
        var views: [MovingView] = []
        var seen: Set<String> = []
        for time in [0, evaluator.duration] {
            let layout = try evaluator.engine.layout(scene.body(evaluator.state(at: time)), in: scene.canvas)
            for view in resolve(layout) where seen.insert(view.id).inserted { views.append(view) }
        }
        return views
    }
}
