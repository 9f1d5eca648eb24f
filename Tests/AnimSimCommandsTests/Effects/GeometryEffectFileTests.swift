import Foundation
import Testing

/// Examples/Effects/ContentView.swift through the binary, as a user runs it: `trace` at
/// instants of its one linear, one-second transaction. Closed forms (t in seconds):
/// - the skew's progress p = t, its effect's m21 = 0.5·sin(π·t) in the animatable pane; the
///   position pane interpolates two identity matrices, so m21 stays 0;
/// - the card's rotation3DEffect angle θ = π·t; its front faces us while θ < 90°
///   (the drawn card keeps its orientation), its back after; the position pane moves each
///   matrix entry from the identity to the 180° matrix (m11 = −1): m11 = 1 − 2t;
/// - the 0 → 360° rotationEffect turns 360°·t in the animatable pane and not at all in the
///   position pane (identity at both ends).
@Suite struct GeometryEffectFileTests {
    static let cache = Result { try AnimSimBinary.temporaryDirectory() }

    static let folder = Result { () throws -> URL in
        let folder = try AnimSimBinary.temporaryDirectory()
        let source = AnimSimBinary.root.appendingPathComponent("Examples/Effects/ContentView.swift")
        try FileManager.default.copyItem(at: source, to: folder.appendingPathComponent("ContentView.swift"))
        return folder
    }

    typealias View = [String: Any]

    /// Each pane's views by id at `time`.
    static func trace(at time: Double) throws -> [String: [String: View]] {
        let run = try AnimSimBinary.run(["trace", "ContentView.swift", "--at", String(time)], in: try folder.get(),
                                        environment: ["XDG_CACHE_HOME": try cache.get().path])
        try #require(run.status == 0, "\(run.err)")
        return try PaneTrace.panes(run.out)
    }

    static func effect(_ view: View?) throws -> (matrix: [Double], data: [Double]) {
        let effect = try #require((view?["effects"] as? [[String: Any]])?.first)
        return (effect["matrix"] as! [Double], effect["animatableData"] as! [Double])
    }

    /// Whether a drawn transform keeps the card's orientation (its front faces us): the
    /// signed area of the projected corners (0, 0), (w, 0), (0, h) is positive.
    static func showsFront(_ m: [Double], size: (Double, Double)) -> Bool {
        func map(_ x: Double, _ y: Double) -> (Double, Double) {
            let w = m[2] * x + m[5] * y + m[8]
            return ((m[0] * x + m[3] * y + m[6]) / w, (m[1] * x + m[4] * y + m[7]) / w)
        }
        let o = map(0, 0), a = map(size.0, 0), b = map(0, size.1)
        return (a.0 - o.0) * (b.1 - o.1) - (a.1 - o.1) * (b.0 - o.0) > 0
    }

    @Test(arguments: [0.25, 0.5, 0.75])
    func theSkewLeansOnlyInTheAnimatablePane(time: Double) throws {
        let panes = try Self.trace(at: time)
        let animatable = try Self.effect(panes["animatable"]?["skew"])
        #expect(abs(animatable.data[0] - time) < 1e-3)
        #expect(abs(animatable.matrix[3] - 0.5 * sin(.pi * time)) < 1e-3, "\(animatable.matrix)")
        // And the card is drawn through it: the drawn transform's m21 is the skew too.
        let drawn = try #require(panes["animatable"]?["skew"]?["transform"] as? [Double])
        #expect(abs(drawn[3] - 0.5 * sin(.pi * time)) < 1e-3, "\(drawn)")
        let position = try Self.effect(panes["position"]?["skew"])
        #expect(position.matrix == [1, 0, 0, 0, 1, 0, 0, 0, 1])
        #expect(panes["position"]?["skew"]?["transform"] == nil, "the naive pane draws the skew's card unskewed")
    }

    @Test(arguments: [(0.25, true), (0.4, true), (0.6, false), (0.75, false)])
    func theCardFlipsAndShowsItsFrontUnder90Degrees(time: Double, front: Bool) throws {
        let panes = try Self.trace(at: time)
        let card = try #require(panes["animatable"]?["card"])
        let effect = try Self.effect(card)
        #expect(abs(effect.data[0] - .pi * time) < 1e-3, "angle \(effect.data[0])")
        let transform = try #require(card["transform"] as? [Double])
        #expect(Self.showsFront(transform, size: (80, 110)) == front)
        // Perspective: the 3×3 is projective mid-flight.
        #expect(abs(transform[2]) > 1e-4)
        let naive = try #require(panes["position"]?["card"]?["transform"] as? [Double])
        #expect(abs(naive[0] - (1 - 2 * time)) < 1e-3 && naive[2] == 0, "\(naive)")
    }

    @Test(arguments: [0.125, 0.5, 0.875])
    func aFullTurnTurnsOnlyInTheAnimatablePane(time: Double) throws {
        let panes = try Self.trace(at: time)
        let turned = try #require(panes["animatable"]?["spin"]?["rotation"] as? Double)
        #expect(abs(turned - 360 * time) < 1e-2)
        // The naive pane: the drawn matrix is the identity's linear part all along.
        let spin = try #require(panes["position"]?["spin"])
        if let m = spin["transform"] as? [Double] {
            #expect(abs(m[0] - 1) < 1e-9 && abs(m[1]) < 1e-9 && abs(m[3]) < 1e-9 && abs(m[4] - 1) < 1e-9, "\(m)")
        } else {
            let rotation = try #require(spin["rotation"] as? Double)
            #expect(abs(rotation.truncatingRemainder(dividingBy: 360)) < 1e-9, "\(rotation)")
        }
    }
}
