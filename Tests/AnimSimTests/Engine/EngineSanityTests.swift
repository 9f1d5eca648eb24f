import Testing
import Foundation
@testable import AnimSimCore
import AnimSimNodeBuilder

/// Insane layouts are reported, naming the layout, the view and the proposal, and never trap.
@Suite struct EngineSanityTests {
    struct NaNLayout: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            CGSize(width: CGFloat.nan, height: 10)
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
    }

    struct NegativeLayout: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            CGSize(width: -5, height: 10)
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
    }

    /// Larger at its minimum than at its maximum, without ever being infinite.
    struct ShrinkingLayout: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            proposal == .zero ? CGSize(width: 50, height: 50) : CGSize(width: 10, height: 10)
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
    }

    struct NaNPlacementLayout: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { .zero }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            subviews.first?.place(at: CGPoint(x: CGFloat.nan, y: 0), proposal: .unspecified)
        }
    }

    @Test func crashLayoutProbedByAStack() {
        // The HStack asks for the minimum (0 × 100): CrashLayout answers ∞ × ∞.
        let errors = LayoutCheck.errors(HStack { CrashLayout() { Text("Hello, World!") } })
        let error = errors.first { $0.kind == .insaneSize }
        #expect(error?.layout == "CrashLayout")
        #expect(error?.view == "root/0")
        #expect(error?.message.contains("for proposal 0×100") == true, "\(String(describing: error))")
        #expect(error?.message.contains("infinite for a finite proposal") == true)
    }

    @Test func crashLayoutAtTheRootIsCaughtByItsMinimum() {
        // At the root it is proposed 100 × 100 and answers 0 × 0; asking for its minimum, as
        // SwiftUI does, exposes it.
        let errors = LayoutCheck.errors(CrashLayout() { Text("Hello, World!") }.showSizes([.minimum, .maximum]))
        #expect(errors.contains { $0.kind == .insaneSize && $0.layout == "CrashLayout" && $0.view == "root"
                                  && $0.message.contains("proposal 0×0") })
    }

    @Test func nanSize() {
        let errors = LayoutCheck.errors(NaNLayout() { Rectangle() })
        #expect(errors.count == 1)
        #expect(errors.first?.kind == .insaneSize)
        #expect(errors.first?.layout == "NaNLayout")
        #expect(errors.first?.message.contains("width is NaN") == true)
        #expect(errors.first?.message.contains("proposal 100×100") == true)
    }

    @Test func negativeSize() {
        let errors = LayoutCheck.errors(HStack { NegativeLayout() { Rectangle() }.id("neg") })
        #expect(errors.first?.layout == "NegativeLayout")
        #expect(errors.first?.view == "neg")
        #expect(errors.first?.message.contains("width -5 is negative") == true)
    }

    @Test func minimumLargerThanMaximum() {
        let errors = LayoutCheck.errors(ShrinkingLayout() { Rectangle() }.showSizes([.minimum, .maximum]))
        #expect(errors.map(\.kind) == [.minimumExceedsMaximum])
        #expect(errors.first?.layout == "ShrinkingLayout")
        #expect(errors.first?.message.contains("minimum size 50×50") == true)
    }

    @Test func nanPlacement() {
        let errors = LayoutCheck.errors(NaNPlacementLayout() { Rectangle().id("lost") })
        #expect(errors.map(\.kind) == [.invalidPlacement])
        #expect(errors.first?.layout == "NaNPlacementLayout")
        #expect(errors.first?.message.contains("'lost'") == true)
    }

    @Test func treeCycle() {
        let errors = LayoutCheck.errors(TreeLayout() {
            Rectangle().treeNode(id: "a", parent: "b")
            Rectangle().treeNode(id: "b", parent: "a")
        })
        #expect(errors.contains { $0.layout == "TreeLayout" && $0.message.contains("tree has a cycle: a → b → a") })
    }

    @Test func saneLayoutsReportNothing() {
        #expect(LayoutCheck.errors(HStack { Rectangle(); Text("fine"); Spacer() }).isEmpty)
    }

    // Two-way values: a layout that writes back a width its child then takes.

    struct GrowKey: LayoutValueKey {
        static let defaultValue: Binding<CGFloat>? = nil
    }

    /// Writes its child's width + 1 back; the child turns it into `.frame(width:)`, so every
    /// pass reads a wider child and writes a wider value: a layout loop.
    struct GrowingLayout: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            subviews.first?.sizeThatFits(.unspecified) ?? .zero
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            for subview in subviews {
                subview.place(at: bounds.origin, proposal: .unspecified)
                subview[GrowKey.self]?.wrappedValue = subview.sizeThatFits(.unspecified).width + 1
            }
        }
    }

    static let grower = GrowingLayout() {
        Rectangle().twoWay(.binding(GrowKey.self, initial: CGFloat(10)) { view, width in view.frame(width: width) })
            .id("grower")
    }

    @Test func twoWayLoopIsReported() throws {
        let engine = LayoutEngine(maxWriteBackPasses: 8)
        do {
            let settled = try engine.settledWriteBacks(Self.grower, in: LayoutCheck.canvas)
            Issue.record("a growing write-back settled on \(settled)")
        } catch {
            #expect(error.errors.count == 1)
            let loop = try #require(error.errors.first)
            #expect(loop.kind == .twoWayLoop)
            #expect(loop.layout == "GrowingLayout")
            #expect(loop.view == "grower")
            #expect(loop.message.contains("after 8 passes"))
        }
    }

    @Test func eachGrowingPassIsItselfValid() throws {
        // One pass at a time is fine (the loop is across passes): 10 is applied, 11 written.
        let result = try LayoutEngine().layout(Self.grower, in: LayoutCheck.canvas)
        #expect(result.frame("grower")?.width == 10)
        #expect(try LayoutEngine().writeBacks(Self.grower, in: LayoutCheck.canvas).values["grower#GrowKey"] == WriteBackValue(CGFloat(11)))
    }

    @Test func rotationWriteBacksSettleInTwoPasses() throws {
        // pointsToCenter writes angles; a rotation changes no size, so the second pass writes
        // what the first did: settled within a budget of two passes.
        let root = WheelLayout(radius: 50) { ForEach(0..<6) { _ in Rectangle().frame(width: 10, height: 10).pointsToCenter() } }
        let settled = try LayoutEngine(maxWriteBackPasses: 2).settledWriteBacks(root, in: LayoutCheck.canvas)
        #expect(settled.values.count == 6)
        #expect(settled.values["root/1#WheelRotationKey"] == WriteBackValue(Angle.radians(2 * .pi / 6)))
    }
}

