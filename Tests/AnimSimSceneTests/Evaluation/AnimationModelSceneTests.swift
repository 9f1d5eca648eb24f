import Foundation
import Testing
import AnimSimCore
@testable import AnimSimScene

/// The animation model through scene files, in the format's own spellings: `animatableData:`
/// lists, `anyLayout` switches, and a frame width that is not animatable data.
@Suite struct AnimationModelSceneTests {
    static func load(_ yaml: String) throws -> SceneEvaluator {
        try SceneLoader().load(yaml: yaml, source: "model.yaml").evaluator()
    }

    static func wheel(_ animatableData: String) -> String {
        """
        animsim: 1
        canvas: { width: 330, height: 330 }
        duration: 2
        state: { angle: 0deg, r: 130 }
        view:
          wheel: { radius: $r, rotation: $angle\(animatableData) }
          children:
            - forEach: 4
              view: { rect: {}, id: "v{i}", frame: { width: 20, height: 20 } }
        timeline:
          - { at: 0, animation: linear(duration: 2), set: { angle: 90deg, r: 80 } }
        """
    }

    @Test(arguments: [0.5, 1.0, 1.5, 2.0])
    func rotationOnlyKeepsTheNewRadius(time: Double) throws {
        let evaluator = try Self.load(Self.wheel(", animatableData: [rotation]"))
        let frame = try #require(try evaluator.evaluate(at: time, strategy: .animatable).item("v0")).frame
        // Radius 80 at once; v0 at 45° × time clockwise from 12 o'clock around (165, 165).
        let theta = 45.0 * time * .pi / 180
        #expect(abs(frame.midX - (165 + 80 * sin(theta))) < 1e-9 && abs(frame.midY - (165 - 80 * cos(theta))) < 1e-9)
        // Position: halfway along the chord from (165, 35) to (245, 165) at t = 1.
        if time == 1 {
            let chord = try #require(try evaluator.evaluate(at: 1, strategy: .position).item("v0")).frame
            #expect(abs(chord.midX - 205) < 1e-9 && abs(chord.midY - 100) < 1e-9)
        }
    }

    @Test func noAnimatableDataMakesBothPanesTheSame() throws {
        let evaluator = try Self.load(Self.wheel(", animatableData: []"))
        for frame in 0..<evaluator.frameCount {
            let lists = try evaluator.evaluate(at: evaluator.time(ofFrame: frame), strategies: [.position, .animatable])
            #expect(lists[0].items == lists[1].items, "frame \(frame)")
        }
    }

    @Test func theTraceShowsEachLayoutsPresentedData() throws {
        let list = try Self.load(Self.wheel(", animatableData: [rotation]")).evaluate(at: 1, strategy: .animatable)
        // Half of the 0 → π/2 turn, in radians as the layout receives it.
        #expect(list.layouts == [DisplayList.LayoutData(id: "root", names: ["rotation"], values: [Double.pi / 4])])
    }

    static let switchScene = """
        animsim: 1
        canvas: { width: 300, height: 300 }
        duration: 1
        state: { mode: 0 }
        view:
          anyLayout: $mode
          cases: [ { hstack: { spacing: 10 } }, { vstack: { spacing: 10 } } ]
          children:
            - forEach: 3
              view: { rect: {}, id: "v{i}", frame: { width: 40, height: 30 } }
        timeline:
          - { at: 0, animation: linear(duration: 1), set: { mode: 1 } }
        """

