import Foundation
import AnimSimCore

/// Writes a scene's motion as data (`animsim trace`): JSON in the shape the shared design
/// fixes (`version` 1), or CSV, one frame at a time so a long run is never held in memory.
///
/// JSON puts one frame per line, so the output streams, diffs line by line and stays
/// valid JSON:
///
///     {"version":1,"scene":"…","source":"…","fps":60,"canvas":[330,330],"frameCount":361,"frames":[
///     {"index":0,"time":0,"strategies":[{"strategy":"position","state":{"angle":0},"views":[…]}]},
///     …
///     ]}
///
/// Before writing anything the selected instants are evaluated once (when that is cheap), so
/// a layout error produces no partial output.
public struct TraceWriter: Sendable {
    public enum Format: String, Sendable, CaseIterable { case json, csv }

    public static let version = 1
    /// View-instants up to which the whole selection is evaluated before writing.
    public static let validationBudget = 2_000_000

    public let loaded: LoadedScene
    public let evaluator: SceneEvaluator

    public init(loaded: LoadedScene, evaluator: SceneEvaluator) {
        self.loaded = loaded
        self.evaluator = evaluator
    }

    /// Writes the trace; throws before writing anything if the selection is outside the
    /// scene or (within the validation budget) any instant fails to lay out.
    public func write(_ format: Format, selection: FrameSelection = .all, strategies: [Strategy]? = nil,
                      to output: inout some TextOutputStream) throws(TraceError) {
        let scene = loaded.scene
        let instants: [(index: Int?, time: Double)]
        switch selection.instants(frameCount: evaluator.frameCount, duration: evaluator.duration, fps: scene.fps,
                                          openEnded: !loaded.hasNaturalEnd) {
        case .failure(let error): throw .selection(error)
        case .success(let list): instants = list
        }
        let strategies = strategies ?? scene.strategies
        if instants.count * strategies.count * max(loaded.viewCount, 1) <= Self.validationBudget {
            for instant in instants {
                for strategy in strategies { _ = try evaluate(instant.time, strategy) }
            }
        }
        let encoder = TraceEncoder(scene: scene, format: format, names: loaded.traceNames)
        output.write(encoder.header(frameCount: evaluator.frameCount, duration: evaluator.duration))
        for (offset, instant) in instants.enumerated() {
            var lists: [DisplayList] = []
            for strategy in strategies { lists.append(try evaluate(instant.time, strategy)) }
            output.write(encoder.frame(index: instant.index, time: instant.time, lists: lists, isFirst: offset == 0))
        }
        output.write(encoder.footer())
    }

    private func evaluate(_ time: Double, _ strategy: Strategy) throws(TraceError) -> DisplayList {
        do { return try evaluator.evaluate(at: time, strategy: strategy) } catch { throw .layout(loaded.positioned(error)) }
    }
}

public enum TraceError: Error, Sendable, CustomStringConvertible {
    case selection(SelectionError)
    case layout(SceneErrors)

    public var description: String {
        switch self {
        case .selection(let error): error.message
        case .layout(let errors): errors.description
        }
    }
}
