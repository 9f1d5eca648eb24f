import Foundation
import AnimSimCore

/// The scene `animsim` shows when given no file: the first article's wheel, turned 0° → 90°
/// and then on to 360°, with both strategies side by side. It is the comparison that makes
/// the point best: on the way to 90° the position strategy cuts straight across the circle
/// while the animatable one follows it, and from 90° to 360° the position strategy moves
/// each view only a quarter turn back along a chord (start and end of a full turn coincide),
/// where the animatable wheel spins three quarters of the way round.
public enum DefaultScene {
    public static let source = "built-in"

    public static let yaml = """
    animsim: 1
    title: "Wheel: 0° → 90° → 360°, position vs animatable"
    canvas: { width: 330, height: 330, background: "#15161c" }
    fps: 60
    duration: 6
    strategies: [position, animatable]
    state:
      angle: 0deg
    view:
      wheel: { radius: 130, rotation: $angle }
      children:
        - forEach: 8
          view:
            roundedRect: { cornerRadius: 8 }
            id: "v{i}"
            fill: [yellow, orange, red, pink, purple, blue, cyan, green]
            opacity: 0.7
            frame: { width: 70, height: 70 }
            label: "{n}"
    timeline:
      - at: 0.5
        animation: easeInOut(duration: 2)
        set: { angle: 90deg }
      - at: 3.5
        animation: easeInOut(duration: 2)
        set: { angle: 360deg }
    """

    public static func load() -> LoadedScene { SceneLoader.builtIn(yaml: yaml, source: source) }
}
