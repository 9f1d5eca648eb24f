import Foundation

/// `--frames A-B`: an inclusive range of frame indices of the whole animation, parsed once
/// from the command line and carried typed to the job, which resolves it against the
/// scene's frame count. Rendering a slice gives byte-identical files to the same frames of a
/// full export, because frames are rendered by their global index and named by the whole
/// animation's frame count.
public struct FrameRange: Equatable, Sendable, CustomStringConvertible {
    /// The first frame.
    public let lower: Int
    /// The last frame; nil: to the end of the animation, whatever its length.
    public let upper: Int?
    /// As it was written, for messages that quote it.
    public let description: String

    /// "A-B", "A-" (to the last frame), "-B" (from the first) or "A" (one frame), with
    /// 0 ≤ A ≤ B; nil otherwise.
    public init?(_ text: String) {
        let parts = text.split(separator: "-", maxSplits: 1, omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }
        func number(_ text: String) -> Int? { Int(text).flatMap { $0 >= 0 ? $0 : nil } }
        guard !text.trimmingCharacters(in: .whitespaces).isEmpty else { return nil }
        guard let lower = parts[0].isEmpty ? 0 : number(parts[0]) else { return nil }
        let upper: Int?
        if parts.count == 1 {
            upper = lower
        } else if parts[1].isEmpty {
            upper = nil
        } else {
            guard let last = number(parts[1]), lower <= last else { return nil }
            upper = last
        }
        self.lower = lower
        self.upper = upper
        description = text
    }

    /// The frames named, an open end reaching as far as any animation can (`trace` selects
    /// with it without knowing the frame count).
    public var range: ClosedRange<Int> { lower...(upper ?? Int.max) }

    /// The frames of an animation of `frameCount` frames; an error names the range as
    /// written and the frames there are.
    public func resolved(frameCount: Int) throws -> ClosedRange<Int> {
        let last = frameCount - 1
        guard last >= 0 else { throw ExportError.invalidFrameRange("the animation has no frames") }
        let upper = self.upper ?? last
        guard lower <= upper else {
            throw ExportError.invalidFrameRange("--frames \(description): the first frame is after the last")
        }
        guard upper <= last else {
            throw ExportError.invalidFrameRange("--frames \(description): the animation has frames 0-\(last)")
        }
        return lower...upper
    }
}
