import AnimSimExport
import Testing

@Suite struct RenderBenchmarkTests {
    @Test func producesPositiveTimings() throws {
        let result = try RenderBenchmark.run(width: 320, height: 180, iterations: 2)
        #expect(result.paintMilliseconds > 0 && result.pngMilliseconds > 0 && result.composedFrameMilliseconds > 0)
        #expect(result.pngBytes > 100)
        #expect(result.description.contains("PNG encode"))
    }
}
