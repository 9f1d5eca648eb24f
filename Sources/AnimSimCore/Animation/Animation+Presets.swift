import Foundation

/// The named animations and their SwiftUI defaults. Timing curves default to 0.35 s, as in
/// SwiftUI; the spring presets are the iOS 17 ones.
extension Animation {
    /// SwiftUI's duration for `.linear`, `.easeIn`, `.easeOut` and `.easeInOut`.
    static let defaultCurveDuration = 0.35

    public static var linear: Animation { linear(duration: defaultCurveDuration) }
    public static var easeIn: Animation { easeIn(duration: defaultCurveDuration) }
    public static var easeOut: Animation { easeOut(duration: defaultCurveDuration) }
    public static var easeInOut: Animation { easeInOut(duration: defaultCurveDuration) }

    public static func linear(duration: Double) -> Animation {
        Animation(base: .curve(.linear, duration: duration))
    }

    public static func easeIn(duration: Double) -> Animation {
        Animation(base: .curve(.easeIn, duration: duration))
    }

    public static func easeOut(duration: Double) -> Animation {
        Animation(base: .curve(.easeOut, duration: duration))
    }

    public static func easeInOut(duration: Double) -> Animation {
        Animation(base: .curve(.easeInOut, duration: duration))
    }

    /// A cubic Bézier timing curve through control points (c0x, c0y) and (c1x, c1y).
    public static func timingCurve(
        _ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double, duration: Double = 0.35
    ) -> Animation {
        Animation(base: .curve(TimingCurve(c0x, c0y, c1x, c1y), duration: duration))
    }

    // MARK: Merging springs

    /// A spring that retargets running animations, keeping their value and velocity.
    /// `blendDuration` is how long the spring's response takes to change from the previous
    /// spring's to this one's when it interrupts another spring.
    /// Disfavoured, as in SwiftUI since iOS 17 (design note K7), so that a bare `.spring()`
    /// is the duration form below; `.spring(response: 0.3)` still takes this one's 0.825.
    @_disfavoredOverload
    public static func spring(
        response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0
    ) -> Animation {
        Animation(base: .spring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration))
    }

    /// The iOS 17 spelling, and what a bare `.spring()` means: `spring(duration: 0.5,
    /// bounce: 0)`, response 0.5 and damping fraction 1 (design note K7).
    public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
        Animation(base: .springDurationBounce(duration: duration, bounce: bounce, blendDuration: blendDuration))
    }

    /// A merging spring from a `Spring` value (mass is folded into response and damping).
    public static func spring(_ spring: Spring, blendDuration: Double = 0) -> Animation {
        Animation.spring(response: spring.response, dampingFraction: spring.dampingRatio, blendDuration: blendDuration)
    }

    /// SwiftUI's default spring (K7): `spring(duration: 0.5, bounce: 0)`, critically damped.
    public static var spring: Animation { spring(duration: 0.5, bounce: 0, blendDuration: 0) }

    /// SwiftUI's default animation: a critically damped spring with a 0.55 s response.
    public static var `default`: Animation { spring(response: 0.55, dampingFraction: 1.0, blendDuration: 0) }

    /// A stiffer spring that blends over 0.25 s, for following a finger: the iOS 13 spelling,
    /// which SwiftUI now disfavours (K7), so a bare `interactiveSpring()` is the one below.
    @_disfavoredOverload
    public static func interactiveSpring(
        response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25
    ) -> Animation {
        spring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration)
    }

    /// iOS 17's interactive spring (K7): `spring(duration:bounce:)` with bounce 0.15 plus
    /// `extraBounce`, blending over `blendDuration`, as published drag handlers call it
    /// (`.interactiveSpring(duration: 0.3, extraBounce: 0, blendDuration: 0.5)`).
    public static func interactiveSpring(
        duration: Double = 0.15, extraBounce: Double = 0, blendDuration: Double = 0.25
    ) -> Animation {
        spring(duration: duration, bounce: 0.15 + extraBounce, blendDuration: blendDuration)
    }

    public static var interactiveSpring: Animation { interactiveSpring() }

    public static var smooth: Animation { smooth() }
    public static var snappy: Animation { snappy() }
    public static var bouncy: Animation { bouncy() }

    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        spring(duration: duration, bounce: 0 + extraBounce, blendDuration: 0)
    }

    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        spring(duration: duration, bounce: 0.15 + extraBounce, blendDuration: 0)
    }

    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        spring(duration: duration, bounce: 0.3 + extraBounce, blendDuration: 0)
    }

    // MARK: Interpolating springs

    /// A spring-shaped 0 → 1 curve that, unlike `spring`, adds to running animations rather
    /// than taking them over. `initialVelocity` is in fractions of the change per second.
    public static func interpolatingSpring(
        mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0
    ) -> Animation {
        Animation(base: .interpolatingSpring(
            mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity))
    }

    public static func interpolatingSpring(
        duration: Double = 0.5, bounce: Double = 0, initialVelocity: Double = 0
    ) -> Animation {
        Animation(base: .interpolatingSpringDurationBounce(
            duration: duration, bounce: bounce, initialVelocity: initialVelocity))
    }

    public static var interpolatingSpring: Animation { interpolatingSpring() }
}
