import Foundation

/// The animatable data of what a view draws with, as the plan's paint channel holds it:
/// its fill, stroke and label colours (each `Color.animatableComponents`, SwiftUI's
/// resolved-colour data) and a rounded rectangle's corner radius (`RoundedRectangle`'s
/// `animatableData`). None of it is layout, so it animates alike in both panes.
///
/// A colour that appears or disappears (no fill before, a fill after) has nothing to
/// interpolate from, so it changes at once, as a view's style does in SwiftUI when the
/// modifier itself comes or goes.
enum PaintData {
    /// Fill (4), stroke colour (4), label colour (4), corner radius (1).
    static let stride = 13

    /// Adds `new − old` to `jumps[base ..< base + stride]` for each part both have.
    /// True when anything changed.
    @discardableResult
    static func addJump(from old: DisplayItems.Appearance, to new: DisplayItems.Appearance,
                        into jumps: inout [Double], at base: Int) -> Bool {
        var changed = false
        func colour(_ a: Color?, _ b: Color?, _ offset: Int) {
            guard let a, let b, a != b else { return }
            let from = a.animatableComponents, to = b.animatableComponents
            for k in 0..<4 { jumps[base + offset + k] += to[k] - from[k] }
            changed = true
        }
        colour(old.fill, new.fill, 0)
        colour(old.stroke?.color, new.stroke?.color, 4)
        colour(old.label?.color, new.label?.color, 8)
        if case .roundedRectangle(let a)? = old.shape, case .roundedRectangle(let b)? = new.shape, a != b {
            jumps[base + 12] += Double(b - a)
            changed = true
        }
        return changed
    }

    /// The appearance drawn while `owed` (presentation − model) is still owed.
    static func apply(_ owed: UnsafeBufferPointer<Double>, to appearance: inout DisplayItems.Appearance) {
        func shifted(_ color: Color, _ offset: Int) -> Color {
            let c = color.animatableComponents
            return Color(animatableComponents: (0..<4).map { c[$0] + owed[offset + $0] })
        }
        if let fill = appearance.fill, owed[0] != 0 || owed[1] != 0 || owed[2] != 0 || owed[3] != 0 {
            appearance.fill = shifted(fill, 0)
        }
        if let stroke = appearance.stroke, owed[4] != 0 || owed[5] != 0 || owed[6] != 0 || owed[7] != 0 {
            appearance.stroke?.color = shifted(stroke.color, 4)
        }
        if let color = appearance.label?.color, owed[8] != 0 || owed[9] != 0 || owed[10] != 0 || owed[11] != 0 {
            appearance.label?.color = shifted(color, 8)
        }
        if case .roundedRectangle(let radius)? = appearance.shape, owed[12] != 0 {
            appearance.shape = .roundedRectangle(cornerRadius: max(0, radius + CGFloat(owed[12])))
        }
    }
}

