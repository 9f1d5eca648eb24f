import Foundation
@testable import AnimSimCommands

/// The Swift files the end-to-end tests give `animsim`: `SwiftFileSample`, the ring the
/// bench compiles too, written to a folder of its own. Its geometry in closed form: at time t
/// the animatable strategy puts square i at angle θ = 180°·t + 180°·i on the circle of `radius` about (200, 200), the centre of the default 400 × 400 canvas; the position strategy
/// moves it in a straight line from its place at 0° to its place at 180°.
struct SwiftFileFixture {
    var radius: Double = 100
    /// Swift statements placed first in `placeSubviews` (a `fatalError`, a type error).
    var inPlacement = ""
    /// Whether the file declares the view the entry runs.
    var declaresScene = true

    static let centre = 200.0

    var text: String {
        SwiftFileSample(radius: radius, inPlacement: inPlacement, declaresScene: declaresScene).text
    }

    /// Writes the file as `name` in a new folder of its own; returns the folder.
    func write(as name: String = "Ring.swift") throws -> URL {
        let folder = try AnimSimBinary.temporaryDirectory()
        try Data(text.utf8).write(to: folder.appendingPathComponent(name))
        return folder
    }

    /// Where square `index` is at `time` under each strategy, from the geometry alone.
    func expectedCentre(of index: Int, at time: Double, strategy: String) -> (x: Double, y: Double) {
        let c = Self.centre
        let start = Double(index) * Double.pi
        if strategy == "animatable" {
            let angle = start + Double.pi * time
            return (c + radius * cos(angle), c + radius * sin(angle))
        }
        let from = (c + radius * cos(start), c + radius * sin(start))
        let to = (c + radius * cos(start + Double.pi), c + radius * sin(start + Double.pi))
        return (from.0 + (to.0 - from.0) * time, from.1 + (to.1 - from.1) * time)
    }
}
