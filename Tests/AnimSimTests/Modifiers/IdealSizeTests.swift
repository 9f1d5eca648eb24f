import Testing
import Foundation
@testable import AnimSimCore
import AnimSimNodeBuilder

/// Ideal sizes, row by row, each beside the sentence of article 004 (or of SwiftUI's
/// documentation) it checks. Text is 13 pt with the fixed advance: "Hello world" is
/// 11 × 0.6 × 13 = 85.8 wide and ceil(1.2 × 13) = 16 tall, close to the article's
/// 85.33 × 20.33. The canvas is 300 × 300; the root is centred in it.
struct IdealSizeCase: Sendable, CustomTestStringConvertible {
    let name: String
    let view: ViewNode
    /// Frames by path, [x, y, width, height] (a modifier takes over its content's id, so
    /// paths name the nested views).
    let frames: [String: [CGFloat]]
    /// The sentence the row checks: the Chinese original and an English rendering.
    let quote: String
    let english: String

    var testDescription: String { name }
}

private func hello() -> ViewNode { Text("Hello world").font(size: 13) }

let idealSizeCases: [IdealSizeCase] = [
    // The article's puzzle: fixedSize proposes nil × nil, the frame answers its ideal 100 × 100
    // at (100, 100), and the text, proposed the ideal 100 wide, keeps its one line, centred:
    // x = 100 + (100 − 85.8) / 2 = 107.1, y = 100 + (100 − 16) / 2 = 142.
    IdealSizeCase(name: "Text.frame(idealWidth: 100, idealHeight: 100).fixedSize()",
                  view: hello().frame(idealWidth: 100, idealHeight: 100).fixedSize(),
                  frames: ["root": [100, 100, 100, 100], "root/0": [100, 100, 100, 100], "root/0/0": [107.1, 142, 85.8, 16]],
                  quote: "frame (idealWidth: 100, idealHeight: 100)：如果当前视图收到为未指定模式的建议尺寸，则返回 100 x 100 的需求尺寸",
                  english: "frame(idealWidth: 100, idealHeight: 100): if the view is proposed the unspecified size, it answers 100 × 100"),
    // Only the width is fixed: nil × 300 gives 100 (ideal) × the text's 16 (the proposed height
    // is explicit, so the ideal height is not used).
    IdealSizeCase(name: "fixedSize(horizontal: true, vertical: false)",
                  view: hello().frame(idealWidth: 100, idealHeight: 100).fixedSize(horizontal: true, vertical: false),
                  frames: ["root/0": [100, 142, 100, 16], "root/0/0": [107.1, 142, 85.8, 16]],
                  quote: "使用 fixedSize 为视图的特定维度提供未指定模式的建议尺寸，以使其在该维度上将理想尺寸作为其需求尺寸",
                  english: "fixedSize proposes the unspecified size on the chosen dimensions, so the view answers its ideal size there"),
    // Without fixedSize the frame is proposed 300 × 300, never nil: the ideal plays no part and
    // the frame is the text's size.
    IdealSizeCase(name: "ideal without fixedSize",
                  view: hello().frame(idealWidth: 100, idealHeight: 100),
                  frames: ["root": [107.1, 142, 85.8, 16], "root/0": [107.1, 142, 85.8, 16]],
                  quote: "理想尺寸( ideal size )特指在建议尺寸为未指定模式下返回的需求尺寸",
                  english: "the ideal size is the size a view answers to the unspecified proposal, and only that"),
    // A Text's own ideal: its single line.
    IdealSizeCase(name: "Text.fixedSize()", view: hello().fixedSize(),
                  frames: ["root/0": [107.1, 142, 85.8, 16]],
                  quote: "Text 默认的理想尺寸为单行完整显示全部内容所需的尺寸",
                  english: "a Text's default ideal size is what it needs to show everything on a single line"),
    // A shape's ideal: 10 × 10, centred at 145.
    IdealSizeCase(name: "Rectangle.fixedSize()", view: Rectangle().fixedSize(),
                  frames: ["root/0": [145, 145, 10, 10]],
                  quote: "SwiftUI 为所有的 Shape 设置的默认理想尺寸为 10 x 10",
                  english: "SwiftUI gives every Shape a default ideal size of 10 × 10"),
    // An ideal below the minimum is raised to it (SwiftUI's frame normalises min ≤ ideal ≤ max):
    // 50 wide; the ideal height 30 stands.
    IdealSizeCase(name: "ideal raised to min", view: Rectangle().frame(minWidth: 50, idealWidth: 30, idealHeight: 30).fixedSize(),
                  frames: ["root/0": [125, 135, 50, 30]],
                  quote: "ProposedViewSize.width: A value of nil represents an unspecified width proposal, which a view interprets to mean that it should use its ideal width.",
                  english: "(SwiftUI's documentation) nil means: use the ideal width"),
]

@Suite struct IdealSizeTests {
    @Test(arguments: idealSizeCases)
    func idealSizes(_ c: IdealSizeCase) throws {
        let result = try LayoutCheck.run(c.view, in: CGSize(width: 300, height: 300))
        for (id, expected) in c.frames.sorted(by: { $0.key < $1.key }) {
            let frame = result.frame(id)
            #expect(LayoutCheck.close(frame, LayoutCheck.rect(expected), 1e-9),
                    "\(id): \(String(describing: frame)) ≠ \(expected) — \(c.quote) (\(c.english))")
        }
    }

    /// The puzzle through a real scene evaluation, as a trace reads it: the same frames.
    @Test func puzzleThroughTheEvaluator() throws {
        let scene = Scene(title: "ideal", canvas: CGSize(width: 300, height: 300)) { _ in idealSizeCases[0].view }
        let list = try SceneEvaluator(scene: scene).evaluate(at: 0, strategy: .animatable)
        #expect(list.item("root/0")?.frame == CGRect(x: 100, y: 100, width: 100, height: 100))
    }
}
