import Foundation

/// `--frames A-B`: an inclusive range of frame indices of the whole animation. Rendering a
/// slice gives byte-identical files to the same frames of a full export, because frames are
/// rendered by their global index and named by the whole animation's frame count.
public enum FrameSlice {
    /// Accepts "A-B", "A-" (to the last frame), "-B" (from the first) and "A" (one frame).
    public static func parse(_ text: String, frameCount: Int) throws -> ClosedRange<Int> {
        let last = frameCount - 1
        guard last >= 0 else { throw ExportError.invalidFrameRange("the animation has no frames") }
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let parts = trimmed.split(separator: "-", maxSplits: 1, omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }
        func number(_ s: String, default value: Int) throws -> Int {
            if s.isEmpty { return value }
            guard let n = Int(s), n >= 0 else {
                throw ExportError.invalidFrameRange("--frames \"\(text)\": \"\(s)\" is not a frame number (use A-B, e.g. 0-59)")
            }
            return n
        }
        let lower = try number(parts[0], default: 0)
        let upper = parts.count == 2 ? try number(parts[1], default: last) : lower
        guard lower <= upper else {
            throw ExportError.invalidFrameRange("--frames \(text): the first frame is after the last")
        }
        guard upper <= last else {
            throw ExportError.invalidFrameRange("--frames \(text): the animation has frames 0-\(last)")
        }
        return lower...upper
    }
}
