import Foundation
import AnimSimCore

/// Which instants a trace covers: every frame, a range of frames (`--frames 30-90`), one
/// exact instant (`--at 1.25`), which need not fall on a frame, every nth frame and the last
/// (`--every 15`, for compact goldens), or the frames a golden holds.
public enum FrameSelection: Sendable, Equatable {
    case all
    case frames(ClosedRange<Int>)
    case instant(Double)
    case every(Int)
    case list([Int])

    /// `A-B`, `A` or `A-` (to the last frame).
    public static func parse(frames text: String) -> FrameSelection? {
        let parts = text.split(separator: "-", maxSplits: 1, omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        guard let first = parts.first, let start = Int(first), start >= 0 else { return nil }
        if parts.count == 1 { return .frames(start...start) }
        if parts[1].isEmpty { return .frames(start...Int.max) }
        guard let end = Int(parts[1]), end >= start else { return nil }
        return .frames(start...end)
    }

    /// The (index, time) pairs to trace, or a message saying why the selection is outside
    /// the scene. `index` is nil for an instant between frames, or past the last one.
    ///
    /// `openEnded`: the scene has no natural end (`LoadedScene.hasNaturalEnd`), so an instant
    /// after its duration is traced too, showing what the evaluator gives there, the settled
    /// state. A scene file's duration is its end, written or worked out from its timeline,
    /// and `--at` past it is refused as frames past it are.
    public func instants(frameCount: Int, duration: Double, fps: Double,
                         openEnded: Bool = false) -> Result<[(index: Int?, time: Double)], SelectionError> {
        switch self {
        case .all:
            return .success((0..<frameCount).lazy.map { ($0, Double($0) / fps) }.map { $0 })
        case .frames(let range):
            guard range.lowerBound < frameCount else {
                return .failure(SelectionError(message: "frame \(range.lowerBound) is past the end: the scene has frames 0-\(frameCount - 1)"))
            }
            let upper = min(range.upperBound, frameCount - 1)
            return .success((range.lowerBound...upper).map { ($0, Double($0) / fps) })
        case .every(let step):
            guard step >= 1 else { return .failure(SelectionError(message: "--every takes a whole number of frames, 1 or more")) }
            var indices = Array(stride(from: 0, to: frameCount, by: step))
            if indices.last != frameCount - 1 { indices.append(frameCount - 1) }
            return .success(indices.map { ($0, Double($0) / fps) })
        case .list(let indices):
            guard let past = indices.first(where: { $0 < 0 || $0 >= frameCount }) else {
                return .success(indices.map { ($0, Double($0) / fps) })
            }
            return .failure(SelectionError(message: "frame \(past) is past the end: the scene has frames 0-\(frameCount - 1)"))
        case .instant(let time):
            guard time.isFinite, time >= 0, openEnded || time <= duration + 1e-9 else {
                return .failure(SelectionError(message: "--at \(TraceNumber.format(time)) is outside the scene, which runs from 0 to \(TraceNumber.format(duration)) s"))
            }
            let frame = time * fps
            let onFrame = abs(frame - frame.rounded()) < 1e-9 && Int(frame.rounded()) < frameCount
            let index = onFrame ? Int(frame.rounded()) : nil
            return .success([(index, time)])
        }
    }
}

public struct SelectionError: Error, Sendable, CustomStringConvertible {
    public var message: String
    public var description: String { message }
}
