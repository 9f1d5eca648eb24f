import Foundation
import AnimSimCore

/// A trace read back (`animsim trace`'s JSON, version 1): what a golden holds. Only the
/// fields goldens compare are decoded; fields a later trace adds (per-layout values, say)
/// are ignored, so goldens keep working as traces grow.
public struct TraceDocument: Decodable, Sendable, Equatable {
    public struct View: Decodable, Sendable, Equatable {
        public var id: String
        /// x, y, width, height.
        public var frame: [Double]
        public var rotation: Double
        public var scale: Double
        public var opacity: Double
        /// A drawn view's fill, red, green, blue and opacity in sRGB (absent in goldens
        /// recorded before colours animated: then not compared).
        public var fill: [Double]?
        /// A rounded rectangle's corner radius, likewise.
        public var cornerRadius: Double?
        /// The whole drawn transform (nine entries, row by row), where the trace gave one.
        public var transform: [Double]?
        /// Each geometry effect's presented data, where the trace gave them.
        public var effects: [Effect]?
        /// A shape's outline as SVG path data (`OutlineTrace`), likewise.
        public var outline: String?
    }

    public struct Effect: Decodable, Sendable, Equatable {
        public var name: String
        public var matrix: [Double]
        public var animatableData: [Double]
    }

    public struct Pane: Decodable, Sendable, Equatable {
        public var strategy: String
        public var views: [View]
    }

    public struct Frame: Decodable, Sendable, Equatable {
        public var index: Int?
        public var time: Double
        public var strategies: [Pane]
    }

    public var version: Int
    public var scene: String
    public var source: String
    public var fps: Double
    public var frameCount: Int
    public var frames: [Frame]

    /// Reads a trace, or says in one sentence why the data is not one.
    public static func read(_ data: Data) throws(TraceGoldenError) -> TraceDocument {
        let document: TraceDocument
        do { document = try JSONDecoder().decode(TraceDocument.self, from: data) } catch {
            throw .notATrace("not an animsim trace (\(Self.reason(error)))")
        }
        guard document.version == TraceWriter.version else {
            throw .notATrace("trace version \(document.version); this animsim reads version \(TraceWriter.version)")
        }
        return document
    }

    static func reason(_ error: Error) -> String {
        switch error {
        case DecodingError.keyNotFound(let key, let context):
            return "no '\(key.stringValue)'" + (context.codingPath.isEmpty ? "" : " in \(path(context.codingPath))")
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            return "unexpected value at \(path(context.codingPath))"
        case DecodingError.dataCorrupted(let context):
            return context.codingPath.isEmpty ? "not JSON" : "bad value at \(path(context.codingPath))"
        default:
            return "\(error)"
        }
    }

    static func path(_ keys: [CodingKey]) -> String {
        keys.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
    }

    /// The frame indices the trace holds (instants between frames are left out).
    public var frameIndices: [Int] { frames.compactMap(\.index) }
}

public enum TraceGoldenError: Error, Sendable, CustomStringConvertible {
    case notATrace(String)
    case layout(SceneErrors)

    public var description: String {
        switch self {
        case .notATrace(let message): message
        case .layout(let errors): errors.description
        }
    }
}
