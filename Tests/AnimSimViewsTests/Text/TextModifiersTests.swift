import Foundation
import Testing
import AnimSim

/// `Text`'s own modifiers (which return `Text`), `+`, `.textCase`, and baseline alignment,
/// laid out with the fixed-advance measurer: at size s a character is 0.6 s wide, a line
/// ceil(1.2 s) tall and the baseline 0.8 of a line below its top, so every figure is closed.
@MainActor @Suite struct TextModifiersTests {
    /// Every drawn text by its string.
    static func texts<V: View>(_ view: V) throws -> [String: DisplayItem] {
        let canvas = CGSize(width: 400, height: 400)
        let list = try LayoutEngine().layout(ViewHost(view, canvas: canvas).currentTree, in: canvas)
        var found: [String: DisplayItem] = [:]
        for item in list.items { if case .text(let string, _)? = item.shape { found[string] = item } }
        return found
    }

    static func baseline(_ item: DisplayItem) -> CGFloat { item.frame.minY + 0.8 * item.frame.height }

    /// A bold run and a red 34 pt run are two texts side by side on one baseline: "ab" is
    /// 20.4 wide, the 34 pt line 41 tall (baseline 32.8 down), the 17 pt one 21 (16.8).
    @Test func runsOfDifferentStylesAreDrawnSideBySideOnOneBaseline() throws {
        let texts = try Self.texts(Text("ab").bold() + Text("cd").foregroundColor(.red).font(.system(size: 34)))
        let ab = try #require(texts["ab"], "\(texts.keys)"), cd = try #require(texts["cd"], "\(texts.keys)")
        #expect(ab.fontWeight == 0.4 && cd.fontWeight == 0)
        #expect(cd.fill == .red && ab.fill != .red)
        #expect(ab.frame.width == 20.4 && cd.frame.width == 40.8)
        #expect(abs(cd.frame.minX - ab.frame.maxX) < 1e-9)
        #expect(abs(Self.baseline(ab) - Self.baseline(cd)) < 1e-9, "\(ab.frame) \(cd.frame)")
        #expect(abs((ab.frame.minY - cd.frame.minY) - 16) < 1e-9)
    }

    /// Runs in one style are one text, which wraps as any text does.
    @Test func runsInOneStyleAreOneText() throws {
        let texts = try Self.texts(Text("ab") + Text("cd"))
        #expect(Array(texts.keys) == ["abcd"])
    }

    /// A modifier on a concatenation styles its runs, a run's own wins, and a text joined
    /// later keeps its own style.
    @Test func aConcatenationsModifiersStyleItsOwnRuns() throws {
        let view = (Text("a").font(.caption) + Text("b")).font(.title).italic() + Text("c")
        let texts = try Self.texts(view)
        #expect(texts["a"]?.shape == .text("a", fontSize: 12) && texts["a"]?.isItalic == true)
        #expect(texts["b"]?.shape == .text("b", fontSize: 28) && texts["b"]?.isItalic == true)
        #expect(texts["c"]?.shape == .text("c", fontSize: 17) && texts["c"]?.isItalic == false)
    }

    /// The chain the published files write type-checks as `Text` and draws as asked.
    @Test func aChainOfTextModifiersIsStillAText() throws {
        let title: Text = Text("T").font(.title).fontWeight(.heavy).italic().kerning(1).tracking(1).underline()
            .strikethrough(false).baselineOffset(0).monospacedDigit().monospaced().fontDesign(.rounded).fontWidth(.condensed)
            .foregroundStyle(.blue)
        let item = try #require(try Self.texts(title)["T"])
        #expect(item.shape == .text("T", fontSize: 28) && item.fontWeight == 0.56 && item.isItalic && item.fill == .blue)
    }

    /// The innermost colour wins, as for the `View` forms.
    @Test func theInnermostModifierWins() throws {
        let item = try #require(try Self.texts(Text("x").foregroundColor(.red).foregroundColor(.blue).font(.caption).font(.title))["x"])
        #expect(item.fill == .red && item.shape == .text("x", fontSize: 12))
    }

