import AnimSimCore

/// iOS 17's `.blurReplace`: "animates the insertion or removal of a view by combining blurring
/// and scaling effects". Apple publishes no numbers; AnimSim takes OpenSwiftUI's (its
/// `BlurTransition.swift`, audited against SwiftUI 6.5.4): away from identity the view is at
/// opacity 0, blurred with radius 7, and scaled by 0.9 — on removal by 1.1 with `.upUp`
/// ("scales the view up while both removing and inserting it"), by 0.9 with `.downUp`, the
/// default ("scales the view down while removing it and up while inserting it").
public struct BlurReplaceTransition: TransitionProtocol {
    /// `.downUp` or `.upUp`: which way the view scales while it is removed.
    public struct Configuration: Hashable, Sendable {
        let scalesUpOnRemoval: Bool

        public static let downUp = Configuration(scalesUpOnRemoval: false)
        public static let upUp = Configuration(scalesUpOnRemoval: true)
    }

    /// The numbers away from identity (see the type's comment for their source).
    static let radius = 7.0
    static let insertionScale: CGFloat = 0.9
    static let upScale: CGFloat = 1.1

    public var configuration: Configuration

    public init(configuration: Configuration) { self.configuration = configuration }

    public func body(content: Content, phase: TransitionPhase) -> some View {
        content
            .opacity(phase.isIdentity ? 1 : 0)
            .blur(radius: phase.isIdentity ? 0 : Self.radius)
            .scaleEffect(Self.scale(phase, configuration))
    }

    public var _coreTransition: Transition { .blurReplace(configuration) }

    static func scale(_ phase: TransitionPhase, _ configuration: Configuration) -> CGFloat {
        switch phase {
        case .identity: 1
        case .willAppear: insertionScale
        case .didDisappear: configuration.scalesUpOnRemoval ? upScale : insertionScale
        }
    }
}

extension Transition {
    /// `AnyTransition.blurReplace(_:)`: opacity 0, blur radius 7 and scale 0.9 on insertion;
    /// the same on removal, but scale 1.1 for `.upUp` (`BlurReplaceTransition`).
    public static func blurReplace(_ configuration: BlurReplaceTransition.Configuration = .downUp) -> Transition {
        func effects(_ phase: TransitionPhase) -> Transition {
            .effects(Effects(opacity: 0, scale: BlurReplaceTransition.scale(phase, configuration), blur: BlurReplaceTransition.radius))
        }
        return .asymmetric(insertion: effects(.willAppear), removal: effects(.didDisappear))
    }

    /// `.blurReplace`: `.blurReplace(.downUp)`.
    public static var blurReplace: Transition { blurReplace(.downUp) }
}
