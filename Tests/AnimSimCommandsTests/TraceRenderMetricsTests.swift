import AnimSimCore
import AnimSimCairo
import AnimSimExport
import AnimSimScene
import Foundation
import Testing

/// A trace describes what is drawn: for every gallery scene with text, `animsim trace` (the
/// binary, as a user runs it) gives every view the frame the render lays it out in, from
/// the same measurer; the showSizes overlay's `current` answers match the traced sizes.
@Suite struct TraceRenderMetricsTests {
    /// Gallery scenes that draw text: found by reading them, so a new one is covered too.
    static let textScenes: [String] = {
        let directory = AnimSimBinary.root.appendingPathComponent("scenes")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".yaml") }.sorted().filter { name in
            let text = (try? String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)) ?? ""
            return text.range(of: #"(^|[\s{,])text: "#, options: .regularExpression) != nil
        }.map { "scenes/" + $0 }
    }()

    @Test func theGalleryHasTextScenes() {
        #expect(Self.textScenes.contains("scenes/flow.yaml"))
        #expect(Self.textScenes.contains("scenes/sizes-fixedsize.yaml"))
        #expect(Self.textScenes.count >= 6)
    }

    /// Frames by "frame index/strategy/view id" from a JSON trace.
    static func tracedFrames(_ out: String) throws -> [String: [Double]] {
        var frames: [String: [Double]] = [:]
        let json = try #require(try JSONSerialization.jsonObject(with: Data(out.utf8)) as? [String: Any])
        for frame in try #require(json["frames"] as? [[String: Any]]) {
            let index = try #require(frame["index"] as? Int)
            for pane in try #require(frame["strategies"] as? [[String: Any]]) {
                let strategy = try #require(pane["strategy"] as? String)
                for view in try #require(pane["views"] as? [[String: Any]]) {
                    let id = try #require(view["id"] as? String)
                    frames["\(index)/\(strategy)/\(id)"] = try #require(view["frame"] as? [Double])
                }
            }
        }
        return frames
    }

    /// Every fifth frame and the last, from the binary and from the render job's evaluator.
    static func compare(_ scene: String, measurer: [String] = []) throws -> (matched: Int, mismatched: [String]) {
        let loaded = try SceneLoader().load(contentsOf: AnimSimBinary.root.appendingPathComponent(scene).path)
        // The evaluator `render` draws from: the scene prepared with the font's metrics.
        let evaluator = try PreparedScene(loaded, engine: TextMetrics.font.engine()).evaluator
        let trace = try AnimSimBinary.run(["trace", scene] + measurer)
        try #require(trace.status == 0, "\(trace.err)")
        let traced = try tracedFrames(trace.out)
        var matched = 0, mismatched: [String] = []
        let last = evaluator.frameCount - 1
        for index in Array(stride(from: 0, to: evaluator.frameCount, by: 5)) + [last] {
            for strategy in loaded.scene.strategies {
                let list = try evaluator.evaluate(at: evaluator.time(ofFrame: index), strategy: strategy)
                for item in list.items {
                    let key = "\(index)/\(strategy.rawValue)/\(item.id)"
                    let f = item.frame
                    guard let t = traced[key], t.count == 4 else { mismatched.append("\(key) missing"); continue }
                    let close = zip(t, [f.minX, f.minY, f.width, f.height]).allSatisfy { abs($0 - Double($1)) <= 0.00006 }
                    if close { matched += 1 } else { mismatched.append("\(key): trace \(t), render \(f)") }
                    // While geometry animates, a frame is interpolated, not the layout's answer
                    // (in both panes: a frame's size is not animatable data); at the first and
                    // last frame, before and after every change, it is.
                    for measured in item.measuredSizes where measured.request == .current && (index == 0 || index == last) {
                        if abs(measured.size.width - f.width) > 1e-9 || abs(measured.size.height - f.height) > 1e-9 {
                            mismatched.append("\(key): size overlay \(measured.size), frame \(f.size)")
                        }
                    }
                }
            }
        }
        return (matched, mismatched)
    }

    @Test(arguments: textScenes)
    func traceMatchesTheRender(scene: String) throws {
        let result = try Self.compare(scene)
        #expect(result.matched > 0)
        #expect(result.mismatched.isEmpty, "\(result.mismatched.prefix(5))")
    }

    /// The check can fail: the fixed advance, asked for explicitly, differs from the render.
    @Test func theFixedMeasurerIsAnotherMetric() throws {
        let result = try Self.compare("scenes/sizes-fixedsize.yaml", measurer: ["--measurer", "fixed"])
        #expect(!result.mismatched.isEmpty)
    }
}
