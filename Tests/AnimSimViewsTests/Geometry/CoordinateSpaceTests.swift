import Foundation
import Testing
import AnimSim

/// `.coordinateSpace(name:)` (and iOS 17's `.coordinateSpace(.named(_:))`): a reader's
/// `frame(in: .named(x))` is its frame relative to the top-leading corner of the view that
/// names `x`, as in SwiftUI, not its global frame. Every frame below has a closed form: the
/// tree is pinned top-leading in a 400 × 400 canvas.
@MainActor @Suite struct CoordinateSpaceTests {
    /// How the two named views are named: the name's and iOS 17's spelling.
    enum Spelling: CaseIterable { case name, namedSpace }

    /// Reports its frame in each space: `box`, `outer`, the canvas, and a name no view gives.
    struct Reader: View {
        var body: some View {
            GeometryReader { proxy in
                let spaces: [CGRect] = [proxy.frame(in: .named("box")), proxy.frame(in: NamedCoordinateSpace.named("outer")),
                                        proxy.frame(in: .global), proxy.frame(in: .named("nowhere"))]
                Text(spaces.map { "\(Int($0.minX)),\(Int($0.minY)),\(Int($0.width))x\(Int($0.height))" }.joined(separator: " "))
            }
            .frame(width: 100, height: 40)
        }
    }

    /// `outer` sits at (7, 3); in it a 10 × 50 strip, then `box` at (7, 53): 10 of padding
    /// around a 30-wide strip and the 100 × 40 reader, which is so at (47, 63) globally,
    /// (40, 10) in `box` and (40, 60) in `outer`.
    struct Probe: View {
        let spelling: Spelling
        var body: some View {
            named(VStack(alignment: .leading, spacing: 0) {
                Color.clear.frame(width: 10, height: 50)
                named(HStack(spacing: 0) { Color.clear.frame(width: 30, height: 10); Reader() }.padding(10), "box")
            }, "outer")
            .padding(.leading, 7)
            .padding(.top, 3)
            .frame(width: 400, height: 400, alignment: .topLeading)
        }

        @ViewBuilder func named<V: View>(_ view: V, _ name: String) -> some View {
            switch spelling {
            case .name: view.coordinateSpace(name: name)
            case .namedSpace: view.coordinateSpace(.named(name))
            }
        }
    }

    @Test(arguments: Spelling.allCases)
    func aReaderMeasuresFromTheNamedView(spelling: Spelling) throws {
        let host = ViewHost(Probe(spelling: spelling), canvas: CGSize(width: 400, height: 400))
        #expect(host.currentTree.labelTexts == ["40,10,100x40 40,60,100x40 47,63,100x40 47,63,100x40"])
    }

    /// The name is the innermost view's that gives it: `box` named twice measures from the inner.
    @Test func theInnermostNameWins() throws {
        let view = VStack(spacing: 0) {
            Color.clear.frame(width: 10, height: 20)
            Reader().padding(5).coordinateSpace(name: "box")
        }
        .coordinateSpace(name: "box")
        .frame(width: 400, height: 400, alignment: .topLeading)
        let host = ViewHost(view, canvas: CGSize(width: 400, height: 400))
        let box = try #require(host.currentTree.labelTexts.first?.split(separator: " ").first)
        #expect(box == "5,5,100x40")
    }
}
