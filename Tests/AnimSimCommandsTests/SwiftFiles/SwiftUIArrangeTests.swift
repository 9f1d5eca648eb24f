import Foundation
import Testing

/// `position`, `zIndex`, `alignmentGuide` with a custom `AlignmentID`, and images the file
/// alone does not have (a symbol placeholder; a missing asset, resizable, so it takes its
/// frame and draws nothing, as in SwiftUI), in one SwiftUI file run by the binary as a user
/// runs it (`import SwiftUI`, the view's own `onAppear` scheduling its animation on the
/// scene's clock): `trace` gives each view where SwiftUI puts it, in both panes, in drawing
/// order, and the images are said once on stderr, the missing one placed at its call.
@Suite struct SwiftUIArrangeTests {
    static let program = """
        import SwiftUI

        extension VerticalAlignment {
            private enum Mid: AlignmentID {
                static func defaultValue(in d: ViewDimensions) -> CGFloat { d[.bottom] }
            }
            static let mid = VerticalAlignment(Mid.self)
        }

        struct ContentView: View {
            @State var moved = false

            var body: some View {
                VStack(spacing: 20) {
                    HStack(alignment: .mid, spacing: 10) {
                        VStack(spacing: 0) {
                            Image(systemName: "star.fill").foregroundStyle(.orange).accessibilityIdentifier("star")
                            Text("Star").alignmentGuide(.mid) { d in d[VerticalAlignment.center] }.accessibilityIdentifier("label")
                        }
                        Image("photo").resizable().frame(width: 60, height: 40).accessibilityIdentifier("photo")
                    }
                    ZStack {
                        Color.blue.frame(width: 120, height: 80).zIndex(moved ? 0 : 1).accessibilityIdentifier("blue")
                        Color.red.frame(width: 80, height: 80).offset(x: 40).accessibilityIdentifier("red")
                    }
                    Circle().fill(Color.green).frame(width: 30, height: 30)
                        .position(x: moved ? 300 : 40, y: 20)
                        .frame(height: 40).accessibilityIdentifier("dot")
                }
                .onAppear {
                    DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
                        withAnimation(.linear(duration: 1)) { moved = true }
                    }
                }
            }
        }

        """

    static let folder = Result { () throws -> URL in
        let folder = try AnimSimBinary.temporaryDirectory()
        try program.write(to: folder.appendingPathComponent("Arrange.swift"), atomically: true, encoding: .utf8)
        return folder
    }
    static let cache = Result { try AnimSimBinary.temporaryDirectory() }

    struct Drawn {
        let id: String, frame: [Double], zIndex: Double?
        var centre: (x: Double, y: Double) { (frame[0] + frame[2] / 2, frame[1] + frame[3] / 2) }
    }

    /// Each pane's views at `time`, in the order the trace lists them (drawing order), and stderr.
    static func trace(at time: Double) throws -> (panes: [String: [Drawn]], err: String) {
        let run = try AnimSimBinary.run(["trace", "Arrange.swift", "--at", String(time)], in: try folder.get(),
                                        environment: ["XDG_CACHE_HOME": try cache.get().path])
        #expect(run.status == 0, "\(run.err)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.out.utf8)) as? [String: Any])
        let frame = try #require((json["frames"] as? [[String: Any]])?.first)
        var panes: [String: [Drawn]] = [:]
        for pane in try #require(frame["strategies"] as? [[String: Any]]) {
            let views = try #require(pane["views"] as? [[String: Any]])
            panes[try #require(pane["strategy"] as? String)] = views.compactMap { view in
                guard let id = view["id"] as? String, let frame = view["frame"] as? [Double] else { return nil }
                return Drawn(id: id, frame: frame, zIndex: view["zIndex"] as? Double)
            }
        }
        return (panes, run.err)
    }

    /// Before the move (0.25 s), midway (1 s) and after (1.5 s): the dot's centre is 40, 170
    /// and 300 pt from the positioned space's left edge in both panes (a straight line); the
    /// blue view is drawn over the red one while its zIndex is 1 and under it after; the
    /// photo's bottom (the custom guide's default) is level with the label's centre.
    @Test(arguments: [(0.25, 40.0, true), (1.0, 170, false), (1.5, 300, false)])
    func positionZIndexGuidesAndImagesThroughTheBinary(time: Double, dotX: Double, blueInFront: Bool) throws {
        let (panes, err) = try Self.trace(at: time)
        #expect(panes.keys.sorted() == ["animatable", "position"])
        for (strategy, views) in panes {
            func view(_ id: String) throws -> Drawn { try #require(views.first { $0.id == id }, "\(strategy): no \(id)") }
            // "dot" is the 40-pt frame, "dot~" the positioned space filling it, "dot~~" the circle's frame.
            let dot = try view("dot~~"), space = try view("dot~")
            #expect(abs(dot.centre.x - (space.frame[0] + dotX)) < 0.01 && abs(dot.centre.y - (space.frame[1] + 20)) < 0.01,
                    "\(strategy) at \(time): \(dot.frame) in \(space.frame)")
            let blue = try #require(views.firstIndex { $0.id == "blue" }), red = try #require(views.firstIndex { $0.id == "red" })
            #expect((blue > red) == blueInFront, "\(strategy) at \(time)")
            #expect(views[blue].zIndex == (blueInFront ? 1 : nil))
            let photo = try view("photo"), label = try view("label"), star = try view("star")
            #expect(photo.frame[2] == 60 && photo.frame[3] == 40)
            #expect(abs(photo.frame[1] + photo.frame[3] - label.centre.y) < 0.01, "\(photo.frame) \(label.frame)")
            #expect(abs(star.frame[2] - 20.4) < 0.01 && abs(star.frame[3] - 20.4) < 0.01)
        }
        // The missing photo: SwiftUI's line, placed at `Image("photo")` (its line, and the column
        // of its `(`, where Swift's `#column` places a call), once; the symbol's line, once.
        let lines = Self.program.components(separatedBy: "\n")
        let line = try #require(lines.firstIndex { $0.contains("Image(\"photo\")") })
        let column = try #require(lines[line].range(of: "Image(\"photo\")")).lowerBound.utf16Offset(in: lines[line]) + "Image(".count
        for said in ["Image(systemName: \"star.fill\")",
                     "Arrange.swift:\(line + 1):\(column): warning: No image named 'photo' found in asset catalog for main bundle"] {
            #expect(err.components(separatedBy: said).count == 2, "\(said) said once: \(err)")
        }
    }
}
