import Testing
import Foundation
@testable import AnimSimCore
import AnimSimNodeBuilder

/// One layout and the frames SwiftUI gives it. Unless stated, the canvas is 100×100 and the
/// root is proposed 100×100 and centred. R is `Rectangle()` (fills any proposal; ideal 10×10);
/// text is measured by `FixedAdvanceTextMeasurer`: 0.6 × 17 = 10.2 per character, line
/// height ceil(1.2 × 17) = 21. Default stack spacing is 8.
struct EngineFrameCase: Sendable, CustomTestStringConvertible {
    let name: String
    let canvas: CGSize
    let view: ViewNode
    let frames: [String: [CGFloat]]

    init(_ name: String, canvas: CGSize = LayoutCheck.canvas, _ view: ViewNode, _ frames: [String: [CGFloat]]) {
        self.name = name
        self.canvas = canvas
        self.view = view
        self.frames = frames
    }

    var testDescription: String { name }
}

private let R = Rectangle

let engineFrameCases: [EngineFrameCase] = [
    // An 80×80 frame at (10, 10); its child goes to the top-leading corner.
    EngineFrameCase("frame topLeading", R().frame(width: 20, height: 20).frame(width: 80, height: 80, alignment: .topLeading),
              ["root": [10, 10, 80, 80], "root/0": [10, 10, 20, 20]]),
    // Bottom-trailing: 10 + 80 − 20 = 70 on both axes.
    EngineFrameCase("frame bottomTrailing", R().frame(width: 20, height: 20).frame(width: 80, height: 80, alignment: .bottomTrailing),
              ["root/0": [70, 70, 20, 20]]),
    // Trailing: x = 70, centred vertically: y = 10 + 30 = 40.
    EngineFrameCase("frame trailing", R().frame(width: 20, height: 20).frame(width: 80, height: 80, alignment: .trailing),
              ["root/0": [70, 40, 20, 20]]),
    // Top: centred horizontally, x = 40; y = 10.
    EngineFrameCase("frame top", R().frame(width: 20, height: 20).frame(width: 80, height: 80, alignment: .top),
              ["root/0": [40, 10, 20, 20]]),
    // Max only: the frame proposes min(100, 50) × min(100, 30) and reports the same.
    EngineFrameCase("frame max width and height", R().frame(maxWidth: 50, maxHeight: 30),
              ["root": [25, 35, 50, 30], "root/0": [25, 35, 50, 30]]),
    // Min only: the child's 20 is raised to 60 and 40; the child is centred in the frame.
    EngineFrameCase("frame min width and height", R().frame(width: 20, height: 20).frame(minWidth: 60, minHeight: 40),
              ["root": [20, 30, 60, 40], "root/0": [40, 40, 20, 20]]),
    // maxWidth: .infinity takes the proposed 100; the 20-wide child goes to the leading edge.
    EngineFrameCase("frame maxWidth infinity leading", R().frame(width: 20).frame(maxWidth: .infinity, alignment: .leading),
              ["root": [0, 0, 100, 100], "root/0": [0, 0, 20, 100]]),
    // min and max: the proposal clamped to 20…40 is 40.
    EngineFrameCase("frame min and max", R().frame(minWidth: 20, maxWidth: 40),
              ["root": [30, 0, 40, 100]]),
    // fixedSize proposes nil × nil; the frame answers with its ideal 40 × 30.
    EngineFrameCase("idealWidth with fixedSize", R().frame(idealWidth: 40, idealHeight: 30).fixedSize(),
              ["root": [30, 35, 40, 30], "root/0/0": [30, 35, 40, 30]]),
    // Horizontal only: nil × 100 becomes 40 × 100.
    EngineFrameCase("idealWidth with horizontal fixedSize", R().frame(idealWidth: 40).fixedSize(horizontal: true, vertical: false),
              ["root": [30, 0, 40, 100]]),
    // The equal-heights idiom: the HStack is measured with an unspecified height (a is 10 tall,
    // b 42: "Hello World" wraps in 60), so it is 20 + 60 = 80 × 42 at (10, 29); fixedSize then
    // places it with that size as a concrete proposal, and a's maxHeight: .infinity frame
    // grows to 42.
    EngineFrameCase("fixedSize vertical gives equal heights", HStack(spacing: 0) {
        R().frame(width: 20).frame(maxHeight: .infinity).id("a"); Text("Hello World").frame(width: 60).id("b")
    }.fixedSize(horizontal: false, vertical: true),
              ["root": [10, 29, 80, 42], "a": [10, 29, 20, 42], "b": [30, 29, 60, 42]]),
    // Without fixedSize the ideal width is never asked for: the rectangle takes 100.
    EngineFrameCase("idealWidth without fixedSize", R().frame(idealWidth: 40), ["root": [0, 0, 100, 100]]),
    // A text at its ideal size: 5 × 10.2 = 51 by 21, centred.
    EngineFrameCase("fixedSize text", Text("Hello").fixedSize(), ["root": [24.5, 39.5, 51, 21]]),
    // Top 10 and leading 20 only: the rectangle is proposed 80 × 90 and sits at (20, 10).
    EngineFrameCase("padding two edges", R().padding(EdgeInsets(top: 10, leading: 20, bottom: 0, trailing: 0)),
              ["root": [0, 0, 100, 100], "root/0": [20, 10, 80, 90]]),
    // 20 + 2·10 = 40, centred at 30; the frame inside at 40.
    EngineFrameCase("padding around a fixed frame", R().frame(width: 20, height: 20).padding(10),
              ["root": [30, 30, 40, 40], "root/0": [40, 40, 20, 20]]),
    // The default padding is 16: 100 − 32 = 68.
    EngineFrameCase("default padding", R().padding(), ["root/0": [16, 16, 68, 68]]),
    // Text "Hi" (20.4 × 21) plus 5 on every side: 30.4 × 31 at (34.8, 34.5).
    EngineFrameCase("padding around text", Text("Hi").padding(5),
              ["root": [34.8, 34.5, 30.4, 31], "root/0": [39.8, 39.5, 20.4, 21]]),
    // Three frames nest; each fixed frame is centred in its parent's bounds.
    EngineFrameCase("nested fixed frames", R().frame(width: 10, height: 10).frame(width: 30, height: 50).frame(width: 80, height: 60),
              ["root": [10, 20, 80, 60], "root/0": [35, 25, 30, 50], "root/0/0": [45, 45, 10, 10]]),
]

