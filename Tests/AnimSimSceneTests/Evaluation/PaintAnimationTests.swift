import Foundation
import Testing
import AnimSimCore
import AnimSimNodeBuilder
@testable import AnimSimScene

/// Colours and corner radii animate (docs/evaluation.md, "Colours and corner radii"): a
/// view's resolved colour moves through SwiftUI's animatable data, Oklab's cube-rooted LMS
/// premultiplied by opacity, and a rounded rectangle's radius is its animatableData. Neither
/// is layout, so both panes show the same values. Expected values are derived here from the
/// published Oklab matrices, not from AnimSim's code.
@Suite struct PaintAnimationTests {
    static func scene(state: String, view: String, timeline: String) -> String {
        """
        animsim: 1
        canvas: { width: 200, height: 100 }
        duration: 3
        state: { \(state) }
        view: { \(view), id: box, frame: { width: 80, height: 60 } }
        timeline:
        \(timeline)
        """
    }

    static func item(_ yaml: String, _ time: Double, _ strategy: Strategy) throws -> DisplayItem {
        let list = try SceneLoader().load(yaml: yaml, source: "paint.yaml").evaluator().evaluate(at: time, strategy: strategy)
        return try #require(list.item("box/0"))
    }

    // Oklab (Björn Ottosson): linear sRGB → LMS, and LMS → linear sRGB.
    static let toLMS = [[0.4122214708, 0.5363325363, 0.0514459929],
                        [0.2119034982, 0.6806995451, 0.1073969566],
                        [0.0883024619, 0.2817188376, 0.6299787005]]
    static let fromLMS = [[4.0767416621, -3.3077115913, 0.2309699292],
                          [-1.2684380046, 2.6097574011, -0.3413193965],
                          [-0.0041960863, -0.7034186147, 1.7076147010]]

    static func times(_ m: [[Double]], _ v: [Double]) -> [Double] { m.map { row in zip(row, v).reduce(0) { $0 + $1.0 * $1.1 } } }
    /// sRGB's transfer, odd-symmetric for the negative components of colours outside sRGB
    /// (blue and green mixed perceptually have a negative linear red), as SwiftUI's extended
    /// range keeps them.
    static func encode(_ v: Double) -> Double {
        let a = abs(v), e = a <= 0.0031308 ? 12.92 * a : 1.055 * pow(a, 1 / 2.4) - 0.055
        return v < 0 ? -e : e
    }

    /// The perceptual mix of two opaque colours given in linear sRGB, `t` of the way from
    /// `a` to `b`: cube roots of LMS mixed in a straight line, cubed back, encoded as sRGB.
    static func mix(_ a: [Double], _ b: [Double], _ t: Double) -> [Double] {
        let la = times(toLMS, a).map(cbrt), lb = times(toLMS, b).map(cbrt)
        let mixed = zip(la, lb).map { pow($0 * (1 - t) + $1 * t, 3) }
        return times(fromLMS, mixed).map(encode)
    }

