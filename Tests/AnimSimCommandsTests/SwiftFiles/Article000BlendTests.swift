import Foundation
import Testing

/// Article 000's wave, its interpolated layout and its tree, traced by the binary against
/// their geometry in closed form (0.01 pt), in both panes.
@Suite struct Article000BlendTests {
    typealias Program = ArticleProgramsTests.Program
    typealias Base = Article000ProgramsTests

    static func view(_ views: [String: Base.View], endingWith suffix: String) throws -> Base.View {
        let found = views.filter { $0.key.hasSuffix(suffix) && !$0.key.hasSuffix("~") }
        try #require(found.count == 1, "\(suffix): \(found.keys.sorted())")
        return found.first!.value
    }

    /// Square `index` of 12 on a wave of `amplitude` and `frequency`, its axis turned by
    /// `angle` (radians) about `centre`, `width` wide: its centre and its turn (degrees).
    static func onWave(_ centre: (x: Double, y: Double), width: Double, amplitude: Double, frequency: Double, angle: Double,
                       index: Int) -> (point: (x: Double, y: Double), turn: Double) {
        let t = (Double(index) + 0.5) / 12, phase = 2 * Double.pi * frequency * t
        let x = (t - 0.5) * width, y = -amplitude * sin(phase)
        let point = (x: centre.x + x * cos(angle) - y * sin(angle), y: centre.y + x * sin(angle) + y * cos(angle))
        let slope = -amplitude * 2 * .pi * frequency * cos(phase) / width
        return (point, (angle + atan(slope)) * 180 / .pi)
    }

    /// The interpolated layout, `Morph` at 0.5 s (pct 0 → 1, easeInOut over 2 s), with the
    /// article's formula `wheel · pct + wave · (1 − pct)` for its size and each square's
    /// centre: at pct 0 the wave (400 × 130 in the VStack's 400-pt proposal), at 1 the wheel
    /// (radius 120, 270 pt square). The wave spreads its squares across the bounds it is
    /// given, the blended width, so a square's place is not linear in pct: the animatable
    /// pane follows that curve, the position pane the straight line between its ends.
    @Test(arguments: ["position", "animatable"])
    func theInterpolatedLayoutBlendsTheWaveIntoTheWheel(strategy: String) throws {
        let frames = try Base.trace(Program(folder: "000-interpolated", view: nil), strategy: strategy,
                                    uses: "- { at: 0.5, control: Morph }\n")
        let first = try #require(frames.first), last = try #require(frames.last)
        for frame in frames {
            let pct = Base.easeInOut((frame.time - 0.5) / 2)
            func blend(_ wheel: Double, _ wave: Double) -> Double { wheel * pct + wave * (1 - pct) }
            let layout = try #require(frame.views["root/content/0"])
            let (width, height) = (blend(270, 400), blend(270, 130))
            #expect(abs(layout.frame[2] - width) < 0.01 && abs(layout.frame[3] - height) < 0.01, "\(layout.frame) at t = \(frame.time)")
            for index in 0..<12 {
                let id = "root/content/0/content/[\(index)]"
                let now = try #require(frame.views[id])
                let wave = Self.onWave((width / 2, height / 2), width: width, amplitude: 50, frequency: 1, angle: 0, index: index)
                let wheel = Base.onCircle((width / 2, height / 2), radius: 120, index: index, count: 12, turned: 0)
                let start = try #require(first.views[id]).centre, end = try #require(last.views[id]).centre
                let expected = strategy == "animatable"
                    ? (x: layout.frame[0] + blend(wheel.x, wave.point.x), y: layout.frame[1] + blend(wheel.y, wave.point.y))
                    : (x: start.x + (end.x - start.x) * pct, y: start.y + (end.y - start.y) * pct)
                #expect(Base.close(now.centre, expected), "square \(index) at t = \(frame.time): \(now.centre) ≠ \(expected)")
                // Turned by the write-back of the pass at the update's target: the wave's
                // slope at first, the wheel's angle from the press on, in both panes.
                let turn = frame.time < 0.5 ? wave.turn : 30 * Double(index)
                #expect(abs(now.rotation - turn) < Base.degrees, "square \(index) at t = \(frame.time) turned \(now.rotation)°")
            }
        }
    }

