import Foundation
import Testing
import AnimSimCore
@testable import AnimSimScene

/// Paths and small helpers shared by the scene tests.
enum TestSupport {
    /// The package root, found from this file's path (Tests/AnimSimSceneTests/Support/…).
    static let root: URL = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func path(_ relative: String) -> String { root.appendingPathComponent(relative).path }

    /// The gallery scene files, sorted, as paths relative to the root.
    static var galleryScenes: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path("scenes"))) ?? []
        return names.filter { $0.hasSuffix(".yaml") }.sorted().map { "scenes/" + $0 }
    }

    /// Loads a scene from the repository, naming it relative to the root as the CLI would.
    static func load(_ relative: String, loader: SceneLoader = SceneLoader()) throws -> LoadedScene {
        let text = try String(contentsOfFile: path(relative), encoding: .utf8)
        return try loader.load(yaml: text, source: relative, directory: (path(relative) as NSString).deletingLastPathComponent)
    }

    /// Loads scene text; the errors as `line:column: message` lines, or nil if it loaded.
    static func errors(_ yaml: String, source: String = "t.yaml", directory: String? = nil,
                       loader: SceneLoader = SceneLoader()) -> [String]? {
        do {
            _ = try loader.load(yaml: yaml, source: source, directory: directory)
            return nil
        } catch {
            return error.errors.map { "\($0.location.line):\($0.location.column): \($0.message)" }
        }
    }

    /// A text stream that keeps what is written, for the trace writer.
    struct Buffer: TextOutputStream {
        var text = ""
        mutating func write(_ string: String) { text += string }
    }

    static func trace(_ loaded: LoadedScene, _ format: TraceWriter.Format = .json, selection: FrameSelection = .all,
                      strategies: [Strategy]? = nil) throws -> String {
        var buffer = Buffer()
        try TraceWriter(loaded: loaded, evaluator: try loaded.evaluator()).write(format, selection: selection, strategies: strategies, to: &buffer)
        return buffer.text
    }

    static func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }
}
