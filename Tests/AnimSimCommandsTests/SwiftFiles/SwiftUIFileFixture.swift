import Foundation
@testable import AnimSimCommands

/// A SwiftUI file as Xcode writes one, unchanged: `import SwiftUI`, the ring layout of
/// `SwiftFileSample` (its `animatableData` is its rotation), a `ContentView` whose `radius` a
/// preview or an app sets,
/// and what follows it (`#Preview` blocks, an `App`, a type error). Its geometry in closed
/// form is `SwiftFileFixture`'s for the radius the run view gives: the square i at angle
/// 180°·t + 180°·i on that circle about (200, 200) in the animatable pane, on the chord between
/// its two places in the position pane.
struct SwiftUIFileFixture {
    /// Swift text after `ContentView`, from line `Self.tailLine` on.
    var tail: String

    /// `SwiftFileSample`'s ring with the import a Mac file has, and `ContentView` taking its
    /// radius as a property with the sample's default, for a preview or an app to set.
    static let head: String = {
        let sample = SwiftFileSample(radius: 100).text
        return sample.replacingOccurrences(of: "import AnimSim\n", with: "import SwiftUI\n")
            .replacingOccurrences(of: "struct ContentView: View {\n", with: "struct ContentView: View {\n    var radius: CGFloat = 100\n")
            .replacingOccurrences(of: "RingLayout(radius: 100.0, rotation: angle)", with: "RingLayout(radius: radius, rotation: angle)")
    }()

    /// The line the tail starts on.
    static var tailLine: Int { head.split(separator: "\n", omittingEmptySubsequences: false).count }

    var text: String { Self.head + tail }

    /// Where `marker` is in the file, 1-based line and column (the compiler's columns are bytes).
    func place(of marker: String) -> (line: Int, column: Int)? {
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if let range = line.range(of: marker) {
                return (index + 1, line.utf8.distance(from: line.startIndex, to: range.lowerBound) + 1)
            }
        }
        return nil
    }

    /// Writes the file as `ContentView.swift` in a new folder, with `others` beside it.
    func write(others: [String: String] = [:]) throws -> URL {
        let folder = try AnimSimBinary.temporaryDirectory()
        try Data(text.utf8).write(to: folder.appendingPathComponent("ContentView.swift"))
        for (name, text) in others { try Data(text.utf8).write(to: folder.appendingPathComponent(name)) }
        return folder
    }

    /// Each square's centre in a trace's JSON output, by strategy, at its first frame.
    static func centres(in output: String) throws -> [String: [[Double]]] {
        guard let json = try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any],
              let frame = (json["frames"] as? [[String: Any]])?.first,
              let strategies = frame["strategies"] as? [[String: Any]] else { return [:] }
        var result: [String: [[Double]]] = [:]
        for strategy in strategies {
            guard let name = strategy["strategy"] as? String, let views = strategy["views"] as? [[String: Any]] else { continue }
            result[name] = (0..<2).compactMap { index in
                views.first { $0["id"] as? String == "root/content/[\(index)]" }?["center"] as? [Double]
            }
        }
        return result
    }
}