let engineDecorationCases: [EngineFrameCase] = [
    // The background is proposed exactly the primary's size and does not change it.
    EngineFrameCase("background takes the primary's size", R().frame(width: 40, height: 20).background(R().id("bg")),
              ["root": [30, 40, 40, 20], "bg": [30, 40, 40, 20], "root/1": [30, 40, 40, 20]]),
    // A circle overlay proposed 40 × 20 is a 20 × 20 square, centred.
    EngineFrameCase("circle overlay", R().frame(width: 40, height: 20).overlay(Circle().id("dot")),
              ["dot": [40, 40, 20, 20]]),
    // Top-trailing overlay: its corner meets (70, 40): origin (60, 40).
    EngineFrameCase("overlay topTrailing", R().frame(width: 40, height: 20).overlay(R().frame(width: 10, height: 10).id("o"), alignment: .topTrailing),
              ["o": [60, 40, 10, 10]]),
    // A wider background does not widen a in the stack: a is 30, b 70; the 60-wide background
    // overflows a by 15 on each side.
    EngineFrameCase("background does not size a stack child", HStack(spacing: 0) {
        R().frame(width: 30).background(R().frame(width: 60).id("bg")).id("a"); R().id("b")
    }, ["a": [0, 0, 30, 100], "bg": [-15, 0, 60, 100], "b": [30, 0, 70, 100]]),
    // Offset moves the drawing, not the layout: the stack is 60 wide at 20, b right after a.
    EngineFrameCase("offset does not affect layout", HStack(spacing: 0) {
        R().frame(width: 30).offset(x: 10, y: 5).id("a"); R().frame(width: 30).id("b")
    }, ["a": [20, 0, 30, 100], "a/0": [30, 5, 30, 100], "b": [50, 0, 30, 100]]),
    // A circle is the square of the shorter side: 40 × 40 centred in the 80 × 40 frame.
    EngineFrameCase("circle in a wide frame", Circle().frame(width: 80, height: 40), ["root/0": [30, 30, 40, 40]]),
    // Circles in a stack: each offered 50 wide and 100 tall, so 50 × 50; the stack is 50 tall.
    EngineFrameCase("circles in an hstack", HStack(spacing: 0) { Circle().id("a"); Circle().id("b") },
              ["a": [0, 25, 50, 50], "b": [50, 25, 50, 50]]),
    // "Hello World" (112.2 wide) wraps in 60: two lines, 42 tall, and as wide as proposed
    // (article 004: a width below the single line's answers the proposed width).
    EngineFrameCase("text wraps in a frame", Text("Hello World").frame(width: 60),
              ["root": [20, 29, 60, 42], "root/0": [20, 29, 60, 42]]),
    // Font size 10: 2 × 0.6 × 10 = 12 wide, ceil(1.2 × 10) = 12 tall.
    EngineFrameCase("text font size", Text("Hi").font(size: 10), ["root": [44, 44, 12, 12]]),
    // 10.2 and 20.4 wide texts stacked: 20.4 × 42 at (39.8, 29); "A" centred at 44.9.
    EngineFrameCase("texts in a vstack", VStack(spacing: 0) { Text("A").id("a"); Text("BB").id("b") },
              ["a": [44.9, 29, 10.2, 21], "b": [39.8, 50, 20.4, 21]]),
    // A colour fills what it is proposed, like a shape.
    EngineFrameCase("color fills", HStack(spacing: 0) { Color.red.view.id("a"); R().frame(width: 25).id("b") },
              ["a": [0, 0, 75, 100], "b": [75, 0, 25, 100]]),
]