    static func expectColor(_ color: Color?, _ rgb: [Double], opacity: Double = 1, _ note: String) {
        guard let color else { Issue.record("no colour: \(note)"); return }
        let got = [color.red, color.green, color.blue]
        #expect(zip(got, rgb).allSatisfy { abs($0 - $1) < 1e-9 } && abs(color.opacity - opacity) < 1e-9,
                "\(note): \(got) opacity \(color.opacity), expected \(rgb) opacity \(opacity)")
    }

    /// red #ff0000 → blue #0000ff, linear 1 s: at 0.5 s the mix is halfway in Oklab's LMS
    /// cube roots, linear sRGB (0.2637, 0.0866, 0.3628), which is sRGB (0.5504, 0.3256,
    /// 0.6365), #8c53a2: a purple lighter than sRGB's halfway #800080.
    @Test(arguments: Strategy.allCases)
    func colourStateMeetsHalfwayInOklab(strategy: Strategy) throws {
        let yaml = Self.scene(state: "tint: \"#ff0000\"", view: "rect: {}, fill: $tint",
                              timeline: "  - { at: 0, animation: linear(duration: 1), set: { tint: \"#0000ff\" } }")
        let expected = Self.mix([1, 0, 0], [0, 0, 1], 0.5)
        #expect(abs(expected[0] - 0.55044) < 1e-4 && abs(expected[1] - 0.32562) < 1e-4 && abs(expected[2] - 0.63650) < 1e-4)
        Self.expectColor(try Self.item(yaml, 0.5, strategy).fill, expected, "halfway")
        Self.expectColor(try Self.item(yaml, 0.25, strategy).fill, Self.mix([1, 0, 0], [0, 0, 1], 0.25), "a quarter")
        Self.expectColor(try Self.item(yaml, 1, strategy).fill, [0, 0, 1], "settled")
        #expect(try Self.item(yaml, 1, strategy).fill == Color(hex: 0x0000FF))
    }

    /// Premultiplied: opaque red → transparent blue (#0000ff00). The blue's components are
    /// multiplied by its opacity 0, so halfway the data is half red's, opacity 0.5, which
    /// divides back to pure red at opacity 0.5; unpremultiplied it would be a purple.
    @Test(arguments: Strategy.allCases)
    func opacityIsPremultiplied(strategy: Strategy) throws {
        let yaml = Self.scene(state: "tint: red", view: "color: $tint",
                              timeline: "  - { at: 0, animation: linear(duration: 1), set: { tint: \"#0000ff00\" } }")
        let red = Color.red
        Self.expectColor(try Self.item(yaml, 0.5, strategy).fill, [red.red, red.green, red.blue], opacity: 0.5, "halfway")
    }

    /// Interrupted as every animatable value is: red → blue over 1 s from 0, then → green
    /// over 1 s from 0.5. Timing curves add: at 1 s the first has finished and the second
    /// still owes half of (blue − green), so the colour is the perceptual midpoint of blue
    /// and green, not of anything red.
    @Test(arguments: Strategy.allCases)
    func interruptedColourAdds(strategy: Strategy) throws {
        let yaml = Self.scene(state: "tint: \"#ff0000\"", view: "rect: {}, fill: $tint", timeline: """
              - { at: 0, animation: linear(duration: 1), set: { tint: "#0000ff" } }
              - { at: 0.5, animation: linear(duration: 1), set: { tint: "#00ff00" } }
            """)
        Self.expectColor(try Self.item(yaml, 1, strategy).fill, Self.mix([0, 0, 1], [0, 1, 0], 0.5), "at 1 s")
        // At 0.75 s: red→blue owes (red − blue)·0.25, blue→green owes (blue − green)·0.75,
        // on top of green: 0.25 red + 0 blue + 0.75 … in cube-root LMS, which is
        // green + 0.25(red − blue) + 0.75(blue − green) = 0.25 red + 0.5 blue + 0.25 green.
        let cube = { (rgb: [Double]) in Self.times(Self.toLMS, rgb).map(cbrt) }
        let (r, b, g) = (cube([1, 0, 0]), cube([0, 0, 1]), cube([0, 1, 0]))
        var lms: [Double] = []
        for k in 0..<3 {
            let sum: Double = 0.25 * r[k] + 0.5 * b[k] + 0.25 * g[k]
            lms.append(sum * sum * sum)
        }
        Self.expectColor(try Self.item(yaml, 0.75, strategy).fill, Self.times(Self.fromLMS, lms).map(Self.encode), "at 0.75 s")
    }

    /// Springs retarget a colour as they retarget a number: the colour's animatable data is
    /// four numbers moved by the same linear dynamics, so each of its components follows
    /// exactly the path a number state takes through the same values with the same springs
    /// (red → blue at 0, interrupted towards green at 0.2 s, before the first settles).
    @Test(arguments: Strategy.allCases)
    func springsRetargetAColourAsANumber(strategy: Strategy) throws {
        let (red, blue, green) = (Color(hex: 0xFF0000).animatableComponents, Color(hex: 0x0000FF).animatableComponents,
                                  Color(hex: 0x00FF00).animatableComponents)
        let numbers = (0..<4).map { "c\($0): \(red[$0])" }.joined(separator: ", ")
        let toBlue = (0..<4).map { "c\($0): \(blue[$0])" }.joined(separator: ", ")
        let toGreen = (0..<4).map { "c\($0): \(green[$0])" }.joined(separator: ", ")
        let yaml = Self.scene(state: "tint: \"#ff0000\", \(numbers)", view: "rect: {}, fill: $tint", timeline: """
              - { at: 0, animation: spring(duration: 0.6, bounce: 0.3), set: { tint: "#0000ff", \(toBlue) } }
              - { at: 0.2, animation: spring(duration: 0.4, bounce: 0.2), set: { tint: "#00ff00", \(toGreen) } }
            """)
        let evaluator = try SceneLoader().load(yaml: yaml, source: "paint.yaml").evaluator()
        for time in [0.1, 0.3, 0.45, 0.7] {
            let list = try evaluator.evaluate(at: time, strategy: strategy)
            let fill = try #require(list.item("box/0")?.fill).animatableComponents
            for k in 0..<4 {
                let number = try #require(list.state.first { $0.name == "c\(k)" }).value
                #expect(abs(fill[k] - number) < 1e-6, "component \(k) at \(time): \(fill[k]) vs \(number)")
            }
        }
    }

    /// cornerRadius 0 → 20, linear 1 s: RoundedRectangle's animatableData is its radius, 10 halfway.
    @Test(arguments: Strategy.allCases)
    func cornerRadiusAnimates(strategy: Strategy) throws {
        let yaml = Self.scene(state: "r: 0", view: "roundedRect: { cornerRadius: $r }",
                              timeline: "  - { at: 0, animation: linear(duration: 1), set: { r: 20 } }")
        #expect(try Self.item(yaml, 0.5, strategy).shape == .roundedRectangle(cornerRadius: 10))
        #expect(try Self.item(yaml, 0.25, strategy).shape == .roundedRectangle(cornerRadius: 5))
        #expect(try Self.item(yaml, 1, strategy).shape == .roundedRectangle(cornerRadius: 20))
    }

    /// No animation: the colour changes at once.
    @Test func unanimatedChangeJumps() throws {
        let yaml = Self.scene(state: "tint: red", view: "rect: {}, fill: $tint",
                              timeline: "  - { at: 0.5, animation: none, set: { tint: blue } }")
        #expect(try Self.item(yaml, 0.4, .animatable).fill == .red)
        #expect(try Self.item(yaml, 0.5, .animatable).fill == .blue)
    }

    /// A scene written in Swift animates its fill on the same path: the body's fill changed
    /// between two states, so the plan's paint channel animates it.
    @Test(arguments: Strategy.allCases)
    func swiftBuiltFillAnimates(strategy: Strategy) throws {
        let scene = Scene(title: "swift fill", canvas: CGSize(width: 200, height: 100), duration: 2,
                          parameters: [SceneParameter(name: "blue", value: .boolean(false))],
                          timeline: [StateChange(at: 0, animation: .linear(duration: 1), set: [:], discrete: ["blue": .boolean(true)])]) { state in
            Rectangle().fill(state.flag("blue") ? Color(hex: 0x0000FF) : Color(hex: 0xFF0000)).frame(width: 80, height: 60).id("box")
        }
        let list = try SceneEvaluator(scene: scene).evaluate(at: 0.5, strategy: strategy)
        Self.expectColor(try #require(list.item("box/0")).fill, Self.mix([1, 0, 0], [0, 0, 1], 0.5), "swift-built halfway")
    }
}
