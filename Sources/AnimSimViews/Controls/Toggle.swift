import AnimSimCore

/// SwiftUI's `Toggle` in iOS's switch style (`ToggleSwitchRow`): the label leading, a 51×31
/// switch trailing. A use flips it, or sets `value: true/false`, by writing its binding (note
/// C2: `Toggle(isOn: $x.animation())` animates). Under a `.toggleStyle` the style draws it
/// from a `ToggleStyleConfiguration` holding the same binding. Below `.disabled(true)` a use
/// writes nothing and the row dims (`DisabledControl`).
public struct Toggle<Label: View>: _PrimitiveView {
    let isOn: Binding<Bool>
    let label: Label

    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }

    /// UISwitch's size, in points.
    public static var switchSize: CGSize { ToggleSwitchRow<Label>.switchSize }

    public func _resolve(in context: _ResolveContext) -> [ViewNode] {
        let on = isOn.wrappedValue
        let styles = context.environment.controlStyles
        let enabled = context.environment.isEnabled
        let nodes: [ViewNode]
        if let style = styles.toggle {
            // A style reads `isEnabled` itself and draws what it likes; its binding stays live,
            // since the style's own button writes it (and is disabled as any button below).
            let configuration = ToggleStyleConfiguration(label: .init(content: AnyView(label)), isOn: isOn)
            nodes = resolve(context.session.evaluatingBody { style.body(configuration) }, in: context)
        } else {
            nodes = resolve(ToggleSwitchRow(label: label, isOn: on, tint: nil), in: DisabledControl.labelContext(context))
        }
        let name = nodes.map(\.labelText).joined(separator: " "), binding = isOn
        context.session.register(ControlEntry(name: name, kind: .toggle, nodes: nodes.compactMap(\.id), detail: .toggle(isOn: on)) { value in
            switch value {
            case nil: if enabled { binding.wrappedValue.toggle() }
            case .flag(let flag)?: if enabled { binding.wrappedValue = flag }
            default: throw ControlUseError(message: "toggle '\(name)' takes true or false")
            }
        })
        return nodes
    }
}

extension Toggle where Label == Text {
    public init(_ title: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}
