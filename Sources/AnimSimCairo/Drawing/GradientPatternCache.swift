import AnimSimCore
import CCairo
import Foundation

/// The gradient patterns one canvas has made, kept for the canvas's lifetime (one paint of a
/// pane): an item's fill and stroke, and every item of a list that shares a gradient and a
/// frame size, set the same pattern instead of building it again. An angular gradient is a
/// mesh of 360 patches, so building it per item per frame cost more than drawing with it.
///
/// A pattern is kept without its matrix, which depends on the user space at the time of
/// drawing and is set at every use (`setGradient`): the pattern, matrix and stops are those a
/// new one would have, so the pixels are the same.
final class GradientPatternCache {
    private struct Entry {
        let paint: GradientPaint
        let rect: CGRect
        let alpha: Double
        let pattern: OpaquePointer
    }

    /// Enough for the gradients of a pane; a pane with more distinct ones starts over.
    static let capacity = 32
    private var entries: [Entry] = []

    deinit { for entry in entries { cairo_pattern_destroy(entry.pattern) } }

    /// The pattern made for `paint` in `rect` at `alpha`, made by `make` the first time; the
    /// cache keeps its reference (the caller neither destroys it nor keeps it past the canvas).
    func pattern(_ paint: GradientPaint, in rect: CGRect, alpha: Double, make: () -> OpaquePointer) -> OpaquePointer {
        // Newest first: consecutive items mostly share the last one.
        if let entry = entries.last(where: { $0.rect == rect && $0.alpha == alpha && $0.paint == paint }) {
            return entry.pattern
        }
        if entries.count >= Self.capacity {
            for entry in entries { cairo_pattern_destroy(entry.pattern) }
            entries.removeAll(keepingCapacity: true)
        }
        let pattern = make()
        entries.append(Entry(paint: paint, rect: rect, alpha: alpha, pattern: pattern))
        return pattern
    }
}
