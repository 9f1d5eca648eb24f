import AnimSimCore

/// SwiftUI's `mask`: the content is drawn where the mask view has alpha, in proportion to it.
/// The mask is laid out as an overlay is (proposed the content's size, aligned by
/// `alignment`) and drawn into a layer of its own (`Compositing.Kind.mask`), so a mask of
/// any view works, and a mask shape that animates animates as any shape does: its
/// `path(in:)` runs at every frame in the animatable pane, and the naive outline morph
/// draws it in the position pane.
extension View {
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> ModifiedContent<Self, _MaskModifier<Mask>> {
        modifier(_MaskModifier(mask: mask(), alignment: alignment))
    }

    /// The iOS 13 spelling, deprecated in SwiftUI and still everywhere in published code.
    public func mask<Mask: View>(_ mask: Mask) -> ModifiedContent<Self, _MaskModifier<Mask>> {
        modifier(_MaskModifier(mask: mask, alignment: .center))
    }
}

public struct _MaskModifier<Mask: View>: _PrimitiveModifier {
    let mask: Mask
    let alignment: Alignment

    public func _resolve<Content: View>(_ content: Content, in context: _ResolveContext) -> [ViewNode] {
        _SecondaryModifier(secondary: mask, alignment: alignment, isBackground: false, step: "mask")
            ._resolve(content, in: context)
            .map { $0.compositing(Compositing(.mask)) }
    }
}
