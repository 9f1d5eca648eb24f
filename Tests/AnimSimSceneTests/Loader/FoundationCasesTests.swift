import Foundation
import Testing
import AnimSimCore
import AnimSimNodeBuilder
@testable import AnimSimScene

/// The foundation layout cases written as scene files trace exactly the frames the Swift
/// API lays out: the scene format adds nothing and loses nothing on the way.
@Suite struct FoundationCasesTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var canvas: CGSize
        var yaml: String
        var swift: @Sendable () -> ViewNode
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "HStack of two rectangles", canvas: CGSize(width: 100, height: 100),
             yaml: "hstack: {}\n  children: [ { rect: {} }, { rect: {} } ]",
             swift: { HStack { Rectangle(); Rectangle() } }),
        Case(name: "VStack with spacing", canvas: CGSize(width: 100, height: 100),
             yaml: "vstack: { spacing: 10 }\n  children: [ { rect: {} }, { circle: {} } ]",
             swift: { VStack(spacing: 10) { Rectangle(); Circle() } }),
        Case(name: "ZStack aligned topLeading", canvas: CGSize(width: 120, height: 80),
             yaml: "zstack: { alignment: topLeading }\n  children: [ { color: red }, { rect: {}, frame: { width: 20, height: 30 } } ]",
             swift: { ZStack(alignment: .topLeading) { Color.red.view; Rectangle().frame(width: 20, height: 30) } }),
        Case(name: "fixed frame with alignment", canvas: CGSize(width: 200, height: 200),
             yaml: "text: Hello\n  frame: { width: 100, height: 100, alignment: bottomLeading }",
             swift: { Text("Hello").frame(width: 100, height: 100, alignment: .bottomLeading) }),
        Case(name: "flexible frame", canvas: CGSize(width: 300, height: 100),
             yaml: "rect: {}\n  frame: { minWidth: 50, idealWidth: 80, maxWidth: 120, maxHeight: inf }",
             swift: { Rectangle().frame(minWidth: 50, idealWidth: 80, maxWidth: 120, maxHeight: .infinity) }),
        Case(name: "padding then background", canvas: CGSize(width: 200, height: 100),
             yaml: "text: Padded\n  padding: { top: 4, leading: 10, bottom: 4, trailing: 10 }\n  background: { capsule: {} }",
             swift: { Text("Padded").padding(EdgeInsets(top: 4, leading: 10, bottom: 4, trailing: 10)).background(Capsule()) }),
        Case(name: "fixedSize text in a narrow frame", canvas: CGSize(width: 200, height: 100),
             yaml: "text: A rather long line\n  fixedSize: true\n  frame: { width: 40 }",
             swift: { Text("A rather long line").fixedSize().frame(width: 40) }),
        Case(name: "HStack with spacer and priority", canvas: CGSize(width: 150, height: 60),
             yaml: "hstack: {}\n  children:\n    - { text: one two three }\n    - { spacer: { minLength: 5 } }\n    - { text: four five, layoutPriority: 1 }",
             swift: { HStack { Text("one two three"); Spacer(minLength: 5); Text("four five").layoutPriority(1) } }),
        Case(name: "offset and overlay", canvas: CGSize(width: 100, height: 100),
             yaml: "rect: {}\n  frame: { width: 40, height: 40 }\n  offset: [10, -5]\n  overlay: { circle: {}, frame: { width: 10, height: 10 } }",
             swift: { Rectangle().frame(width: 40, height: 40).offset(x: 10, y: -5).overlay(Circle().frame(width: 10, height: 10)) }),
    ]

    @Test(arguments: cases)
    func sceneTraceMatchesSwiftLayout(_ testCase: Case) throws {
        let yaml = "animsim: 1\ncanvas: { width: \(testCase.canvas.width), height: \(testCase.canvas.height) }\nview:\n  \(testCase.yaml)\n"
        let loaded = try SceneLoader().load(yaml: yaml, source: testCase.name)
        let trace = try TestSupport.json(TestSupport.trace(loaded, strategies: [.animatable]))
        let frames = try #require(trace["frames"] as? [[String: Any]])
        let pane = try #require((frames.first?["strategies"] as? [[String: Any]])?.first)
        let views = try #require(pane["views"] as? [[String: Any]])
        let expected = try LayoutEngine().layout(testCase.swift(), in: testCase.canvas)
        #expect(views.count == expected.items.count)
        for view in views {
            let id = try #require(view["id"] as? String)
            let frame = try #require(view["frame"] as? [Double])
            let swift = try #require(expected.frame(id), "no view '\(id)' in the Swift layout")
            let want = [swift.minX, swift.minY, swift.width, swift.height].map { Double($0) }
            for (a, b) in zip(frame, want) { #expect(abs(a - b) < 1e-4, "\(id): \(frame) vs \(want)") }
        }
    }

    @Test func hstackOfTwoRectanglesHasTheKnownFrames() throws {
        let loaded = try SceneLoader().load(yaml: "animsim: 1\ncanvas: { width: 100, height: 100 }\nview:\n  \(Self.cases[0].yaml)\n")
        let list = try loaded.evaluator().evaluate(at: 0, strategy: .position)
        #expect(list.item("root/0")?.frame == CGRect(x: 0, y: 0, width: 46, height: 100))
        #expect(list.item("root/1")?.frame == CGRect(x: 54, y: 0, width: 46, height: 100))
    }
}
