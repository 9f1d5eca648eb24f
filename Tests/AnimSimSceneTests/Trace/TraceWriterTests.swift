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
