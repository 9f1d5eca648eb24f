import Foundation
import Testing

/// A `Canvas` inside a `TimelineView(.animation)`, as particle and wave demos use it: the
/// renderer reads the timeline's date, so what it draws at scene time t is a closed-form
/// function of t. Here a 20-pt circle at x = 10 + 40·t: its outline, traced at t, spans
/// x 10 + 40t … 30 + 40t (a date is the scene time after the reference date).
@Suite struct CanvasTimelineTests {
    static let cache = Result { try AnimSimBinary.temporaryDirectory() }

    static let file = """
        import SwiftUI

        struct ContentView: View {
            var body: some View {
                TimelineView(.animation) { timeline in
                    Canvas { context, size in
                        let t = timeline.date.timeIntervalSinceReferenceDate
                        context.fill(Path(ellipseIn: CGRect(x: 10 + 40 * t, y: 50, width: 20, height: 20)), with: .color(.red))
                    }
                }
            }
        }

        """

    /// A canvas that draws at its own size inside the timeline's content, as a clock face
    /// does: the content is made again for each instant, and the canvas reads the size the
    /// host laid it out at, 280 wide: its oval's outline, in the canvas's own coordinates as
    /// the trace gives it, spans x 0 … 280, not a point at 0.
    static let sized = """
        import SwiftUI

        struct ContentView: View {
            var body: some View {
                TimelineView(.periodic(from: .now, by: 1)) { timeline in
                    Canvas { context, size in
                        context.fill(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.red))
                    }
                    .frame(width: 280, height: 180)
                }
            }
        }

        """

    /// The drawn outline's x extent in each pane at `time`.
    static func extent(at time: Double, file: String = file) throws -> [String: ClosedRange<Double>] {
        let folder = try AnimSimBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(file.utf8).write(to: folder.appendingPathComponent("ContentView.swift"))
        let run = try AnimSimBinary.run(["trace", "ContentView.swift", "--at", String(time), "--duration", "3", "--canvas", "300x200"],
                                        in: folder, environment: ["XDG_CACHE_HOME": try cache.get().path])
        try #require(run.status == 0, "\(run.err)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.out.utf8)) as? [String: Any])
        let frame = try #require((json["frames"] as? [[String: Any]])?.first)
        var result: [String: ClosedRange<Double>] = [:]
        for pane in try #require(frame["strategies"] as? [[String: Any]]) {
            let views = try #require(pane["views"] as? [[String: Any]])
            let outline = try #require(views.compactMap { $0["outline"] as? String }.first, "\(views)")
            let numbers = outline.split(separator: " ").compactMap { Double($0) }
            let xs = stride(from: 0, to: numbers.count - 1, by: 2).map { numbers[$0] }
            result[try #require(pane["strategy"] as? String)] = try #require(xs.min())...(try #require(xs.max()))
        }
        return result
    }

    @Test(arguments: [0.5, 2.25])
    func aCanvasInTheContentDrawsAtItsLaidOutSize(time: Double) throws {
        let extents = try Self.extent(at: time, file: Self.sized)
        #expect(extents.count == 2, "\(extents)")
        for (pane, extent) in extents {
            #expect(abs(extent.lowerBound - 0) < 1e-6 && abs(extent.upperBound - 280) < 1e-6, "\(pane): \(extent) at t = \(time)")
        }
    }

    @Test(arguments: [0.5, 1.25, 2.0, 2.75])
    func theCircleIsWhereTheDateSays(time: Double) throws {
        let extents = try Self.extent(at: time)
        #expect(extents.count == 2, "\(extents)")
        for (pane, extent) in extents {
            #expect(abs(extent.lowerBound - (10 + 40 * time)) < 1e-6 && abs(extent.upperBound - (30 + 40 * time)) < 1e-6,
                    "\(pane): \(extent) at t = \(time)")
        }
    }
}
