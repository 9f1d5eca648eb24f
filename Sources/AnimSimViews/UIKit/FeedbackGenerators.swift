import AnimSimCore

/// UIKit's haptic feedback generators. A canvas cannot tap the user's hand, so each one is
/// accepted and does nothing: a demo that plays a haptic on each tap runs its animation as
/// it does on a phone, without the buzz. Not main-actor isolated (they hold nothing), so a
/// generator kept in a global or a model compiles wherever a file makes it.
open class UIFeedbackGenerator: @unchecked Sendable {
    public init() {}
    open func prepare() {}
}

public final class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    public enum FeedbackStyle: Int, Sendable { case light, medium, heavy, soft, rigid }

    public let style: FeedbackStyle

    public init(style: FeedbackStyle = .medium) {
        self.style = style
        super.init()
    }

    public func impactOccurred() {}
    public func impactOccurred(intensity: CGFloat) {}
}

public final class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    public enum FeedbackType: Int, Sendable { case success, warning, error }

    public func notificationOccurred(_ notificationType: FeedbackType) {}
}

public final class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    public func selectionChanged() {}
}