let engineProposalCases: [EngineFrameCase] = [
    // A 0×0 canvas proposes .zero: each rectangle is offered max(0, −8/2) = 0; the stack is
    // the spacing, 8 × 0, centred at (−4, 0).
    EngineFrameCase("zero proposal", canvas: .zero, HStack { R().id("a"); R().id("b") },
              ["root": [-4, 0, 8, 0], "a": [-4, 0, 0, 0], "b": [4, 0, 0, 0]]),
    // fixedSize proposes .unspecified: ideal sizes 10 + 8 + 10 = 28 by 10.
    EngineFrameCase("unspecified proposal", HStack { R().id("a"); R().id("b") }.fixedSize(),
              ["root": [36, 45, 28, 10], "a": [36, 45, 10, 10], "b": [54, 45, 10, 10]]),
    // A wide canvas: 300 − 8 = 292, 146 each.
    EngineFrameCase("wide canvas", canvas: CGSize(width: 300, height: 50), HStack { R().id("a"); R().id("b") },
              ["a": [0, 0, 146, 50], "b": [154, 0, 146, 50]]),
]

let engineSizeCases: [EngineSizeCase] = [
    // Shapes: 0 at zero, 10×10 ideal, infinite at infinity.
    EngineSizeCase("rectangle", Rectangle(), [0, 0], [10, 10], [.infinity, .infinity]),
    // Text (article 004): 0 × 0 at zero, its single line both ideal and at infinity.
    EngineSizeCase("text", Text("Hello"), [0, 0], [51, 21], [51, 21]),
    // Two words: ideal and maximum are one line, 11 × 10.2 = 112.2.
    EngineSizeCase("two words", Text("Hello World"), [0, 0], [112.2, 21], [112.2, 21]),
    // A fixed width whatever the proposal; the height passes through.
    EngineSizeCase("frame width", Rectangle().frame(width: 30), [30, 0], [30, 10], [30, .infinity]),
    // Max only: 0, then the child's ideal 10, then the max 50.
    EngineSizeCase("frame maxWidth", Rectangle().frame(maxWidth: 50), [0, 0], [10, 10], [50, .infinity]),
    // Min and max: clamped to 20…40; ideal max(10, 20) = 20.
    EngineSizeCase("frame min max", Rectangle().frame(minWidth: 20, maxWidth: 40), [20, 0], [20, 10], [40, .infinity]),
    // Ideal sizes answer only the unspecified proposal.
    EngineSizeCase("frame ideal", Rectangle().frame(idealWidth: 40, idealHeight: 30), [0, 0], [40, 30], [.infinity, .infinity]),
    // An HStack's minimum is its spacing; ideal 10 + 8 + 10.
    EngineSizeCase("hstack", HStack { Rectangle(); Rectangle() }, [8, 0], [28, 10], [.infinity, .infinity]),
    // Circles: squares of the shorter side.
    EngineSizeCase("circle", Circle(), [0, 0], [10, 10], [.infinity, .infinity]),
    // Padding adds 2 × 10 to every answer.
    EngineSizeCase("padding", Rectangle().padding(10), [20, 20], [30, 30], [.infinity, .infinity]),
    // fixedSize ignores every proposal.
    EngineSizeCase("fixedSize", Rectangle().fixedSize(), [10, 10], [10, 10], [10, 10]),
    // A spacer outside a stack: its minimum length 8 on both axes, growing without bound.
    EngineSizeCase("spacer", Spacer(), [8, 8], [8, 8], [.infinity, .infinity]),
]

