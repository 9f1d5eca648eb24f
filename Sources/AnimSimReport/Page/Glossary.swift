import AnimSimCompare
import Foundation

/// Every name the report's tables and charts use, explained once. The tables keep their
/// short column names (`r`, `d min`, `|d−r|`) because they are read side by side; this is
/// where a reader looks them up.
enum Glossary {
    static func entries(settleEpsilon: Double) -> [(term: String, meaning: String)] {
        let epsilon = MetricText.fixed(settleEpsilon, 2)
        return [
            ("position / animatable", "The two strategies, both SwiftUI's model. Position: every layout's animatableData is "
                + "treated as empty, so each view's frame moves in a straight line from its old place to its new one. "
                + "Animatable: each layout's animatableData is interpolated and the layout runs again at every instant; "
                + "anything else still moves in straight lines"),
            ("view", "A subview placed by a layout (a wheel's tile, a stack's child), named by its id. Modifiers around it "
                + "(.frame, .padding) are part of the view; its position is the centre of its frame."),
            ("layout's centre", "The centre of the frame of the layout that places the view (the canvas centre for the "
                + "root). It can move too: nested wheels."),
            ("path", "Length of the path the view's centre travels, in points: the sum of its displacements between "
                + "consecutive samples."),
            ("straight", "Distance from where the view's centre starts to where it ends, as the crow flies."),
            ("path/str", "path ÷ straight: 1 for a straight line, more for a detour; — when the view ends where it started."),
            ("r", "Distance from the layout's centre at the start: a wheel's radius."),
            ("d", "Distance from the layout's centre at one instant (the first row of small multiples)."),
            ("d min, d max", "Least and greatest d over the animation; “at t” is when d is least, — when d never changes."),
            ("|d−r| max", "How far the view strays from its circle: the largest |d − r|. Shown only for wheel-like views "
                + "(under animatable their d never varies by more than 0.5 pt, and they move); — otherwise."),
            ("peak v, at t", "Greatest speed of the view's centre (points per second, central differences on the samples) "
                + "and when; no time when the view never moves."),
            ("peak a, at t", "Greatest acceleration (points per second²) and when; no time when it is zero."),
            ("overshoot", "How far a quantity goes past the value it ends at, against the side it approached from: a "
                + "spring sent from 0° to 180° that swings to 195° overshoots by 15°. For a view it is measured on d, "
                + "for a parameter in the parameter's units; — when the quantity never changes."),
            ("settled", "The instant after which the view stays within \(epsilon) pt of where it ends (0 when it never "
                + "moves). For a parameter: within \(epsilon) of its final value."),
            ("distance between strategies", "How far apart the two strategies put the same view at one instant: the "
                + "distance between its two centres. “max” is the largest over the animation, “mean” its time average."),
            ("distance between outlines", "The Hausdorff distance between the outlines the two panes draw for one "
                + "shape at one frame, in pane coordinates after every transform: the farthest a point of either outline "
                + "is from the other (sampled every 1 pt along the outline, so within 0.5 pt). “max” is the largest over "
                + "the frames, “mean” its time average."),
            ("divergence strip", "One cell per frame under the timeline, coloured by the largest distance between "
                + "strategies over all views at that frame: dark where the panes agree, bright where they differ most. "
                + "The marker is the worst frame; click a cell to go there."),
            ("speed", "The second row of small multiples: the view's speed in points per second at each frame."),
            ("overlaps", "Frames in which two views' frames share at least \(MetricText.fixed(Overlaps.minimumArea, 1)) pt² "
                + "(edges that only touch do not count). “also at rest”: the pair overlaps in the first and the last "
                + "frame too, so the layout puts them there, not the animation."),
            ("samples", "The instants the metrics are measured at: every frame plus evenly spaced instants between "
                + "frames (8 per frame, at least 1000 in all), so curves are measured finely."),
            ("keyframes", "Position keyframes, over all views, that a Lottie or SVG player needs to follow a strategy "
                + "within the tolerance, with cubic segments and their spatial tangents (animsim render --format lottie|svg). "
                + "“vs position”: the difference from the position strategy's count."),
            ("straight lines only", "The keyframes a player that only moves in straight lines between keyframes (CSS "
                + "transitions, FLIP) would need for the same tolerance: an arc costs many."),
            ("max error, mean error", "How far, at most and on average over every view and frame, the fitted keyframes "
                + "put a view's centre from where AnimSim computes it."),
        ]
    }
}
