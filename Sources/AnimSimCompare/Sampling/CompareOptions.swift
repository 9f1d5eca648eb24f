import Foundation

/// How finely a comparison samples the animation and what counts as "still".
///
/// Frames alone are too coarse to measure a path: at 60 fps a quarter turn of a wheel of
/// radius 130 is covered in steps of up to 0.05 rad, and a polyline through those points is
/// shorter than the arc by about 0.02. Sampling several instants per frame (and never fewer
/// than `minimumIntervals` over the whole animation) brings that error under 0.01, the
/// precision the tables print; the error of a polyline on a curve falls with the square of
/// the step, so 8 substeps make it 64 times smaller.
public struct CompareOptions: Equatable, Sendable {
    /// Sample instants per output frame (at least 1). Frame instants are always among the
    /// samples, so per-frame results (overlaps) use exactly what the frames show.
    public var substepsPerFrame: Int
    /// The least number of sampling intervals over the whole animation, for short or
    /// low-fps scenes.
    public var minimumIntervals: Int
    /// A view has settled once it stays within this many points of its final position.
    public var settleEpsilon: Double
    /// A view is on a wheel when, under the animatable strategy, its distance from its
    /// layout's centre never varies by more than this (points).
    public var circleTolerance: Double
    /// Samples kept per strategy, counted as views × instants (48 bytes each: a frame and a
    /// layout centre). Every metric reads whole tracks, so this is compare's memory bound:
    /// substeps are lowered (to 1 at least) to fit, and a scene whose views × frames alone
    /// pass it is refused (`workRefusal`).
    public var maximumSamples: Int

    /// The standard `maximumSamples`: 2,000,000 samples per strategy, about 96 MB each.
    public static let standardMaximumSamples = 2_000_000

    public init(substepsPerFrame: Int = 8, minimumIntervals: Int = 1000, settleEpsilon: Double = 0.1,
                circleTolerance: Double = 0.5, maximumSamples: Int = standardMaximumSamples) {
        self.substepsPerFrame = max(1, substepsPerFrame)
        self.minimumIntervals = max(1, minimumIntervals)
        self.settleEpsilon = settleEpsilon
        self.circleTolerance = circleTolerance
        self.maximumSamples = max(1, maximumSamples)
    }

    /// The substeps actually used for a scene of `frameCount` frames and `views` moving
    /// views: the requested ones, raised until the whole animation has `minimumIntervals`
    /// intervals, then lowered (never under 1) until views × instants fits `maximumSamples`.
    public func substeps(frameCount: Int, views: Int = 0) -> Int {
        let frameIntervals = max(frameCount - 1, 1)
        let needed = (minimumIntervals + frameIntervals - 1) / frameIntervals
        let wanted = max(substepsPerFrame, needed)
        let affordable = maximumSamples / max(views * max(frameCount, 1), 1)
        return max(1, min(wanted, affordable))
    }

    /// Why a scene is too large to compare even at one sample per frame, naming the bound
    /// and the scene's figure; nil when it fits.
    public func workRefusal(frameCount: Int, views: Int) -> String? {
        let samples = Double(views) * Double(frameCount)
        guard samples > Double(maximumSamples) else { return nil }
        return "compare keeps every sample of every moving view: \(views) views × \(frameCount) frames is "
            + "\(Int(samples)) samples per strategy even at one per frame, more than the \(maximumSamples) it may keep; "
            + "shorten 'duration', lower 'fps' or use fewer views (at most \(maximumSamples / max(views, 1)) frames with \(views) views)"
    }
}
