import Foundation
import Testing
@testable import AnimSimCore

/// When an animation is logically complete (design note K6), which a phase animator's next
/// step waits for: a spring at its response (or duration), an interpolating spring after one
/// natural period, a curve at its end; modifiers as for the duration.
@Suite struct LogicalCompletionTests {
    @Test(arguments: [
        (Animation.linear(duration: 0.7), 0.7),
        (.spring(response: 0.4, dampingFraction: 0.3), 0.4),
        (.spring(duration: 0.5, bounce: 0.2), 0.5),
        (.default, 0.55),
        (.bouncy, 0.5),
        (.interpolatingSpring(mass: 1, stiffness: 100, damping: 10), 2 * Double.pi / 10),
        (.interpolatingSpring(duration: 0.8, bounce: 0.1), 0.8),
        (.linear(duration: 1).delay(0.5).speed(2), 0.75),
        (.easeIn(duration: 0.3).repeatCount(3), 0.9),
    ])
    func logicalDurations(animation: Animation, seconds: Double) {
        #expect(abs(animation.logicalDuration - seconds) < 1e-12, "\(animation)")
    }

    @Test func aSpringIsLogicallyCompleteBeforeItSettles() {
        let spring = Animation.spring(duration: 0.5)
        #expect(spring.logicalDuration < spring.duration)
        #expect(Animation.linear(duration: 1).repeatForever().logicalDuration == .infinity)
    }
}
