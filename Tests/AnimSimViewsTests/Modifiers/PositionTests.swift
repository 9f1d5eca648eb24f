import Foundation
import Testing
import AnimSim

/// `position(x:y:)`: the view inside has its centre at the point, in the space the
/// positioned view takes, which is all it is proposed; a change of position moves the view's
/// frame in a straight line in both panes (geometry, not a layout's animatable data).
@MainActor @Suite struct PositionTests {
    static func items<V: View>(_ view: V) throws -> DisplayItems {
        let host = ViewHost(view)
        return try LayoutEngine().layout(host.currentTree, in: host.canvas).items
    }

    struct Placed: View {
        let x: CGFloat, y: CGFloat
        var body: some View { Circle().frame(width: 40, height: 40).position(x: x, y: y) }
    }

    /// As the root, the positioned view is the whole 400 × 400 canvas and the circle's centre
    /// is the point, wherever it is (outside the canvas too).
    @Test(arguments: [(CGFloat(200), CGFloat(200)), (20, 30), (390, 10), (-15, 450)])
    func theCentreIsThePoint(x: CGFloat, y: CGFloat) throws {
        let items = try Self.items(Placed(x: x, y: y))
        let whole = try #require(items.first { $0.id == "root" })
        #expect(whole.frame == CGRect(x: 0, y: 0, width: 400, height: 400))
        let circle = try #require(items.first { $0.shape == .circle })
        #expect(abs(circle.center.x - x) < 0.001 && abs(circle.center.y - y) < 0.001)
        #expect(circle.frame.size == CGSize(width: 40, height: 40))
    }

    /// In a stack the positioned view takes what is left (it is as flexible as a colour), and
    /// the point is measured from its own top-leading corner: the parent's space for its content.
    @Test(arguments: [(CGFloat(20), CGFloat(10)), (200, 150), (0, 0)])
    func inAStackThePointIsInTheSpaceItTakes(x: CGFloat, y: CGFloat) throws {
        struct Stacked: View {
            let x: CGFloat, y: CGFloat
            var body: some View {
                VStack(spacing: 0) {
                    Color.red.frame(height: 100)
                    Circle().frame(width: 20, height: 20).position(x: x, y: y)
                }
            }
        }
        let items = try Self.items(Stacked(x: x, y: y))
        let space = try #require(items.first { $0.id == "root/content/1" })
        #expect(space.frame == CGRect(x: 0, y: 100, width: 400, height: 300))
        let circle = try #require(items.first { $0.shape == .circle })
        #expect(abs(circle.center.x - x) < 0.001 && abs(circle.center.y - (100 + y)) < 0.001)
    }

    struct Moving: View {
        @State var far = false
        var body: some View {
            VStack {
                Circle().frame(width: 40, height: 40).position(far ? CGPoint(x: 300, y: 250) : CGPoint(x: 100, y: 50))
                Button("Move") { withAnimation(.linear(duration: 1)) { far.toggle() } }
            }
        }
    }

    /// Pressed at t = 1 with a 1-s linear animation: the circle is on the segment between its
    /// two places, at the linear fraction, the same in both panes (0.01 pt).
    @Test(arguments: [0.0, 0.25, 0.5, 0.75, 1.0])
    func aMoveAnimatesInAStraightLineInBothPanes(fraction: Double) throws {
        let host = ViewHost(Moving())
        try host.use(control: "Move", at: 1)
        let probe = try Probe(host)
        let before = try probe.centre("root/content/0~", at: 0.5)
        let after = try probe.centre("root/content/0~", at: 3)
        #expect(abs(after.x - before.x - 200) < 0.001 && abs(after.y - before.y - 200) < 0.001)
        for strategy in Strategy.allCases {
            let centre = try probe.centre("root/content/0~", at: 1 + fraction, strategy)
            #expect(abs(Double(centre.x) - (Double(before.x) + 200 * fraction)) < 0.01, "\(strategy) x at \(fraction)")
            #expect(abs(Double(centre.y) - (Double(before.y) + 200 * fraction)) < 0.01, "\(strategy) y at \(fraction)")
        }
    }
}
