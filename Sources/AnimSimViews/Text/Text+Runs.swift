import AnimSimCore

/// SwiftUI's `Text + Text`: one text whose parts keep their own font, weight, slant, colour
/// and baseline offset. Parts that resolve to one style are one leaf (which wraps as any
/// text does); otherwise each part is a leaf of its own, laid out by `TextRunsLayout` on a
/// shared baseline with its face's real metrics.
extension Text {
    public static func + (lhs: Text, rhs: Text) -> Text { lhs.joined(with: rhs) }

    /// What `+` makes; AnimSimSwiftUI's global `+` for a SwiftUI file calls it too.
    package func joined(with rhs: Text) -> Text {
        var joined = Text(verbatim: string + rhs.string)
        joined.runs = parts + rhs.parts
        return joined
    }

    /// The text's parts with its own modifiers pushed into each: a concatenation's outer
    /// `.bold()` or `.font(_:)` styles its parts, not the texts later joined to it.
    var parts: [Text] {
        guard !runs.isEmpty else { return [self] }
        return runs.map { run in
            var run = run
            run.weight = run.weight ?? weight
            run.isItalic = run.isItalic ?? isItalic
            run.styleEdits += styleEdits
            run.baselineOffset += baselineOffset
            run.attributes.merge(attributes) { own, _ in own }
            return run
        }
    }
}

/// Resolving a concatenation into its runs' leaves.
@MainActor
enum TextRuns {
    static func nodes(of text: Text, in context: _ResolveContext) -> [ViewNode] {
        let parts = text.parts
        let leaves = parts.enumerated().map { index, part in part.node(in: context.environment, id: context.appending(String(index)).path) }
        if leaves.allSatisfy({ $0.style == leaves[0].style }), parts.allSatisfy({ $0.baselineOffset == 0 }) {
            var node = leaves[0]
            node.content = .text(leaves.map { if case .text(let s) = $0.content { s } else { "" } }.joined())
            node.id = context.path
            return [node]
        }
        let layout = TextRunsLayout(baselineOffsets: parts.map(\.baselineOffset))
        return [ViewNode(.layout(AnyLayout(layout)), children: leaves, id: context.path)]
    }
}

/// The runs of a concatenated text on one line, left to right, each at its natural size
/// (its face's advances and line height), their first baselines on one line raised by each
/// run's `baselineOffset`: the line is as tall as the highest run reaches above it plus the
/// deepest below. A concatenation of several styles does not wrap (docs/swift.md).
struct TextRunsLayout: Layout {
    let baselineOffsets: [CGFloat]

    private struct Line {
        var sizes: [CGSize] = []
        var baselines: [CGFloat] = []
        var above: CGFloat = 0
        var below: CGFloat = 0
    }

    private func line(_ subviews: Subviews) -> Line {
        var line = Line()
        for (index, subview) in subviews.enumerated() {
            let dimensions = subview.dimensions(in: .unspecified)
            let size = CGSize(width: dimensions.width, height: dimensions.height)
            let baseline = dimensions[.firstTextBaseline] + (index < baselineOffsets.count ? baselineOffsets[index] : 0)
            line.sizes.append(size)
            line.baselines.append(baseline)
            line.above = max(line.above, baseline)
            line.below = max(line.below, size.height - baseline)
        }
        return line
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let line = line(subviews)
        return CGSize(width: line.sizes.reduce(0) { $0 + $1.width }, height: line.above + line.below)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let line = line(subviews)
        var x = bounds.minX
        for (index, subview) in subviews.enumerated() {
            let y = bounds.minY + line.above - line.baselines[index]
            subview.place(at: CGPoint(x: x, y: y), anchor: .topLeading, proposal: .unspecified)
            x += line.sizes[index].width
        }
    }

    /// Both baselines are the shared one: the text is one line.
    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout ()) -> CGFloat? {
        guard guide == .firstTextBaseline || guide == .lastTextBaseline else { return nil }
        return line(subviews).above
    }
}
