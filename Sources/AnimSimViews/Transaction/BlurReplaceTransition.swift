import AnimSimCore

/// iOS 17's `.blurReplace`: "animates the insertion or removal of a view by combining blurring
/// and scaling effects", with the numbers `Transition._blurReplace` gives (OpenSwiftUI's):
/// opacity 0, blur radius 7 and scale 0.9 away from identity, 1.1 on removal with `.upUp`.
public struct BlurReplaceTransition: TransitionProtocol {
    /// `.downUp` or `.upUp`: which way the view scales while it is removed.
    public struct Configuration: Hashable, Sendable {
        let scalesUpOnRemoval: Bool

        public static let downUp = Configuration(scalesUpOnRemoval: false)
        public static let upUp = Configuration(scalesUpOnRemoval: true)
    }

    public var configuration: Configuration

    public init(configuration: Configuration) { self.configuration = configuration }

    /// The core's numbers as the modifiers SwiftUI's body applies.
    public func body(content: Content, phase: TransitionPhase) -> some View {
        let active = phase.isIdentity ? Transition.Active()
            : _coreTransition.active(removal: phase == .didDisappear, size: .zero)
        return content
            .opacity(active.opacity)
            .blur(radius: active.blur)
            .scaleEffect(active.scale)
    }

    public var _coreTransition: Transition { ._blurReplace(scalesUpOnRemoval: configuration.scalesUpOnRemoval) }
}

extension Transition {
    /// `AnyTransition.blurReplace(_:)`: opacity 0, blur radius 7 and scale 0.9 on insertion;
    /// the same on removal, but scale 1.1 for `.upUp` (`Transition._blurReplace`).
    public static func blurReplace(_ configuration: BlurReplaceTransition.Configuration = .downUp) -> Transition {
        ._blurReplace(scalesUpOnRemoval: configuration.scalesUpOnRemoval)
    }

    /// `.blurReplace`: `.blurReplace(.downUp)`.
    public static var blurReplace: Transition { blurReplace(.downUp) }
}
