import Foundation

/// A `Text` leaf in the layout: measured with its face, size and fit (`TextFit`), and the
/// only leaf with explicit values of the text baselines, so an
/// `HStack(alignment: .firstTextBaseline)` of a 12 pt and a 30 pt text puts their baselines
/// on one line. Other leaves take the guides' default, their bottom edge (SwiftUI's).
extension LayoutGraph {
    func textLayout(_ node: Int) -> TextLayout {
        let style = styles[node]
        return TextLayout(measurer: style.isBoldText ? measurer.boldFace : measurer, fontSize: style.fontSize, fit: style.textFit)
    }

    /// The text's first or last baseline from its frame's top for `proposal`; nil for any
    /// other guide, before anything is measured (stacks ask every child for every guide).
    func textBaseline(_ node: Int, _ string: String, _ guide: VerticalAlignment, _ proposal: ProposedViewSize,
                      size known: CGSize?) -> CGFloat? {
        guard guide == .firstTextBaseline || guide == .lastTextBaseline else { return nil }
        let size = known ?? sizeThatFits(node, proposal)
        let layout = textLayout(node)
        let baselines = layout.baselines(of: layout.lines(of: string, proposal: proposal), inHeight: size.height)
        return guide == .firstTextBaseline ? baselines.first : baselines.last
    }

    func textDimensions(_ node: Int, _ string: String, _ proposal: ProposedViewSize, size: CGSize) -> ViewDimensions {
        ViewDimensions(size: size, vertical: { [unowned self] guide in
            self.textBaseline(node, string, guide, proposal, size: size)
        })
    }

    /// Whether the node is a `Text` leaf: the one leaf that sets guides.
    func isTextLeaf(_ node: Int) -> Bool {
        if case .leaf(.text) = nodes[node].kind { return true }
        return false
    }
}
