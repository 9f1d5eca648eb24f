import AnimSimCore
import AnimSimPresentation
import Foundation

/// An export of a fixed pixel size (`--size`, the quality presets, contact-sheet tiles): the
/// whole composed frame is fitted into it as a camera would frame it, never cropped.
///
/// The bands (heading, captions, HUD, timeline) span the output's full width and keep their
/// text at `textScale` pixels per point, so it stays readable however small the panes get:
/// they take their height first (at most `maximumBandShare` of the frame), and the panes
/// are scaled uniformly into what is left. The heading is at the top, the HUD and timeline
/// at the bottom, and the panes with their captions centred between them.
public struct FrameCamera: Equatable, Sendable {
    public var width: Int
    public var height: Int
    /// Pixels per point of band text; nil: 1 up to 720 pixels high, growing with the height
    /// beyond that (1.5 at 1080, 3 at 2160), like a player's subtitles.
    public var textScale: CGFloat?
    /// At most this share of the height goes to bands; their text shrinks below
    /// `textScale` rather than squeeze the panes out.
    public var maximumBandShare: CGFloat = 0.45

    public init(width: Int, height: Int, textScale: CGFloat? = nil) {
        self.width = width
        self.height = height
        self.textScale = textScale
    }

    /// Where everything goes, in points, drawn at `scale` pixels per point with band
    /// contents magnified by `bandScale`.
    public struct Placement: Equatable, Sendable {
        public var layout: CompositionLayout
        public var scale: CGFloat
        public var bandScale: CGFloat
    }

    public func place(_ composition: FrameComposition) -> Placement {
        let natural = CompositionLayout(composition)
        let W = CGFloat(width), H = CGFloat(height)
        let panesWidth = max(natural.panes.map(\.maxX).max() ?? natural.size.width, 1)
        let paneHeight = max(natural.panes.first?.height ?? 0, 1)
        let top = [natural.headingBand, natural.captionBand].compactMap { $0?.height }.reduce(0, +)
        let bottom = [natural.hudBand, natural.timelineBand].compactMap { $0?.height }.reduce(0, +)
        var text = textScale ?? max(1, H / 720)
        if top + bottom > 0 { text = min(text, maximumBandShare * H / (top + bottom)) }
        let scale = max(min(W / panesWidth, (H - (top + bottom) * text) / paneHeight), 1e-3)
        let k = text / scale
        let frame = CGSize(width: W / scale, height: H / scale)

        var layout = natural
        layout.size = frame
        var y: CGFloat = 0
        func band(_ rect: CGRect?) -> CGRect? {
            guard let rect else { return nil }
            defer { y += rect.height * k }
            return CGRect(x: 0, y: y, width: frame.width, height: rect.height * k)
        }
        layout.headingBand = band(natural.headingBand)
        // The captions stay on top of their panes; the two are centred together between the
        // heading and the bottom bands.
        let caption = (natural.captionBand?.height ?? 0) * k
        let areaHeight = frame.height - bottom * k - y
        y += max(0, (areaHeight - caption - paneHeight) / 2)
        layout.captionBand = band(natural.captionBand)
        let x0 = (frame.width - panesWidth) / 2
        let y0 = y
        layout.panes = natural.panes.map { $0.offsetBy(dx: x0, dy: y0 - $0.minY) }
        y = frame.height - bottom * k
        layout.hudBand = band(natural.hudBand)
        layout.timelineBand = band(natural.timelineBand)
        return Placement(layout: layout, scale: scale, bandScale: k)
    }
}