    @Test(arguments: Strategy.allCases)
    func switchingLayoutsMovesEachViewInAStraightLine(strategy: Strategy) throws {
        let evaluator = try Self.load(Self.switchScene)
        let start = try evaluator.evaluate(at: 0, strategy: strategy)
        let middle = try evaluator.evaluate(at: 0.5, strategy: strategy)
        let end = try evaluator.evaluate(at: 1, strategy: strategy)
        for id in ["v0", "v1", "v2"] {
            let (a, m, b) = (try #require(start.item(id)).frame, try #require(middle.item(id)).frame, try #require(end.item(id)).frame)
            // HStack: three 40-wide views 10 apart, 140 wide, centred: x centres 100, 150, 200 at
            // y 150. VStack: three 30-tall views, 110 tall, centred: y centres 110, 150, 190 at
            // x 150 (v1 stays put). Halfway, each centre is the midpoint of the two.
            #expect((a == b) == (id == "v1"))
            #expect(abs(m.midX - (a.midX + b.midX) / 2) < 1e-9 && abs(m.midY - (a.midY + b.midY) / 2) < 1e-9, "\(id)")
        }
        #expect(try #require(start.item("v0")).frame.midX == 100)
        #expect(try #require(end.item("v0")).frame.midY == 110)
    }

    @Test func aSwitchCaseOutOfRangeIsALoadError() throws {
        let yaml = Self.switchScene.replacingOccurrences(of: "set: { mode: 1 }", with: "set: { mode: 2 }")
        let errors = try #require(TestSupport.errors(yaml))
        #expect(errors.contains { $0.contains("'anyLayout' (the index of a case, 0 to 1)") }, "\(errors)")
    }

    /// flow.yaml narrows its frames from 300 to 170 points: a frame's width is not animatable
    /// data, so every word moves in a straight line from its old place to its new one.
    @Test(arguments: Strategy.allCases)
    func flowWordsMoveInStraightLines(strategy: Strategy) throws {
        let evaluator = try TestSupport.load("scenes/flow.yaml").evaluator()
        let times = stride(from: 0.5, through: 2.5, by: 1.0 / 60).map { $0 }
        let lists = try times.map { try evaluator.evaluate(at: $0, strategy: strategy) }
        let first = lists[0], last = lists[lists.count - 1]
        var moved = 0
        for item in first.items where item.id.hasPrefix("flow") && item.shape != nil {
            let a = CGPoint(x: item.frame.midX, y: item.frame.midY)
            let bFrame = try #require(last.item(item.id)).frame
            let b = CGPoint(x: bFrame.midX, y: bFrame.midY)
            let length = hypot(b.x - a.x, b.y - a.y)
            if length > 1 { moved += 1 }
            for list in lists {
                let frame = try #require(list.item(item.id)).frame
                let p = CGPoint(x: frame.midX, y: frame.midY)
                // Distance from the segment a–b's line, by the cross product.
                let cross: CGFloat = (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x)
                let distance: CGFloat = length < 1e-9 ? hypot(p.x - a.x, p.y - a.y) : abs(cross) / length
                #expect(distance < 1e-6, "\(item.id) at \(list.time)")
            }
        }
        #expect(moved > 20)
    }
}

/// Keyframe tracks under animatable feed the body at every instant (SwiftUI's
/// KeyframeAnimator): the layout runs with the track's value, and no animator holds it back.
@Suite struct KeyframeModelSceneTests {
    static let scene = """
        animsim: 1
        canvas: { width: 330, height: 330 }
        duration: 2
        state: { angle: 0deg }
        view:
          wheel: { radius: 100, rotation: $angle }
          children:
            - forEach: 4
              view: { rect: {}, id: "v{i}", frame: { width: 20, height: 20 } }
        keyframes:
          angle:
            - { linear: 90deg, duration: 2 }
        """

    @Test(arguments: [0.0, 0.5, 1.0, 1.5, 2.0])
    func theWheelFollowsTheTrack(time: Double) throws {
        let evaluator = try SceneLoader().load(yaml: Self.scene, source: "keyframes.yaml").evaluator()
        let frame = try #require(try evaluator.evaluate(at: time, strategy: .animatable).item("v0")).frame
        // A linear track: 45° a second, v0 at that angle clockwise from 12 o'clock, 100 from (165, 165).
        let theta = 45 * time * .pi / 180
        #expect(abs(frame.midX - (165 + 100 * sin(theta))) < 1e-9 && abs(frame.midY - (165 - 100 * cos(theta))) < 1e-9)
    }
}
