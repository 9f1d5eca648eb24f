import AnimSimCore
import Foundation

/// `animsim render --still T -o frame.svg`: one frame as a static SVG, laid out as the PNG
/// of the same frame is (the composition's size at one pixel per point, the panes side by
/// side, each on its background, the hairline between them, the captions and title above, in
/// regular weight where the PNG has them bold),
/// every drawn item in its pane's coordinates (`SVGItems`). The HUD and the timeline bands,
/// which are chrome rather than the scene, are left out; their place stays the frame's
/// background colour, so the SVG and the PNG have one size.
public struct SVGStill: Sendable {
    public struct Pane: Sendable {
        public var rect: CGRect
        public var list: DisplayList
        public var caption: String

        public init(rect: CGRect, list: DisplayList, caption: String) {
            (self.rect, self.list, self.caption) = (rect, list, caption)
        }
    }

    /// The frame's own colours (the Cairo painter's `Palette`), given by the caller that owns them.
    public struct Chrome: Sendable {
        public var frameBackground: Color
        public var separator: Color
        public var caption: Color

        public init(frameBackground: Color, separator: Color, caption: Color) {
            (self.frameBackground, self.separator, self.caption) = (frameBackground, separator, caption)
        }
    }

    public var size: CGSize
    public var panes: [Pane]
    /// The band the captions sit in, above the panes; nil without captions.
    public var captionBand: CGRect?
    public var title: (text: String, band: CGRect)?
    public var chrome: Chrome
    public var transparent: Bool
    public var outliner: LabelOutliner?

    public init(size: CGSize, panes: [Pane], captionBand: CGRect?, title: (text: String, band: CGRect)?, chrome: Chrome,
                transparent: Bool = false, outliner: LabelOutliner?) {
        self.size = size
        self.panes = panes
        self.captionBand = captionBand
        self.title = title
        self.chrome = chrome
        self.transparent = transparent
        self.outliner = outliner
    }

    public var document: String {
        let (w, h) = (SVGNumber.format(Double(size.width)), SVGNumber.format(Double(size.height)))
        var out = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(w)\" height=\"\(h)\" viewBox=\"0 0 \(w) \(h)\" "
            + "data-generator=\"\(SVGWriter.generator)\">\n"
        if !transparent { out += "<rect width=\"\(w)\" height=\"\(h)\"\(SVGText.paint("fill", chrome.frameBackground))/>\n" }
        if let title {
            // The heading's title: left in its first line, 12 pt in, in the text colour.
            out += text(title.text, in: CGRect(x: title.band.minX, y: title.band.minY, width: title.band.width, height: 30), size: 16,
                        leftInset: 12, colour: ViewPaint.text)
        }
        for (index, pane) in panes.enumerated() {
            if let band = captionBand, !pane.caption.isEmpty {
                out += text(pane.caption, in: CGRect(x: pane.rect.minX, y: band.minY, width: pane.rect.width, height: band.height), size: 12.5)
            }
            let r = pane.rect
            out += "<g class=\"pane\" data-pane=\"\(index)\" transform=\"translate(\(SVGNumber.format(Double(r.minX))),\(SVGNumber.format(Double(r.minY))))\">\n"
            out += "<clipPath id=\"pane\(index)\"><rect width=\"\(SVGNumber.format(Double(r.width)))\" height=\"\(SVGNumber.format(Double(r.height)))\"/></clipPath>\n"
            out += "<g clip-path=\"url(#pane\(index))\">\n"
            if !transparent {
                out += "<rect width=\"\(SVGNumber.format(Double(pane.list.size.width)))\" height=\"\(SVGNumber.format(Double(pane.list.size.height)))\""
                    + SVGText.paint("fill", pane.list.background) + "/>\n"
            }
            out += SVGItems(outliner: outliner, idPrefix: "p\(index)").elements(pane.list)
            out += "</g>\n</g>\n"
        }
        for pane in panes.dropFirst() {
            // The painter's 1 pt hairline, centred on the pane's left edge.
            let top = captionBand?.minY ?? pane.rect.minY
            out += "<path d=\"M\(SVGNumber.format(Double(pane.rect.minX))),\(SVGNumber.format(Double(top))) V\(SVGNumber.format(Double(pane.rect.maxY)))\" "
                + "fill=\"none\"\(SVGText.paint("stroke", chrome.separator)) stroke-width=\"1\"/>\n"
        }
        return out + "</svg>\n"
    }

    /// A caption or title centred in `band`, as glyph outlines when there are fonts.
    /// (Regular weight: the fonts' outlines AnimSim exports have no bold, where the PNG's
    /// captions and title are bold.) With `leftInset`, left-aligned that far into the band.
    func text(_ text: String, in band: CGRect, size: CGFloat, leftInset: CGFloat? = nil, colour: Color? = nil) -> String {
        guard let outliner else { return "" }
        let contours = outliner(text, size)
        var dx = band.midX
        if let leftInset, let left = contours.flatMap({ $0 }).map(\.x).min() { dx = band.minX + leftInset - left }
        let d = contours.map { SVGPathData.data(SVGPathData.path(contour: $0).offsetBy(dx: dx, dy: band.midY)) }
            .joined(separator: " ")
        return d.isEmpty ? "" : "<path class=\"caption\" d=\"\(d)\"\(SVGText.paint("fill", colour ?? chrome.caption))/>\n"
    }
}
