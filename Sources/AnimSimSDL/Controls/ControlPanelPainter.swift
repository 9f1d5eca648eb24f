import AnimSimCairo
import AnimSimCore
import Foundation

/// Paints the control panel (`ControlPanel`) for the window: each control with its key,
/// its current target value and its widget, and the last transaction under them. Opaque,
/// at the window's pixel scale, so the window copies it 1:1 beside the frame.
public struct ControlPanelPainter: Sendable {
    public var scale: CGFloat

    public init(scale: CGFloat) {
        self.scale = scale
    }

    static let background = Color(hex: 0x16171D)
    static let widget = Color(hex: 0x2C2F3A)
    static let on = Color(hex: 0x30D158)
    static let key = Color(hex: 0xFFD60A)

    public func paint(_ panel: ControlPanel, width: Int, height: Int) throws -> PixelBuffer {
        try CairoCanvas.paint(width: max(width, 1), height: max(height, 1)) { canvas in
            canvas.paint(Self.background)
            canvas.newPath()
            canvas.addRect(CGRect(x: 0, y: 0, width: 1, height: height))
            canvas.fill(Palette.separator)
            canvas.withState {
                canvas.scale(scale)
                draw(panel, in: canvas)
            }
        }
    }

    private func draw(_ panel: ControlPanel, in canvas: CairoCanvas) {
        canvas.setFont(size: 13, bold: true)
        canvas.showText("Controls", baseline: CGPoint(x: ControlPanel.padding, y: 22), color: Palette.text)
        canvas.setFont(size: 10)
        // Past nine controls the digits run out: Tab and Enter reach the rest, so say so.
        let hint = panel.rows.count > 9 || panel.isScrollable ? "1–9 · Tab · Enter · C hides" : "1–9 · Shift steps down · C hides"
        canvas.showText(hint, baseline: CGPoint(x: ControlPanel.width - ControlPanel.padding - canvas.textWidth(hint), y: 22),
                        color: Palette.hudDim)
        canvas.withState {
            canvas.clip(to: CGRect(x: 0, y: panel.viewportTop, width: ControlPanel.width, height: panel.viewportBottom - panel.viewportTop))
            for (index, row) in panel.rows.enumerated() where panel.rowRect(index).maxY > panel.viewportTop
                && panel.rowRect(index).minY < panel.viewportBottom {
                draw(row, index, panel, canvas)
            }
        }
        if panel.isScrollable { drawScrollMarks(panel, canvas) }
        var baseline = panel.lastTop + 14
        canvas.setFont(size: 11, bold: true)
        canvas.showText(panel.last.isEmpty ? "No control used yet" : "Last transaction", baseline: CGPoint(x: ControlPanel.padding, y: baseline),
                        color: Palette.hudDim)
        canvas.setFont(size: 11)
        for line in panel.last {
            baseline += 16
            let fitted = canvas.fitted(line, width: ControlPanel.width - 2 * ControlPanel.padding)
            canvas.showText(fitted, baseline: CGPoint(x: ControlPanel.padding, y: baseline), color: Palette.accent)
        }
    }

    /// There is more: "▲ 2 more" / "▼ 5 more" on a band over the cut edge, and a scroll bar
    /// whose thumb is the viewport's share of the rows.
    private func drawScrollMarks(_ panel: ControlPanel, _ canvas: CairoCanvas) {
        let (above, below) = panel.hiddenRows
        canvas.setFont(size: 10, bold: true)
        for (count, top, text) in [(above, panel.viewportTop, "▲ \(above) more above · wheel or Shift+Tab"),
                                   (below, panel.viewportBottom - ControlPanel.markHeight, "▼ \(below) more below · wheel or Tab")] where count > 0 {
            let band = CGRect(x: 0, y: top, width: ControlPanel.width, height: ControlPanel.markHeight)
            canvas.newPath()
            canvas.addRect(band)
            canvas.fill(Self.background, alpha: 0.92)
            canvas.showText(text, centeredIn: band, color: Self.key)
        }
        let track = CGRect(x: ControlPanel.width - 5, y: panel.viewportTop + 2, width: 3, height: panel.viewportBottom - panel.viewportTop - 4)
        rounded(track, Self.widget, canvas, radius: 1.5)
        let visible = panel.viewportBottom - panel.viewportTop
        let share = visible / (visible + panel.maxScroll)
        let thumb = CGRect(x: track.minX, y: track.minY + track.height * (1 - share) * panel.scroll / panel.maxScroll,
                           width: track.width, height: track.height * share)
        rounded(thumb, Palette.hudText, canvas, radius: 1.5)
    }

