import Foundation
import Testing
import AnimSimCore
import AnimSimCairo
@testable import AnimSimScene

/// The gallery's flow and waterfall give the articles' own numbers, checked against the
/// articles' code transcribed here (not AnimSim's), with the fixed advance and with the font
/// the renderer draws with.
@Suite struct GalleryArticleAlgorithmTests {
    /// Article 001's `computeRows`, transcribed: indices instead of elements.
    static func computeRows(_ widths: [CGFloat], availableWidth: CGFloat, spacing: CGFloat) -> [[Int]] {
        var rows: [[Int]] = [[]]
        var currentRow = 0
        var remainingWidth = availableWidth
        for (element, width) in widths.enumerated() {
            if remainingWidth - (width + spacing) >= 0 {
                rows[currentRow].append(element)
            } else {
                currentRow = currentRow + 1
                rows.append([element])
                remainingWidth = availableWidth
            }
            remainingWidth = remainingWidth - (width + spacing)
        }
        return rows
    }

    /// The rows a laid-out flow shows: its words grouped by their vertical centre, in order.
    static func shownRows(_ list: DisplayList, flow: String) -> (rows: [[Int]], widths: [CGFloat]) {
        var words: [(index: Int, frame: CGRect)] = []
        for item in list.items where item.id.hasPrefix(flow + "/0/") {
            let rest = item.id.dropFirst(flow.count + 3)
            if let index = Int(rest) { words.append((index, item.frame)) }
        }
        words.sort { $0.index < $1.index }
        var rows: [[Int]] = []
        var lastMidY: CGFloat?
        for word in words {
            if let lastMidY, abs(word.frame.midY - lastMidY) < 1e-6 { rows[rows.count - 1].append(word.index) } else { rows.append([word.index]) }
            lastMidY = word.frame.midY
        }
        return (rows, words.map(\.frame.width))
    }

    enum Metric: String, CaseIterable { case fixed, font }

    static func evaluator(_ scene: String, _ metric: Metric, replacing: (String, String)? = nil) throws -> SceneEvaluator {
        var text = try String(contentsOfFile: TestSupport.path(scene), encoding: .utf8)
        if let (from, to) = replacing { text = text.replacingOccurrences(of: from, with: to) }
        let loaded = try SceneLoader().load(yaml: text, source: scene, directory: TestSupport.path("scenes"))
        let measurer: any TextMeasurer = metric == .font ? try #require(CairoTextMeasurer.shared) : FixedAdvanceTextMeasurer()
        return try loaded.evaluator(engine: LayoutEngine(measurer: measurer))
    }

    /// Frames (of 181) at which some flow of flow.yaml, laid out at the width the frame's
    /// animation shows then, has rows other than the article's. The width is not animatable
    /// data, so the panes move the words in straight lines between two layouts; laying the
    /// flow out at every width the frame passes through checks the algorithm at all of them.
    static func framesDiffering(from evaluator: SceneEvaluator) throws -> (differing: Int, frames: Int) {
        var differing = 0
        let scene = evaluator.scene
        for frame in 0..<evaluator.frameCount {
            let state = evaluator.state(at: evaluator.time(ofFrame: frame))
            let list = try evaluator.engine.layout(scene.body(state), in: scene.canvas)
            var same = true
            for flow in ["flow0", "flow1", "flow2"] {
                let available = try #require(list.item(flow)).frame.width
                let (rows, widths) = shownRows(list, flow: flow)
                let reference = computeRows(widths, availableWidth: available, spacing: 6).filter { !$0.isEmpty }
                if rows != reference { same = false }
            }
            if !same { differing += 1 }
        }
        return (differing, evaluator.frameCount)
    }

    @Test(arguments: Metric.allCases)
    func flowRowsAreTheArticlesAtEveryFrame(metric: Metric) throws {
        let result = try Self.framesDiffering(from: try Self.evaluator("scenes/flow.yaml", metric))
        #expect(result.frames == 181)
        #expect(result.differing == 0)
    }

    /// The reference can tell: the exact variant, which drops the trailing spacing, breaks
    /// rows differently at some frames of the same scene.
    @Test(arguments: Metric.allCases)
    func theExactVariantDiffers(metric: Metric) throws {
        let exact = try Self.evaluator("scenes/flow.yaml", metric,
                                       replacing: ("flow: { spacing: 6,", "flow: { breaking: exact, spacing: 6,"))
        let result = try Self.framesDiffering(from: exact)
        #expect(result.differing > 0)
    }

    /// Article 003's waterfall on waterfall.yaml's twelve heights [60, 110, 80, 140, 70, 95]
    /// twice, three columns, spacing 8: column totals 437, 387, 382 with a spacing after
    /// every view, so the article's height is 437 (the tight variant's 429 drops the last 8).
    @Test func waterfallHeightIsTheArticles() throws {
        let list = try Self.evaluator("scenes/waterfall.yaml", .fixed).evaluate(at: 0, strategy: .animatable)
        #expect(list.item("root")?.frame.height == 437)
        let tight = try Self.evaluator("scenes/waterfall.yaml", .fixed, replacing: ("spacing: 8 }", "spacing: 8, sizing: tight }"))
        #expect(try tight.evaluate(at: 0, strategy: .animatable).item("root")?.frame.height == 429)
        // The article's column totals, computed here from its code's arithmetic.
        var columnHeights: [CGFloat] = [0, 0, 0]
        for height in [60, 110, 80, 140, 70, 95, 60, 110, 80, 140, 70, 95] as [CGFloat] {
            let shortestColumn = columnHeights.enumerated().min(by: { $0.element < $1.element })!.offset
            columnHeights[shortestColumn] += height + 8
        }
        #expect(columnHeights.max() == 437)
    }
}
