import AnimSimCommands
import AnimSimScene
import Foundation
import Spiral

/// `swift run spiral play | render | compare | trace | check | bench`: the whole animsim
/// command line with `spiral` registered; without a scene argument, spiral.yaml.
let scene = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../../spiral.yaml").standardized.path
AnimSimCommands.main(registry: .withSpiral, defaultScene: scene)
