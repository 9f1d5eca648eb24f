import AnimSimCairo
import Foundation
import Testing

/// `.multilineTextAlignment(_:)` through the binary: a text wrapped in a 200-pt frame in the
/// middle of a 400 × 400 canvas (x 100 to 300), drawn black on white with `--overlays none`,
/// puts each line's ink flush with the frame's left edge (leading, SwiftUI's default), about
/// its middle (centre) or flush with its right edge (trailing). The lines are of different
/// widths, so only one of the three can hold for a given drawing. The frame is the same
/// whatever the alignment, and traced `lineAlignment` says which.
@Suite struct MultilineTextAlignmentTests {
    static let body = """
            Text("Lines of a caption that wraps across the frame")
                .font(.system(size: 20))
                .frame(width: 200)
                .accessibilityIdentifier("caption")
    """

    /// Each line's leftmost and rightmost inked column (darker than mid-grey), top to bottom.
    static func lines(in image: PixelBuffer) -> [(left: Int, right: Int)] {
        var lines: [(left: Int, right: Int)] = []
        var current: (left: Int, right: Int)?
        for y in 0..<image.height {
            let inked = (0..<image.width).filter { x in
                let p = image[x, y]
                return (Int(p.red) + Int(p.green) + Int(p.blue)) / 3 < 128
            }
            if let first = inked.first, let last = inked.last {
                current = (min(current?.left ?? first, first), max(current?.right ?? last, last))
            } else if let line = current {
                lines.append(line)
                current = nil
            }
        }
        if let current { lines.append(current) }
        return lines
    }

    @Test(arguments: [("leading", 0.0), ("center", 0.5), ("trailing", 1.0)])
    func wrappedLinesAlignInTheFrame(alignment: String, share: Double) throws {
        let text = "import SwiftUI\n\nstruct ContentView: View {\n    var body: some View {\n" + Self.body
            + "\n            .multilineTextAlignment(.\(alignment))\n    }\n}\n"
        let out = try AnimSimBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        let still = out.appendingPathComponent("still.png")
        let run = try SurroundingsTests.run(["render", "ContentView.swift", "--still", "0", "--strategy", "animatable",
                                             "--canvas", "400x400", "--overlays", "none", "-o", still.path],
                                            files: ["ContentView.swift": text])
        try #require(run.status == 0, "\(run.err)")
        let image = try PNGDecoder().decode(contentsOf: still)
        try #require(image.width == 400, "\(image.width)")
        let lines = Self.lines(in: image)
        try #require(lines.count >= 3, "\(lines)")
        // The lines differ in width by more than the tolerance, so the test tells the cases apart.
        let widths = lines.map { $0.right - $0.left }
        #expect(widths.max()! - widths.min()! > 20, "\(lines)")
        for line in lines {
            // Where the line's ink would start if its spare width were shared out by `share`:
            // the glyphs' side bearings leave a pixel or two of tolerance.
            let spare = 200.0 - Double(line.right - line.left)
            #expect(abs(Double(line.left) - (100 + spare * share)) <= 3, "\(alignment): \(lines)")
        }
    }

    /// The frame is the proposed width whatever the alignment; the trace names the alignment.
    @Test(arguments: [("leading", nil), ("center", 0.5), ("trailing", 1.0)] as [(String, Double?)])
    func theFrameIsTheSameAndTheAlignmentIsTraced(alignment: String, traced: Double?) throws {
        let views = try SurroundingsTests.trace(Self.body + "\n            .multilineTextAlignment(.\(alignment))")
        let text = try #require(views["caption~"] ?? views["caption"], "\(views.keys.sorted())")
        let frame = text["frame"] as? [Double] ?? []
        #expect(frame.count == 4 && abs(frame[0] - 100) < 0.001 && abs(frame[2] - 200) < 0.001, "\(frame)")
        #expect(text["lineAlignment"] as? Double == traced, "\(text)")
    }
}
