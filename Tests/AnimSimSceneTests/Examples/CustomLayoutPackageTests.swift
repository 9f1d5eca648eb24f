import Foundation
import Testing
import AnimSimCore
import AnimSimNodeBuilder
@testable import AnimSimScene

/// A layout registered from outside AnimSim, as Examples/CustomLayout does, is checked like a
/// built-in one. (The example package itself is built and run by CustomLayoutExampleTests in
/// AnimSimCommandsTests, through the commands it gets from AnimSimCommands.)
@Suite struct CustomLayoutPackageTests {
    /// The registration, in process: a custom layout is checked like a built-in one.
    @Test func registeredLayoutsGetPositionedErrors() throws {
        struct Row: Layout {
            var gap: CGFloat
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                proposal.replacingUnspecifiedDimensions()
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                for (i, s) in subviews.enumerated() {
                    s.place(at: CGPoint(x: bounds.minX + CGFloat(i) * gap, y: bounds.minY), anchor: .topLeading, proposal: .unspecified)
                }
            }
        }
        let registry = LayoutRegistry.standard.registering("row", parameters: [.length("gap", default: 10)]) { args in
            AnyLayout(Row(gap: args.cgFloat("gap")))
        }
        let loader = SceneLoader(registry: registry)
        let good = "animsim: 1\nstate: { g: 10 }\nview:\n  row: { gap: $g }\n  children:\n    - forEach: 3\n      view: { rect: {}, id: \"r{i}\", frame: { width: 5, height: 5 } }\n"
        let loaded = try loader.load(yaml: good)
        let list = try loaded.evaluator().evaluate(at: 0, strategy: .animatable)
        #expect(list.item("r2")?.frame.minX == 20)
        #expect(TestSupport.errors("animsim: 1\nview:\n  row: { gap: -1, gpa: 2 }\n", loader: loader)
            == ["3:15: 'gap' in row must be at least 0, found -1", "3:19: unknown key 'gpa' in row (did you mean 'gap'?)"])
        #expect(TestSupport.errors("animsim: 1\nview:\n  row: {}\n") == ["3:3: unknown key 'row' in a view (did you mean 'flow'?)",
                                                                         "3:3: a view needs one content key: a shape (rect, roundedRect, circle, capsule, polygon, star), color, text, spacer or a layout (cachedStack, circular, composed, crash, customVStack, flow, hstack, interpolated, loopingWheel, recursiveWheel, tree, vstack, waterfall, wave, wheel, zstack)"])
    }
}
