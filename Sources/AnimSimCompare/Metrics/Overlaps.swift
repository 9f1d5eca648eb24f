import AnimSimCore
import Foundation

/// Frames in which two views' frames intersect, per strategy: the straight paths of the
/// position strategy can run views into each other where the layout itself never would.
public struct Overlaps: Codable, Equatable, Sendable {
    /// One pair of views and the frames in which they intersect.
    public struct Pair: Codable, Equatable, Sendable {
        public var a: String
        public var b: String
        public var frames: [Int]
        public var firstTime: Double
        public var lastTime: Double
        /// Largest intersection area in one frame (points²): grazing or piled up.
        public var maxArea: Double
        /// Overlapping in the first and the last frame too: part of the layout (a label on
        /// a tile), not something the animation causes.
        public var atRest: Bool

        public var name: String { "\(a)×\(b)" }
    }

    public var strategy: Strategy
    /// Frames with at least one intersecting pair, increasing.
    public var frames: [Int]
    public var pairs: [Pair]

    /// Pairs that meet only while moving: collisions the animation causes.
    public var collisions: [Pair] { pairs.filter { !$0.atRest } }

    /// The least shared area that counts (points²). Tiles laid edge to edge touch along a
    /// line and floating point leaves them slivers of 10⁻¹⁰ pt²: reported, they were
    /// "overlaps of largest 0 pt²". Half a square point is the least a display can show.
    public static let minimumArea = 0.5

    /// Rectangles that share interior of at least `minimumArea`: touching edges and
    /// zero-size frames do not count.
    static func intersectionArea(_ r: CGRect, _ s: CGRect) -> Double {
        let w = min(r.maxX, s.maxX) - max(r.minX, s.minX)
        let h = min(r.maxY, s.maxY) - max(r.minY, s.minY)
        guard w > 0, h > 0 else { return 0 }
        let area = Double(w * h)
        return area >= minimumArea ? area : 0
    }

    /// Frames checked, from the first: all of them unless the pair-test bound was reached.
    public var checkedFrames: Int

    /// Pair tests one strategy's overlaps may make over all frames. Views piled on each other
    /// all overlap, n²/2 pairs a frame: 999 piled views over 1,999 frames were a billion
    /// pairs, and compare ran past ten minutes. Past the bound later frames are not checked
    /// (`checkedFrames` says how far it went, and the table says so).
    public static let maximumPairTests = 5_000_000

    /// Checks every pair at every frame instant of the samples, up to `maximumPairTests`.
    public init(_ samples: StrategySamples, maximumPairTests: Int = Overlaps.maximumPairTests) {
        strategy = samples.strategy
        let tracks = samples.tracks
        var byPair: [Int: (frames: [Int], area: Double)] = [:]
        var frames: Set<Int> = []
        let rects = tracks.map(\.frames)
        let present = tracks.map(\.present)
        var tests = 0
        checkedFrames = samples.frameSamples.count
        for (frame, sample) in samples.frameSamples.enumerated() {
            if tests > maximumPairTests {
                checkedFrames = frame
                break
            }
            // Sweep along x: only views whose horizontal extents meet can overlap, so a wheel
            // of 1,000 tiles checks its neighbours, not all half a million pairs.
            // Only views drawn at this instant (views that come and go hold a place when absent).
            let order = rects.indices.filter { present[$0][sample] }.sorted { rects[$0][sample].minX < rects[$1][sample].minX }
            for (position, i) in order.enumerated() {
                let r = rects[i][sample]
                for j in order[(position + 1)...] {
                    let s = rects[j][sample]
                    guard s.minX < r.maxX else { break }
                    tests += 1
                    let area = Self.intersectionArea(r, s)
                    guard area > 0 else { continue }
                    let key = min(i, j) * tracks.count + max(i, j)
                    byPair[key, default: ([], 0)].frames.append(frame)
                    byPair[key]!.area = max(byPair[key]!.area, area)
                    frames.insert(frame)
                }
            }
        }
        let lastFrame = samples.frameSamples.count - 1
        pairs = byPair.keys.sorted().map { key in
            let (i, j) = (key / tracks.count, key % tracks.count)
            let hit = byPair[key]!
            return Pair(a: tracks[i].id, b: tracks[j].id, frames: hit.frames,
                        firstTime: samples.times[samples.frameSamples[hit.frames.first!]],
                        lastTime: samples.times[samples.frameSamples[hit.frames.last!]], maxArea: hit.area,
                        atRest: hit.frames.first == 0 && hit.frames.last == lastFrame)
        }
        self.frames = frames.sorted()
    }
}

/// "3–17, 40" for a sorted list of frame numbers: readable where a list of 60 is not.
public func frameRanges(_ frames: [Int]) -> String {
    var parts: [String] = []
    var index = frames.startIndex
    while index < frames.endIndex {
        var end = index
        while end + 1 < frames.endIndex, frames[end + 1] == frames[end] + 1 { end += 1 }
        parts.append(end == index ? "\(frames[index])" : "\(frames[index])–\(frames[end])")
        index = end + 1
    }
    return parts.joined(separator: ", ")
}
