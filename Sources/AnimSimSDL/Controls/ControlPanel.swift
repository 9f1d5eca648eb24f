import AnimSimCore
import Foundation

/// The window's control panel as plain data, with its geometry: the painter draws these
/// rectangles and the window hit-tests clicks against the same ones, so what is drawn is
/// what is clicked. Points, from the panel's top-left corner; the window scales them.
public struct ControlPanel: Equatable, Sendable {
    public struct Row: Equatable, Sendable {
        public enum Widget: Equatable, Sendable {
            case button(String)
            case toggle(Bool)
            /// Where the value sits in the range, 0…1.
            case slider(Double)
            case stepper
            /// The options' texts and the one the value equals, if any.
            case picker([String], selected: Int?)
        }

        /// "1" … "9", or "" past nine.
        public var key: String
        public var title: String
        /// The control's current target value, as the panel prints it ("angle 135°").
        public var value: String
        public var widget: Widget

        public init(key: String, title: String, value: String, widget: Widget) {
            self.key = key
            self.title = title
            self.value = value
            self.widget = widget
        }
    }

    /// Which part of which row a point is on.
    public enum Hit: Equatable, Sendable {
        case press(Int)
        case decrement(Int)
        case increment(Int)
        /// A slider's track, at a fraction of its width.
        case slide(Int, Double)
        case option(Int, Int)
    }

    public var rows: [Row]
    /// The last transaction: lines such as "Rotate at 1.25 s", "easeInOut(duration: 2)",
    /// "angle = 135°"; empty before the first use.
    public var last: [String]
    /// The panel's height in points: rows that do not fit scroll (`ControlPanel+Scroll`).
    public var height: CGFloat
    /// Points of rows scrolled off the top, 0…`maxScroll`.
    public var scroll: CGFloat
    /// The row Tab moved to, which Enter uses; outlined.
    public var focus: Int?

    public init(rows: [Row], last: [String] = [], height: CGFloat = 10_000, scroll: CGFloat = 0, focus: Int? = nil) {
        self.rows = rows
        self.last = last
        self.height = height
        self.focus = focus
        self.scroll = 0
        self.scroll = clamped(scroll)
    }

    public static let width: CGFloat = 250
    static let padding: CGFloat = 12
    static let header: CGFloat = 34
    static let titleHeight: CGFloat = 20
    static let widgetHeight: CGFloat = 26
    static let rowGap: CGFloat = 10
    /// One row and the gap under it.
    static let rowPitch: CGFloat = titleHeight + widgetHeight + rowGap

    /// The row's whole box, title line and widget, where it is drawn with the panel scrolled
    /// by `scroll` (above `viewportTop` or below `viewportBottom` it is clipped off).
    public func rowRect(_ index: Int) -> CGRect {
        CGRect(x: Self.padding, y: Self.header + CGFloat(index) * Self.rowPitch - scroll,
               width: Self.width - 2 * Self.padding, height: Self.titleHeight + Self.widgetHeight)
    }

    /// The widget line of a row, under its title.
    public func widgetRect(_ index: Int) -> CGRect {
        let row = rowRect(index)
        return CGRect(x: row.minX, y: row.minY + Self.titleHeight, width: row.width, height: Self.widgetHeight)
    }

    /// A stepper's − and + boxes, at either end of its widget line.
    public func stepperBoxes(_ index: Int) -> (minus: CGRect, plus: CGRect) {
        let widget = widgetRect(index)
        let side = widget.height
        return (CGRect(x: widget.minX, y: widget.minY, width: side * 1.6, height: side),
                CGRect(x: widget.maxX - side * 1.6, y: widget.minY, width: side * 1.6, height: side))
    }

    /// A slider's track: the widget line less room for the knob at either end.
    public func sliderTrack(_ index: Int) -> CGRect {
        widgetRect(index).insetBy(dx: 9, dy: 0)
    }

    /// A picker's options side by side, as a segmented control.
    public func optionRects(_ index: Int, count: Int) -> [CGRect] {
        let widget = widgetRect(index)
        let width = widget.width / CGFloat(max(count, 1))
        return (0..<count).map { CGRect(x: widget.minX + CGFloat($0) * width, y: widget.minY, width: width, height: widget.height) }
    }

    /// What a click at `point` acts on; nil off every widget, and off the rows' viewport
    /// (a row scrolled under the header or the last transaction is not there to click).
    public func hit(_ point: CGPoint) -> Hit? {
        guard point.y >= viewportTop, point.y <= viewportBottom else { return nil }
        for (index, row) in rows.enumerated() where widgetRect(index).insetBy(dx: 0, dy: -3).contains(point) {
            switch row.widget {
            case .button, .toggle: return .press(index)
            case .stepper:
                let boxes = stepperBoxes(index)
                if boxes.minus.contains(point) { return .decrement(index) }
                if boxes.plus.contains(point) { return .increment(index) }
                return nil
            case .slider:
                let track = sliderTrack(index)
                return .slide(index, Double(min(max((point.x - track.minX) / track.width, 0), 1)))
            case .picker(let options, _):
                return optionRects(index, count: options.count).firstIndex { $0.contains(point) }.map { .option(index, $0) }
            }
        }
        return nil
    }

    /// The slider under a drag that started on row `index`, wherever the pointer goes.
    public func slideFraction(_ index: Int, at point: CGPoint) -> Double {
        let track = sliderTrack(index)
        return Double(min(max((point.x - track.minX) / track.width, 0), 1))
    }
}
