import Foundation
import Testing
import AnimSim

/// A wheel app in SwiftUI's spelling on AnimSim's own `WheelLayout`, driven by a press of
/// Rotate at t = 1: the animatable pane keeps every view on the circle at the eased angle
/// (the layout's animatableData), the position pane moves each in a straight line between its
/// two placements, both within 0.01 pt of the closed form. (Article 000's app itself, its own
/// `WheelLayout` included, runs as the program Tests/AnimSimCommandsTests/Articles/000-wheel,
/// traced against its scene file by ArticleSceneTests.)
@MainActor @Suite struct WheelHostTests {
    /// Eight squares on the wheel over a button that turns it by 90°.
    struct RotatingWheel: View {
        @State var angle: Angle = .zero

        var body: some View {
            VStack {
                WheelLayout(radius: 130, rotation: angle) {
                    ForEach(0..<8) { _ in RoundedRectangle(cornerRadius: 8).frame(width: 70, height: 70) }
                }
                Button("Rotate") { withAnimation(.easeInOut(duration: 2)) { angle += .degrees(90) } }
            }
        }
    }

    static let wheel = "root/content/0"
    static func view(_ k: Int) -> String { "\(wheel)/content/[\(k)]" }
    static let tolerance = 0.01

    func probe() throws -> Probe {
        let host = ViewHost(RotatingWheel(), canvas: CGSize(width: 400, height: 500))
        try host.use(control: "Rotate", at: 1.0)
        return try Probe(host)
    }

    /// Where the article's layout puts view `k` of 8 at `angle`, about `centre`.
    static func placement(_ k: Int, _ angle: Double, centre: CGPoint) -> CGPoint {
        let a = 2 * Double.pi / 8 * Double(k) + angle
        return CGPoint(x: centre.x + 130 * sin(a), y: centre.y - 130 * cos(a))
    }

    @Test(arguments: [0.0, 1.0, 1.25, 1.5, 2.0, 2.5, 2.9, 3.0, 4.0])
    func animatablePaneFollowsTheCircle(time: Double) throws {
        let probe = try probe()
        let centre = try probe.centre(Self.wheel, at: time)
        let angle = Double.pi / 2 * easeInOut((time - 1) / 2)
        for k in 0..<8 {
            let found = try probe.centre(Self.view(k), at: time)
            #expect(distance(found, Self.placement(k, angle, centre: centre)) < Self.tolerance, "view \(k) at t = \(time)")
        }
    }

    @Test(arguments: [0.0, 1.0, 1.25, 1.5, 2.0, 2.5, 2.9, 3.0, 4.0])
    func positionPaneMovesInStraightLines(time: Double) throws {
        let probe = try probe()
        let centre = try probe.centre(Self.wheel, at: time, .position)
        let f = easeInOut((time - 1) / 2)
        for k in 0..<8 {
            let a = Self.placement(k, 0, centre: centre), b = Self.placement(k, .pi / 2, centre: centre)
            let expected = CGPoint(x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f)
            let found = try probe.centre(Self.view(k), at: time, .position)
            #expect(distance(found, expected) < Self.tolerance, "view \(k) at t = \(time)")
        }
    }

    /// Mid-animation the panes differ: the straight line cuts inside the circle.
    @Test func panesDifferMidway() throws {
        let probe = try probe()
        let centre = try probe.centre(Self.wheel, at: 2)
        let animatable = try probe.centre(Self.view(0), at: 2), position = try probe.centre(Self.view(0), at: 2, .position)
        #expect(abs(distance(animatable, centre) - 130) < Self.tolerance)
        #expect(distance(position, centre) < 130 - 20)
    }

    /// The same wheel as a core scene built by hand (one `angle` parameter, one timeline
    /// entry) gives the same frames: the view layer adds nothing to the motion.
    @Test(arguments: [Strategy.animatable, .position])
    func matchesTheEquivalentCoreScene(strategy: Strategy) throws {
        let probe = try probe()
        let reference = try SceneEvaluator(scene: Self.coreScene())
        for time in stride(from: 0.0, through: 3.5, by: 0.25) {
            let list = try probe.list(at: time, strategy), other = try reference.evaluate(at: time, strategy: strategy)
            let wheel = try #require(list.items.first { $0.id == Self.wheel })
            let otherWheel = try #require(other.items.first { $0.id == "wheel" })
            for k in 0..<8 {
                let a = try #require(list.items.first { $0.id == Self.view(k) })
                let b = try #require(other.items.first { $0.id == "wheel/\(k)" })
                let da = CGPoint(x: a.center.x - wheel.center.x, y: a.center.y - wheel.center.y)
                let db = CGPoint(x: b.center.x - otherWheel.center.x, y: b.center.y - otherWheel.center.y)
                #expect(distance(da, db) < Self.tolerance, "view \(k) at t = \(time), \(strategy)")
            }
        }
    }

    static func coreScene() -> AnimSimCore.Scene {
        AnimSimCore.Scene(canvas: CGSize(width: 400, height: 500),
                          parameters: [SceneParameter(name: "angle", kind: .angle, initial: 0)],
                          timeline: [StateChange(at: 1, animation: .easeInOut(duration: 2), set: ["angle": 90])]) { state in
            let children = (0..<8).map { k in
                ViewNode(.layout(AnyLayout(FrameLayout(width: 70, height: 70))),
                         children: [ViewNode(.shape(.roundedRectangle(cornerRadius: 8)))], id: "wheel/\(k)")
            }
            return ViewNode(.layout(AnyLayout(WheelLayout(radius: 130, rotation: state.angle("angle")))),
                            children: children, id: "wheel")
        }
    }
}
