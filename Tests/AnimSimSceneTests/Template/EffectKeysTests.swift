import Foundation
import Testing
import AnimSimCore
@testable import AnimSimScene

/// The scene files' effect keys on the gallery's scenes, in closed form (each transaction
/// linear over 1 s from t = 0.25, so its progress is p = t − 0.25):
/// - scenes/effect-skew-spin.yaml: `skew: { x: 0.5, progress: $progress }`, m21 = 0.5·sin(π·p)
///   in the animatable pane, the identity in the position pane (zero at both ends); a
///   0 → 360° `rotationEffect` turning 360°·p, standing still in the position pane;
/// - scenes/effect-flip.yaml: `rotation3D` 0° → 180° about y, angle π·p, the front shown
///   while it is under 90°; the position pane's m11 = 1 − 2p (entry by entry to the 180° matrix);
/// - scenes/effect-filters.yaml: blur radius 8p, hue rotation π·p radians, saturation 1 − p.
@Suite struct EffectKeysTests {
    static func list(_ scene: String, _ time: Double, _ strategy: Strategy) throws -> DisplayList {
        try TestSupport.load("scenes/\(scene).yaml").evaluator().evaluate(at: time, strategy: strategy)
    }

    static func effect(_ list: DisplayList, _ name: String) throws -> (item: DisplayItem, effect: DisplayItem.EffectData) {
        let item = try #require(list.items.first { $0.effects.contains { $0.name == name } })
        return (item, try #require(item.effects.first { $0.name == name }))
    }

    /// Whether `m` keeps a w × h card's orientation: the signed area of its projected corners.
    static func showsFront(_ m: ProjectionTransform, width: CGFloat, height: CGFloat) -> Bool {
        let o = CGPoint.zero.applying(m), a = CGPoint(x: width, y: 0).applying(m), b = CGPoint(x: 0, y: height).applying(m)
        return (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x) > 0
    }

    @Test(arguments: [0.5, 0.75, 1.0])
    func theSkewLeansOnlyInTheAnimatablePane(time: Double) throws {
        let p = time - 0.25
        let (item, effect) = try Self.effect(try Self.list("effect-skew-spin", time, .animatable), "_SkewEffect")
        #expect(abs(Double(effect.matrix.m21) - 0.5 * sin(.pi * p)) < 1e-9, "\(effect.matrix)")
        #expect(abs(Double(effect.matrix.m31) + 0.5 * sin(.pi * p) * 55) < 1e-9, "about the card's midline, 110/2 down")
        #expect(abs(Double(item.transform.m21) - 0.5 * sin(.pi * p)) < 1e-9)
        let (naive, _) = try Self.effect(try Self.list("effect-skew-spin", time, .position), "_SkewEffect")
        let n = naive.transform
        #expect(abs(n.m21) < 1e-9 && abs(n.m12) < 1e-9 && abs(n.m11 - 1) < 1e-9 && abs(n.m22 - 1) < 1e-9, "\(n)")
    }

    @Test(arguments: [0.375, 0.5, 0.75, 1.125])
    func aFullTurnTurnsOnlyInTheAnimatablePane(time: Double) throws {
        let p = time - 0.25
        let turned = try #require(try Self.list("effect-skew-spin", time, .animatable).item("spin"))
        #expect(abs(turned.rotation.degrees - 360 * p) < 1e-9)
        let still = try #require(try Self.list("effect-skew-spin", time, .position).item("spin/0"))
        let m = still.transform
        #expect(abs(m.m11 - 1) < 1e-9 && abs(m.m12) < 1e-9 && abs(m.m21) < 1e-9 && abs(m.m22 - 1) < 1e-9, "\(m)")
    }

    @Test(arguments: [(0.35, true), (0.6, true), (0.8, false), (1.1, false)])
    func theCardFlipsAndShowsItsFrontUnder90Degrees(time: Double, front: Bool) throws {
        let p = time - 0.25
        let (card, effect) = try Self.effect(try Self.list("effect-flip", time, .animatable), "_Rotation3DEffect")
        #expect(abs(effect.animatableData[0] - .pi * p) < 1e-9, "angle \(effect.animatableData[0])")
        let m = card.transform
        #expect(Self.showsFront(m, width: 110, height: 150) == front)
        #expect(abs(m.m13) > 1e-4, "perspective mid-flight")
        let (naive, _) = try Self.effect(try Self.list("effect-flip", time, .position), "_Rotation3DEffect")
        let n = naive.transform
        #expect(abs(n.m11 - (1 - 2 * p)) < 1e-9 && abs(n.m13) < 1e-12, "no perspective: \(n)")
    }

    @Test(arguments: [0.25, 0.5, 1.0, 1.25])
    func theFiltersAnimateAlikeInBothPanes(time: Double) throws {
        let p = min(max(time - 0.25, 0), 1)
        for strategy in [Strategy.position, .animatable] {
            let list = try Self.list("effect-filters", time, strategy)
            func value(_ kind: VisualFilter.Kind) throws -> Double {
                let item = try #require(list.items.first { $0.isDrawn && $0.filters.contains { $0.kind == kind } })
                return try #require(item.filters.first { $0.kind == kind }?.values.first)
            }
            #expect(abs(try value(.blur) - 8 * p) < 1e-9)
            #expect(abs(try value(.hueRotation) - .pi * p) < 1e-9)
            #expect(abs(try value(.saturation) - (1 - p)) < 1e-9)
        }
    }

    /// `projection:` draws through its matrix as given and never animates (G8).
    @Test func aProjectionIsDrawnAsGiven() throws {
        let yaml = """
        animsim: 1
        view: { rect: {}, id: box, frame: { width: 40, height: 20 }, projection: [1, 0, 0, 0.5, 1, 0, 3, 4, 1] }
        """
        let list = try SceneLoader().load(yaml: yaml, source: "t.yaml").evaluator().evaluate(at: 0, strategy: .animatable)
        let (_, effect) = try Self.effect(list, "_ProjectionEffect")
        #expect(effect.matrix == ProjectionTransform(rows: [1, 0, 0, 0.5, 1, 0, 3, 4, 1]))
    }
}
