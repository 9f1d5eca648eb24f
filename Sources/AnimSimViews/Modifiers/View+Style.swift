import AnimSimCore

/// The modifiers that change drawing, effects and identity; none of them changes layout.
extension View {
    /// Disfavoured, as the `Color` forms below are: SwiftUI has only the generic
    /// `ShapeStyle` ones, so `.fill(.secondary)` is the hierarchical style
    /// (`HierarchicalShapeStyle`), not `Color.secondary`; a name only `Color` has
    /// (`.accentColor`, a user's `extension Color`) still comes here.
    @_disfavoredOverload
    public func fill(_ color: Color) -> ModifiedContent<Self, _NodeModifier> {
        modifier(_NodeModifier(innermost: true, isFill: true) { $0.style.paint(with: color) })
    }

    /// The outline only, as SwiftUI's `stroke` makes a shape's outline view.
    public func stroke(_ color: Color, lineWidth: CGFloat = 1) -> ModifiedContent<Self, _NodeModifier> {
        modifier(_NodeModifier(innermost: true) {
            $0.style.fill = nil
            $0.style.gradient = nil
            $0.style.stroke = AnimSimCore.StrokeStyle(color: color, lineWidth: lineWidth)
        })
    }

    @_disfavoredOverload
    public func foregroundStyle(_ color: Color) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(_EnvironmentModifier { $0.foregroundColor = color; $0.foregroundGradient = nil })
    }

    public func foregroundColor(_ color: Color?) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(_EnvironmentModifier { $0.foregroundColor = color; $0.foregroundGradient = nil })
    }

    public func font(_ font: Font?) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(_EnvironmentModifier { $0.font = font })
    }

    public func opacity(_ value: Double) -> ModifiedContent<Self, _NodeModifier> {
        modifier(_NodeModifier(innermost: false) { $0.style.opacity *= value })
    }

    /// Clips to a rounded rectangle. AnimSim does not clip: a rectangle or colour becomes a
    /// rounded rectangle of the same fill, which is what the articles' uses look like.
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> ModifiedContent<Self, _NodeModifier> {
        modifier(_NodeModifier(innermost: true) { node in
            switch node.content {
            case .color(let color):
                node.content = .shape(.roundedRectangle(cornerRadius: radius))
                node.style.fill = color
            case .shape(.rectangle): node.content = .shape(.roundedRectangle(cornerRadius: radius))
            default: break
            }
        })
    }

    public func transition(_ transition: Transition) -> ModifiedContent<Self, _NodeModifier> {
        modifier(_NodeModifier(innermost: false) { $0.style.transition = transition })
    }

    public func id<ID: Hashable>(_ id: ID) -> ModifiedContent<Self, _IDModifier> {
        modifier(_IDModifier(id: IdentityPath.text(of: id)))
    }

    public func accessibilityIdentifier(_ identifier: String) -> ModifiedContent<Self, _IdentifierModifier> {
        modifier(_IdentifierModifier(identifier: identifier))
    }
}
