import Foundation
import Testing
@testable import AnimSimCore

/// `AnimatableValues` (iOS 26) is a vector of its components: every operation acts on each
/// component exactly as on the component alone, so three values in one vector animate as
/// three values side by side.
@Suite struct AnimatableValuesTests {
    typealias Three = AnimatableValues<Double, CGFloat, Float>

    let a = Three(1.5, 2, -4)
    let b = Three(0.5, -6, 2)

    @Test func sumAndDifferenceAreComponentWise() {
        #expect((a + b).value == (2, -4, -2))
        #expect((a - b).value == (1, 8, -6))
        #expect(a - a == .zero)
    }

    @Test func zeroIsTheZeroOfEachComponent() {
        #expect(Three.zero.value == (0, 0, 0))
        #expect(a + .zero == a)
    }

    @Test(arguments: [0.0, 0.25, -2, 3.5])
    func scaleMultipliesEveryComponent(factor: Double) {
        let scaled = a.scaled(by: factor)
        #expect(scaled.value.0 == 1.5 * factor)
        #expect(scaled.value.1 == 2 * CGFloat(factor))
        #expect(scaled.value.2 == -4 * Float(factor))
    }

    /// The squared magnitude, which springs and merging animations read, is the sum of the
    /// components': 1.5² + 2² + 4² = 22.25.
    @Test func magnitudeSquaredIsTheSumOfTheComponents() {
        #expect(a.magnitudeSquared == 22.25)
        #expect(Three.zero.magnitudeSquared == 0)
    }

    @Test func equalOnlyWhenEveryComponentIs() {
        #expect(a == Three(1.5, 2, -4))
        #expect(a != Three(1.5, 2, -4.5))
        #expect(a != Three(1, 2, -4))
    }

    /// The one interpolation every strategy uses, a quarter of the way: a + (b − a) / 4.
    @Test func interpolatesEachComponentOnItsOwn() {
        let quarter = Three.interpolate(from: a, to: b, progress: 0.25)
        #expect(quarter.value == (1.25, 0, -2.5))
    }

    /// Values of other vectors nest: a pair inside keeps its own arithmetic.
    @Test func nestsOtherVectors() {
        let nested = AnimatableValues(AnimatablePair(1.0, 2.0), 3.0)
        let doubled = nested + nested
        #expect(doubled.value.0 == AnimatablePair(2.0, 4.0) && doubled.value.1 == 6)
        #expect(nested.magnitudeSquared == 14)
    }
}
