import Foundation
import AnimSimCore

/// The scene `animsim bench` exports, as the rendering issue defines it: the first
/// article's wheel of 8 rounded squares 70×70, radius 130, turned 0° → 90° over 2 s at
/// 60 fps (121 frames), both strategies side by side. A scene file like any other, so the
/// in-process figure and the one timed around a whole `animsim render` share it exactly.
///
/// The canvas is what each pane gets of a 1280×720 frame at one pixel per point (half the
/// width; the height less the title, caption, HUD and timeline bands), so `--size 1280x720`
/// draws the wheel at its own size, as the benchmark always has (before `--size` scaled the
/// content, it re-proposed a 330-pt canvas to that size).
public enum BenchmarkScene {
    public static let source = "bench-wheel.yaml"

    public static let yaml = """
    animsim: 1
    title: "Wheel: rotate 0° → 90°"
    canvas: { width: 640, height: 584, background: "#15161c" }
    fps: 60
    duration: 2
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
            frame: { width: 70, height: 70 }
            label: "{n}"
    timeline:
      - at: 0
        animation: linear(duration: 2)
        set: { angle: 90deg }
    """

    public static func load() -> LoadedScene { SceneLoader.builtIn(yaml: yaml, source: source) }
}
