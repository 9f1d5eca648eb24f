import Foundation
import AnimSimCore

/// The total work of one run over a scene: every view evaluated, written or drawn once per
/// frame. `SceneLimits` bounds views and frames each; their product is what a render or a
/// trace spends its time on, so it has a bound of its own (`maximumViewFrames`), checked at
/// load when the scene gives its `duration:`, and by `LoadedScene.checkLimits` when the
/// duration is the animations' settle time.
struct SceneWork: Equatable {
    let views: Int
    let frames: Int
    let duration: Double
    let fps: Double

    /// Frames as `SceneEvaluator.frameCount` counts them: one at 0 and one per 1/fps after.
    init(views: Int, duration: Double, fps: Double) {
        self.views = views
        self.duration = duration
        self.fps = fps
        frames = SceneEvaluator.frameCount(duration: duration, fps: fps)
    }

    init(views: Int, frames: Int, duration: Double, fps: Double) {
        self.views = views
        self.frames = frames
        self.duration = duration
        self.fps = fps
    }

    /// Views × frames, in floating point so that no product can overflow.
    var viewFrames: Double { Double(views) * Double(frames) }

    /// Why the scene is refused, naming the bound, the scene's figure and what would fit;
    /// nil when it is within the bound.
    func refusal(_ limits: SceneLimits) -> String? {
        let bound = limits.maximumViewFrames
        guard viewFrames > Double(bound) else { return nil }
        let fitting = max(0, Double(bound) / Double(max(views, 1)) - 1) / fps
        return "\(views) views × \(frames) frames (\(TraceNumber.format(duration)) s at \(TraceNumber.format(fps)) fps) "
            + "is \(TraceNumber.format(viewFrames)) view-frames, more than the \(bound) a scene may have; "
            + "with \(views) views the scene may last at most \(TraceNumber.format((fitting * 1000).rounded(.down) / 1000)) s at this fps, "
            + "or use fewer views or a lower fps"
    }
}
