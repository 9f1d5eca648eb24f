import AnimSimCore
import Foundation

extension LoadedScene {
    /// A scene built in Swift by a Swift file's program (its view's host, or its `let
    /// scene`), for the commands, which take a loaded one: `LoadedScene(scene:)` with the file
    /// as its source, so errors about it are placed at the start of the file that defines it
    /// and outputs name that file (a view's host names it after the view's type).
    package init(swift scene: Scene, source: String) {
        var scene = scene
        scene.source = source
        self.init(scene: scene)
    }
}