/// A view's answers to the minimum (.zero), ideal (.unspecified) and maximum (.infinity)
/// proposals, read through the showSizes overlay.
struct EngineSizeCase: Sendable, CustomTestStringConvertible {
    let name: String
    let view: ViewNode
    let minimum: [CGFloat], ideal: [CGFloat], maximum: [CGFloat]

    init(_ name: String, _ view: ViewNode, _ minimum: [CGFloat], _ ideal: [CGFloat], _ maximum: [CGFloat]) {
        self.name = name
        self.view = view
        (self.minimum, self.ideal, self.maximum) = (minimum, ideal, maximum)
    }

    var testDescription: String { name }
}

@Suite struct EngineFrameTableTests {
    @Test(arguments: engineStackCases + engineSpacerAndPriorityCases + engineFrameCases + engineDecorationCases + engineProposalCases)
    func frames(_ c: EngineFrameCase) throws {
        let result = try LayoutCheck.run(c.view, in: c.canvas)
        for (id, expected) in c.frames.sorted(by: { $0.key < $1.key }) {
            let frame = result.frame(id)
            #expect(LayoutCheck.close(frame, LayoutCheck.rect(expected)), "\(id): \(String(describing: frame)) ≠ \(expected)")
        }
    }

    @Test(arguments: engineSizeCases)
    func proposalModes(_ c: EngineSizeCase) throws {
        let result = try LayoutCheck.run(c.view.id("v").showSizes([.minimum, .ideal, .maximum]))
        let sizes = try #require(result.item("v")?.measuredSizes.map(\.size))
        try #require(sizes.count == 3)
        for (size, expected) in zip(sizes, [c.minimum, c.ideal, c.maximum]) {
            #expect(LayoutCheck.close(size, CGSize(width: expected[0], height: expected[1])), "\(size) ≠ \(expected)")
        }
    }

    @Test func tableIsLarge() {
        #expect(engineStackCases.count + engineSpacerAndPriorityCases.count + engineFrameCases.count + engineDecorationCases.count
                + engineProposalCases.count + engineSizeCases.count >= 40)
    }
}
