import Foundation

/// A layout node that draws through a matrix of its own: an `EffectLayout` (the matrix
/// reaches everything inside it) or an `OffsetLayout` (its offset, which layout has already
/// applied to its child, so only the offset view's own transform shows it).
protocol DrawnEffectCarrier {
    func own(size: CGSize) -> DrawnTransforms.Own
}

extension EffectLayout {
    func own(size: CGSize) -> DrawnTransforms.Own {
        let m = matrix(size: size)
        // A singular matrix is ignored: the content renders untransformed (G3).
        let usable = m.determinant != 0 && m.determinant.isFinite
        return DrawnTransforms.Own(matrix: usable ? m : .identity,
                                   effects: [DisplayItem.EffectData(name: name, matrix: m, animatableData: components)],
                                   filters: effect.filters, composite: effect.composite)
    }
}

extension LayoutBox: DrawnEffectCarrier where L: AnyEffectLayout {
    func own(size: CGSize) -> DrawnTransforms.Own { layout.own(size: size) }
}

extension OffsetLayout: AnyEffectLayout {
    func matrix(size: CGSize) -> ProjectionTransform { .translation(x, y) }
    var name: String { "_OffsetEffect" }
    var components: [Double] { [Double(x), Double(y)] }

    func own(size: CGSize) -> DrawnTransforms.Own {
        DrawnTransforms.Own(shift: CGSize(width: x, height: y),
                            effects: [DisplayItem.EffectData(name: name, matrix: matrix(size: size), animatableData: components)])
    }
}
