import AnimSimCore
import AnimSimScene
import Foundation

/// Where a click lands among a SwiftUI view's drawn controls, and the use it makes: the
/// same use a script entry would write for that control at that instant. Pure, so what a
/// click does is tested without a window.
///
/// A control's hit area is the union of the frames its nodes have in the pane clicked (each
/// pane places them its own way while they move). Later controls are drawn over earlier
/// ones, so they are tried first. The parts follow iOS's: a button's whole frame; a toggle's
/// switch, trailing its row (`Toggle.switchSize`, 51 pt); a slider's track, where the
/// thumb's centre travels the width less the thumb (28 pt); a stepper's − and + halves,
/// UIStepper's 94 pt trailing its row; a segmented picker's segment; a menu picker's label
/// (AnimSim draws no menu: a click takes the next option, as the script's default use).
public struct ViewControlHit: Equatable, Sendable {
    public var control: ControlInfo
    /// The control's bounds in the pane, in scene points.
    public var bounds: CGRect
    /// `value:` as a script writes it; nil for the control's default use.
    public var value: String?

    static let switchWidth: CGFloat = 51, stepperWidth: CGFloat = 94, thumb: CGFloat = 28

    /// The control under `point` (scene points in the pane's display list) and its use.
    public static func find(_ point: CGPoint, among controls: [ControlInfo], in list: DisplayList) -> ViewControlHit? {
        var frames: [String: CGRect] = [:]
        for item in list.items { frames[item.id] = item.frame }
        for control in controls.reversed() {
            let rects = control.nodes.compactMap { frames[$0] }
            guard let first = rects.first else { continue }
            let bounds = rects.dropFirst().reduce(first) { $0.union($1) }
            guard bounds.contains(point) else { continue }
            guard case .use(let value) = use(of: control, bounds: bounds, at: point, frames: frames) else { return nil }
            return ViewControlHit(control: control, bounds: bounds, value: value)
        }
        return nil
    }

    /// What a point on a control does: a use with its `value:` (nil: the default use), or
    /// nothing (the label beside a toggle's switch or a stepper's buttons).
    enum Outcome: Equatable {
        case use(String?)
        case nothing
    }

    static func use(of control: ControlInfo, bounds: CGRect, at point: CGPoint, frames: [String: CGRect]) -> Outcome {
        switch control.detail {
        case .toggle?:
            return point.x >= bounds.maxX - switchWidth ? .use(nil) : .nothing
        case .slider(_, let range, _)?:
            return .use(sliderValue(atX: point.x, in: bounds, range: range))
        case .stepper(let value, let step)?:
            guard point.x >= bounds.maxX - stepperWidth else { return .nothing }
            return point.x < bounds.maxX - stepperWidth / 2 ? .use(number(value - step)) : .use(nil)
        case .picker(let options, let cells?)?:
            guard let index = cells.firstIndex(where: { frames[$0]?.contains(point) ?? false }), options.indices.contains(index) else {
                return .nothing
            }
            return .use(options[index])
        case .button?, .picker?, nil:
            return .use(nil)
        }
    }

    /// A slider's value under `x`: the thumb's centre runs from `minX + thumb/2` to `maxX -
    /// thumb/2`, so the pointer sets the value the thumb would show there (the slider snaps
    /// it to its step and range).
    public static func sliderValue(atX x: CGFloat, in bounds: CGRect, range: ClosedRange<Double>) -> String {
        let travel = max(bounds.width - thumb, 1)
        let fraction = min(max(Double((x - bounds.minX - thumb / 2) / travel), 0), 1)
        return number(range.lowerBound + fraction * (range.upperBound - range.lowerBound))
    }

    /// What Enter (Shift+Enter: `down`) writes for a focused control: a slider a tenth of its
    /// range up or down (the slider snaps and clamps it), a stepper one step down with Shift,
    /// and otherwise the default use (nil).
    public static func keyValue(_ control: ControlInfo, down: Bool) -> String? {
        switch control.detail {
        case .slider(let value, let range, let step)?:
            let stride = step ?? (range.upperBound - range.lowerBound) / 10
            return number(min(max(value + (down ? -stride : stride), range.lowerBound), range.upperBound))
        case .stepper(let value, let step)? where down:
            return number(value - step)
        default:
            return nil
        }
    }

    static func number(_ value: Double) -> String { ControlScript.number(value) }
}
