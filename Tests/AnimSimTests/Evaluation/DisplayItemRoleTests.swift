import Foundation
import Testing
@testable import AnimSimCore
import AnimSimNodeBuilder

/// A display item says whether its layout is a modifier of one view (`ModifierLayout`):
/// tools that ask which layout places a view look past those, and only those.
@Suite struct DisplayItemRoleTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let view: ViewNode
        let isModifier: Bool
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "frame", view: Rectangle().frame(width: 10, height: 10), isModifier: true),
        Case(name: "flexible frame", view: Rectangle().frame(maxWidth: 40), isModifier: true),
        Case(name: "padding", view: Rectangle().padding(4), isModifier: true),
        Case(name: "offset", view: Rectangle().offset(x: 3), isModifier: true),
        Case(name: "fixedSize", view: Rectangle().fixedSize(), isModifier: true),
        Case(name: "background", view: Rectangle().background(Circle()), isModifier: true),
        Case(name: "overlay", view: Rectangle().overlay(Circle()), isModifier: true),
        Case(name: "HStack", view: HStack { Rectangle() }, isModifier: false),
        Case(name: "ZStack", view: ZStack { Rectangle() }, isModifier: false),
        Case(name: "wheel", view: WheelLayout(radius: 10) { Rectangle() }, isModifier: false),
        Case(name: "rectangle", view: Rectangle(), isModifier: false),
    ]

    @Test(arguments: cases)
    func theRootsRoleComesFromItsLayout(_ testCase: Case) throws {
        let list = try LayoutEngine().layout(testCase.view.id("m"), in: CGSize(width: 100, height: 100))
        #expect(try #require(list.item("m")).isModifier == testCase.isModifier)
    }
}
