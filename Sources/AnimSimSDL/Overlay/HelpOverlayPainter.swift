import AnimSimCairo
import AnimSimCore
import Foundation

/// The key help: a panel centred over the frame listing every key and mouse gesture, in one
/// column when it fits and two when it does not, shrunk as a whole if the frame is smaller
/// still (a small window must still show every key, not a clipped list).
struct HelpOverlayPainter {
    var entries: [WindowOverlay.HelpEntry]
    var title = "AnimSim — keys"
    var footer = "H or ? closes this help"

    static let fontSize: CGFloat = 12
    static let titleSize: CGFloat = 14
    static let lineHeight: CGFloat = 18
    static let padding: CGFloat = 18
    static let columnGap: CGFloat = 28
    static let keyGap: CGFloat = 14
    static let titleGap: CGFloat = 10
    static let backdrop = Color(red: 0, green: 0, blue: 0, opacity: 0.45)
    static let keyColor = Color(hex: 0xFFD60A)

    func draw(in bounds: CGRect, canvas: CairoCanvas) {
        canvas.newPath()
        canvas.addRect(bounds)
        canvas.fill(Self.backdrop)

        canvas.setFont(size: Self.fontSize, bold: true)
        let keyWidth = entries.map { canvas.textWidth($0.keys) }.max() ?? 0
        canvas.setFont(size: Self.fontSize)
        let actionWidth = entries.map { canvas.textWidth($0.action) }.max() ?? 0
        let footerWidth = canvas.textWidth(footer)
        canvas.setFont(size: Self.titleSize, bold: true)
        let titleWidth = canvas.textWidth(title)
        let columnWidth = keyWidth + Self.keyGap + actionWidth

        let header = Self.titleSize + Self.titleGap
        func panelSize(columns: Int) -> CGSize {
            let rows = (entries.count + columns - 1) / columns
            let width = max(CGFloat(columns) * columnWidth + CGFloat(columns - 1) * Self.columnGap,
                            titleWidth, footerWidth)
            return CGSize(width: width + 2 * Self.padding,
                          height: header + CGFloat(rows + 1) * Self.lineHeight + 2 * Self.padding)
        }
        let room = bounds.insetBy(dx: 8, dy: 8)
        let one = panelSize(columns: 1)
        let columns = one.height <= room.height || entries.count < 2 ? 1 : 2
        let size = panelSize(columns: columns)
        let shrink = min(1, room.width / size.width, room.height / size.height)

        canvas.withState {
            canvas.translate(bounds.midX, bounds.midY)
            canvas.scale(shrink)
            canvas.translate(-size.width / 2, -size.height / 2)
            let panel = CGRect(origin: .zero, size: size)
            canvas.newPath()
            canvas.addRoundedRect(panel, radius: 10)
            canvas.fill(Palette.overlayBox, preserve: true)
            canvas.stroke(Palette.overlayBorder, width: 1)

            var y = Self.padding + Self.titleSize
            canvas.setFont(size: Self.titleSize, bold: true)
            canvas.showText(title, baseline: CGPoint(x: Self.padding, y: y), color: Palette.text)
            y += Self.titleGap

            let rows = (entries.count + columns - 1) / columns
            for (index, entry) in entries.enumerated() {
                let column = CGFloat(index / rows)
                let x = Self.padding + column * (columnWidth + Self.columnGap)
                let baseline = y + CGFloat(index % rows + 1) * Self.lineHeight - 4
                canvas.setFont(size: Self.fontSize, bold: true)
                canvas.showText(entry.keys, baseline: CGPoint(x: x, y: baseline), color: Self.keyColor)
                canvas.setFont(size: Self.fontSize)
                canvas.showText(entry.action, baseline: CGPoint(x: x + keyWidth + Self.keyGap, y: baseline),
                                color: Palette.text)
            }
            canvas.setFont(size: Self.fontSize)
            canvas.showText(footer, baseline: CGPoint(x: Self.padding, y: y + CGFloat(rows + 1) * Self.lineHeight - 4),
                            color: Palette.hudDim)
        }
    }
}
