import AnimSimCore
import Foundation

/// The showSizes overlay from the sizes article: for each measured view, a small box at its
/// top-leading corner listing what it answered to each proposal ("min 20×30", "max ∞×∞").
/// Drawn after every view so boxes are never hidden, unrotated so they stay readable, and
/// kept inside the pane.
struct SizesOverlayPainter {
    var paneSize: CGSize
    static let fontSize: CGFloat = 9
    static let padding: CGFloat = 3

    func draw(_ items: DisplayItems, in canvas: CairoCanvas) {
        canvas.setFont(size: Self.fontSize)
        let metrics = canvas.fontMetrics
        let lineHeight = metrics.lineHeight
        for item in items where !item.measuredSizes.isEmpty && item.opacity > 0 {
            let lines = item.measuredSizes.map { Self.text(for: $0) }
            let textWidth = lines.map(canvas.textWidth).max() ?? 0
            let size = CGSize(width: (textWidth + 2 * Self.padding).rounded(.up),
                              height: CGFloat(lines.count) * lineHeight + 2 * Self.padding)
            let x = min(max(item.frame.minX, 0), max(paneSize.width - size.width, 0))
            let y = min(max(item.frame.minY, 0), max(paneSize.height - size.height, 0))
            let box = CGRect(x: x, y: y, width: size.width, height: size.height)

            canvas.newPath()
            canvas.addRoundedRect(box, radius: 3)
            canvas.fill(Palette.overlayBox, preserve: true)
            canvas.stroke(Palette.overlayBorder, width: 0.5)
            var baseline = box.minY + Self.padding + metrics.ascent
            for line in lines {
                canvas.showText(line, baseline: CGPoint(x: box.minX + Self.padding, y: baseline), color: Palette.text)
                baseline += lineHeight
            }
        }
    }

    static func text(for measured: DisplayItem.MeasuredSize) -> String {
        let name = switch measured.request {
        case .minimum: "min"
        case .ideal: "ideal"
        case .maximum: "max"
        case .current: "cur"
        case .proposal: "for \(measured.request.rawValue):"
        }
        return "\(name) \(overlayNumber(measured.size.width))×\(overlayNumber(measured.size.height))"
    }
}
