import Foundation
import Testing
@testable import AnimSimCore

/// The geometry types as SwiftUI files use them: a shape's `animatableData` spelled
/// `CGPoint.AnimatableData` or `CGSize.AnimatableData` (LiquidAnimation's blob), interpolated
/// component by component, and CoreGraphics' `equalTo(_:)`.
@Suite struct CGGeometrySwiftUITests {
    /// What an animation does to the data: `from + (to - from) × fraction`, read back.
    static func interpolate<Value: Animatable>(_ from: Value, _ to: Value, _ fraction: Double) -> Value {
        var value = from
        var delta = to.animatableData
        delta -= from.animatableData
        delta.scale(by: fraction)
        value.animatableData += delta
        return value
    }

    @Test func pointsAndSizesInterpolateBySwiftUIsComponents() {
        #expect(Self.interpolate(CGPoint(x: 0, y: 10), CGPoint(x: 100, y: -10), 0.25) == CGPoint(x: 25, y: 5))
        #expect(Self.interpolate(CGSize(width: 10, height: 0), CGSize(width: 30, height: 8), 0.5) == CGSize(width: 20, height: 4))
        let rect = Self.interpolate(CGRect(x: 0, y: 0, width: 10, height: 10), CGRect(x: 10, y: 20, width: 30, height: 50), 0.5)
        #expect(rect == CGRect(x: 5, y: 10, width: 20, height: 30))
        #expect(Self.interpolate(UnitPoint.topLeading, UnitPoint.bottomTrailing, 0.5) == .center)
        let insets = Self.interpolate(EdgeInsets(), EdgeInsets(top: 2, leading: 4, bottom: 6, trailing: 8), 0.5)
        #expect(insets == EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
    }

    /// The data's components in SwiftUI's order: x then y, width then height, origin then size.
    @Test func theComponentsAreInSwiftUIsOrder() {
        let size: CGSize.AnimatableData = CGSize(width: 3, height: 4).animatableData
        #expect(size.first == 3 && size.second == 4)
        let point: CGPoint.AnimatableData = CGPoint(x: 1, y: 2).animatableData
        #expect(point.first == 1 && point.second == 2)
        let rect = CGRect(x: 1, y: 2, width: 3, height: 4).animatableData
        #expect(rect.first == point && rect.second == size)
        var edited = CGRect.zero
        edited.animatableData = rect
        #expect(edited == CGRect(x: 1, y: 2, width: 3, height: 4))
    }

    @Test func equalToIsEquality() {
        #expect(CGSize(width: 1, height: 2).equalTo(CGSize(width: 1, height: 2)))
        #expect(!CGSize(width: 1, height: 2).equalTo(CGSize(width: 2, height: 1)))
        #expect(CGPoint(x: 1, y: 2).equalTo(CGPoint(x: 1, y: 2)) && !CGPoint(x: 1, y: 2).equalTo(.zero))
        #expect(CGRect(x: 0, y: 0, width: 1, height: 1).equalTo(CGRect(x: 0, y: 0, width: 1, height: 1)))
        #expect(!CGRect(x: 0, y: 0, width: 1, height: 1).equalTo(.zero))
    }
}
