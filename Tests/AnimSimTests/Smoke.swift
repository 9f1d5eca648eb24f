import Testing
import Foundation
@testable import AnimSimCore
import AnimSimNodeBuilder

@Test func hstackOfTwoRectangles() throws {
    let root = HStack { Rectangle(); Rectangle() }
    let result = try LayoutEngine().layout(root, in: CGSize(width: 100, height: 100))
    #expect(result.frame("root/0") == CGRect(x: 0, y: 0, width: 46, height: 100))
    #expect(result.frame("root/1") == CGRect(x: 54, y: 0, width: 46, height: 100))
}
