import AnimSimCairo
import AnimSimCore
import AnimSimScene
import AnimSimViews
import Foundation
import Testing
@testable import AnimSimCommands

/// What a view measures of its own text is what the command draws: the host lays a
/// `GeometryReader` out with the command's `--measurer` (`ViewSettings.text`), the one the
/// frames are laid out and painted with. Article 001's `readSize` pattern: a label's size read
/// through a preference sizes a bar under it, and the bar, the label's traced frame and the
/// font's advances as `render` measures them agree. Before, the host measured with the fixed
/// advance (0.6 em a character) whatever the command drew with, and the bar came out a
/// different width from the label it measured.
@MainActor @Suite struct ViewMeasurerTests {
    static let words = "Wide words, measured"

    struct SizeKey: PreferenceKey {
        static let defaultValue = CGSize.zero
        static func reduce(value: inout CGSize, nextValue: () -> CGSize) { value = nextValue() }
    }

    struct MeasuredLabel: View {
        @State var width: CGFloat = 0

        var body: some View {
            VStack(spacing: 0) {
                Text(ViewMeasurerTests.words)
                    .fixedSize()
                    .background(GeometryReader { proxy in Color.clear.preference(key: SizeKey.self, value: proxy.size) })
                    .onPreferenceChange(SizeKey.self) { width = $0.width }
                    .accessibilityIdentifier("label")
                Rectangle().frame(width: width, height: 4).accessibilityIdentifier("bar")
            }
        }
    }

    /// The label's and the bar's frames, as a command lays the view out with `metrics`, and
    /// the size the text is drawn at.
    static func frames(_ metrics: TextMetrics) throws -> (label: DisplayItem, bar: DisplayItem, fontSize: CGFloat) {
        let loaded = try ViewScene.load(HostedView { MeasuredLabel() }, source: "MeasuredLabel.swift",
                                        options: ViewSettings(text: metrics))
        let evaluator = try PreparedScene(loaded, engine: metrics.engine()).evaluator
        let list = try evaluator.evaluate(at: evaluator.duration, strategy: .animatable)
        func named(_ name: String) throws -> DisplayItem {
            let id = try #require(loaded.traceNames.first { $0.value == name }?.key, "no view named \(name)")
            return try #require(list.items.first { $0.id == id })
        }
        let fontSize = list.items.compactMap { item -> CGFloat? in
            if case .text(words, let size)? = item.shape { return size }
            return nil
        }
        return (try named("label"), try named("bar"), try #require(fontSize.first))
    }

    @Test(arguments: TextMetrics.allCases)
    func aViewMeasuresItsTextAsItIsDrawn(metrics: TextMetrics) throws {
        let (label, bar, fontSize) = try Self.frames(metrics)
        let advances = try metrics.measurer().width(of: Self.words, fontSize: fontSize)
        #expect(abs(label.frame.width - advances) < 0.01, "label \(label.frame.width), advances \(advances)")
        #expect(abs(bar.frame.width - label.frame.width) < 0.01, "bar \(bar.frame.width), label \(label.frame.width)")
    }

    /// The two metrics differ for this text, so a host measuring with the wrong one is seen.
    @Test func theMetricsDifferForTheseWords() throws {
        let font = try TextMetrics.font.measurer().width(of: Self.words, fontSize: 17)
        let fixed = try TextMetrics.fixed.measurer().width(of: Self.words, fontSize: 17)
        #expect(abs(font - fixed) > 1, "font \(font), fixed \(fixed)")
    }
}
