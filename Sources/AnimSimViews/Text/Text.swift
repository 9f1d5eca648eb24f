import AnimSimCore

/// SwiftUI's `Text`: one line measured by the scene's text measurer, drawn in the
/// environment's foreground colour, font size and weight. The weight is `.fontWeight(_:)`
/// or `.bold()` on the text or any view around it, else the font's own (`Font.weight`);
/// semibold and heavier measure and draw in the bold face; italic text is drawn slanted.
/// `.contentTransition(_:)` around it says how a change of its string animates
/// (`ContentTransition`). Texts joined with `+` keep each part's style (`Text+Runs.swift`).
public struct Text: _PrimitiveView {
    var string: String
    /// `Text`'s own `.bold()` / `.fontWeight(_:)`, which win over the environment's.
    var weight: Font.Weight?
    /// `Text`'s own `.italic(_:)`.
    var isItalic: Bool?
    /// `customAttribute(_:)`'s values by type, for a `TextRenderer`'s runs.
    var attributes: [ObjectIdentifier: AnyHashable] = [:]
    /// `Text`'s own `font`, `foregroundColor`, `foregroundStyle`: changes to the environment
    /// it is drawn in, innermost (first made) winning, as SwiftUI's text modifiers do
    /// (`Text+Modifiers.swift`).
    var styleEdits: [TextStyleEdit] = []
    /// `.baselineOffset(_:)`: how far the text's baseline is raised among the runs of a
    /// concatenation.
    var baselineOffset: CGFloat = 0
    /// The parts of a concatenation (`+`), each with its own style; empty for a plain text.
    var runs: [Text] = []

    public init(_ string: String) { self.string = string }
    public init<S: StringProtocol>(_ string: S) { self.string = String(string) }
    public init(verbatim string: String) { self.string = string }

    public func _resolve(in context: _ResolveContext) -> [ViewNode] {
        if let renderer = context.environment.textRenderer { return TextRendering.nodes(of: self, through: renderer, in: context) }
        if !runs.isEmpty { return TextRuns.nodes(of: self, in: context) }
        return [node(in: context.environment, id: context.path)]
    }

    /// The text's leaf, styled by the environment after the text's own modifiers.
    func node(in base: EnvironmentValues, id: String) -> ViewNode {
        let environment = styledEnvironment(base)
        var node = ViewNode(.text(environment.surroundings.textCase?.apply(to: string) ?? string), id: id)
        node.style.fill = environment.resolvedForeground
        node.style.gradient = environment.foregroundGradient
        node.style.fontSize = environment.font?.size ?? Font.body.size
        node.style.fontWeight = resolvedWeight(in: environment)
        node.style.contentTransition = environment.contentTransition
        node.style.isItalic = isItalic ?? (environment.surroundings.isItalic || environment.font?.isItalic == true)
        node.style.lineAlignment = environment.multilineTextAlignment.lineAlignment
        node.style.textFit = environment.surroundings.textFit
        return node
    }

    /// The environment with the text's own style edits applied, the innermost last so it wins.
    func styledEnvironment(_ base: EnvironmentValues) -> EnvironmentValues {
        var environment = base
        for edit in styleEdits.reversed() { edit.apply(&environment) }
        return environment
    }
}

extension Text {
    /// The text's own weight, else the views' around it, else its font's.
    func resolvedWeight(in environment: EnvironmentValues) -> CGFloat {
        (weight ?? environment.surroundings.fontWeight ?? environment.font?.weight ?? .regular).value
    }

    /// SwiftUI's `Text.bold()`: a `Text` still, so texts can be joined with `+`.
    public func bold() -> Text { fontWeight(.bold) }

    public func bold(_ isActive: Bool) -> Text { isActive ? fontWeight(.bold) : self }

    public func fontWeight(_ weight: Font.Weight?) -> Text {
        var text = self
        text.weight = weight
        return text
    }

    /// Drawn slanted (a sheared DejaVu Sans), measured with the upright advances.
    public func italic() -> Text { italic(true) }

    public func italic(_ isActive: Bool) -> Text {
        var text = self
        text.isItalic = isActive
        return text
    }
}
