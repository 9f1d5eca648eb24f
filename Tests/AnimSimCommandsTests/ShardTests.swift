import Foundation
import Testing

/// `--shard K/N`: frames of a whole render, split for a cluster, byte for byte; and shard
/// videos joined by ffmpeg's concat demuxer with stream copy.
@Suite struct ShardTests {
    static let scene = "scenes/wheel-90.yaml"

    @Test func shardsAreByteIdenticalToTheWholeRender() throws {
        let whole = try AnimSimBinary.temporaryDirectory(), sharded = try AnimSimBinary.temporaryDirectory()
        defer { for d in [whole, sharded] { try? FileManager.default.removeItem(at: d) } }
        let common = ["render", Self.scene, "-s", "320x180", "-r", "10"]
        #expect(try AnimSimBinary.run(common + ["-o", whole.path]).status == 0)
        // Out of order, as a scheduler may run them; 31 frames in 3 shards: 10, 10, 11.
        var sizes: [Int] = []
        for k in [3, 1, 2] {
            let before = try FileManager.default.contentsOfDirectory(atPath: sharded.path).count
            let run = try AnimSimBinary.run(common + ["-o", sharded.path, "--shard", "\(k)/3"])
            #expect(run.status == 0, "\(run.err)")
            sizes.append(try FileManager.default.contentsOfDirectory(atPath: sharded.path).count - before)
        }
        #expect(sizes.reduce(0, +) == 31 + 1, "31 frames and the render's manifest")
        let names = try FileManager.default.contentsOfDirectory(atPath: whole.path).filter { $0.hasSuffix(".png") }.sorted()
        #expect(names.count == 31)
        for name in names {
            #expect(try Data(contentsOf: whole.appendingPathComponent(name)) == Data(contentsOf: sharded.appendingPathComponent(name)),
                    "\(name) differs")
        }
    }

    @Test func badShardIsRefused() throws {
        let run = try AnimSimBinary.run(["render", Self.scene, "--shard", "4/3"])
        #expect(run.status != 0 && run.err.contains("--shard takes K/N"), "\(run.err)")
    }

    /// Three MP4 (or MOV, ProRes) shards joined with `-f concat -c copy` play as one file with
    /// every frame, and match a whole render to PSNR ≥ 40 dB.
    @Test(arguments: ["mp4", "mov"])
    func threeShardVideosJoinIntoTheWhole(container: String) throws {
        let out = try AnimSimBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        let common = ["render", Self.scene, "-s", "320x180", "-r", "20"]
        let whole = out.appendingPathComponent("whole.\(container)")
        #expect(try AnimSimBinary.run(common + ["-o", whole.path]).status == 0)
        var list = ""
        for k in 1...3 {
            let part = out.appendingPathComponent("part-\(k).\(container)")
            let run = try AnimSimBinary.run(common + ["-o", part.path, "--shard", "\(k)/3"])
            #expect(run.status == 0, "\(run.err)")
            list += "file '\(part.path)'\n"
        }
        try list.write(to: out.appendingPathComponent("list.txt"), atomically: true, encoding: .utf8)
        let joined = out.appendingPathComponent("joined.\(container)")
        _ = try AnimSimBinary.tool("/usr/bin/ffmpeg", ["-v", "error", "-f", "concat", "-safe", "0", "-i",
                                                       out.appendingPathComponent("list.txt").path, "-c", "copy", joined.path])
        #expect(try AnimSimBinary.videoFrameCount(joined) == 61)
        let psnr = try AnimSimBinary.tool("/usr/bin/ffmpeg", ["-hide_banner", "-i", joined.path, "-i", whole.path,
                                                              "-lavfi", "psnr", "-f", "null", "-"])
        let average = try #require(psnr.range(of: "average:").map { psnr[$0.upperBound...].prefix { !$0.isWhitespace } })
        let value = average == "inf" ? Double.infinity : try #require(Double(average))
        #expect(value >= 40, "\(psnr)")
    }
}
