import AnimSimCore
import Foundation

/// One display list as static SVG elements in pane coordinates, drawn as the Cairo painter
/// draws it (`DisplayListPainter`): items in paint order; a layout's paths in pane
/// coordinates; each drawn item's content in its local space (origin at its frame's
/// top-left) through its whole drawn transform; fills, strokes with every field of the line
/// style, labels as glyph outlines from the same fonts (the `LabelOutliner`), opacity on the
/// item as one group, visual filters as SVG filters.
///
/// An affine transform is the group's `transform="matrix(…)"`. A perspective one (a
/// `rotation3DEffect`) has no SVG form without CSS's `matrix3d`, so its content is
/// polygonised (curves in 16 chords), each point taken through the 3×3 matrix, and a stroke
/// becomes its stroked outline (`Path.strokedPath`, dashes included) filled: exact up to the
/// chords, where the painter resamples through pixman.
struct SVGItems {
    var outliner: LabelOutliner?
    /// Prefix of filter ids, unique per pane.
    var idPrefix: String

    /// What one item paints in local coordinates: a path and how it is painted.
    struct Operation {
        var path: Path
        var fill: Color?
        var eoFill = false
        var stroke: (color: Color, style: LineStyle)?
        /// A label's glyphs keep their own colour under the item's gradient, as in the painter.
        var isLabel = false
        /// The item's gradient (`url(#…)`) painting this fill or stroke instead of its colour.
        var paintServer: String?
        /// The item's `stroke`, painted by its stroke paint (`DisplayItem.strokePaint`), not
        /// by the gradient that paints its fill.
        var isItemStroke = false
    }

    func elements(_ list: DisplayList) -> String {
        var filters = ""
        let out = elements(list, 0..<list.items.count, filters: &filters)
        return (filters.isEmpty ? "" : "<defs>\n\(filters)</defs>\n") + out
    }

    /// The items of `range`; a view with a shadow (`Compositing`) is a group of its subtree
    /// drawn through an `feDropShadow` (SVGItems+Shadow), one with a mask or a blend mode a
    /// group under an SVG mask or a CSS blend mode (SVGItems+Layers).
    func elements(_ list: DisplayList, _ range: Range<Int>, filters: inout String) -> String {
        var out = ""
        var position = range.lowerBound
        while position < range.upperBound {
            let item = list.items[position]
            let (element, filter) = self.element(item, index: position, paneSize: list.size)
            out += element
            filters += filter
            if let shadow = item.compositing?.shadow, item.opacity > 0 {
                let end = min(list.items.subtreeEnd(of: position), range.upperBound)
                let inner = elements(list, (position + 1)..<end, filters: &filters)
                let (group, definition) = shadowGroup(inner, shadow, item: item, index: position, paneSize: list.size)
                out += group
                filters += definition
                position = end
            } else if let layer = layerGroup(list, position, filters: &filters) {
                out += layer.group
                position = min(layer.end, range.upperBound)
            } else {
                position += 1
            }
        }
        return out
    }

