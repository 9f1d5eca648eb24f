import Foundation
import Testing

/// Examples/CustomLayout is `animsim new layout spiral`'s output, kept in the repository: it
/// stays that (checked in the suite), and in CI it builds and its spiral plays, renders and
/// compares through the commands AnimSimCommands gives it.
@Suite(.serialized) struct CustomLayoutExampleTests {
    static let example = AnimSimBinary.root.appendingPathComponent("Examples/CustomLayout")

    /// Every file the starter writes is in the example with the same text; only the path to
    /// AnimSim differs (`../..` there, whatever leads from the temporary folder to this checkout here).
    @Test func theExampleIsTheStartersOutput() throws {
        let fresh = try AnimSimBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: fresh) }
        let run = try AnimSimBinary.run(["new", "layout", "spiral", fresh.path])
        try #require(run.status == 0, "\(run.err)")
        let files = StarterPackageTests.files(in: fresh)
        #expect(files == StarterPackageTests.files)
        let checkout = try StarterPackageTests.animsimPath(in: fresh)
        for file in files {
            let written = try String(contentsOf: fresh.appendingPathComponent(file), encoding: .utf8)
                .replacingOccurrences(of: "path: \"\(checkout)\"", with: "path: \"../..\"").replacingOccurrences(of: "(`\(checkout)`", with: "(`../..`")
            let kept = try String(contentsOf: Self.example.appendingPathComponent(file), encoding: .utf8)
            #expect(written == kept, "Examples/CustomLayout/\(file) differs from the starter's: run animsim new layout spiral again")
        }
    }

    @Test(.enabled(if: ExternalPackage.enabled), .timeLimit(.minutes(40)))
    func theExamplePlaysRendersAndCompares() throws {
        let package = ExternalPackage(directory: Self.example)
        let build = try package.swift(["build"])
        try #require(build.status == 0, "\(build.out)\n\(build.err)")
        let out = try AnimSimBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        let still = try package.run("spiral", ["render", "--still", "1", "-o", out.appendingPathComponent("still.png").path])
        #expect(still.status == 0, "\(still.err)")
        let compare = try package.run("spiral", ["compare", "--json"])
        #expect(compare.status == 0 && compare.out.contains("\"dot15\""), "\(compare.err)")
        let trace = try package.run("spiral", ["trace", "--frames", "0-2"])
        let json = try #require(try JSONSerialization.jsonObject(with: Data(trace.out.utf8)) as? [String: Any], "\(trace.err)")
        #expect((json["frames"] as? [Any])?.count == 3)
        // The window, when the suite has a display (scripts/test runs it under Xvfb).
        if ProcessInfo.processInfo.environment["DISPLAY"] != nil {
            let shot = out.appendingPathComponent("shot.png")
            let play = try package.run("spiral", ["play", "--exit-after", "2", "--screenshot-at", "1:\(shot.path)"], display: true)
            #expect(play.status == 0, "\(play.err)")
            #expect(FileManager.default.fileExists(atPath: shot.path))
        }
    }
}
