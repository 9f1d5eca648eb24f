import AnimSimCore

/// SwiftUI's `UnitCurve` (iOS 17): a curve from 0 to 1 over 0…1, here the core's cubic
/// Bézier timing curves, which `ScrollTransitionConfiguration.interactive(timingCurve:)`
/// passes a view's progress through.
public struct UnitCurve: Hashable, Sendable {
    let curve: TimingCurve

    public static let linear = UnitCurve(curve: .linear)
    public static let easeIn = UnitCurve(curve: .easeIn)
    public static let easeOut = UnitCurve(curve: .easeOut)
    public static let easeInOut = UnitCurve(curve: .easeInOut)

    public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
        UnitCurve(curve: TimingCurve(Double(startControlPoint.x), Double(startControlPoint.y),
                                     Double(endControlPoint.x), Double(endControlPoint.y)))
    }

    /// The curve's output at `progress` (clamped to 0…1).
    public func value(at progress: Double) -> Double { curve.value(at: min(max(progress, 0), 1)) }
}
