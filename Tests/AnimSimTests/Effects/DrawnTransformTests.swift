import Foundation
import Testing
@testable import AnimSimCore
import AnimSimNodeBuilder

/// Each item's whole drawn transform, composed down the tree, and the two panes of a
/// geometry effect: values worked out in comments.
@Suite struct DrawnTransformTests {
    /// The skew of docs/evaluation.md: data p, skew k·sin(π·p) about the top edge.
    struct Skew: GeometryEffectModel {
        var progress: Double
        var animatableData: Double {
            get { progress }
            set { progress = newValue }
        }
        func effectValue(size: CGSize) -> ProjectionTransform {
            ProjectionTransform(CGAffineTransform(a: 1, b: 0, c: 0.5 * sin(.pi * progress), d: 1, tx: 0, ty: 0))
        }
    }

    static func skewScene() -> Scene {
        Scene(canvas: CGSize(width: 200, height: 200), duration: 1,
              parameters: [SceneParameter(name: "p", initial: 0)],
              timeline: [StateChange(at: 0, animation: .linear(duration: 1), set: ["p": 1])]) { state in
            Rectangle().frame(width: 40, height: 60).geometryEffect(Skew(progress: state["p"])).id("skew")
        }
    }

    /// Mid-flight the animatable pane runs effectValue with p = t: m21 = 0.5·sin(π·t); the
    /// position pane morphs two identity matrices: m21 = 0.
    @Test(arguments: [0.25, 0.5, 0.8])
    func aSkewZeroAtBothEndsLeansOnlyInTheAnimatablePane(time: Double) throws {
        let evaluator = try SceneEvaluator(scene: Self.skewScene())
        let animatable = try #require(try evaluator.evaluate(at: time, strategy: .animatable).item("skew"))
        #expect(abs(animatable.transform.m21 - 0.5 * sin(.pi * time)) < 1e-9)
        #expect(abs((animatable.effects.first?.animatableData.first ?? -1) - time) < 1e-9)
        let position = try #require(try evaluator.evaluate(at: time, strategy: .position).item("skew"))
        // sin(π) is 1.2e-16 in floating point, so the end matrix is the identity to 1e-16.
        #expect(abs(position.transform.m21) < 1e-12)
        // The view sits at (80, 70) in the 200-point canvas; its transform carries it there.
        #expect(abs(position.transform.m31 - 80) < 1e-9 && abs(position.transform.m32 - 70) < 1e-9)
    }

    /// A view named after `.offset(x: 20)` reports where it is drawn: its transform moves it
    /// 20 pt along from its layout frame, as its child's frame already is.
    @Test func anOffsetViewReportsWhereItIsDrawn() throws {
        let list = try LayoutEngine().layout(Rectangle().frame(width: 40, height: 40).offset(x: 20).id("moved"),
                                             in: CGSize(width: 200, height: 200))
        let moved = try #require(list.item("moved"))
        #expect(moved.frame.minX == 80)
        #expect(moved.transform.m31 == 100 && moved.transform.m32 == 80)
        let child = try #require(list.items.first { $0.parent != nil && $0.shape != nil })
        #expect(child.transform.m31 == 100 && child.transform.m32 == 80)
    }

    /// A 90° rotationEffect on a stack turns its children with it: the composed transform of
    /// the left square (centre (36, 50) in a 100-point canvas) maps its local centre (10, 10)
    /// to (50, 36), as the resolver's frames say.
    @Test func anAncestorsRotationComposes() throws {
        let list = try LayoutEngine().layout(HStack { Rectangle().frame(width: 20, height: 20); Rectangle().frame(width: 20, height: 20) }
            .rotationEffect(.degrees(90)), in: CGSize(width: 100, height: 100))
        let a = try #require(list.item("root/0"))
        let centre = CGPoint(x: 10, y: 10).applying(a.transform)
        #expect(abs(centre.x - 50) < 1e-9 && abs(centre.y - 36) < 1e-9)
        #expect(a.reportedTransform == nil, "the transform says what frame, rotation and scale say")
    }
}
