import AnimSimCore
import Foundation

/// Where each part of a composed frame goes, in points: the heading band (title and
/// description) on top, then a caption band, the panes
/// side by side, then the HUD and timeline bands. Kept in the core (not the renderer) so
/// an interactive viewer can hit-test panes and the timeline with the same numbers the
/// renderer draws with.
public struct CompositionLayout: Equatable, Sendable {
    public static let titleLineHeight: CGFloat = 30
    public static let descriptionLineHeight: CGFloat = 18
    public static let captionBandHeight: CGFloat = 28
    public static let hudLineHeight: CGFloat = 16
    public static let hudPadding: CGFloat = 6
    public static let timelineBandHeight: CGFloat = 34

    /// Whole frame, in points.
    public var size: CGSize
    public var headingBand: CGRect?
    public var captionBand: CGRect?
    public var panes: [CGRect]
    public var hudBand: CGRect?
    public var timelineBand: CGRect?

    public init(_ composition: FrameComposition) {
        let pane = composition.paneSize
        let width = pane.width * CGFloat(max(composition.panes.count, 1))
        var y: CGFloat = 0
        if let heading = composition.heading {
            let height = Self.titleLineHeight + (heading.description == nil ? 0 : Self.descriptionLineHeight)
            headingBand = CGRect(x: 0, y: 0, width: width, height: height)
            y += height
        }
        if composition.panes.contains(where: { !$0.caption.isEmpty }) {
            captionBand = CGRect(x: 0, y: y, width: width, height: Self.captionBandHeight)
            y += Self.captionBandHeight
        }
        panes = composition.panes.indices.map { i in
            CGRect(x: CGFloat(i) * pane.width, y: y, width: pane.width, height: pane.height)
        }
        y += pane.height
        if let hud = composition.hud, !hud.lines.isEmpty {
            let height = CGFloat(hud.lines.count) * Self.hudLineHeight + 2 * Self.hudPadding
            hudBand = CGRect(x: 0, y: y, width: width, height: height)
            y += height
        }
        if composition.timeline != nil {
            timelineBand = CGRect(x: 0, y: y, width: width, height: Self.timelineBandHeight)
            y += Self.timelineBandHeight
        }
        size = CGSize(width: width, height: y)
    }

    /// The frame's size in pixels at `scale` (HiDPI output multiplies everything).
    public func pixelSize(scale: CGFloat) -> (width: Int, height: Int) {
        (Int((size.width * scale).rounded(.up)), Int((size.height * scale).rounded(.up)))
    }
}
