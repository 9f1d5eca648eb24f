import AnimSimCore
import AnimSimScene
import ArgumentParser
import Foundation

/// Loading scenes the same way in every subcommand: a path, or the built-in scene when none
/// is given, with the layouts `AnimSimCommands.main(registry:)` was given. Errors end the command
/// with exit 1, printed one per line by `FailureReport`.
enum SceneArguments {
    /// `view`: a SwiftUI view's `--script`, `--duration` and `--canvas`, which only the
    /// scene compiled into this process takes (`SwiftFileScene`); a scene file refuses them.
    static func load(_ path: String?, view: ViewSettings = ViewSettings(),
                     loader: SceneLoader = SceneLoader(registry: AnimSimCommands.registry)) throws(SceneErrors) -> LoadedScene {
        if let compiled = try SwiftFileScene.loaded(for: path, options: view) { return compiled }
        if !view.given.isEmpty {
            throw ViewScene.refuse(view, scene: path ?? DefaultScene.source, why: "a scene file has its own timeline:, duration: and canvas:")
        }
        guard let path else { return loader.loadDefault() }
        return try loader.load(contentsOf: path)
    }

    /// The command's end on a scene's errors: each on its line, exit 1.
    static func fail(_ errors: SceneErrors) -> CommandFailure { CommandFailure(errors.description) }
}

/// stderr, written through FileHandle (the C global is not concurrency-safe in Swift 6).
enum StandardError {
    static func write(_ text: String) {
        try? FileHandle.standardError.write(contentsOf: Data(text.utf8))
    }
}

/// Buffered stdout for streaming traces: flushes every 64 kB, so a long run goes out as it
/// is produced without a system call per line. A closed pipe (`| head`) ends the write quietly.
struct StandardOutput: TextOutputStream {
    private var buffer = Data()
    private(set) var closed = false

    init() { signal(SIGPIPE, SIG_IGN) }

    mutating func write(_ string: String) {
        guard !closed else { return }
        buffer.append(contentsOf: string.utf8)
        if buffer.count >= 1 << 16 { flush() }
    }

    mutating func flush() {
        guard !closed, !buffer.isEmpty else { return }
        do { try FileHandle.standardOutput.write(contentsOf: buffer) } catch { closed = true }
        buffer.removeAll(keepingCapacity: true)
    }
}