    private func draw(_ row: ControlPanel.Row, _ index: Int, _ panel: ControlPanel, _ canvas: CairoCanvas) {
        let box = panel.rowRect(index)
        let baseline = box.minY + 14
        if panel.focus == index {
            canvas.newPath()
            canvas.addRoundedRect(box.insetBy(dx: -5, dy: -3), radius: 6)
            canvas.stroke(Self.key, width: 1.5, alpha: 0.9)
        }
        canvas.setFont(size: 11, bold: true)
        canvas.showText(row.key, baseline: CGPoint(x: box.minX, y: baseline), color: Self.key)
        canvas.showText(row.title, baseline: CGPoint(x: box.minX + 14, y: baseline), color: Palette.text)
        let titleEnd = box.minX + 14 + canvas.textWidth(row.title) + 10
        canvas.setFont(size: 11)
        let widget = panel.widgetRect(index)
        if row.widget == .stepper {
            // Between its − and +, as SwiftUI's Stepper shows its label's value.
            canvas.showText(canvas.fitted(row.value, width: widget.width * 0.5), centeredIn: widget, color: Palette.text)
        } else {
            // A long value (a shuffled list) is cut with "…" rather than run over the title.
            let value = canvas.fitted(row.value, width: box.maxX - titleEnd)
            canvas.showText(value, baseline: CGPoint(x: box.maxX - canvas.textWidth(value), y: baseline), color: Palette.hudText)
        }
        switch row.widget {
        case .button(let label):
            rounded(widget, Palette.accent, canvas, alpha: 0.85)
            canvas.setFont(size: 12, bold: true)
            canvas.showText(label, centeredIn: widget, color: Palette.darkLabel)
        case .toggle(let isOn):
            let track = CGRect(x: widget.minX, y: widget.minY + 2, width: 40, height: widget.height - 4)
            rounded(track, isOn ? Self.on : Self.widget, canvas, radius: track.height / 2)
            let knob = track.height - 4
            canvas.newPath()
            canvas.addCircle(in: CGRect(x: isOn ? track.maxX - knob - 2 : track.minX + 2, y: track.minY + 2, width: knob, height: knob))
            canvas.fill(Palette.lightLabel)
            canvas.showText(isOn ? "on" : "off", baseline: CGPoint(x: track.maxX + 8, y: widget.midY + 4), color: Palette.hudText)
        case .slider(let fraction):
            let track = panel.sliderTrack(index)
            rounded(CGRect(x: track.minX, y: track.midY - 2, width: track.width, height: 4), Self.widget, canvas, radius: 2)
            let x = track.minX + CGFloat(min(max(fraction, 0), 1)) * track.width
            rounded(CGRect(x: track.minX, y: track.midY - 2, width: x - track.minX, height: 4), Palette.accent, canvas, radius: 2)
            canvas.newPath()
            canvas.addCircle(center: CGPoint(x: x, y: track.midY), radius: 8)
            canvas.fill(Palette.lightLabel)
        case .stepper:
            let boxes = panel.stepperBoxes(index)
            for (rect, sign) in [(boxes.minus, "−"), (boxes.plus, "+")] {
                rounded(rect, Self.widget, canvas)
                canvas.setFont(size: 15, bold: true)
                canvas.showText(sign, centeredIn: rect, color: Palette.text)
            }
        case .picker(let options, let selected):
            let rects = panel.optionRects(index, count: options.count)
            rounded(widget, Self.widget, canvas)
            canvas.setFont(size: 11)
            for (option, (text, rect)) in zip(options, rects).enumerated() {
                if option == selected { rounded(rect.insetBy(dx: 2, dy: 2), Palette.accent, canvas, alpha: 0.85) }
                canvas.showText(text, centeredIn: rect, color: option == selected ? Palette.darkLabel : Palette.text)
            }
        }
    }

    private func rounded(_ rect: CGRect, _ color: Color, _ canvas: CairoCanvas, radius: CGFloat = 6, alpha: Double = 1) {
        canvas.newPath()
        canvas.addRoundedRect(rect, radius: radius)
        canvas.fill(color, alpha: alpha)
    }
}
