import Foundation
import Testing

/// Article 004's bordered text (`Text("Hello world").border(.red).frame(…).border(.blue)`) in
/// a SwiftUI file run by the binary as a user runs it (issue #31): the two borders were both
/// `root/overlay`, so the trace listed one id twice and the render's guides joined the frame's
/// centre to the text's with a line. Each border is now its own view, named as docs/swift.md
/// ("Identity") says, `overlay` for the first, `overlay2` for the next, each framing its own
/// view.
@Suite struct SwiftUIBorderIdentityTests {
    static let program = """
        import SwiftUI

        struct ContentView: View {
            var body: some View {
                Text("Hello world")
                    .border(.red)
                    .frame(width: 100, height: 100, alignment: .bottomLeading)
                    .border(.blue)
            }
        }

        """

    static let folder = Result { () throws -> URL in
        let folder = try AnimSimBinary.temporaryDirectory()
        try program.write(to: folder.appendingPathComponent("Bordered.swift"), atomically: true, encoding: .utf8)
        return folder
    }
    static let cache = Result { try AnimSimBinary.temporaryDirectory() }

    /// Each pane's views at 0 s: ids in trace order, and frames by id.
    static func trace() throws -> [String: [(id: String, frame: [Double])]] {
        let run = try AnimSimBinary.run(["trace", "Bordered.swift", "--at", "0"], in: try folder.get(),
                                        environment: ["XDG_CACHE_HOME": try cache.get().path])
        #expect(run.status == 0, "\(run.err)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.out.utf8)) as? [String: Any])
        let frame = try #require((json["frames"] as? [[String: Any]])?.first)
        var panes: [String: [(id: String, frame: [Double])]] = [:]
        for pane in try #require(frame["strategies"] as? [[String: Any]]) {
            let views = try #require(pane["views"] as? [[String: Any]])
            panes[try #require(pane["strategy"] as? String)] = views.compactMap { view in
                guard let id = view["id"] as? String, let frame = view["frame"] as? [Double] else { return nil }
                return (id, frame)
            }
        }
        return panes
    }

    @Test func twoBordersAreTwoViewsThroughTheBinary() throws {
        let panes = try Self.trace()
        #expect(panes.keys.sorted() == ["animatable", "position"])
        for (strategy, views) in panes {
            let ids = views.map(\.id)
            #expect(ids == ["root", "root~", "root~~", "root~~~", "root/overlay", "root/overlay~", "root/overlay2", "root/overlay2~"],
                    "\(strategy)")
            let frames = Dictionary(views.map { ($0.id, $0.frame) }, uniquingKeysWith: { first, _ in first })
            let text = try #require(frames["root~~~"]), red = try #require(frames["root/overlay"])
            let outer = try #require(frames["root"]), blue = try #require(frames["root/overlay2"])
            #expect(zip(red, text).allSatisfy { abs($0 - $1) < 0.01 }, "\(strategy): the red border frames the text: \(red) \(text)")
            #expect(zip(blue, [150, 150, 100, 100]).allSatisfy { abs($0 - $1) < 0.01 } && blue == outer,
                    "\(strategy): the blue border frames the 100 × 100 frame, centred on the 400 × 400 canvas: \(blue)")
        }
    }
}
