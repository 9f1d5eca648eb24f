import Foundation
import Testing
@testable import AnimSimCore

/// R4's `ResolvedGradientVector`: stop by stop when both sides have the same locations,
/// otherwise over the union of both location lists, each side resampled linearly at the
/// locations it lacks (clamped at its ends). The components here are plain numbers (one
/// per stop's first component; the other three zero) so each expected value is arithmetic.
@Suite struct ResolvedGradientVectorTests {
    /// A vector with value `values[i]` in the first component at `locations[i]`.
    static func vector(_ locations: [Double], _ values: [Double]) -> ResolvedGradientVector {
        ResolvedGradientVector(locations: locations, components: values.flatMap { [$0, 0, 0, 0] })
    }

    static func firsts(_ v: ResolvedGradientVector) -> [Double] {
        stride(from: 0, to: v.components.count, by: 4).map { v.components[$0] }
    }

    /// from → to at progress ½: `from + (to − from)·½`, over the union of locations.
    /// - 2 stops (0, 1) → 3 stops (0, 0.5, 1): the 2-stop side at 0.5 is the mean of its ends.
    /// - 3 → 2: the same, mirrored.
    /// - 0, 1 → 0.25, 0.75: the union has four locations; the 2-stop side is resampled at
    ///   0.25 and 0.75 on its line, the other clamped at its ends (its 0.25 value below
    ///   0.25, its 0.75 value above 0.75).
    /// - equal lists: stop by stop.
    /// - a hard edge (0.5 twice) against one 0.5: the union keeps both.
    struct Case: Sendable, CustomTestStringConvertible {
        let fromLocations: [Double], from: [Double], toLocations: [Double], to: [Double]
        let union: [Double], halfWay: [Double]
        var testDescription: String { "\(fromLocations) → \(toLocations)" }
    }

    static let cases: [Case] = [
        Case(fromLocations: [0, 1], from: [0, 8], toLocations: [0, 0.5, 1], to: [4, 0, 4],
             union: [0, 0.5, 1], halfWay: [2, (4 + 0) / 2, (8 + 4) / 2]),
        Case(fromLocations: [0, 0.5, 1], from: [4, 0, 4], toLocations: [0, 1], to: [0, 8],
             union: [0, 0.5, 1], halfWay: [2, 2, 6]),
        Case(fromLocations: [0, 1], from: [0, 8], toLocations: [0.25, 0.75], to: [16, 24],
             union: [0, 0.25, 0.75, 1], halfWay: [(0 + 16) / 2, (2 + 16) / 2, (6 + 24) / 2, (8 + 24) / 2]),
        Case(fromLocations: [0, 1], from: [2, 6], toLocations: [0, 1], to: [4, 10],
             union: [0, 1], halfWay: [3, 8]),
        Case(fromLocations: [0, 0.5, 0.5, 1], from: [0, 0, 8, 8], toLocations: [0, 0.5, 1], to: [2, 2, 2],
             union: [0, 0.5, 0.5, 1], halfWay: [1, 1, 5, 5]),
    ]

    @Test(arguments: cases)
    func theUnionOfLocations(_ c: Case) {
        let a = Self.vector(c.fromLocations, c.from), b = Self.vector(c.toLocations, c.to)
        let mid = ResolvedGradientVector.interpolate(from: a, to: b, progress: 0.5)
        #expect(mid.locations == c.union)
        let got = Self.firsts(mid)
        #expect(got.count == c.halfWay.count && zip(got, c.halfWay).allSatisfy { abs($0 - $1) < 1e-12 }, "\(got) ≠ \(c.halfWay)")
    }

    /// Zero is the empty vector and adds as nothing; scaling scales every component.
    @Test func zeroAndScaling() {
        let a = Self.vector([0, 1], [2, 6])
        #expect(a + .zero == a && .zero + a == a)
        #expect(Self.firsts(a.scaled(by: 0.5)) == [1, 3])
        #expect(a.magnitudeSquared == 4 + 36)
    }
}
