import Foundation
import Testing
import AnimSim

/// `.visualEffect { content, proxy in … }`: the closure runs at every drawn instant with the
/// frame the pane presents then, so an offset read from `proxy.frame(in: .global)` follows
/// the view while its layout animates, and its opacity, scale and filters draw.
@MainActor @Suite struct VisualEffectModifierTests {
    /// A bar pushed down 200 pt by a spacer that grows with `linear(duration: 1)` at 1 s; it
    /// slides right by half its global minY.
    struct Parallax: View {
        @State var low = false
        var body: some View {
            ZStack(alignment: .topLeading) {
                VStack(spacing: 0) {
                    Color.clear.frame(width: 10, height: low ? 200 : 0)
                    Rectangle()
                        .frame(width: 100, height: 50)
                        .visualEffect { content, proxy in
                            content.offset(x: proxy.frame(in: .global).minY * 0.5)
                        }
                        .id("bar")
                    Spacer()
                }
                Button("Move") { withAnimation(.linear(duration: 1)) { low.toggle() } }
                    .offset(x: 200)
            }
        }
    }

    @Test(arguments: [0.0, 1.25, 1.5, 1.8, 2.5])
    func theOffsetFollowsTheAnimatedFrame(time: Double) throws {
        let host = ViewHost(Parallax())
        try host.use(control: "Move", at: 1)
        let probe = try Probe(host, duration: 3)
        let start = try #require(try probe.named("bar", at: 0)).frame
        let u = min(max(time - 1, 0), 1)
        let bar = try #require(try probe.named("bar", at: time))
        let minY = start.minY + 200 * u
        #expect(abs(bar.frame.minY - minY) < 1e-6, "\(bar.frame)")
        // The drawn transform moves the bar's local origin to (minX + minY / 2, minY).
        #expect(abs(bar.transform.m31 - (bar.frame.minX + minY / 2)) < 1e-6, "\(bar.transform)")
        #expect(abs(bar.transform.m32 - minY) < 1e-6, "\(bar.transform)")
    }

    @Test func opacityScaleAndFiltersDraw() throws {
        struct Faded: View {
            var body: some View {
                Rectangle()
                    .frame(width: 100, height: 40)
                    .visualEffect { content, proxy in
                        content.scaleEffect(2, anchor: .topLeading).opacity(0.25).blur(radius: proxy.size.height / 10)
                    }
                    .id("card")
            }
        }
        let probe = try Probe(ViewHost(Faded()), duration: 1)
        let card = try #require(try probe.named("card", at: 0.5))
        #expect(abs(card.opacity - 0.25) < 1e-9)
        #expect(card.filters == [VisualFilter(.blur, [4])])
        #expect(abs(card.transform.m11 - 2) < 1e-9 && abs(card.transform.m22 - 2) < 1e-9)
        // About the top-leading corner: the origin stays where layout put it.
        #expect(abs(card.transform.m31 - card.frame.minX) < 1e-9 && abs(card.transform.m32 - card.frame.minY) < 1e-9)
    }
}
