import AnimSimCore
import AnimSimNodeBuilder
import AnimSimCompare
import Foundation

/// The scenes the comparison tests measure, built in Swift as `StrategyTests` builds them.
enum CompareScenes {
    static let centre = CGPoint(x: 165, y: 165)

    /// The articles' wheel: `count` tiles of `size`, radius 130, in 330×330, turned from 0°
    /// to `degrees` with easeInOut over 2 s.
    static func wheel(to degrees: Double, count: Int = 8, size: CGFloat = 70, radius: CGFloat = 130,
                      title: String? = nil) -> Scene {
        Scene(title: title ?? "Wheel 0° → \(Int(degrees))°", canvas: CGSize(width: 330, height: 330), duration: 2,
              parameters: [SceneParameter(name: "angle", kind: .angle, initial: 0)],
              timeline: [StateChange(at: 0, animation: .easeInOut(duration: 2), set: ["angle": degrees])]) { state in
            WheelLayout(radius: radius, rotation: state.angle("angle")) {
                ForEach(0..<count) { i in RoundedRectangle(cornerRadius: 8).frame(width: size, height: size).id("v\(i)") }
            }
        }
    }

    /// Measured once per scene: sampling is the slow part and several tests share a scene.
    static func compare(_ scene: Scene) throws -> (comparison: SceneComparison, samples: [StrategySamples]) {
        try cache.withLock { cache in
            if let hit = cache[scene.title] { return hit }
            let result = try SceneComparison.compare(try SceneEvaluator(scene: scene))
            cache[scene.title] = result
            return result
        }
    }

    static let cache = Locked<[String: (comparison: SceneComparison, samples: [StrategySamples])]>([:])

    static let quarterTurn = wheel(to: 90)
    static let fullTurn = wheel(to: 360)
    /// Four large tiles swapping across the wheel: under position all four go through the
    /// centre at once; on the circle neighbours stay 130·√2 apart and never touch.
    static let swap = wheel(to: 180, count: 4, size: 90, title: "Swap 4 × 90 pt, 0° → 180°")
}

/// A lock around a value (Swift Testing runs tests in parallel).
final class Locked<Value>: @unchecked Sendable {
    private var value: Value
    private let lock = NSLock()

    init(_ value: Value) { self.value = value }

    func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
