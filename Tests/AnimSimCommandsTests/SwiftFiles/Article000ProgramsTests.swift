import Foundation
import Testing

/// Article 000's programs traced by the binary against their geometry in closed form
/// (0.01 pt), in both panes: the wheel app's motion (straight lines against the circle, a
/// full turn that shows nothing), `WheelComponent`'s written-back rotations, the recursive,
/// composed, wave and interpolated layouts, and the tree.
@Suite struct Article000ProgramsTests {
    typealias Program = ArticleProgramsTests.Program

    struct View {
        let frame: [Double]
        let rotation: Double
        let scale: Double
        var centre: (x: Double, y: Double) { (frame[0] + frame[2] / 2, frame[1] + frame[3] / 2) }
    }

    /// Every frame of one strategy: its time and its views by trace id. `uses` is a script.
    static func trace(_ program: Program, strategy: String, uses: String? = nil, at time: Double? = nil) throws
        -> [(time: Double, views: [String: View])] {
        let folder = try AnimSimBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        var arguments = ["trace", ".", "--strategy", strategy] + program.viewArguments
        if let uses {
            let script = folder.appendingPathComponent("uses.yaml")
            try Data(uses.utf8).write(to: script)
            arguments += ["--script", script.path]
        }
        if let time { arguments += ["--at", String(time)] }
        let run = try ArticleProgramsTests.run(arguments, in: program.folder)
        try #require(run.status == 0, "\(run.err)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.out.utf8)) as? [String: Any])
        let frames = try #require(json["frames"] as? [[String: Any]])
        let fps = try #require(json["fps"] as? Double)
        return try frames.map { frame in
            let views = try #require((frame["strategies"] as? [[String: Any]])?.first?["views"] as? [[String: Any]])
            var byID: [String: View] = [:]
            for view in views {
                guard let id = view["id"] as? String, byID[id] == nil, let box = view["frame"] as? [Double] else { continue }
                byID[id] = View(frame: box, rotation: view["rotation"] as? Double ?? 0, scale: view["scale"] as? Double ?? 1)
            }
            // The frame's own instant, index / fps: its printed time has 4 decimals only.
            let index = frame["index"] as? Int
            return (try index.map { Double($0) / fps } ?? #require(frame["time"] as? Double), byID)
        }
    }

    static func still(_ program: Program, strategy: String, at time: Double = 0) throws -> [String: View] {
        try #require(try trace(program, strategy: strategy, at: time).first).views
    }

    /// How closely a traced turn can match (degrees): the trace prints 4 decimals.
    static let degrees = 1e-4

    static func close(_ a: (x: Double, y: Double), _ b: (x: Double, y: Double), _ tolerance: Double = 0.01) -> Bool {
        abs(a.x - b.x) < tolerance && abs(a.y - b.y) < tolerance
    }

    /// SwiftUI's `easeInOut` (the cubic Bézier (0.42, 0) (0.58, 1)), solved by bisection.
    static func easeInOut(_ u: Double) -> Double {
        guard u > 0 else { return 0 }
        guard u < 1 else { return 1 }
        return CorpusPressTests.timingCurve(u, x1: 0.42, x2: 0.58)
    }

    static let rotate = "- { at: 0.5, control: Rotate }\n"
    static let wheel = "root/content/0"
    static func square(_ index: Int) -> String { "root/content/0/content/[\(index)]" }

    /// Where square `index` of `count` is on the wheel's circle at `angle` (radians) past its start.
    static func onCircle(_ centre: (x: Double, y: Double), radius: Double, index: Int, count: Int, turned angle: Double) -> (x: Double, y: Double) {
        let theta = 2 * Double.pi * Double(index) / Double(count) + angle
        return (centre.x + radius * sin(theta), centre.y - radius * cos(theta))
    }

    /// The wheel app, `Rotate` pressed at 0.5 s (0° → 90°, easeInOut over 2 s). Position
    /// pane: each square at every frame is its start moved the eased fraction of the way, in
    /// a straight line, to its end. Animatable pane: on the circle of radius 130, at the
    /// eased angle.
    @Test(arguments: ["position", "animatable"])
    func theWheelAppsSquaresMoveInLinesOrOnTheCircle(strategy: String) throws {
        let frames = try Self.trace(Program(folder: "000-wheel", view: nil), strategy: strategy, uses: Self.rotate)
        let centre = try #require(frames.first?.views[Self.wheel]).centre
        #expect(frames.count > 120 && frames.last!.time >= 2.5)
        var offTheChord = 0.0
        for frame in frames {
            let eased = Self.easeInOut((frame.time - 0.5) / 2)
            for index in 0..<8 {
                let centreNow = try #require(frame.views[Self.square(index)]).centre
                let from = Self.onCircle(centre, radius: 130, index: index, count: 8, turned: 0)
                let to = Self.onCircle(centre, radius: 130, index: index, count: 8, turned: .pi / 2)
                let chord = (x: from.x + (to.x - from.x) * eased, y: from.y + (to.y - from.y) * eased)
                let arc = Self.onCircle(centre, radius: 130, index: index, count: 8, turned: .pi / 2 * eased)
                let expected = strategy == "position" ? chord : arc
                #expect(Self.close(centreNow, expected), "square \(index) at t = \(frame.time): \(centreNow) ≠ \(expected)")
                offTheChord = max(offTheChord, hypot(centreNow.x - chord.x, centreNow.y - chord.y))
            }
        }
        // On the circle, halfway, a square is 130 · (1 − cos 45°) ≈ 38 pt off its chord.
        #expect(strategy == "position" ? offTheChord < 0.01 : offTheChord > 38, "\(offTheChord)")
    }

    /// A full turn, 0° → 360°: the position pane's squares start and end in the same place,
    /// so they never move; the animatable pane's go round the circle, halfway at 180°.
    @Test(arguments: ["position", "animatable"])
    func aFullTurnShowsNothingInThePositionPane(strategy: String) throws {
        let frames = try Self.trace(Program(folder: "000-wheel", view: "FullTurnView"), strategy: strategy, uses: Self.rotate)
        let centre = try #require(frames.first?.views[Self.wheel]).centre
        var travelled = 0.0
        for frame in frames {
            let eased = Self.easeInOut((frame.time - 0.5) / 2)
            for index in 0..<8 {
                let now = try #require(frame.views[Self.square(index)]).centre
                let start = Self.onCircle(centre, radius: 130, index: index, count: 8, turned: 0)
                let expected = strategy == "position" ? start : Self.onCircle(centre, radius: 130, index: index, count: 8, turned: 2 * .pi * eased)
                #expect(Self.close(now, expected), "square \(index) at t = \(frame.time): \(now) ≠ \(expected)")
                travelled = max(travelled, hypot(now.x - start.x, now.y - start.y))
            }
        }
        #expect(strategy == "position" ? travelled < 0.01 : abs(travelled - 260) < 0.5, "\(travelled)")
    }

    /// `WheelComponent`: sixteen squares on the circle, each turned to its own angle by the
    /// layout's write-back, in both panes from the first frame. After `Rotate` the turns
    /// snap to their new angles at the instant of the press (the write is an update of its
    /// own, without animation) while the squares move: on their chords in the position pane,
    /// on the circle in the animatable one.
    @Test(arguments: ["position", "animatable"])
    func wheelComponentsTurnToTheirAngles(strategy: String) throws {
        let frames = try Self.trace(Program(folder: "000-wheel-component", view: nil), strategy: strategy, uses: Self.rotate)
        let centre = try #require(frames.first?.views[Self.wheel]).centre
        for frame in frames where [0, 0.5, 1.5, 2.5].contains(where: { abs($0 - frame.time) < 1e-9 }) {
            let eased = Self.easeInOut((frame.time - 0.5) / 2)
            for index in 0..<16 {
                let view = try #require(frame.views[Self.square(index)])
                let from = Self.onCircle(centre, radius: 130, index: index, count: 16, turned: 0)
                let to = Self.onCircle(centre, radius: 130, index: index, count: 16, turned: .pi / 2)
                let expected = strategy == "position"
                    ? (x: from.x + (to.x - from.x) * eased, y: from.y + (to.y - from.y) * eased)
                    : Self.onCircle(centre, radius: 130, index: index, count: 16, turned: .pi / 2 * eased)
                #expect(Self.close(view.centre, expected), "square \(index) at t = \(frame.time): \(view.centre) ≠ \(expected)")
                let turn = 22.5 * Double(index) + (frame.time >= 0.5 ? 90 : 0)
                #expect(abs(view.rotation - turn) < Self.degrees, "square \(index) at t = \(frame.time) turned \(view.rotation)°, not \(turn)°")
            }
        }
    }

    /// The recursive wheel: 44 squares of 50 pt on rings of 12, 12, 12 and 8; ring k has
    /// radius 150 · 0.7^k, its squares 360° / count apart from the top, each turned to its
    /// angle and scaled by 0.7^k through the layout's write-back. The wheel is
    /// (25 + 150) × 2 = 350 pt square.
    @Test(arguments: ["position", "animatable"])
    func theRecursiveWheelPlacesFourRings(strategy: String) throws {
        let views = try Self.still(Program(folder: "000-recursive", view: nil), strategy: strategy)
        let wheel = try #require(views["root"])
        #expect(abs(wheel.frame[2] - 350) < 0.01 && abs(wheel.frame[3] - 350) < 0.01, "\(wheel.frame)")
        for index in 0..<44 {
            let ring = index / 12, count = ring < 3 ? 12 : 8
            let scale = pow(0.7, Double(ring)), theta = 2 * Double.pi * Double(index % 12) / Double(count)
            let view = try #require(views["root/content/[\(index)]"])
            let expected = (x: wheel.centre.x + 150 * scale * sin(theta), y: wheel.centre.y - 150 * scale * cos(theta))
            #expect(Self.close(view.centre, expected), "square \(index): \(view.centre) ≠ \(expected)")
            #expect(abs(view.frame[2] - 50) < 0.01, "the layout size stays 50 pt; the scale is an effect")
            #expect(abs(view.rotation - theta * 180 / .pi) < Self.degrees && abs(view.scale - scale) < 1e-4,
                    "square \(index): \(view.rotation)°, ×\(view.scale)")
        }
    }

    /// The composed layout, nine 50-pt squares: a row of three on top, a column of three,
    /// a row of three below, 150 × 250 pt centred in the 400 × 400 canvas at (125, 75).
    @Test(arguments: ["position", "animatable"])
    func theComposedLayoutStacksARowAColumnAndARow(strategy: String) throws {
        let views = try Self.still(Program(folder: "000-composed", view: nil), strategy: strategy)
        #expect(try #require(views["root"]).frame == [125, 75, 150, 250])
        let expected: [(Double, Double)] = [(150, 100), (200, 100), (250, 100), (200, 150), (200, 200), (200, 250),
                                            (150, 300), (200, 300), (250, 300)]
        for (index, centre) in expected.enumerated() {
            let view = try #require(views["root/content/[\(index)]"])
            #expect(Self.close(view.centre, (x: centre.0, y: centre.1)), "square \(index): \(view.centre) ≠ \(centre)")
        }
    }
}

