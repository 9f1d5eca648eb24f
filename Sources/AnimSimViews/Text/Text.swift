import AnimSimCore

/// SwiftUI's `Text`: one line measured by the scene's text measurer, drawn in the
/// environment's foreground colour and font size.
public struct Text: _PrimitiveView {
    let string: String

    public init(_ string: String) { self.string = string }
    public init<S: StringProtocol>(_ string: S) { self.string = String(string) }
    public init(verbatim string: String) { self.string = string }

    public func _resolve(in context: _ResolveContext) -> [ViewNode] {
        var node = ViewNode(.text(string), id: context.path)
        node.style.fill = context.environment.resolvedForeground
        node.style.gradient = context.environment.foregroundGradient
        node.style.fontSize = context.environment.font?.size ?? Font.body.size
        return [node]
    }
}
