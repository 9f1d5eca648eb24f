import Foundation
import AnimSimCore

/// One number of a golden trace that the scene no longer reproduces.
public struct TraceDrift: Sendable, Equatable {
    public var strategy: String
    public var frame: Int
    public var time: Double
    public var view: String
    /// x, y, width, height, rotation, scale, opacity, fill.red … fill.opacity, cornerRadius; or "view" when the view is missing on
    /// one side (golden or now), "frames" when the scene's frame count changed.
    public var field: String
    public var golden: Double?
    public var current: Double?
    /// |golden − current|; infinite for a view or frame present on one side only.
    public var amount: Double
}

/// Compares a scene against a golden trace (`animsim trace SCENE --against golden.json`):
/// every view's frame, rotation, scale and opacity, per strategy and frame the golden
/// holds. The scene is evaluated at the golden's instants directly (no text in between),
/// so a golden recorded at every 15th frame costs a fifteenth of a full trace.
public struct TraceGolden: Sendable {
    public static let fields = ["x", "y", "width", "height", "rotation", "scale", "opacity"]
    /// What `--tolerance` defaults to: a hundredth of a point (or degree, or unit of scale
    /// and opacity) is far below a pixel and far above the traces' rounding (0.00005).
    public static let defaultTolerance = 0.01

    public let evaluator: SceneEvaluator
    public let loaded: LoadedScene

    public init(loaded: LoadedScene, evaluator: SceneEvaluator) {
        self.loaded = loaded
        self.evaluator = evaluator
    }

    /// Every number that differs by more than `tolerance`, worst first (ties in frame,
    /// strategy and view order).
    public func drifts(against golden: TraceDocument, tolerance: Double = defaultTolerance) throws(TraceGoldenError) -> [TraceDrift] {
        var drifts: [TraceDrift] = []
        if golden.frameCount != evaluator.frameCount {
            drifts.append(TraceDrift(strategy: "", frame: golden.frameCount, time: evaluator.duration, view: "", field: "frames",
                                     golden: Double(golden.frameCount), current: Double(evaluator.frameCount), amount: .infinity))
        }
        for frame in golden.frames {
            let index = frame.index ?? -1
            for pane in frame.strategies {
                guard let strategy = Strategy(rawValue: pane.strategy) else { continue }
                let list: DisplayList
                do { list = try evaluator.evaluate(at: frame.time, strategy: strategy) } catch {
                    throw .layout(loaded.positioned(error))
                }
                // By the names the trace gives (`LoadedScene.traceNames`: a view's `.id(…)` or
                // identifier), which is what the golden holds, not the node's structural id.
                let name = { (item: DisplayItem) in loaded.traceNames[item.id] ?? item.id }
                var now: [String: DisplayItem] = [:]
                for item in list.items where now[name(item)] == nil { now[name(item)] = item }
                var seen: Set<String> = []
                for view in pane.views where seen.insert(view.id).inserted {
                    let base = TraceDrift(strategy: pane.strategy, frame: index, time: frame.time, view: view.id,
                                          field: "view", golden: nil, current: nil, amount: .infinity)
                    guard let item = now[view.id] else { drifts.append(base); continue }
                    let f = item.frame
                    var current = [f.minX, f.minY, f.width, f.height].map(Double.init)
                        + [item.rotation.degrees, Double(item.scale), item.opacity]
                    var stored = view.frame + [view.rotation, view.scale, view.opacity], fields = Self.fields
                    // Colours and corner radii, where the golden holds them.
                    if let fill = view.fill, fill.count == 4 {
                        let now = item.fill ?? Color(red: .nan, green: .nan, blue: .nan, opacity: .nan)
                        stored += fill
                        current += [now.red, now.green, now.blue, now.opacity]
                        fields += ["fill.red", "fill.green", "fill.blue", "fill.opacity"]
                    }
                    if let radius = view.cornerRadius {
                        stored.append(radius)
                        if case .roundedRectangle(let now)? = item.shape { current.append(Double(now)) } else { current.append(.nan) }
                        fields.append("cornerRadius")
                    }
                    TraceDrawnFields.append(view, item, stored: &stored, current: &current, fields: &fields)
                    if let outline = view.outline {
                        // The largest difference of any outline number; another command list is infinite.
                        stored.append(0)
                        current.append(OutlineTrace.difference(outline, item.outline.map(OutlineTrace.svg)))
                        fields.append("outline")
                    }
                    for (k, field) in fields.enumerated() where k < stored.count {
                        let difference = abs(stored[k] - current[k])
                        let amount = difference.isNaN ? .infinity : difference
                        guard amount > tolerance else { continue }
                        var drift = base
                        (drift.field, drift.golden, drift.current, drift.amount) = (field, stored[k], current[k], amount)
                        drifts.append(drift)
                    }
                }
                for item in list.items where !seen.contains(name(item)) {
                    seen.insert(name(item))
                    drifts.append(TraceDrift(strategy: pane.strategy, frame: index, time: frame.time, view: name(item),
                                             field: "view", golden: nil, current: 1, amount: .infinity))
                }
            }
        }
        // Stable: equal amounts keep the golden's order (frame, strategy, view).
        return drifts.enumerated().sorted { $0.element.amount != $1.element.amount ? $0.element.amount > $1.element.amount
            : $0.offset < $1.offset }.map(\.element)
    }
}
