import Foundation
import Testing

/// A real full disk: a 64 KiB tmpfs. `render` must name the cause and the output, not
/// "Broken pipe", and leave nothing behind. Needs the right to mount (root in the CI
/// container); without it, FFmpegFailureTests covers the same paths with fake encoders.
@Suite(.serialized, .enabled(if: SmallDisk.mountable, "needs permission to mount a tmpfs"))
struct DiskFullTests {
    @Test(arguments: ["v.mp4", "v.mov", "v.gif", "frames"])
    func aFullDiskIsNamedAndLeavesNothing(output: String) throws {
        let folder = try AnimSimBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try SmallDisk.mount(folder))
        defer { _ = try? AnimSimBinary.tool("/bin/umount", [folder.path]) }
        let target = folder.appendingPathComponent(output)
        let run = try BoundedRun.run(["render", "scenes/wheel-90.yaml", "-o", target.path, "-s", "640x360"], limit: BoundedRun.backstop)
        #expect(run.outcome == .exited(1), "\(run.outcome): \(run.err)")
        let line = run.err.split(separator: "\n").last { $0.hasPrefix("animsim render: ") }.map(String.init) ?? run.err
        #expect(line.hasPrefix("animsim render: no space left on the device while writing \(target.path)"), "\(run.err)")
        #expect(line.contains("free some space there, or choose an output on another disk"), "\(run.err)")
        #expect(!run.err.contains("Broken pipe") || run.err.contains("--- ffmpeg said ---"), "\(run.err)")
        // A video leaves nothing; a PNG sequence keeps its whole frames for --resume.
        let left = SignalledRun.allEntries(folder)
        if output == "frames" {
            #expect(left.allSatisfy { $0 == "frames" || $0 == "frames/.animsim-render.json" || $0.hasPrefix("frames/frame_") }, "\(left)")
        } else {
            #expect(left.isEmpty, "left behind: \(left)")
        }
    }
}

/// A 64 KiB tmpfs mounted on a folder.
enum SmallDisk {
    static let mountable: Bool = {
        guard getuid() == 0, let folder = try? AnimSimBinary.temporaryDirectory() else { return false }
        defer { try? FileManager.default.removeItem(at: folder) }
        guard (try? mount(folder)) == true else { return false }
        _ = try? AnimSimBinary.tool("/bin/umount", [folder.path])
        return true
    }()

    static func mount(_ folder: URL) throws -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/mount")
        process.arguments = ["-t", "tmpfs", "-o", "size=64k", "tmpfs", folder.path]
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus == 0
    }
}
