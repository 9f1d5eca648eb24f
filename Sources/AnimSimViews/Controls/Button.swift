import AnimSimCore

/// SwiftUI's `Button`, iOS's automatic (borderless) style: its label, in the accent colour,
/// sized as the label is. Its action runs plainly, with no transaction of its own (note C1):
/// a state change in it snaps unless the action wraps it in `withAnimation`.
public struct Button<Label: View>: _PrimitiveView {
    let action: () -> Void
    let label: Label

    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
    }

    public func _resolve(in context: _ResolveContext) -> [ViewNode] {
        let tinted = context.with { $0.environment.foregroundColor = $0.environment.foregroundColor ?? .accentColor }
        let nodes = resolve(label, in: tinted)
        let name = nodes.map(\.labelText).joined(separator: " ")
        let action = action
        context.session.register(ControlEntry(name: name, kind: .button, nodes: nodes.compactMap(\.id), detail: .button) { value in
            guard value == nil else { throw ControlUseError(message: "a button takes no value; '\(name)' was given one") }
            action()
        })
        return nodes
    }
}

extension Button where Label == Text {
    public init(_ title: String, action: @escaping () -> Void) {
        self.init(action: action) { Text(title) }
    }
}