    func element(_ item: DisplayItem, index: Int, paneSize: CGSize) -> (String, String) {
        let opacity = item.opacity
        guard opacity > 0 else { return ("", "") }
        var out = treePaths(item, opacity: opacity)
        guard item.isDrawn, abs(item.scale) >= 1e-6 else { return (out, "") }
        let m = item.transform
        guard abs(m.determinant) >= 1e-12 else { return (out, "") }
        if let image = item.image {
            // A picture, not paths (`SVGImage`), through the same affine transform and opacity.
            guard m.isAffine else { return (out, "") }
            let picture = SVGImage.element(image, shape: item.shape, size: item.frame.size, id: "\(idPrefix)i\(index)")
            let alpha = opacity < 1 ? " opacity=\"\(SVGNumber.format(opacity, digits: 4))\"" : ""
            let matrix = [m.m11, m.m12, m.m21, m.m22, m.m31, m.m32].map { SVGNumber.format(Double($0), digits: 6) }.joined(separator: " ")
            out += "<g data-view=\"\(SVGText.escape(item.id))\"\(alpha) transform=\"matrix(\(matrix))\">" + picture + "</g>\n"
            return (out, "")
        }
        var operations = self.operations(item)
        guard !operations.isEmpty else { return (out, "") }
        // A perspective item's projected outline has no affine user space to resolve the
        // gradient in: it keeps the gradient's middle colour (docs/motion-export.md).
        if m.isAffine, let server = gradientServer(item.gradient, item, id: "\(idPrefix)g\(index)") {
            out += server.defs
            for i in operations.indices where !operations[i].isLabel && !operations[i].isItemStroke { operations[i].paintServer = server.url }
        }
        if m.isAffine, let server = gradientServer(item.strokePaint, item, id: "\(idPrefix)gs\(index)") {
            out += server.defs
            for i in operations.indices where operations[i].isItemStroke { operations[i].paintServer = server.url }
        }
        var body = ""
        if m.isAffine {
            body = "<g transform=\"matrix(\([m.m11, m.m12, m.m21, m.m22, m.m31, m.m32].map { SVGNumber.format(Double($0), digits: 6) }.joined(separator: " ")))\">"
                + operations.map { Self.draw($0) }.joined() + "</g>"
        } else {
            body = operations.map { Self.drawProjected($0, m) }.joined()
        }
        var filter = ""
        var attributes = opacity < 1 ? " opacity=\"\(SVGNumber.format(opacity, digits: 4))\"" : ""
        if !item.filters.isEmpty {
            let id = "\(idPrefix)f\(index)"
            filter = SVGFilter.definition(item.filters, id: id, region: CGRect(origin: .zero, size: paneSize))
            attributes += " filter=\"url(#\(id))\""
        }
        out += "<g data-view=\"\(SVGText.escape(item.id))\"\(attributes)>" + body + "</g>\n"
        return (out, filter)
    }

    /// The item's content as the painter's `drawContent` and `drawOutline` paint it.
    func operations(_ item: DisplayItem) -> [Operation] {
        let local = CGRect(origin: .zero, size: item.frame.size)
        var ops: [Operation] = []
        var labelBackground = item.fill ?? ViewPaint.defaultFill
        switch item.shape {
        case .text(let text, let size)?:
            ops += glyphs(text, size, centre: CGPoint(x: local.midX, y: local.midY), colour: item.fill ?? ViewPaint.text)
            labelBackground = .clear
        case let shape?:
            let path = Self.path(shape, in: local)
            if let fill = item.fill ?? (item.stroke == nil ? ViewPaint.defaultFill : nil) {
                ops.append(Operation(path: path, fill: fill))
            } else {
                labelBackground = .clear
            }
            if let stroke = item.stroke, stroke.lineWidth > 0 {
                // The painter strokes built-in shapes with width and dashes, butt caps, miter joins.
                ops.append(Operation(path: path, stroke: (stroke.color, LineStyle(lineWidth: stroke.lineWidth, dash: stroke.dash)),
                                     isItemStroke: true))
            }
        case nil:
            labelBackground = .clear
            if let outline = item.outline, !outline.isEmpty {
                let paint = item.outlinePaint ?? ShapePaint()
                if let style = paint.stroke {
                    if style.lineWidth > 0 {
                        ops.append(Operation(path: outline, stroke: (item.fill ?? item.stroke?.color ?? ViewPaint.defaultFill, style)))
                    }
                } else {
                    if let fill = item.fill ?? (item.stroke == nil ? ViewPaint.defaultFill : nil) {
                        ops.append(Operation(path: outline, fill: fill, eoFill: paint.eoFill))
                    }
                    if let stroke = item.stroke, stroke.lineWidth > 0 {
                        ops.append(Operation(path: outline, stroke: (stroke.color, stroke.line), isItemStroke: true))
                    }
                }
            }
        }
        if let label = item.label {
            ops += glyphs(label.text, label.fontSize, centre: CGPoint(x: local.midX, y: local.midY),
                          colour: label.color ?? ViewPaint.labelColor(on: labelBackground)).map { var op = $0; op.isLabel = true; return op }
        }
        return ops
    }

