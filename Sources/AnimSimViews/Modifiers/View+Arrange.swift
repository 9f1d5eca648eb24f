import AnimSimCore

/// `position`, `alignmentGuide` and `zIndex`: where a view goes among its siblings, and in
/// front of which of them it draws.
extension View {
    /// SwiftUI's `position(x:y:)`: "Positions the center of this view at the specified
    /// coordinates in its parent's coordinate space." The modified view takes all the space
    /// it is proposed (so a positioned view in a stack is as flexible as a colour), and the
    /// view inside, proposed the same, has its centre at (x, y) of it. A change of position
    /// animates as geometry: the frame moves in a straight line, in both panes.
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> ModifiedContent<Self, _PositionModifier> {
        modifier(_PositionModifier(x: x, y: y))
    }

    public func position(_ position: CGPoint) -> ModifiedContent<Self, _PositionModifier> {
        self.position(x: position.x, y: position.y)
    }

    /// SwiftUI's `alignmentGuide(_:computeValue:)`: the view's value of `guide` is what
    /// `computeValue` makes of its dimensions, so a stack (or a ZStack, frame or overlay)
    /// aligning on that guide moves it. The closure is `@Sendable`, where SwiftUI's is not:
    /// AnimSim calls it when a frame is laid out, on the evaluator's threads, not on the main
    /// actor where `body` runs. A closure of arithmetic on `d` (the usual one) compiles
    /// unchanged; one reading the view's state must capture the value instead
    /// (`let shift = shift` before the modifier).
    public func alignmentGuide(_ guide: HorizontalAlignment, computeValue: @escaping @Sendable (ViewDimensions) -> CGFloat)
        -> ModifiedContent<Self, _AlignmentGuideModifier> {
        modifier(_AlignmentGuideModifier(layout: AlignmentGuideLayout(.horizontal(guide), computeValue: computeValue)))
    }

    public func alignmentGuide(_ guide: VerticalAlignment, computeValue: @escaping @Sendable (ViewDimensions) -> CGFloat)
        -> ModifiedContent<Self, _AlignmentGuideModifier> {
        modifier(_AlignmentGuideModifier(layout: AlignmentGuideLayout(.vertical(guide), computeValue: computeValue)))
    }

    /// SwiftUI's `zIndex(_:)`: "Controls the display order of overlapping views": among the
    /// views of one container, a higher value draws in front, equal ones in the order
    /// written (every view's default is 0). It changes drawing only, never layout, is not
    /// animated (the order changes at once), and a view leaving keeps its value while its
    /// removal transition runs. Like a transition, it belongs to the whole view, whatever
    /// modifiers follow it (`ViewNode.wrapped`).
    public func zIndex(_ value: Double) -> ModifiedContent<Self, _NodeModifier> {
        modifier(_NodeModifier(innermost: false) { $0.style.zIndex = value })
    }
}

/// `.position`: each of the content's views in the core's `PositionLayout`.
public struct _PositionModifier: _PrimitiveModifier {
    let x: CGFloat
    let y: CGFloat

    public func _resolve<Content: View>(_ content: Content, in context: _ResolveContext) -> [ViewNode] {
        resolve(content, in: context).map { $0.wrapped(in: PositionLayout(x: x, y: y)) }
    }
}

/// `.alignmentGuide`: each of the content's views in the core's `AlignmentGuideLayout`.
public struct _AlignmentGuideModifier: _PrimitiveModifier {
    let layout: AlignmentGuideLayout

    public func _resolve<Content: View>(_ content: Content, in context: _ResolveContext) -> [ViewNode] {
        resolve(content, in: context).map { $0.wrapped(in: layout) }
    }
}

extension View {
    /// SwiftUI's `aspectRatio(_:contentMode:)` (`AspectRatioLayout`): with a resizable
    /// `Image`, the usual way to keep its proportions.
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> ModifiedContent<Self, _AspectRatioModifier> {
        modifier(_AspectRatioModifier(ratio: aspectRatio, contentMode: contentMode))
    }

    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> ModifiedContent<Self, _AspectRatioModifier> {
        self.aspectRatio(aspectRatio.height > 0 ? aspectRatio.width / aspectRatio.height : nil, contentMode: contentMode)
    }

    public func scaledToFit() -> ModifiedContent<Self, _AspectRatioModifier> { aspectRatio(contentMode: .fit) }

    public func scaledToFill() -> ModifiedContent<Self, _AspectRatioModifier> { aspectRatio(contentMode: .fill) }
}

/// `.aspectRatio`: each of the content's views in the core's `AspectRatioLayout`.
public struct _AspectRatioModifier: _PrimitiveModifier {
    let ratio: CGFloat?
    let contentMode: ContentMode

    public func _resolve<Content: View>(_ content: Content, in context: _ResolveContext) -> [ViewNode] {
        resolve(content, in: context).map { $0.wrapped(in: AspectRatioLayout(ratio: ratio, contentMode: contentMode)) }
    }
}
