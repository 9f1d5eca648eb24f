import AnimSimCore
import AnimSimScene
import Foundation
import Testing
@testable import AnimSimCommands

/// `animsim bench` compares the Swift wheel's evaluation with the scene file's, so the two
/// must be the same scene: at sampled instants of both animations (the eased turn, the
/// spring back and its overshoot, the rest after it), in both panes, the Swift view draws
/// the display list `bench/wheel-1000.yaml` draws, item for item, within 0.01 pt; and the
/// copy of the file the bench carries evaluates as the file does.
@MainActor @Suite struct SwiftWheelTests {
    static let instants: [Double] = [0, 0.25, 0.5, 1, 1.5, 1.99, 2, 2.2, 2.5, 3, 3.5, 4]
    static let tolerance = 0.01

    static let file = Result { () throws -> SceneEvaluator in
        let path = AnimSimBinary.root.appendingPathComponent("bench/wheel-1000.yaml").path
        return try SceneEvaluator(scene: SceneLoader().load(contentsOf: path).scene)
    }

    /// Every difference between two display lists but their ids (a scene file and a view
    /// name their views differently), as text; empty when they draw the same.
    static func differences(_ a: DisplayList, _ b: DisplayList) -> [String] {
        guard a.items.count == b.items.count else { return ["\(a.items.count) items against \(b.items.count)"] }
        var found: [String] = []
        if a.size != b.size || a.background != b.background { found.append("canvas \(a.size) \(a.background) against \(b.size) \(b.background)") }
        for (x, y) in zip(a.items, b.items) {
            let frames = zip([x.frame.minX, x.frame.minY, x.frame.width, x.frame.height],
                             [y.frame.minX, y.frame.minY, y.frame.width, y.frame.height])
            if !frames.allSatisfy({ abs($0 - $1) <= tolerance }) { found.append("\(x.id): frame \(x.frame) against \(y.id): \(y.frame)") }
            if abs(x.rotation.radians - y.rotation.radians) > 1e-9 || abs(x.scale - y.scale) > 1e-9 || abs(x.opacity - y.opacity) > 1e-9 {
                found.append("\(x.id): rotation, scale, opacity \(x.rotation.radians) \(x.scale) \(x.opacity) against "
                             + "\(y.rotation.radians) \(y.scale) \(y.opacity)")
            }
            if x.shape != y.shape || x.fill != y.fill || x.stroke != y.stroke || x.label != y.label || x.paths != y.paths {
                found.append("\(x.id): drawing \(String(describing: x.shape)) \(String(describing: x.fill)) against "
                             + "\(String(describing: y.shape)) \(String(describing: y.fill))")
            }
            if x.parent != y.parent || x.depth != y.depth || x.isModifier != y.isModifier || x.phase != y.phase {
                found.append("\(x.id): place in the tree \(String(describing: x.parent)) \(x.depth) \(x.isModifier) against "
                             + "\(String(describing: y.parent)) \(y.depth) \(y.isModifier)")
            }
        }
        return found
    }

    @Test(arguments: [Strategy.position, .animatable])
    func theSwiftWheelDrawsTheFilesDisplayList(strategy: Strategy) throws {
        let swift = try SceneEvaluator(scene: SwiftWheel.scene())
        #expect(try swift.evaluate(at: 0, strategy: strategy).items.filter { $0.shape != nil }.count == 1_000)
        try Self.expectSameFrames(swift, Self.file.get(), strategy: strategy)
    }

    /// `a` draws what `b` draws at every sampled instant, and lasts as long.
    static func expectSameFrames(_ a: SceneEvaluator, _ b: SceneEvaluator, strategy: Strategy) throws {
        #expect(a.frameCount == b.frameCount)
        for time in instants {
            let found = differences(try a.evaluate(at: time, strategy: strategy), try b.evaluate(at: time, strategy: strategy))
            #expect(found.isEmpty, "t = \(time), \(strategy): \(found.count) differences, first \(found.prefix(3))")
        }
    }

    /// The comparison can fail: mid-turn the animatable pane's wheel is not the position
    /// pane's, nor a wheel of 999 views the file's.
    @Test func theComparisonSeesADifferentWheel() throws {
        let file = try Self.file.get()
        let swift = try SceneEvaluator(scene: SwiftWheel.scene())
        #expect(!Self.differences(try swift.evaluate(at: 1, strategy: .position), try file.evaluate(at: 1, strategy: .animatable)).isEmpty)
        let fewer = try SceneEvaluator(scene: SwiftWheel.scene(count: 999))
        #expect(!Self.differences(try fewer.evaluate(at: 0, strategy: .animatable), try file.evaluate(at: 0, strategy: .animatable)).isEmpty)
    }

    @Test(arguments: [Strategy.position, .animatable])
    func theBenchCarriesTheFile(strategy: Strategy) throws {
        try Self.expectSameFrames(SceneEvaluator(scene: ViewBenchmark.fileScene()), Self.file.get(), strategy: strategy)
    }
}