/// Subviews behave like SwiftUI's: slices keep their indices, and a layout's cache lives for
/// one pass.
@Suite struct EngineSubviewsTests {
    static func graph(_ count: Int) -> LayoutGraph {
        LayoutGraph(root: ZStack { ForEach(0..<count) { Rectangle().id("v\($0)") } },
                    measurer: FixedAdvanceTextMeasurer(), store: WriteBackStore(applied: [:]))
    }

    // Subviews refer to their graph without owning it (the engine owns it for the pass), so
    // the tests keep the graph alive themselves.

    @Test func slicesKeepTheirIndices() {
        let graph = Self.graph(44)
        defer { withExtendedLifetime(graph) {} }
        let subviews = graph.subviews(of: 0)
        let rest = subviews[12..<subviews.count]
        #expect(rest.startIndex == 12 && rest.endIndex == 44)
        #expect(rest[12].id == "v12")
        #expect(rest.prefix(12).indices == 12..<24)
        #expect(rest[24..<44].first?.id == "v24")
        #expect(subviews[[3, 1]].map(\.id) == ["v3", "v1"])
    }

    @Test func enumeratedOffsetsStartAtZeroInASlice() {
        // The article's `subviews[12..<n].enumerated()` counts from 0 while indices start at 12.
        let graph = Self.graph(20)
        defer { withExtendedLifetime(graph) {} }
        let slice = graph.subviews(of: 0)[12..<20]
        let pairs = slice.enumerated().map { ($0.offset, $0.element.id) }
        #expect(pairs.first! == (0, "v12"))
    }
}
