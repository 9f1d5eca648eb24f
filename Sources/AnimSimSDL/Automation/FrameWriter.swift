import AnimSimCore
import AnimSimCairo
import Foundation

/// Saves frames as PNG (P, `--screenshot-at`) off the main thread: composed at the exact
/// time, painted by `FramePainter` at the export scale without any window overlay, encoded,
/// and written atomically (a temporary file renamed into place), so anything polling for the
/// file never reads half of it.
final class FrameWriter: @unchecked Sendable {
    private let queue = DispatchQueue(label: "animsim.screenshots", qos: .userInitiated)
    private let group = DispatchGroup()
    private let scale: CGFloat
    private let log: @Sendable (String) -> Void
    private let store: @Sendable ([UInt8], String) throws -> Void
    private let lock = NSLock()
    private var failed: [String] = []

    /// `store` writes a PNG's bytes to a path: the CLI's guarded writer (never over an input
    /// or a file AnimSim did not write), or `writeAtomically`.
    init(scale: CGFloat, log: @escaping @Sendable (String) -> Void,
         store: @escaping @Sendable ([UInt8], String) throws -> Void = FrameWriter.writeAtomically) {
        self.scale = scale
        self.log = log
        self.store = store
    }

    /// One line per save that failed, so far: the window lives on, but the command that
    /// asked for the file must not report success.
    var failures: [String] {
        lock.lock()
        defer { lock.unlock() }
        return failed
    }

    func save(_ composer: LiveComposer, at time: Double, view: FrameView, to path: String) {
        let scale = self.scale
        let log = self.log
        let store = self.store
        queue.async(group: group) {
            do {
                // Saved frames carry the scene's title, as exports do.
                var view = view
                view.overlays.insert(.title)
                let composition = try composer.composition(at: time, view: view)
                let png = try PNGEncoder().encode(try FramePainter(scale: scale).paint(composition))
                try store(png, path)
                log("saved \(path) (t = \(Self.seconds(time)) s, frame \(composer.frameIndex(at: time)))")
            } catch {
                let line = "could not save \(path): \(error)"
                log(line)
                self.lock.lock()
                self.failed.append(line)
                self.lock.unlock()
            }
        }
    }

    /// Waits for every save to finish (at exit).
    func wait() {
        group.wait()
    }

    @Sendable static func writeAtomically(_ bytes: [UInt8], to path: String) throws {
        let data = Data(bytes)
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let temporary = directory.appendingPathComponent(".\(url.lastPathComponent).\(getpid()).tmp")
        try data.write(to: temporary)
        if rename(temporary.path, url.path) != 0 {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: temporary)
            throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: "cannot rename into \(path): \(reason)"])
        }
    }

    /// A path for P that does not overwrite: `dir/wheel-f0030.png`, then `-2`, `-3`, …
    /// `reserved` holds paths handed out whose files may not be written yet.
    static func nextShotPath(directory: String, stem: String, frame: Int, reserved: Set<String>) -> String {
        let number = String(frame)
        let base = (directory as NSString).appendingPathComponent(
            stem + "-f" + String(repeating: "0", count: max(0, 4 - number.count)) + number)
        var path = base + ".png"
        var counter = 2
        while reserved.contains(path) || FileManager.default.fileExists(atPath: path) {
            path = base + "-\(counter).png"
            counter += 1
        }
        return path
    }

    static func seconds(_ time: Double) -> String {
        let millis = Int((time * 1000).rounded())
        let fraction = String(millis % 1000)
        return "\(millis / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }
}
