import AnimSimCore
import Foundation

/// A failed reload: a panel along the bottom of the panes with every problem
/// (`file:line:column: message`, wrapped to the panel), over the last good frame, which
/// stays visible above it so the user keeps their bearings while fixing the file. Exports
/// draw it too, over the frame of a scene that fails (`ErrorFramePainter`).
public struct ErrorOverlayPainter {
    public var text: String
    public var title: String

    public init(text: String, title: String = "Scene not reloaded — showing the last good version") {
        self.text = text
        self.title = title
    }

    static let fontSize: CGFloat = 11.5
    static let lineHeight: CGFloat = 15
    static let padding: CGFloat = 10
    static let maximumLines = 10
    static let background = Color(hex: 0x2B0D10).opacity(0.94)
    static let border = Color(hex: 0xFF453A)
    static let titleColor = Color(hex: 0xFF6961)

    public func draw(over area: CGRect, in canvas: CairoCanvas) {
        let inner = area.insetBy(dx: 8, dy: 8)
        let textWidth = max(inner.width - 2 * Self.padding, 40)
        canvas.setFont(size: Self.fontSize)
        var lines: [String] = []
        for problem in text.split(separator: "\n", omittingEmptySubsequences: true) {
            lines += wrap(String(problem), width: textWidth, canvas: canvas)
        }
        let maximum = max(Int((inner.height - 2 * Self.padding) / Self.lineHeight) - 1, 1)
        let limit = min(Self.maximumLines, maximum)
        if lines.count > limit {
            let hidden = lines.count - (limit - 1)
            lines = Array(lines.prefix(limit - 1)) + ["… and \(hidden) more line\(hidden == 1 ? "" : "s")"]
        }
        let height = CGFloat(lines.count + 1) * Self.lineHeight + 2 * Self.padding
        let panel = CGRect(x: inner.minX, y: inner.maxY - height, width: inner.width, height: height)
        canvas.newPath()
        canvas.addRoundedRect(panel, radius: 8)
        canvas.fill(Self.background, preserve: true)
        canvas.stroke(Self.border, width: 1.5)

        var baseline = panel.minY + Self.padding + Self.lineHeight - 3
        canvas.setFont(size: Self.fontSize, bold: true)
        canvas.showText(title, baseline: CGPoint(x: panel.minX + Self.padding, y: baseline), color: Self.titleColor)
        canvas.setFont(size: Self.fontSize)
        for line in lines {
            baseline += Self.lineHeight
            canvas.showText(line, baseline: CGPoint(x: panel.minX + Self.padding, y: baseline), color: Palette.text)
        }
    }

    /// Greedy wrapping at spaces; a word wider than the line is cut by characters.
    private func wrap(_ text: String, width: CGFloat, canvas: CairoCanvas) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: false).map(String.init) {
            let candidate = line.isEmpty ? word : line + " " + word
            if canvas.textWidth(candidate) <= width || line.isEmpty && canvas.textWidth(word) <= width {
                line = candidate
                continue
            }
            if !line.isEmpty { lines.append(line) }
            line = word
            while canvas.textWidth(line) > width, line.count > 1 {
                var head = line
                while canvas.textWidth(head) > width, head.count > 1 { head.removeLast() }
                lines.append(head)
                line = String(line.dropFirst(head.count))
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines.isEmpty ? [""] : lines
    }
}
