import Foundation

/// The iOS 17 transitions whose active states are numbers, kept in the core so a scene
/// file's `blurReplace` and `scale(0.5, anchor: top)` and a Swift file's run the same
/// transition (`TransitionSyntax`, `BlurReplaceTransition`).
extension Transition {
    /// `.scale(scale:anchor:)`: the view scaled by `scale` about `anchor` while inactive. About
    /// the centre it is the core's `scale`; about another point the core's scale about the
    /// centre plus the offset that keeps `anchor` still (`Transition.Effects`).
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> Transition {
        anchor == .center ? .scale(scale) : .effects(Effects(scale: scale, anchor: anchor))
    }

    /// `.blurReplace`: "animates the insertion or removal of a view by combining blurring and
    /// scaling effects". Apple publishes no numbers; AnimSim takes OpenSwiftUI's (its
    /// `BlurTransition.swift`, audited against SwiftUI 6.5.4): away from identity the view is
    /// at opacity 0, blurred with radius 7, and scaled by 0.9 — on removal by 1.1 with
    /// `.upUp` (`scalesUpOnRemoval`), by 0.9 with `.downUp`, the default.
    public static func _blurReplace(scalesUpOnRemoval: Bool) -> Transition {
        let (radius, down, up) = (7.0, CGFloat(0.9), CGFloat(1.1))
        return .asymmetric(insertion: .effects(Effects(opacity: 0, scale: down, blur: radius)),
                           removal: .effects(Effects(opacity: 0, scale: scalesUpOnRemoval ? up : down, blur: radius)))
    }
}
