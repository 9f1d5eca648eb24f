import Foundation

/// `.animsim-render.json` in a PNG sequence's folder: which render its frames belong to.
/// Written before the first frame, so a folder with frames and no manifest was not filled
/// by AnimSim (or by one older than the manifest), and a folder whose manifest names
/// another fingerprint holds another render's frames.
public struct RenderManifest: Codable, Equatable, Sendable {
    public static let fileName = ".animsim-render.json"

    /// Everything that decides a frame's bytes except which frames are rendered, so every
    /// slice, shard and resumed run of one render shares it.
    public var fingerprint: String
    /// For people: scene, size, frame count and rate.
    public var summary: String

    public init(fingerprint: String, summary: String) {
        self.fingerprint = fingerprint
        self.summary = summary
    }

    public static func read(in directory: URL) -> RenderManifest? {
        guard let data = FileManager.default.contents(atPath: directory.appendingPathComponent(fileName).path) else { return nil }
        return try? JSONDecoder().decode(RenderManifest.self, from: data)
    }

    func write(in directory: URL) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try AtomicFile.write(Array(try encoder.encode(self)) + [10], to: directory.appendingPathComponent(Self.fileName).path)
    }
}
