import AnimSimCore

/// What a hosting view asks of its root before the first frame: besides its size at the
/// canvas, its size at 0×0 and at ∞×∞, the proposals SwiftUI uses to learn a view's
/// minimum and maximum (the flexibility article 000 says it tests by calling
/// `sizeThatFits` several times).
///
/// The core's sanity check judges the answers (`LayoutGraph+Sanity`): a finite proposal
/// must get a finite, non-negative size. Article 000's `CrashLayout` answers 0×0 with ∞×∞
/// and SwiftUI crashes on it; AnimSim stops the program instead, with the core's message
/// placed at the layout's `MyLayout { … }` (its call site is recorded by `LayoutView`).
/// Only the root's own answer counts: the root node and the nodes it wraps one inside the
/// other (modifiers, a layout's single child). A view deeper down is asked what its parent
/// asks it, and a parent that proposes a child a negative size at 0×0 (article 003's
/// `WaterfallLayout` does: its columns are (0 − 2 × 8) / 3 wide) still answers with a size;
/// the commands report a frame's own layout errors themselves.
enum HostingProbe {
    /// `measurer`: the host's, so a root sized by its text is probed at the size it is drawn.
    static func check(_ tree: ViewNode, canvas: CGSize, measurer: any TextMeasurer, sites: [String: SourceSite],
                      root: String) -> ViewHostError? {
        var probe = tree
        probe.style.showSizes = [.minimum, .maximum]
        do {
            _ = try LayoutEngine(measurer: measurer).layout(probe, in: canvas)
            return nil
        } catch {
            var chain: Set<String> = [], node: ViewNode? = tree
            while let current = node {
                if let id = current.id { chain.insert(id) }
                node = current.children.count == 1 ? current.children[0] : nil
            }
            guard let first = error.errors.first(where: { $0.kind == .insaneSize && chain.contains($0.view) }) else { return nil }
            let base = String(first.view.reversed().drop(while: { $0 == "~" }).reversed())
            let site = sites[base] ?? sites.values.min { ($0.line, $0.column) < ($1.line, $1.column) }
                ?? SourceSite(file: root, line: 1, column: 1)
            return ViewHostError(site: site, message: "\(first.layout)'s \(first.message) (SwiftUI crashes here: it asks a "
                + "hosted view for its size at 0×0 and ∞×∞)")
        }
    }
}
