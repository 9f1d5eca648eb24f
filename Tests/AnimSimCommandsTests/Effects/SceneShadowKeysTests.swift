import Foundation
import Testing

/// The scene keys `shadow: { color, radius, x, y }` and `colorMultiply: color`, SwiftUI's
/// `.shadow(color:radius:x:y:)` and `.colorMultiply(_:)`, through the binary on a scene file.
/// One linear transaction over 1 s from t = 0, so its progress at t is t: the shadow's radius
/// 2 + 18t, its y offset 2 + 14t, its colour black at opacity 0.2 + 0.4t (black's animatable
/// components are 0 but the opacity, so the opacity is linear), and the multiplied colour
/// white at opacity 1 − t (a white's components are all its opacity, so likewise linear):
/// in both panes, as a renderer draws with these numbers.
@Suite struct SceneShadowKeysTests {
    static let scene = """
        animsim: 1
        title: Shadow and colour multiply
        canvas: { width: 300, height: 200 }
        duration: 1
        state:
          r: 2
          dy: 2
          shade: "#00000033"
          tint: white
        view:
          roundedRect: { cornerRadius: 12 }
          id: card
          fill: white
          frame: { width: 160, height: 100 }
          colorMultiply: $tint
          shadow: { color: $shade, radius: $r, x: 0, y: $dy }
        timeline:
          - { at: 0, animation: linear(duration: 1), set: { r: 20, dy: 16, shade: "#00000099", tint: "#ffffff00" } }

        """

    static let folder = Result { () throws -> URL in
        let folder = try AnimSimBinary.temporaryDirectory()
        try Data(scene.utf8).write(to: folder.appendingPathComponent("shadow.yaml"))
        return folder
    }

    @Test(arguments: [0.25, 0.5, 0.8])
    func shadowAndColorMultiplyAnimateInBothPanes(time: Double) throws {
        let run = try AnimSimBinary.run(["trace", "shadow.yaml", "--at", String(time)], in: try Self.folder.get())
        try #require(run.status == 0, "\(run.err)")
        let panes = try PaneTrace.panes(run.out)
        for pane in ["position", "animatable"] {
            let views = try #require(panes[pane], "\(pane)")
            let shadow = try #require(views.values.compactMap { $0["shadow"] as? [String: Any] }.first, "\(pane): \(views.keys)")
            // Radius, offset x and y, then the colour's red, green, blue and opacity.
            let drawn = [shadow["radius"] as? Double].compactMap { $0 } + (shadow["offset"] as? [Double] ?? [])
                + (shadow["color"] as? [Double] ?? [])
            let expected = [2 + 18 * time, 0, 2 + 14 * time, 0, 0, 0, 0.2 + 0.4 * time]
            #expect(drawn.count == 7 && zip(drawn, expected).allSatisfy { abs($0 - $1) < 1e-3 }, "\(pane): \(drawn), expected \(expected)")
            let effects = views.values.flatMap { $0["effects"] as? [[String: Any]] ?? [] }
            let multiply = try #require(effects.first { $0["name"] as? String == "_ColorMultiplyEffect" }, "\(pane)")
            let data = try #require(multiply["animatableData"] as? [Double])
            #expect(data.count == 4 && zip(data, [1, 1, 1, 1 - time]).allSatisfy { abs($0 - $1) < 1e-3 }, "\(pane): \(data)")
        }
    }

    /// Without a radius there is no shadow to draw: said at the key, with SwiftUI's spelling.
    @Test func aShadowNeedsARadius() throws {
        let folder = try AnimSimBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(Self.scene.replacingOccurrences(of: "radius: $r, ", with: "").utf8).write(to: folder.appendingPathComponent("bad.yaml"))
        let run = try AnimSimBinary.run(["check", "bad.yaml"], in: folder)
        #expect(run.status == 1)
        #expect(run.err.contains("bad.yaml:16:11: shadow needs 'radius'"), "\(run.err)")
    }
}
