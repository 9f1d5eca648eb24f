import Foundation
import Testing

/// The scheduler recipes in Examples/cluster, run here as their schedulers would run them:
/// the Slurm script with a job array's variables, the Kubernetes Job's command with each
/// completion index, GNU parallel on the local host (`--sshlogin :`).
@Suite(.serialized) struct ClusterExamplesTests {
    static let scene = "scenes/wheel-90.yaml"
    static let examples = AnimSimBinary.root.appendingPathComponent("Examples/cluster")

    /// Runs `command` under bash with the built animsim first on PATH.
    static func bash(_ command: [String], environment extra: [String: String] = [:]) throws -> AnimSimBinary.Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = command
        process.currentDirectoryURL = AnimSimBinary.root
        var environment = ProcessInfo.processInfo.environment
        let binary = URL(fileURLWithPath: try #require(AnimSimBinary.path)).deletingLastPathComponent().path
        environment["PATH"] = binary + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        environment.merge(extra) { $1 }
        process.environment = environment
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let outData = out.fileHandleForReading.readDataToEndOfFile(), errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return .init(status: process.terminationStatus, out: String(decoding: outData, as: UTF8.self),
                     err: String(decoding: errData, as: UTF8.self))
    }

    /// The folder of frames a whole render makes, for comparison.
    static func wholeRender() throws -> URL {
        let whole = try AnimSimBinary.temporaryDirectory()
        let run = try AnimSimBinary.run(["render", scene, "-o", whole.path])
        #expect(run.status == 0, "\(run.err)")
        return whole
    }

    static func expectSameFrames(_ a: URL, _ b: URL) throws {
        let names = try AnimSimBinary.pngFiles(a), others = try AnimSimBinary.pngFiles(b)
        #expect(names.count == 181 && names == others)
        for name in names {
            let left = try Data(contentsOf: a.appendingPathComponent(name)), right = try Data(contentsOf: b.appendingPathComponent(name))
            #expect(left == right, "\(name)")
        }
    }

    @Test func slurmArrayTasksMakeTheWholeRender() throws {
        let whole = try Self.wholeRender(), out = try AnimSimBinary.temporaryDirectory()
        defer { for d in [whole, out] { try? FileManager.default.removeItem(at: d) } }
        for task in [2, 3, 1] {
            let run = try Self.bash([Self.examples.appendingPathComponent("slurm-render.sbatch").path, Self.scene, out.path],
                                    environment: ["SLURM_ARRAY_TASK_ID": "\(task)", "SLURM_ARRAY_TASK_COUNT": "3",
                                                  "SLURM_ARRAY_TASK_MIN": "1"])
            #expect(run.status == 0, "\(run.err)")
        }
        try Self.expectSameFrames(whole, out)
    }

    @Test func kubernetesIndexedJobCommandMakesTheWholeRender() throws {
        let whole = try Self.wholeRender(), out = try AnimSimBinary.temporaryDirectory()
        defer { for d in [whole, out] { try? FileManager.default.removeItem(at: d) } }
        let manifest = try String(contentsOf: Self.examples.appendingPathComponent("k8s-indexed-job.yaml"), encoding: .utf8)
        let line = try #require(manifest.split(separator: "\n").first { $0.contains("- animsim render") })
        let command = line.drop { $0 != "a" }.replacingOccurrences(of: "/scene/scene.yaml", with: Self.scene)
            .replacingOccurrences(of: "/out/frames/", with: out.path + "/")
        #expect(manifest.contains("completions: 8") && manifest.contains("value: \"8\""))
        for index in 0..<3 {
            let run = try Self.bash(["-c", command], environment: ["JOB_COMPLETION_INDEX": "\(index)", "SHARDS": "3"])
            #expect(run.status == 0, "\(run.err)")
        }
        try Self.expectSameFrames(whole, out)
    }

    @Test func gnuParallelJoinsShardVideos() throws {
        let out = try AnimSimBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        let joined = out.appendingPathComponent("joined.mp4")
        let run = try Self.bash([Self.examples.appendingPathComponent("parallel.sh").path, Self.scene, joined.path, ":", "3"])
        #expect(run.status == 0, "\(run.err)")
        #expect(try AnimSimBinary.videoFrameCount(joined) == 181)
    }
}
