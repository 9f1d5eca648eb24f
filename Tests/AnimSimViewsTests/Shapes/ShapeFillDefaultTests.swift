import Foundation
import Testing
import AnimSim

/// `fill()` with no argument, as published files write it (`Circle().fill()`, dogra25130's
/// Parallax Card): SwiftUI's `fill(_:style:)` defaults to the foreground style, so the shape
/// is drawn as it would be unfilled, in the foreground style around it (as a styled fill,
/// by its outline rather than as the built-in kind, the same pixels).
@MainActor @Suite struct ShapeFillDefaultTests {
    static func items<V: View>(_ view: V) throws -> [DisplayItem] {
        Array(try LayoutEngine().layout(ViewHost(view).currentTree, in: CGSize(width: 200, height: 200)).items)
    }

    @Test func aBareFillDrawsInTheForegroundStyle() throws {
        let filled = try Self.items(Circle().fill().frame(width: 50, height: 50).foregroundStyle(.red))
        let circle = try #require(filled.first { $0.fill != nil && $0.frame.size == CGSize(width: 50, height: 50) }, "\(filled)")
        #expect(circle.fill == .red)
        #expect(circle.frame.size == CGSize(width: 50, height: 50))
    }

    @Test func aBareFillDrawsWhatTheShapeAloneDraws() throws {
        let bare = try Self.items(Capsule().fill().frame(width: 80, height: 30))
        let shape = try Self.items(Capsule().frame(width: 80, height: 30))
        #expect(bare.map(\.fill) == shape.map(\.fill))
        #expect(bare.map(\.frame) == shape.map(\.frame))
    }
}
