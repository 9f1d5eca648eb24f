import AnimSimCore
import AnimSimNodeBuilder
import AnimSimCompare
import AnimSimReport
import Foundation

/// Scenes the report tests build in Swift, and their reports (made once: sampling is the
/// slow part and several tests share a scene).
enum ReportScenes {
    /// The articles' wheel turned a quarter over 2 s: the strategies differ most at t = 1 s.
    static let wheel = Scene(title: "Wheel 0° → 90°", canvas: CGSize(width: 330, height: 330), duration: 2,
                             parameters: [SceneParameter(name: "angle", kind: .angle, initial: 0)],
                             timeline: [StateChange(at: 0, animation: .easeInOut(duration: 2), set: ["angle": 90])]) { state in
        WheelLayout(radius: 130, rotation: state.angle("angle")) {
            ForEach(0..<8) { i in RoundedRectangle(cornerRadius: 8).frame(width: 70, height: 70).id("v\(i)") }
        }
    }

    /// A stack whose spacing grows: positions are linear in the spacing, so both strategies
    /// move every view along the same straight line at the same pace.
    static let stack = Scene(title: "HStack </script> spacing", canvas: CGSize(width: 330, height: 120), duration: 1,
                             parameters: [SceneParameter(name: "spacing", initial: 0)],
                             timeline: [StateChange(at: 0, animation: .easeInOut(duration: 1), set: ["spacing": 40])]) { state in
        HStack(spacing: state["spacing"]) {
            ForEach(0..<3) { i in Rectangle().frame(width: 40, height: 40).id("h\(i)") }
        }
    }

    /// A bouncy spring on the wheel's angle: it swings past 90° before settling.
    static let spring = Scene(title: "Wheel on a spring", canvas: CGSize(width: 330, height: 330), duration: 2,
                              parameters: [SceneParameter(name: "angle", kind: .angle, initial: 0)],
                              timeline: [StateChange(at: 0, animation: .spring(response: 0.6, dampingFraction: 0.4),
                                                     set: ["angle": 90])]) { state in
        WheelLayout(radius: 130, rotation: state.angle("angle")) {
            ForEach(0..<4) { i in Rectangle().frame(width: 40, height: 40).id("s\(i)") }
        }
    }

    /// Each scene's report, made once on first use (sampling is the slow part and several
    /// tests share a scene); Swift initialises a static once, whichever test asks first.
    static let reports: [String: Result<ComparisonReport, any Error>] = Dictionary(
        uniqueKeysWithValues: [wheel, stack, spring, circle].map { scene in (scene.title, Result { try make(scene) }) })

    /// A circle sized by a layout whose animatableData is a side, as side² / 100: always
    /// centred, 80 across at side ≈ 89.4 and 36 at side 60. Position moves the size in a
    /// straight line from 80 to 36; animatable interpolates the side, and the square of a
    /// line is not a line. Same centre throughout, different size in between.
    struct SquaredSide: Layout {
        var side: CGFloat
        var animatableData: CGFloat {
            get { side }
            set { side = newValue }
        }
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            proposal.replacingUnspecifiedDimensions()
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            let size = side * side / 100
            for subview in subviews {
                subview.place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: ProposedViewSize(width: size, height: size))
            }
        }
    }

    static let circle = Scene(title: "Circle sized by its layout's data", canvas: CGSize(width: 320, height: 120), duration: 1,
                              parameters: [SceneParameter(name: "side", initial: 80_000.squareRoot())],
                              timeline: [StateChange(at: 0, animation: .easeInOut(duration: 1), set: ["side": 60])]) { state in
        ViewNode(.layout(AnyLayout(SquaredSide(side: state["side"]))), children: [Circle().id("c")]).frame(width: 300, height: 100)
    }

    static func report(_ scene: Scene) throws -> ComparisonReport { try reports[scene.title]!.get() }

    static func make(_ scene: Scene) throws -> ComparisonReport {
        let evaluator = try SceneEvaluator(scene: scene)
        let (comparison, samples) = try SceneComparison.compare(evaluator)
        return try ComparisonReport(evaluator: evaluator, comparison: comparison, samples: samples,
                                    plotPNG: Data([0x89, 0x50, 0x4E, 0x47]))
    }
}
