import AnimSimCore

/// SwiftUI's `PlaceholderContentView<Value>`: the view an animator modifier was applied to
/// (`.phaseAnimator`, `.keyframeAnimator`), handed to the modifier's `content` closure to
/// modify. It draws that view, at the animator's identity.
public struct PlaceholderContentView<Value: View>: _PrimitiveView {
    let content: Value

    public func _resolve(in context: _ResolveContext) -> [ViewNode] { resolve(content, in: context) }
}
