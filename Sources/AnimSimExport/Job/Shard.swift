import Foundation

/// `--shard K/N`: the K-th (1-based) of N contiguous, even ranges of an animation's frames.
/// A frame's bytes depend only on the scene and its index, so shards rendered anywhere, in
/// any order, retried any number of times, make exactly the files of a whole render.
public struct Shard: Equatable, Sendable {
    public var index: Int
    public var count: Int

    public init(index: Int, count: Int) {
        self.index = index
        self.count = count
    }

    /// "2/3"; nil unless 1 ≤ K ≤ N.
    public init?(_ text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let k = Int(parts[0].trimmingCharacters(in: .whitespaces)),
              let n = Int(parts[1].trimmingCharacters(in: .whitespaces)), n >= 1, n <= 100_000, k >= 1, k <= n else { return nil }
        self.init(index: k, count: n)
    }

    /// Frames `⌊(K−1)·F/N⌋ … ⌊K·F/N⌋ − 1`: the shards tile 0…F−1 with sizes differing by
    /// at most one.
    public func range(frameCount: Int) throws -> ClosedRange<Int> {
        let lower = (index - 1) * frameCount / count
        let upper = index * frameCount / count - 1
        guard upper >= lower else {
            throw ExportError.invalidFrameRange("--shard \(index)/\(count): the animation has only \(frameCount) frame(s), "
                + "fewer than the \(count) shards; use at most \(frameCount) shards")
        }
        return lower...upper
    }
}