    /// The wave alone in its 360 × 300 frame, `Change` at 0.5 s: amplitude 50 → −80,
    /// frequency 1 → 2, angle 0° → 30°. At the start and the end both panes put each square
    /// on its wave; halfway the position pane has it halfway along its straight line, the
    /// animatable pane on the wave of the halfway parameters (−15, 1.5, 15°).
    @Test(arguments: ["position", "animatable"])
    func theWaveFollowsItsParameters(strategy: String) throws {
        let frames = try Base.trace(Program(folder: "000-interpolated", view: "WaveLayoutUsage"), strategy: strategy,
                                    uses: "- { at: 0.5, control: Change }\n")
        let frame = try #require(frames.first?.views["root/content/0"])
        #expect(frame.frame[2] == 360 && frame.frame[3] == 300, "\(frame.frame)")
        let middle = try #require(frames.first { abs($0.time - 1.5) < 1e-9 }), last = try #require(frames.last)
        for index in 0..<12 {
            let suffix = "/content/[\(index)]"
            let start = try Self.view(try #require(frames.first).views, endingWith: suffix)
            let end = try Self.view(last.views, endingWith: suffix), half = try Self.view(middle.views, endingWith: suffix)
            let from = Self.onWave(frame.centre, width: 360, amplitude: 50, frequency: 1, angle: 0, index: index)
            let to = Self.onWave(frame.centre, width: 360, amplitude: -80, frequency: 2, angle: .pi / 6, index: index)
            #expect(Base.close(start.centre, from.point) && abs(start.rotation - from.turn) < Base.degrees, "square \(index) at 0")
            #expect(Base.close(end.centre, to.point) && abs(end.rotation - to.turn) < Base.degrees, "square \(index) at the end")
            let expected = strategy == "position"
                ? (x: (from.point.x + to.point.x) / 2, y: (from.point.y + to.point.y) / 2)
                : Self.onWave(frame.centre, width: 360, amplitude: -15, frequency: 1.5, angle: .pi / 12, index: index).point
            #expect(Base.close(half.centre, expected), "square \(index) halfway: \(half.centre) ≠ \(expected)")
        }
    }

    /// The tree (Root → Alpha (A1, A2), Beta (B1)), from its nodes' traced sizes: levels 40
    /// apart, each as tall as its tallest node; a subtree as wide as the wider of its node and
    /// its children's row (20 apart); each node centred over its subtree. The path is drawn
    /// by a view as large as the tree, behind it.
    @Test(arguments: ["position", "animatable"])
    func theTreePlacesItsNodesByLevelAndSubtree(strategy: String) throws {
        let views = try Base.still(Program(folder: "000-tree", view: nil), strategy: strategy)
        func node(_ number: Int) throws -> Base.View {
            try Self.view(views, endingWith: "[00000000-0000-0000-0000-00000000000\(number)]")
        }
        let root = try node(1), alpha = try node(2), beta = try node(3), a1 = try node(4), a2 = try node(5), b1 = try node(6)
        func w(_ view: Base.View) -> Double { view.frame[2] }
        func h(_ view: Base.View) -> Double { view.frame[3] }
        let spanAlpha = max(w(alpha), w(a1) + 20 + w(a2)), spanBeta = max(w(beta), w(b1))
        let spanRoot = max(w(root), spanAlpha + 20 + spanBeta)
        let heights = [h(root), max(h(alpha), h(beta)), max(h(a1), h(a2), h(b1))]
        let tree = try #require(views["root"])
        #expect(abs(tree.frame[2] - spanRoot) < 0.01 && abs(tree.frame[3] - (heights.reduce(0, +) + 80)) < 0.01, "\(tree.frame)")
        let rows = [heights[0] / 2, heights[0] + 40 + heights[1] / 2, heights[0] + heights[1] + 80 + heights[2] / 2]
        let leftAlpha = (spanRoot - spanAlpha - 20 - spanBeta) / 2, leftBeta = leftAlpha + spanAlpha + 20
        let leftA1 = leftAlpha + (spanAlpha - w(a1) - 20 - w(a2)) / 2
        let expected: [(Base.View, Double, Double)] = [
            (root, spanRoot / 2, rows[0]), (alpha, leftAlpha + spanAlpha / 2, rows[1]), (beta, leftBeta + spanBeta / 2, rows[1]),
            (a1, leftA1 + w(a1) / 2, rows[2]), (a2, leftA1 + w(a1) + 20 + w(a2) / 2, rows[2]), (b1, leftBeta + spanBeta / 2, rows[2]),
        ]
        for (index, (view, x, y)) in expected.enumerated() {
            let place = (x: tree.frame[0] + x, y: tree.frame[1] + y)
            #expect(Base.close(view.centre, place), "node \(index + 1): \(view.centre) ≠ \(place)")
        }
        #expect(try #require(views["root/background"]).frame == tree.frame)
    }
}

