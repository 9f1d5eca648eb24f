import Foundation
import Testing

/// What `compare --plot` and `--report` may write over: never the scene or a file it
/// includes, never a file AnimSim did not write unless `--overwrite`, and their own files
/// freely. Each refusal comes before any measuring and leaves the file as it was.
@Suite struct CompareOutputSafetyTests {
    /// A short scene with an include, so both kinds of input are covered.
    static func makeScene(in directory: URL) throws -> (scene: URL, included: URL) {
        let scene = directory.appendingPathComponent("scene.png")
        let included = directory.appendingPathComponent("colour.yaml")
        try """
        animsim: 1
        canvas: { width: 120, height: 80 }
        duration: 0.5
        fps: 10
        state: { x: 0 }
        timeline:
          - { at: 0, set: { x: 40 }, animation: linear(duration: 0.5) }
        view:
          rect: {}
          frame: { width: 20, height: 20 }
          fill: { include: colour.yaml }
          offset: [$x, 0]
        """.write(to: scene, atomically: true, encoding: .utf8)
        try "red\n".write(to: included, atomically: true, encoding: .utf8)
        return (scene, included)
    }

    /// The scene is named `.png` and reached through a link, so only the input rule can
    /// stop the write: files are compared by inode, not by name.
    @Test func anInputIsNeverThePlotOrAReportFile() throws {
        let directory = try AnimSimBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let (scene, included) = try Self.makeScene(in: directory)
        let link = directory.appendingPathComponent("colour.png")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: included)
        for target in [scene, link] {
            let original = try Data(contentsOf: target)
            let run = try AnimSimBinary.run(["compare", scene.path, "--plot", target.path, "--overwrite"])
            #expect(run.status == 1 && run.err.contains("it is one of this command's inputs"), "\(run.err)")
            #expect(run.out.isEmpty, "refused before measuring: \(run.out)")
            #expect(try Data(contentsOf: target) == original)
        }
        let report = directory.appendingPathComponent("report")
        try FileManager.default.createDirectory(at: report, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: report.appendingPathComponent("comparison.csv"), withDestinationURL: scene)
        let run = try AnimSimBinary.run(["compare", scene.path, "--report", report.path, "--overwrite"])
        #expect(run.status == 1 && run.err.contains("inputs"), "\(run.err)")
        #expect(!FileManager.default.fileExists(atPath: report.appendingPathComponent("index.html").path))
    }

    @Test func aFileAnimSimDidNotWriteIsKeptUnlessOverwrite() throws {
        let directory = try AnimSimBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let (scene, _) = try Self.makeScene(in: directory)
        let plot = directory.appendingPathComponent("plot.png")
        try Data("precious".utf8).write(to: plot)
        let refused = try AnimSimBinary.run(["compare", scene.path, "--plot", plot.path])
        #expect(refused.status == 1 && refused.err.contains("was not written by AnimSim"), "\(refused.err)")
        #expect(try Data(contentsOf: plot) == Data("precious".utf8))
        #expect(try AnimSimBinary.run(["compare", scene.path, "--plot", plot.path, "--overwrite"]).status == 0)
        #expect(try Data(contentsOf: plot).starts(with: [0x89, 0x50, 0x4E, 0x47]))
        // Now it is AnimSim's own: replaced without being asked.
        #expect(try AnimSimBinary.run(["compare", scene.path, "--plot", plot.path]).status == 0)

        // A report folder holding someone's comparison.json beside no index.html.
        let report = directory.appendingPathComponent("report")
        try FileManager.default.createDirectory(at: report, withIntermediateDirectories: true)
        let json = report.appendingPathComponent("comparison.json")
        try Data("{\"mine\": true}".utf8).write(to: json)
        let foreign = try AnimSimBinary.run(["compare", scene.path, "--report", report.path])
        #expect(foreign.status == 1 && foreign.err.contains("comparison.json exists and was not written by AnimSim"), "\(foreign.err)")
        #expect(try Data(contentsOf: json) == Data("{\"mine\": true}".utf8))
        try FileManager.default.removeItem(at: json)
        #expect(try AnimSimBinary.run(["compare", scene.path, "--report", report.path]).status == 0)
        // A second report into the same folder replaces the first.
        let again = try AnimSimBinary.run(["compare", scene.path, "--report", report.path])
        #expect(again.status == 0, "\(again.err)")
        let names = try FileManager.default.contentsOfDirectory(atPath: report.path).sorted()
        #expect(names == ["comparison.csv", "comparison.json", "index.html", "plot.png"], "no temporary file left: \(names)")
    }
}
