import AnimSimCairo
import AnimSimPresentation
import Foundation
import Testing

/// Shadows, masks, the naive cross-fade and `import QuartzCore` through the binary, as a
/// user runs them: SwiftUI files whose one transaction (in `onAppear`, linear, 1 s) starts at
/// t = 0, so its progress at t is t. Closed forms are given with each test.
@Suite struct CompositingFileTests {
    static let cache = Result { try AnimSimBinary.temporaryDirectory() }

    typealias View = [String: Any]

    static func write(_ source: String) throws -> URL {
        let folder = try AnimSimBinary.temporaryDirectory()
        try Data(source.utf8).write(to: folder.appendingPathComponent("ContentView.swift"))
        return folder
    }

    static func run(_ arguments: [String], in folder: URL) throws -> AnimSimBinary.Run {
        let run = try AnimSimBinary.run(arguments, in: folder, environment: ["XDG_CACHE_HOME": try cache.get().path])
        try #require(run.status == 0, "\(run.err)")
        return run
    }

    /// Each pane's views by id at `time`.
    static func trace(_ folder: URL, at time: Double) throws -> [String: [String: View]] {
        let run = try run(["trace", "ContentView.swift", "--at", String(time)], in: folder)
        return try PaneTrace.panes(run.out)
    }

    static let shadowFile = Result { try write("""
        import SwiftUI

        struct ContentView: View {
            @State var lifted = false

            var body: some View {
                RoundedRectangle(cornerRadius: 12)
                    .fill(Color.white)
                    .frame(width: 160, height: 100)
                    .shadow(color: .black.opacity(lifted ? 0.6 : 0.2), radius: lifted ? 20 : 2, x: 0, y: lifted ? 16 : 2)
                    .accessibilityIdentifier("card")
                    .onAppear { withAnimation(.linear(duration: 1)) { lifted = true } }
            }
        }
        """) }

    /// The shadow's radius 2 + 18t, its y offset 2 + 14t and its opacity 0.2 + 0.4t (a colour
    /// animates premultiplied, so a black's opacity is linear), in both panes: what a renderer
    /// draws a shadow with is these numbers, so the naive pane interpolates the same ones.
    @Test(arguments: [0.25, 0.5, 0.8])
    func aShadowsRadiusAnimatesInBothPanes(time: Double) throws {
        let panes = try Self.trace(try Self.shadowFile.get(), at: time)
        for pane in ["position", "animatable"] {
            let shadow = try #require(panes[pane]?["card"]?["shadow"] as? [String: Any], "\(pane)")
            let radius = try #require(shadow["radius"] as? Double)
            let offset = try #require(shadow["offset"] as? [Double])
            let color = try #require(shadow["color"] as? [Double])
            #expect(abs(radius - (2 + 18 * time)) < 1e-3, "\(pane): radius \(radius)")
            #expect(abs(offset[1] - (2 + 14 * time)) < 1e-3 && offset[0] == 0, "\(pane): offset \(offset)")
            #expect(abs(color[3] - (0.2 + 0.4 * time)) < 1e-3 && abs(color[0]) < 1e-6, "\(pane): colour \(color)")
        }
    }

    static let wedgeFile = Result { try write("""
        import SwiftUI

        struct Wedge: Shape {
            var degrees: Double
            var animatableData: Double {
                get { degrees }
                set { degrees = newValue }
            }
            func path(in rect: CGRect) -> Path {
                var path = Path()
                let c = CGPoint(x: rect.midX, y: rect.midY)
                path.move(to: c)
                path.addArc(center: c, radius: rect.width, startAngle: .degrees(0), endAngle: .degrees(degrees), clockwise: false)
                path.closeSubpath()
                return path
            }
        }

        struct ContentView: View {
            @State var open = false

            var body: some View {
                Color.orange
                    .frame(width: 160, height: 160)
                    .clipShape(Wedge(degrees: open ? 270 : 90))
                    .accessibilityIdentifier("wedge")
                    .onAppear { withAnimation(.linear(duration: 1)) { open = true } }
            }
        }
        """) }

