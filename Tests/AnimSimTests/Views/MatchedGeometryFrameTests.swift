import Foundation
import Testing
@testable import AnimSimCore

/// `MatchedGeometry.frame(matching:own:)`: the frame a group member takes from the shared
/// one, by its properties and anchor (swiftui-animatable.md K3).
@Suite struct MatchedGeometryFrameTests {
    /// `.position` alone keeps the member's size; `.size` alone keeps its anchor point.
    @Test func matchedFramesTakeWhatTheirPropertiesSay() {
        let shared = CGRect(x: 0, y: 0, width: 100, height: 50), own = CGRect(x: 200, y: 100, width: 20, height: 10)
        #expect(MatchedGeometry(group: "g").frame(matching: shared, own: own) == shared)
        #expect(MatchedGeometry(group: "g", properties: .position).frame(matching: shared, own: own)
                == CGRect(x: 40, y: 20, width: 20, height: 10))
        #expect(MatchedGeometry(group: "g", properties: .size).frame(matching: shared, own: own)
                == CGRect(x: 160, y: 80, width: 100, height: 50))
        #expect(MatchedGeometry(group: "g", anchor: .zero).frame(matching: shared, own: own) == shared)
        #expect(MatchedGeometry(group: "g", properties: .position, anchor: .zero).frame(matching: shared, own: own)
                == CGRect(x: 0, y: 0, width: 20, height: 10))
    }
}
