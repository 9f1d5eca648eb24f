import SwiftUI

/// Three bar heights as one value that SwiftUI can interpolate: a `VectorArithmetic` type of
/// our own, used as a shape's `animatableData`. SwiftUI computes start + (end − start)·p with
/// the type's own `-`, `scale(by:)` and `+` at every frame and hands the result to the shape,
/// whose `path(in:)` runs again, so each bar grows on its own. The outline is linear in the
/// heights, so the naive pane (each corner point moving straight) draws the same bars: what
/// this shows is SwiftUI animating a type it has never seen.
struct BarHeights: VectorArithmetic {
    var values: (Double, Double, Double)

    static var zero: BarHeights { BarHeights(values: (0, 0, 0)) }

    static func + (lhs: BarHeights, rhs: BarHeights) -> BarHeights {
        BarHeights(values: (lhs.values.0 + rhs.values.0, lhs.values.1 + rhs.values.1, lhs.values.2 + rhs.values.2))
    }

    static func - (lhs: BarHeights, rhs: BarHeights) -> BarHeights {
        BarHeights(values: (lhs.values.0 - rhs.values.0, lhs.values.1 - rhs.values.1, lhs.values.2 - rhs.values.2))
    }

    mutating func scale(by factor: Double) {
        values = (values.0 * factor, values.1 * factor, values.2 * factor)
    }

    var magnitudeSquared: Double { values.0 * values.0 + values.1 * values.1 + values.2 * values.2 }

    static func == (lhs: BarHeights, rhs: BarHeights) -> Bool { lhs.values == rhs.values }
}

/// Three bars standing on the rect's bottom edge, each a third of its width, as tall as its
/// height in `heights` (points).
struct Bars: Shape {
    var heights: BarHeights

    var animatableData: BarHeights {
        get { heights }
        set { heights = newValue }
    }

    func path(in rect: CGRect) -> Path {
        var path = Path()
        let width = rect.width / 3
        for (index, height) in [heights.values.0, heights.values.1, heights.values.2].enumerated() {
            path.addRect(CGRect(x: rect.minX + CGFloat(index) * width, y: rect.maxY - height, width: width, height: height))
        }
        return path
    }
}

/// The bars go from heights (20, 100, 60) to (100, 40, 120), linear over 1 s from the start.
struct ContentView: View {
    @State private var heights = BarHeights(values: (20, 100, 60))

    var body: some View {
        Bars(heights: heights)
            .fill(Color.teal)
            .frame(width: 150, height: 150)
            .id("bars")
            .onAppear {
                withAnimation(.linear(duration: 1)) { heights = BarHeights(values: (100, 40, 120)) }
            }
    }
}