    /// The wedge opens from 90° to 270° (angles grow from +x towards +y, down), its data
    /// 90 + 180t, and `path(in:)` runs with it each frame in the animatable pane. A point 40 pt
    /// from the centre at 225° (up and left) comes inside when 90 + 180t = 225, t = 0.75:
    /// white (the pane's background) before, orange after.
    @Test(arguments: [(0.7, false), (0.8, true), (0.3, false), (0.95, true)])
    func aCustomClipShapeUncoversAPointWhenItsAngleIsPassed(time: Double, covered: Bool) throws {
        let folder = try Self.wedgeFile.get()
        let still = folder.appendingPathComponent("still-\(time).png")
        _ = try Self.run(["render", "ContentView.swift", "--still", String(time), "--strategy", "animatable", "-o", still.path], in: folder)
        let image = try PNGDecoder().decode(contentsOf: still)
        let frame = try #require(try Self.trace(folder, at: time)["animatable"]?["wedge"]?["frame"] as? [Double])
        let top = Double(CompositionLayout.titleLineHeight + CompositionLayout.captionBandHeight)
        let angle = 225 * Double.pi / 180
        let x = frame[0] + frame[2] / 2 + 40 * cos(angle), y = top + frame[1] + frame[3] / 2 + 40 * sin(angle)
        let pixel = image[Int(x), Int(y)]
        let orange = PixelBuffer.Pixel(red: 255, green: 149, blue: 0)
        if covered {
            #expect(pixel.distance(to: orange) <= 6, "\(pixel) at t = \(time)")
        } else {
            #expect(pixel == PixelBuffer.Pixel(red: 255, green: 255, blue: 255), "\(pixel) at t = \(time)")
        }
    }

    static let textFile = Result { try write("""
        import SwiftUI

        struct ContentView: View {
            @State var done = false

            var body: some View {
                VStack {
                    Text(done ? "World" : "Hello")
                        .font(.system(size: 40))
                        .accessibilityIdentifier("word")
                    Image(systemName: done ? "star" : "heart")
                        .accessibilityIdentifier("icon")
                }
                .onAppear { withAnimation(.linear(duration: 1)) { done = true } }
            }
        }
        """) }

    /// The naive pane cross-fades the two words, the new one's share t, and an image's two
    /// names on its placeholder; SwiftUI's pane shows the new word at once (no
    /// contentTransition), so it has no fade.
    @Test(arguments: [0.25, 0.5])
    func theNaivePaneCrossFadesATextsCharacters(time: Double) throws {
        let panes = try Self.trace(try Self.textFile.get(), at: time)
        let fade = try #require(panes["position"]?["word"]?["crossFade"] as? [String: Any])
        #expect(fade["fromText"] as? String == "Hello")
        #expect(abs((fade["progress"] as? Double ?? -1) - time) < 1e-3, "\(fade)")
        let icon = try #require(panes["position"]?.values.first { ($0["crossFade"] as? [String: Any])?["fromLabel"] != nil })
        let iconFade = try #require(icon["crossFade"] as? [String: Any])
        #expect(iconFade["fromLabel"] as? String == "heart" && abs((iconFade["progress"] as? Double ?? -1) - time) < 1e-3, "\(iconFade)")
        #expect(panes["animatable"]?["word"] != nil)
        #expect(panes["animatable"]?["word"]?["crossFade"] == nil)
        let settled = try Self.trace(try Self.textFile.get(), at: 1.2)
        #expect(settled["position"]?["word"]?["crossFade"] == nil, "over once the transaction is")
    }

    /// `import QuartzCore` loads CATransform3D and its functions: a y-axis rotation by a with
    /// `m34 = −1/50` perspective, through `projectionEffect`, is the 3×3 with m11 = cos a and
    /// m13 = −sin a·m34 = sin a / 50 (a trace prints 4 decimals: within 1e-4).
    @Test func importQuartzCoreGivesCATransform3DWithPerspective() throws {
        let folder = try Self.write("""
            import SwiftUI
            import QuartzCore
            import CoreGraphics

            struct ContentView: View {
                var transform: CATransform3D {
                    var t = CATransform3DIdentity
                    t.m34 = -1 / 50
                    return CATransform3DRotate(t, .pi / 4, 0, 1, 0)
                }

                var body: some View {
                    Rectangle()
                        .fill(Color.blue)
                        .frame(width: 120, height: 80)
                        .projectionEffect(ProjectionTransform(transform))
                        .accessibilityIdentifier("card")
                }
            }
            """)
        let panes = try Self.trace(folder, at: 0)
        let effect = try #require((panes["animatable"]?["card"]?["effects"] as? [[String: Any]])?.first)
        let matrix = try #require(effect["matrix"] as? [Double])
        #expect(abs(matrix[0] - cos(Double.pi / 4)) < 1e-4, "\(matrix)")
        #expect(abs(matrix[2] - sin(Double.pi / 4) / 50) < 1e-4, "\(matrix)")
        #expect(matrix[2] > 0.014, "perspective: \(matrix)")
    }
}
