import AnimSim
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

    /// Layouts that wrap one view to adjust it rather than arrange several.
    static let modifierLayouts: Set<String> = [
        "FrameLayout", "FlexibleFrameLayout", "PaddingLayout", "OffsetLayout", "FixedSizeLayout", "SecondaryLayout",
    ]

    /// The moving views of one layout pass, in paint order, each once (a tile's background
    /// and its label are one view).
    public static func resolve(_ layout: LayoutResult) -> [MovingView] {
        let views = layout.views
        func isModifier(_ index: Int) -> Bool {
            if case .container(let name) = views[index].content { return modifierLayouts.contains(name.description) }
            return false
        }
        var seen: Set<String> = []
        var result: [MovingView] = []
        for (index, view) in views.enumerated() where isDrawn(view.content) {
            var subview = index
            while let parent = views[subview].parent, isModifier(parent) { subview = parent }
            let id = views[subview].id
            guard seen.insert(id).inserted else { continue }
            result.append(MovingView(id: id, containerID: views[subview].parent.map { views[$0].id }))
        }
        return result
    }

    /// What the display list draws: shapes, colours and text, not containers or spacers.
    static func isDrawn(_ content: PlacedView.Content) -> Bool {
        switch content {
        case .shape, .color, .text: true
        case .spacer, .container: false
        }
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
