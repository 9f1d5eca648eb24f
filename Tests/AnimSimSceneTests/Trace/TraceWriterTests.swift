import Foundation
import Testing
import AnimSimCore
@testable import AnimSimScene

/// The trace's JSON shape is the one the shared design fixes, slices equal the whole run,
/// and `--at` evaluates exactly the instant asked for.
@Suite struct TraceWriterTests {
    @Test func jsonHasTheDocumentedShape() throws {
        let loaded = try TestSupport.load("scenes/wheel-90.yaml")
        let trace = try TestSupport.json(TestSupport.trace(loaded, selection: .frames(60...60)))
        #expect(trace["version"] as? Int == 1)
        #expect(trace["scene"] as? String == "Wheel: rotate 0° → 90°")
        #expect(trace["fps"] as? Double == 60)
        let frames = try #require(trace["frames"] as? [[String: Any]])
        #expect(frames.count == 1)
        #expect(frames[0]["index"] as? Int == 60)
        #expect(frames[0]["time"] as? Double == 1)
        let panes = try #require(frames[0]["strategies"] as? [[String: Any]])
        #expect(panes.map { $0["strategy"] as? String } == ["position", "animatable"])
        for pane in panes {
            let state = try #require(pane["state"] as? [String: Double])
            #expect(state.keys.sorted() == ["angle"])
            let views = try #require(pane["views"] as? [[String: Any]])
            let v0 = try #require(views.first { $0["id"] as? String == "v0" })
            #expect((v0["frame"] as? [Double])?.count == 4)
            #expect((v0["center"] as? [Double])?.count == 2)
            #expect(v0["rotation"] is Double && v0["scale"] is Double && v0["opacity"] is Double)
            let f = try #require(v0["frame"] as? [Double]), c = try #require(v0["center"] as? [Double])
            #expect(abs(c[0] - (f[0] + f[2] / 2)) < 1e-3 && abs(c[1] - (f[1] + f[3] / 2)) < 1e-3)
        }
    }

    @Test(arguments: [0...0, 10...20, 170...180, 175...10_000])
    func framesSliceEqualsTheWholeRun(_ range: ClosedRange<Int>) throws {
        let loaded = try TestSupport.load("scenes/wheel-rotation-radius.yaml")
        let whole = try #require(try TestSupport.json(TestSupport.trace(loaded))["frames"] as? [NSDictionary])
        let slice = try #require(try TestSupport.json(TestSupport.trace(loaded, selection: .frames(range)))["frames"] as? [NSDictionary])
        let upper = min(range.upperBound, whole.count - 1)
        #expect(slice.count == upper - range.lowerBound + 1)
        #expect(slice == Array(whole[range.lowerBound...upper]))
    }

    @Test func atEvaluatesExactlyThatInstant() throws {
        let loaded = try TestSupport.load("scenes/wheel-90.yaml")
        let evaluator = try loaded.evaluator()
        let trace = try TestSupport.json(TestSupport.trace(loaded, selection: .instant(1.2345), strategies: [.animatable]))
        let frame = try #require((trace["frames"] as? [[String: Any]])?.first)
        #expect(frame["index"] is NSNull)
        #expect(frame["time"] as? Double == 1.2345)
        let state = try #require(((frame["strategies"] as? [[String: Any]])?.first?["state"]) as? [String: Double])
        #expect(abs(try #require(state["angle"]) - evaluator.state(at: 1.2345)["angle"]) < 1e-4)
        // On a frame, --at gives that frame's index.
        let onFrame = try TestSupport.json(TestSupport.trace(loaded, selection: .instant(0.5)))
        #expect((onFrame["frames"] as? [[String: Any]])?.first?["index"] as? Int == 30)
    }

    @Test func csvHasOneRowPerViewPerStrategyPerFrame() throws {
        let loaded = try TestSupport.load("scenes/wheel-90.yaml")
        let csv = try TestSupport.trace(loaded, .csv, selection: .frames(0...4))
        let lines = csv.split(separator: "\n")
        #expect(lines.first == "index,time,strategy,angle,id,x,y,width,height,centerX,centerY,rotation,scale,opacity")
        let items = try loaded.evaluator().evaluate(at: 0, strategy: .position).items.count
        #expect(lines.count == 1 + 5 * 2 * items)
    }

    @Test func tracesAreByteStable() throws {
        let loaded = try TestSupport.load("scenes/springs-interrupted.yaml")
        #expect(try TestSupport.trace(loaded, selection: .frames(0...30)) == TestSupport.trace(loaded, selection: .frames(0...30)))
    }

    @Test func selectionOutsideTheSceneIsRefusedBeforeWriting() throws {
        let loaded = try TestSupport.load("scenes/wheel-90.yaml")
        var buffer = TestSupport.Buffer()
        #expect(throws: TraceError.self) {
            try TraceWriter(loaded: loaded, evaluator: try loaded.evaluator()).write(.json, selection: .frames(500...600), to: &buffer)
        }
        #expect(buffer.text.isEmpty)
        #expect(FrameSelection.parse(frames: "3-9") == .frames(3...9))
        #expect(FrameSelection.parse(frames: "9-3") == nil)
        #expect(FrameSelection.parse(frames: "4") == .frames(4...4))
    }

    /// `--at` past a scene file's duration is refused, placed as a frame past its end is; a
    /// scene with no natural end (a SwiftUI view without `--duration`) takes the instant, off
    /// its frames (no index), and shows what the evaluator gives there: the settled state.
    @Test(arguments: [(false, 2.0, "120"), (false, 5.0, "refused"), (true, 5.0, "none"), (true, 2.0, "120")])
    func anInstantPastTheEndIsRefusedUnlessTheSceneIsOpenEnded(openEnded: Bool, time: Double, expected: String) throws {
        let result = FrameSelection.instant(time).instants(frameCount: 121, duration: 2, fps: 60, openEnded: openEnded)
        switch result {
        case .failure(let error):
            #expect(expected == "refused", "\(error)")
            #expect(error.message == "--at 5 is outside the scene, which runs from 0 to 2 s")
        case .success(let list):
            #expect(list.count == 1 && list[0].time == time)
            #expect(list[0].index.map(String.init) ?? "none" == expected)
        }
        let loaded = try TestSupport.load("scenes/wheel-90.yaml")
        #expect(loaded.hasNaturalEnd, "a scene file ends at its duration")
        #expect(throws: TraceError.self) { try TestSupport.trace(loaded, selection: .instant(100)) }
    }

    @Test func numbersPrintStably() {
        #expect(TraceNumber.format(-0.0) == "0")
        #expect(TraceNumber.format(1e-7) == "0")
        #expect(TraceNumber.format(46) == "46")
        #expect(TraceNumber.format(0.123456) == "0.1235")
        #expect(TraceNumber.json(.infinity) == "null")
        // Huge but finite: printed as the number, never as inf (scaling by 10,000 overflowed).
        #expect(TraceNumber.format(1e308) == "1e+308")
        #expect(TraceNumber.format(-2e20) == "-2e+20")
    }
}