    /// How a shape view's outline is painted, whatever its outline at this instant (a ring
    /// trimmed to 0 has an empty one at its first frame and is painted all the same later):
    /// the operations' paints, their paths to be replaced by the caller's.
    static func outlinePaints(_ item: DisplayItem) -> [Operation] {
        var drawn = item
        if drawn.outline?.isEmpty ?? true { drawn.outline = Path(CGRect(x: 0, y: 0, width: 1, height: 1)) }
        drawn.label = nil
        return SVGItems(outliner: nil, idPrefix: "").operations(drawn)
    }

    /// A line of text as its glyphs' outlines, centred on `centre`.
    func glyphs(_ text: String, _ size: CGFloat, centre: CGPoint, colour: Color) -> [Operation] {
        guard let outliner else { return [] }
        var path = Path()
        for contour in outliner(text, size) { path.addPath(SVGPathData.path(contour: contour)) }
        guard !path.isEmpty else { return [] }
        return [Operation(path: path.offsetBy(dx: centre.x, dy: centre.y), fill: colour)]
    }

    /// A built-in shape as the painter outlines it: circular corners, the radius clamped
    /// to half the shorter side, a circle in the centred square.
    static func path(_ shape: DisplayItem.Shape, in rect: CGRect) -> Path {
        switch shape {
        case .rectangle: Path(rect)
        case .roundedRectangle(let r):
            Path(roundedRect: rect, cornerRadius: max(0, min(r, min(rect.width, rect.height) / 2)), style: .circular)
        case .capsule: Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2, style: .circular)
        case .circle: ShapeKind.circle.path(in: rect)
        case .text: Path()
        }
    }

    static func draw(_ op: Operation) -> String {
        var out = "<path d=\"\(SVGPathData.data(op.path))\""
        if let fill = op.fill {
            out += op.paintServer.map { " fill=\"\($0)\"" } ?? SVGText.paint("fill", fill)
            out += op.eoFill ? " fill-rule=\"evenodd\"" : ""
        } else {
            out += " fill=\"none\""
        }
        if let (colour, style) = op.stroke {
            out += (op.paintServer.map { " stroke=\"\($0)\"" } ?? SVGText.paint("stroke", colour)) + SVGText.lineStyle(style)
        }
        return out + "/>"
    }

    /// Through a perspective matrix: the outline (or the stroke's outline) polygonised and
    /// projected, filled. Nothing when a point goes behind the eye.
    static func drawProjected(_ op: Operation, _ m: ProjectionTransform) -> String {
        let area = op.stroke.map { op.path.strokedPath($0.style) } ?? op.path
        guard let projected = SVGPathData.projected(area, m) else { return "" }
        var out = "<path d=\"\(projected)\""
        if let (colour, _) = op.stroke {
            out += SVGText.paint("fill", colour)
        } else if let fill = op.fill {
            out += SVGText.paint("fill", fill) + (op.eoFill ? " fill-rule=\"evenodd\"" : "")
        }
        return out + "/>"
    }

    /// A layout's paths (tree connections, in pane coordinates, not transformed): filled
    /// when the item has a fill and no shape, stroked with its stroke or the default dashed grey.
    func treePaths(_ item: DisplayItem, opacity: Double) -> String {
        guard !item.paths.isEmpty else { return "" }
        var path = Path()
        for p in item.paths { path.addPath(p) }
        let d = SVGPathData.data(path)
        let alpha = opacity < 1 ? " opacity=\"\(SVGNumber.format(opacity, digits: 4))\"" : ""
        var out = ""
        if item.shape == nil, let fill = item.fill {
            out += "<path d=\"\(d)\"\(SVGText.paint("fill", fill))\(alpha)/>\n"
            guard item.stroke != nil else { return out }
        }
        let dash = item.stroke?.dash ?? [3, 3]
        let style = LineStyle(lineWidth: item.stroke?.lineWidth ?? 2, lineCap: dash.isEmpty ? .round : .butt, dash: dash)
        return out + "<path d=\"\(d)\" fill=\"none\"\(SVGText.paint("stroke", item.stroke?.color ?? Color(hex: 0x6E7282)))"
            + SVGText.lineStyle(style) + alpha + "/>\n"
    }
}