    /// `.baselineOffset(6)` raises a run 6 pt above the others' baseline.
    @Test func aBaselineOffsetRaisesItsRun() throws {
        let texts = try Self.texts(Text("a") + Text("2").baselineOffset(6).font(.caption))
        let a = try #require(texts["a"]), two = try #require(texts["2"])
        #expect(abs((Self.baseline(a) - Self.baseline(two)) - 6) < 1e-9, "\(a.frame) \(two.frame)")
    }

    @Test func textCaseChangesTheDrawnString() throws {
        let texts = try Self.texts(VStack { Text("Ab"); Text("Cd").textCase(.lowercase) }.textCase(.uppercase))
        #expect(Set(texts.keys) == ["AB", "cd"])
    }

    /// A 12 pt and a 30 pt text on their first baselines: the small one's top is lower by the
    /// difference of the ascents, 0.8 × (36 − 15) = 16.8.
    @Test func firstTextBaselinesLineUpInAnHStack() throws {
        let texts = try Self.texts(HStack(alignment: .firstTextBaseline) {
            Text("A").font(.system(size: 12))
            Text("B").font(.system(size: 30))
        })
        let a = try #require(texts["A"]), b = try #require(texts["B"])
        #expect(abs((a.frame.minY - b.frame.minY) - 16.8) < 1e-9, "\(a.frame) \(b.frame)")
    }

    /// A VStack's first baseline is its first text's and its last baseline its last text's;
    /// a view without text has its baselines at its bottom.
    @Test(arguments: [true, false])
    func stacksPassTheirFirstAndLastBaselinesUp(first: Bool) throws {
        let guide: VerticalAlignment = first ? .firstTextBaseline : .lastTextBaseline
        let texts = try Self.texts(HStack(alignment: guide) {
            VStack { Text("x"); Text("y") }
            Text("z").font(.system(size: 30))
            Color.red.frame(width: 5, height: 5)
        })
        let line = try #require(texts[first ? "x" : "y"]), z = try #require(texts["z"])
        #expect(abs(Self.baseline(line) - Self.baseline(z)) < 1e-9, "\(line.frame) \(z.frame)")
    }

    @Test func aViewWithoutTextSitsOnTheBaselineWithItsBottom() throws {
        let canvas = CGSize(width: 400, height: 400)
        let list = try LayoutEngine().layout(ViewHost(HStack(alignment: .firstTextBaseline) {
            Color.red.frame(width: 10, height: 10)
            Text("B").font(.system(size: 30))
        }, canvas: canvas).currentTree, in: canvas)
        let red = try #require(list.items.first { $0.fill == .red && $0.shape == .rectangle })
        let b = try #require(list.items.first { $0.shape == .text("B", fontSize: 30) })
        #expect(abs(red.frame.maxY - Self.baseline(b)) < 1e-9, "\(red.frame) \(b.frame)")
    }

    /// `lineLimit(1)`: a text four lines long in 60 pt is one line (21) tall.
    @Test func lineLimitKeepsOneLine() throws {
        let texts = try Self.texts(VStack {
            Text("aaaaa bbbbb ccccc ddddd").lineLimit(1).frame(width: 60)
            Text("eeeee fffff ggggg hhhhh").frame(width: 60)
            Text("ii").lineLimit(3, reservesSpace: true)
        })
        #expect(texts["aaaaa bbbbb ccccc ddddd"]?.frame.height == 21)
        #expect(texts["eeeee fffff ggggg hhhhh"]?.frame.height == 84)
        #expect(texts["ii"]?.frame.height == 63)
        #expect(texts["aaaaa bbbbb ccccc ddddd"]?.textFit.maximumLines == 1)
    }

    /// `minimumScaleFactor(0.4)` with one line: 234.6 pt of text in 117.3 shrinks to fit,
    /// about 8.5 pt, no wider than proposed.
    @Test func minimumScaleFactorShrinksToTheProposal() throws {
        let texts = try Self.texts(Text("aaaaa bbbbb ccccc ddddd").lineLimit(1).minimumScaleFactor(0.4).frame(width: 117.3))
        let item = try #require(texts["aaaaa bbbbb ccccc ddddd"])
        #expect(item.frame.width <= 117.3 && item.frame.width > 117.3 - 0.6 / 4096 * 17 * 23 * 0.6 - 1e-9, "\(item.frame)")
        #expect(item.frame.height == 11)
    }
}
