import AnimSimCore
import Foundation

extension LoadedScene {
    /// A scene built in Swift (a Swift file's `let scene`), for the commands, which take a
    /// loaded one. It has no YAML positions, so errors about it are placed at the start of
    /// `source`, the file that defines it, which is also its source (a view's host names it
    /// after the view's type).
    package init(swift scene: Scene, source: String) {
        var scene = scene
        scene.source = source
        let start = SourceLocation(file: source, line: 1, column: 1)
        var animated: [String] = []
        for change in scene.timeline {
            for name in change.values.keys.sorted() where !animated.contains(name) { animated.append(name) }
        }
        let order = scene.parameters.map(\.name)
        animated.sort { (order.firstIndex(of: $0) ?? order.count) < (order.firstIndex(of: $1) ?? order.count) }
        let result = SceneReadResult(scene: scene, viewCount: Self.leaves(scene.body(scene.initialState)),
                                     animatedParameters: animated, idLocations: [:], viewLocation: start, timingLocation: start)
        self.init(result, limits: .standard)
    }

    /// The shapes, texts and spacers of a tree: its leaves (containers and modifiers'
    /// wrappers are not views a scene file would count).
    private static func leaves(_ node: ViewNode) -> Int {
        node.children.isEmpty ? 1 : node.children.reduce(0) { $0 + leaves($1) }
    }
}
