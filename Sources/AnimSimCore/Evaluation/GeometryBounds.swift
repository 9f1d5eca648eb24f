import Foundation

/// The largest coordinate, size or scale a display list may carry. Every number a scene
/// writes is at most a million at load, but offsets, spacings and scales compose down the
/// tree and through animations; past this bound drawing and encoding lose meaning (Cairo's
/// fixed-point coordinates end near 8 million, and JSON has no `inf`).
public enum GeometryBounds {
    public static let largest: CGFloat = 1e9

    /// Two comparisons, false for NaN and infinities alike: the generic `abs` this used was,
    /// unspecialised in the debug build the binary fuzz runs, a tenth of a `check`.
    @inline(__always)
    static func fits(_ value: CGFloat) -> Bool { value >= -largest && value <= largest }
}

extension DisplayItems {
    /// Refuses geometry past `GeometryBounds.largest`, naming the first view and the instant,
    /// so an overflow found mid-animation is an error with a place and a time, never a trap
    /// in drawing or a bare `inf` in a trace.
    /// `instant` is described only for the error: formatting it cost as much as checking
    /// 1,000 views.
    func checkBounds(at instant: @autoclosure () -> String) throws(LayoutErrors) {
        // An index loop, not `enumerated()`: this runs over every view at every instant, and
        // the debug build (the one the binary fuzz runs) spent a fifth of `check` in the
        // enumerated sequence's generic iterator.
        for index in 0..<geometry.count {
            let g = geometry[index], f = g.frame
            guard GeometryBounds.fits(f.minX), GeometryBounds.fits(f.minY), GeometryBounds.fits(f.width),
                  GeometryBounds.fits(f.height), GeometryBounds.fits(g.scale), g.rotation.degrees.isFinite,
                  g.opacity.isFinite else {
                let numbers = [f.minX, f.minY, f.width, f.height].map { "\($0)" }.joined(separator: ", ")
                throw LayoutErrors(errors: [LayoutError(
                    kind: .invalidPlacement, layout: "geometry", view: ids[index],
                    message: "at \(instant()) its frame is (\(numbers)) at scale \(g.scale); geometry must stay finite and "
                        + "within ±\(Int(GeometryBounds.largest)) points: lower the offsets, spacings, sizes or scales that add up here")])
            }
        }
    }
}
