import Foundation

/// The modifiers that change drawing only. Fill, stroke and label land on the drawable
/// view inside any layout modifiers, so `.frame(…).fill(red)` colours the shape.
extension ViewNode {
    public func fill(_ color: Color) -> ViewNode {
        var copy = self
        copy.modifyInnermost {
            $0.style.fill = color
            $0.style.gradient = nil
        }
        return copy
    }

    public func foregroundColor(_ color: Color) -> ViewNode { fill(color) }

    public func stroke(_ color: Color, lineWidth: CGFloat = 1, dash: [CGFloat] = []) -> ViewNode {
        var copy = self
        copy.modifyInnermost { $0.style.stroke = StrokeStyle(color: color, lineWidth: lineWidth, dash: dash) }
        return copy
    }

    /// A centred text drawn over the view (AnimSim's shorthand for `.overlay(Text(…))`
    /// that does not add a view to the layout).
    public func label(_ text: String, color: Color? = nil) -> ViewNode {
        var copy = self
        copy.modifyInnermost {
            $0.style.label = text
            $0.style.labelColor = color
        }
        return copy
    }

    public func font(size: CGFloat) -> ViewNode {
        var copy = self
        copy.modifyInnermost { $0.style.fontSize = size }
        return copy
    }

    /// SwiftUI's `.transition(_:)`: how the view is inserted and removed.
    public func transition(_ transition: Transition) -> ViewNode {
        var copy = self
        copy.style.transition = transition
        return copy
    }

    public func opacity(_ value: Double) -> ViewNode {
        var copy = self
        copy.style.opacity *= value
        return copy
    }

    public func rotationEffect(_ angle: Angle) -> ViewNode {
        var copy = self
        copy.style.rotation += angle
        return copy
    }

    public func scaleEffect(_ scale: CGFloat) -> ViewNode {
        var copy = self
        copy.style.scale *= scale
        return copy
    }

    public func id(_ name: String) -> ViewNode {
        var copy = self
        copy.id = name
        return copy
    }

    /// The sizes article's debug overlay: the view's size under each requested proposal.
    public func showSizes(_ requests: [SizeRequest] = [.minimum, .ideal, .maximum]) -> ViewNode {
        var copy = self
        copy.style.showSizes = requests
        return copy
    }
}
