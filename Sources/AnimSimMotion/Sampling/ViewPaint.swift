import AnimSimCore
import Foundation

/// Glyph outlines of one line of text, centred on the origin the way AnimSim centres labels
/// in their frame: contours of cubic pieces [p0, c1, c2, p1, c1, c2, p2, …] in points. The
/// renderer that owns the fonts supplies it (the CLI passes Cairo's); without one, labels
/// are left out of exports.
public typealias LabelOutliner = @Sendable (_ text: String, _ fontSize: CGFloat) -> [[CGPoint]]

/// What a view draws, resolved once for both export formats with the same defaults the
/// Cairo painter fills gaps with (its `Palette`).
struct ViewPaint {
    enum Geometry: Equatable {
        case rectangle(cornerRadius: Double)
        case capsule
        case circle
        case none
    }

    static let defaultFill = Color(hex: 0xC3C6D1)
    static let text = Color(hex: 0xE8E9EE)

    var geometry: Geometry
    var fill: Color?
    var stroke: StrokeStyle?
    var label: (text: String, fontSize: CGFloat, color: Color)?

    init(_ item: DisplayItem) {
        stroke = item.stroke.flatMap { $0.lineWidth > 0 ? $0 : nil }
        var labelBackground = item.fill ?? Self.defaultFill
        switch item.shape {
        case .rectangle?: geometry = .rectangle(cornerRadius: 0)
        case .roundedRectangle(let r)?: geometry = .rectangle(cornerRadius: r)
        case .capsule?: geometry = .capsule
        case .circle?: geometry = .circle
        case .text(let text, let size)?:
            geometry = .none
            label = (text, size, item.fill ?? Self.text)
        case nil: geometry = .none
        }
        if geometry != .none {
            // A stroked shape without fill is an outline, as `.stroke()` is in SwiftUI.
            fill = item.fill ?? (item.stroke == nil ? Self.defaultFill : nil)
            if fill == nil { labelBackground = .clear }
        } else {
            labelBackground = .clear
        }
        if let l = item.label {
            label = (l.text, l.fontSize, l.color ?? Self.labelColor(on: labelBackground))
        }
    }

    /// Black or white, whichever reads better on `fill` (the painter's rule).
    static func labelColor(on fill: Color) -> Color {
        let luminance = 0.2126 * fill.red + 0.7152 * fill.green + 0.0722 * fill.blue
        return fill.opacity < 0.4 || luminance < 0.7 ? Color(hex: 0xFFFFFF) : Color(hex: 0x1C1C1E)
    }
}

extension Color {
    /// `#rrggbb`, opacity left out.
    var hexRGB: String {
        func byte(_ v: Double) -> Int { Int((min(max(v, 0), 1) * 255).rounded()) }
        return String(format: "#%02x%02x%02x", byte(red), byte(green), byte(blue))
    }
}

/// What both export formats need besides the views: the pane, its timing and the fonts.
public struct ExportSettings: Sendable {
    public var title: String
    public var canvas: CGSize
    public var background: Color
    public var fps: Double
    public var frameCount: Int
    public var outliner: LabelOutliner?

    public init(title: String, canvas: CGSize, background: Color, fps: Double, frameCount: Int, outliner: LabelOutliner?) {
        self.title = title
        self.canvas = canvas
        self.background = background
        self.fps = fps
        self.frameCount = frameCount
        self.outliner = outliner
    }
}
