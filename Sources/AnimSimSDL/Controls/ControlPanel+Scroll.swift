import AnimSimCore
import Foundation

/// The panel's scrolling: rows live in a viewport between the header and the last
/// transaction, which stays pinned at the bottom once the rows outgrow the window (a scene
/// with 14 controls at 720p). The wheel scrolls it, Tab scrolls the focused row into view,
/// and the painter marks how many rows are hidden above and below.
extension ControlPanel {
    /// Room kept under the rows for the last transaction: its title and three lines.
    static let footer: CGFloat = 84

    /// Where the rows' viewport starts: under the header.
    public var viewportTop: CGFloat { Self.header }

    /// Where it ends: above the last transaction, or under the last row when all rows fit.
    public var viewportBottom: CGFloat {
        min(Self.header + contentHeight, max(Self.header, height - Self.footer))
    }

    /// Every row, unscrolled, from the first row's top to the last row's gap.
    var contentHeight: CGFloat { CGFloat(rows.count) * Self.rowPitch }

    /// How far the rows can scroll: 0 when they fit.
    public var maxScroll: CGFloat {
        max(0, contentHeight - (max(Self.header, height - Self.footer) - Self.header))
    }

    public var isScrollable: Bool { maxScroll > 0 }

    /// A scroll offset brought into 0…`maxScroll`.
    public func clamped(_ offset: CGFloat) -> CGFloat {
        min(max(offset, 0), maxScroll)
    }

    /// The scroll that shows row `index` whole, moving as little as it can from `scroll`.
    public func scrollShowing(_ index: Int) -> CGFloat {
        let top = CGFloat(index) * Self.rowPitch
        let bottom = top + Self.titleHeight + Self.widgetHeight
        let visible = viewportBottom - viewportTop
        if top < scroll { return clamped(top) }
        if bottom > scroll + visible { return clamped(bottom - visible + 4) }
        return scroll
    }

    /// The band over a cut edge that says how many rows are hidden there.
    static let markHeight: CGFloat = 16

    /// Rows wholly or partly hidden above and below the viewport; where an edge is cut, a
    /// row under its band counts as hidden too.
    public var hiddenRows: (above: Int, below: Int) {
        func count(_ hidden: (CGRect, CGFloat) -> Bool) -> Int {
            guard rows.indices.contains(where: { hidden(rowRect($0), 0.5) }) else { return 0 }
            return rows.indices.filter { hidden(rowRect($0), -Self.markHeight + 0.5) }.count
        }
        return (count { $0.minY < viewportTop - $1 }, count { $0.maxY > viewportBottom + $1 })
    }

    /// Where the last transaction's lines start: under the rows, or pinned at the bottom.
    public var lastTop: CGFloat { viewportBottom + 4 }
}
