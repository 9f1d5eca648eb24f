import Foundation
import Testing
import AnimSim

/// `GeometryReader` (note U4): its proxy holds its laid-out size before any frame shows it,
/// and again after every update that changes it.
@MainActor @Suite struct GeometryReaderTests {
    struct Measured: View {
        @State var wide = false
        var body: some View {
            VStack {
                GeometryReader { proxy in
                    Text("\(Int(proxy.size.width))×\(Int(proxy.size.height))")
                }
                .frame(width: wide ? 200 : 120, height: 80)
                Button("Widen") { wide.toggle() }
            }
        }
    }

    @Test func proxyHoldsTheLaidOutSize() throws {
        let host = ViewHost(Measured())
        #expect(host.currentTree.labelTexts.first == "120×80")
        try host.use(control: "Widen", at: 1)
        #expect(host.currentTree.labelTexts.first == "200×80")
        let scene = host.scene()
        #expect(scene.body(SceneState().with("update", "0")).labelTexts.first == "120×80")
    }

    @Test func takesTheWholeProposalAndPlacesAtTopLeading() throws {
        struct Whole: View {
            var body: some View { GeometryReader { _ in Rectangle().frame(width: 10, height: 10) } }
        }
        let list = try LayoutEngine().layout(ViewHost(Whole()).currentTree, in: CGSize(width: 300, height: 200))
        let reader = try #require(list.items.first { $0.id == "root" })
        let square = try #require(list.items.first { $0.id == "root/content" })
        #expect(reader.frame == CGRect(x: 0, y: 0, width: 300, height: 200))
        #expect(square.frame.origin == CGPoint(x: 0, y: 0))
    }
}
