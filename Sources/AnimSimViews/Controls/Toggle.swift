import AnimSimCore

/// SwiftUI's `Toggle` in iOS's switch style: the label leading, a 51×31 switch trailing
/// (UISwitch's frame), as wide as it is proposed. A use flips it, or sets `value: true/false`,
/// by writing its binding (note C2: `Toggle(isOn: $x.animation())` animates).
public struct Toggle<Label: View>: _PrimitiveView {
    let isOn: Binding<Bool>
    let label: Label

    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }

    /// UISwitch's size, in points.
    public static var switchSize: CGSize { CGSize(width: 51, height: 31) }

    public func _resolve(in context: _ResolveContext) -> [ViewNode] {
        let on = isOn.wrappedValue
        let track = Capsule().fill(on ? .green : Color(hex: 0xE9E9EA))
            .frame(width: Self.switchSize.width, height: Self.switchSize.height)
            .overlay(Circle().fill(.white).frame(width: 27, height: 27).padding(2),
                     alignment: on ? .trailing : .leading)
        let row = HStack { label; Spacer(); track }
        let nodes = resolve(row, in: context)
        let name = nodes.map(\.labelText).joined(separator: " "), binding = isOn
        context.session.register(ControlEntry(name: name, kind: .toggle, nodes: nodes.compactMap(\.id), detail: .toggle(isOn: on)) { value in
            switch value {
            case nil: binding.wrappedValue.toggle()
            case .flag(let flag)?: binding.wrappedValue = flag
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
